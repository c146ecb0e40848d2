import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exploreEndpoints } from '@skillswap/contracts/explore/endpoints';
import { endpointRoute } from '../../lib/http/endpoint-route.ts';
import { getMember, getViewer } from '../../lib/http/request-caller.ts';
import { profileActivityOf } from '../insights/index.ts';
import { exploreWithAdvancedFilters } from './explore-advanced.service.ts';
import { explorePublicProfiles } from './explore.service.ts';

export const exploreRoutes: FastifyPluginAsyncZod = async (app) => {
  // Appearances on a page of Explore, counted for the member's analytics dashboard (ADR 106).
  const activity = profileActivityOf(app);
  app.route({
    ...endpointRoute(exploreEndpoints.searchProfiles),
    handler: async (request) => {
      const viewerId = getViewer(request)?.userId ?? null;
      const page = await explorePublicProfiles(app.deps.database.db, request.query, viewerId);
      activity.record(
        'exploreAppearances',
        page.items.map((profile) => profile.id),
        viewerId,
      );
      return page;
    },
  });

  app.route({
    ...endpointRoute(exploreEndpoints.searchProfilesAdvanced),
    handler: async (request) => {
      const viewerId = getMember(request).userId;
      const page = await exploreWithAdvancedFilters(app.deps.database.db, request.query, viewerId);
      activity.record(
        'exploreAppearances',
        page.items.map((profile) => profile.id),
        viewerId,
      );
      return page;
    },
  });
};
