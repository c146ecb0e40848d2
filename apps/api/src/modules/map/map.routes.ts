import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mapEndpoints as endpoints } from '@skillswap/contracts/map/endpoints';
import { endpointRoute } from '../../lib/http/endpoint-route.ts';
import { getMember, getViewer } from '../../lib/http/request-caller.ts';
import { getCommunityMapPlaces, getExploreMapPlaces } from './map-places.service.ts';
import { getCommunityMap, getExploreMap } from './map.service.ts';

/** The members' map (ADR 175), and the board posts and workshops it can show (ADR 193). */
export const mapRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, clock } = app.deps;
  const { db } = database;
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
  for (const [definition, kind] of [
    [endpoints.getCommunityMapPosts, 'post'],
    [endpoints.getCommunityMapWorkshops, 'workshop'],
  ] as const) {
    app.route({
      ...endpointRoute(definition),
      handler: async (request) =>
        getCommunityMapPlaces(db, {
          kind,
          viewerId: getMember(request).userId,
          slug: request.params.slug,
          query: request.query,
          now: clock.now(),
        }),
    });
  }
  app.route({
    ...endpointRoute(endpoints.getExploreMapPosts),
    handler: async (request) =>
      getExploreMapPlaces(db, {
        kind: 'post',
        viewerId: getMember(request).userId,
        query: request.query,
        now: clock.now(),
      }),
  });
  app.route({
    ...endpointRoute(endpoints.getExploreMapWorkshops),
    handler: async (request) =>
      getExploreMapPlaces(db, {
        kind: 'workshop',
        viewerId: getViewer(request)?.userId ?? null,
        query: request.query,
        now: clock.now(),
      }),
  });
};
