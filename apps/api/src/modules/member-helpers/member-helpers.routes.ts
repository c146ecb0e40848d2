import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberHelperEndpoints as endpoints } from '@skillswap/contracts/member-helpers/endpoints';
import { endpointRoute } from '../../lib/http/endpoint-route.ts';
import { getMember } from '../../lib/http/request-caller.ts';
import { auditOf } from '../communities/index.ts';
import {
  appointHelper,
  listCommunityHelpers,
  listMyHelperActions,
  listMyHelpers,
  listSwapHelperActions,
  revokeHelper,
} from './member-helpers.service.ts';

/** Helpers who act for members (ADR 179). */
export const memberHelpersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, clock, config } = app.deps;
  const { db } = database;
  const context = (request: Parameters<typeof auditOf>[0]) => ({
    now: clock.now(),
    publicUrl: config.PUBLIC_URL,
    audit: auditOf(request),
  });

  app.route({
    ...endpointRoute(endpoints.listMyHelpers),
    handler: async (request) => listMyHelpers(db, getMember(request).userId),
  });
  app.route({
    ...endpointRoute(endpoints.appointHelper),
    handler: async (request, reply) => {
      const memberId = getMember(request).userId;
      const appointment = await db.transaction((tx) =>
        appointHelper(tx, context(request), {
          memberId,
          helperId: request.body.helperId,
          appointedBy: memberId,
          communityId: null,
        }),
      );
      return reply.status(201).send(appointment);
    },
  });
  app.route({
    ...endpointRoute(endpoints.revokeHelper),
    handler: async (request, reply) => {
      await db.transaction((tx) =>
        revokeHelper(tx, context(request), {
          appointmentId: request.params.appointmentId,
          actorId: getMember(request).userId,
        }),
      );
      return reply.status(204).send(null);
    },
  });
  app.route({
    ...endpointRoute(endpoints.listMyHelperActions),
    handler: async (request) => listMyHelperActions(db, getMember(request).userId),
  });
  app.route({
    ...endpointRoute(endpoints.listSwapHelperActions),
    handler: async (request) =>
      listSwapHelperActions(db, { viewerId: getMember(request).userId, swapId: request.params.id }),
  });
  app.route({
    ...endpointRoute(endpoints.listCommunityHelpers),
    handler: async (request) =>
      listCommunityHelpers(db, { viewerId: getMember(request).userId, slug: request.params.slug }),
  });
};
