import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exploreEndpoints } from '@skillswap/contracts/endpoints/explore';
import { endpointRoute } from '../../lib/http/endpoint-route.ts';
import { getMember, getViewer } from '../auth/index.ts';
import { exploreWithAdvancedFilters } from './explore-advanced.service.ts';
import { explorePublicProfiles } from './explore.service.ts';

export const exploreRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpointRoute(exploreEndpoints.searchProfiles),
    handler: async (request) => {
      const viewer = getViewer(request);
      return explorePublicProfiles(app.deps.database.db, request.query, viewer?.userId ?? null);
    },
  });

  app.route({
    ...endpointRoute(exploreEndpoints.searchProfilesAdvanced),
    handler: async (request) => {
      return exploreWithAdvancedFilters(app.deps.database.db, request.query, getMember(request).userId);
    },
  });
};
