import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { swapEndpoints } from '@skillswap/contracts/swaps/endpoints';
import { endpointRoute } from '../../lib/http/endpoint-route.ts';
import { getMember } from '../../lib/http/request-caller.ts';
import { getPlanUsage } from './swap-limits.ts';
import { updateSwapRequest } from './swap-request-edit.service.ts';
import { listSharedCommunities } from './swaps.repository.ts';
import { createSwapRequest, listSwapRequests } from './swaps.service.ts';

export const swapRequestsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, clock, config } = app.deps;

  app.route({
    ...endpointRoute(swapEndpoints.createSwapRequest),
    handler: async (request, reply) => {
      const member = getMember(request);
      const swap = await createSwapRequest(database.db, {
        requesterId: member.userId,
        input: request.body,
        now: clock.now(),
        publicUrl: config.PUBLIC_URL,
      });
      return reply.status(201).send({ data: swap });
    },
  });

  app.route({
    ...endpointRoute(swapEndpoints.updateSwapRequest),
    handler: async (request) => {
      const member = getMember(request);
      const swap = await updateSwapRequest(database.db, {
        memberId: member.userId,
        swapId: request.params.id,
        changes: request.body,
        now: clock.now(),
        publicUrl: config.PUBLIC_URL,
      });
      return { data: swap };
    },
  });

  app.route({
    ...endpointRoute(swapEndpoints.listSwapRequests),
    handler: async (request) => {
      const member = getMember(request);
      return { items: await listSwapRequests(database.db, member.userId) };
    },
  });

  app.route({
    ...endpointRoute(swapEndpoints.listSharedCommunities),
    handler: async (request) => ({
      items: await listSharedCommunities(database.db, getMember(request).userId, request.params.memberId),
    }),
  });

  app.route({
    ...endpointRoute(swapEndpoints.getPlanUsage),
    handler: async (request) =>
      getPlanUsage(database.db, { memberId: getMember(request).userId, now: clock.now() }),
  });
};
