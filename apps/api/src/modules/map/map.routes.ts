import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mapEndpoints as endpoints } from '@skillswap/contracts/endpoints/map';
import { endpointRoute } from '../../lib/http/endpoint-route.ts';
import { getMember, getViewer } from '../../lib/http/request-caller.ts';
import { getCommunityMap, getExploreMap } from './map.service.ts';

/** The members' map (issue 39 item 6, ADR 175). */
export const mapRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  app.route({
    ...endpointRoute(endpoints.getCommunityMap),
    handler: async (request) =>
      getCommunityMap(db, {
        viewerId: getMember(request).userId,
        slug: request.params.slug,
        query: request.query,
      }),
  });
  app.route({
    ...endpointRoute(endpoints.getExploreMap),
    handler: async (request) =>
      getExploreMap(db, { viewerId: getViewer(request)?.userId ?? null, query: request.query }),
  });
};
