import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createSwapRequestSchema,
  swapRequestListSchema,
  swapRequestSchema,
  updateSwapRequestSchema,
} from '@skillswap/contracts/swaps';
import { requireMember } from '../auth/require-member.ts';
import { updateSwapRequest } from './swap-request-edit.service.ts';
import { createSwapRequest, listSwapRequests } from './swaps.service.ts';

export const swapRequestsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, clock, config } = app.deps;

  app.post(
    '/swap-requests',
    {
      schema: {
        body: createSwapRequestSchema,
        response: { 201: z.object({ data: swapRequestSchema }) },
      },
    },
    async (request, reply) => {
      const member = await requireMember(request);
      const swap = await createSwapRequest(database.db, {
        requesterId: member.userId,
        input: request.body,
        now: clock.now(),
        publicUrl: config.PUBLIC_URL,
      });
      return reply.status(201).send({ data: swap });
    },
  );

  app.patch(
    '/swap-requests/:id',
    {
      schema: {
        params: z.object({ id: z.uuid('Swap request not found') }),
        body: updateSwapRequestSchema,
        response: { 200: z.object({ data: swapRequestSchema }) },
      },
    },
    async (request) => {
      const member = await requireMember(request);
      const swap = await updateSwapRequest(database.db, {
        memberId: member.userId,
        swapId: request.params.id,
        changes: request.body,
        now: clock.now(),
      });
      return { data: swap };
    },
  );

  app.get('/swap-requests', { schema: { response: { 200: swapRequestListSchema } } }, async (request) => {
    const member = await requireMember(request);
    return { items: await listSwapRequests(database.db, member.userId) };
  });
};
