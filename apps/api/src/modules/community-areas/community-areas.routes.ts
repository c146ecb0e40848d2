import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { communityAreaEndpoints as endpoints } from '@skillswap/contracts/community-areas/endpoints';
import { endpointRoute } from '../../lib/http/endpoint-route.ts';
import { getMember } from '../../lib/http/request-caller.ts';
import { auditOf } from '../communities/index.ts';
import {
  changeCommunityArea,
  createCommunityArea,
  getCommunityAreas,
  removeCommunityArea,
} from './community-areas.service.ts';

/** A community's areas (ADR 176): listed to its members, kept by its coordinators. */
export const communityAreasRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, clock } = app.deps;
  const { db } = database;

  app.route({
    ...endpointRoute(endpoints.listCommunityAreas),
    handler: async (request) =>
      getCommunityAreas(db, { viewerId: getMember(request).userId, slug: request.params.slug }),
  });
  app.route({
    ...endpointRoute(endpoints.createCommunityArea),
    handler: async (request, reply) => {
      const area = await createCommunityArea(db, {
        actorId: getMember(request).userId,
        slug: request.params.slug,
        input: request.body,
        now: clock.now(),
        audit: auditOf(request),
      });
      return reply.status(201).send(area);
    },
  });
  app.route({
    ...endpointRoute(endpoints.updateCommunityArea),
    handler: async (request) =>
      changeCommunityArea(db, {
        actorId: getMember(request).userId,
        slug: request.params.slug,
        areaId: request.params.areaId,
        input: request.body,
        now: clock.now(),
        audit: auditOf(request),
      }),
  });
  app.route({
    ...endpointRoute(endpoints.deleteCommunityArea),
    handler: async (request, reply) => {
      await removeCommunityArea(db, {
        actorId: getMember(request).userId,
        slug: request.params.slug,
        areaId: request.params.areaId,
        audit: auditOf(request),
      });
      return reply.status(204).send(null);
    },
  });
};
