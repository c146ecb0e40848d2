import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createSwapRequestSchema,
  swapRequestListSchema,
  swapRequestSchema,
} from '@skillswap/contracts/swaps';
import { requireMember } from '../auth/require-member.ts';
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

  app.get('/swap-requests', { schema: { response: { 200: swapRequestListSchema } } }, async (request) => {
    const member = await requireMember(request);
    return { items: await listSwapRequests(database.db, member.userId) };
  });
};
