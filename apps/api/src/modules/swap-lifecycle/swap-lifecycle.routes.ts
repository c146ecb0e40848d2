import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  cancelSwapSchema,
  confirmSwapSchema,
  disputeSwapSchema,
  listSwapsQuerySchema,
  swapDetailSchema,
  swapListSchema,
  swapSummarySchema,
  type SwapAction,
} from '@skillswap/contracts/swap-lifecycle';
import { requireMember } from '../auth/index.ts';
import { performSwapAction } from './swap-lifecycle.service.ts';
import { getSwapDetail, getSwapSummary, listSwaps } from './swap-views.service.ts';
import type { LifecycleContext } from './transition-scope.ts';

export function lifecycleContextOf(app: FastifyInstance): LifecycleContext {
  const { database, clock, config } = app.deps;
  return { db: database.db, clock, publicUrl: config.PUBLIC_URL };
}

const swapParams = z.object({ id: z.uuid('Swap not found') });
const emptyBody = z.object({}).nullish();

/** My Swaps: the lists, one swap, and the five actions (`POST /api/swaps/:id/<action>`). */
export const swapLifecycleRoutes: FastifyPluginAsyncZod = async (app) => {
  const context = lifecycleContextOf(app);
  const { db } = context;

  app.get(
    '/swaps',
    { schema: { querystring: listSwapsQuerySchema, response: { 200: swapListSchema } } },
    async (request) => {
      const member = await requireMember(request);
      return listSwaps(db, member.userId, request.query, context.clock.now());
    },
  );

  app.get('/swaps/summary', { schema: { response: { 200: swapSummarySchema } } }, async (request) => {
    const member = await requireMember(request);
    return getSwapSummary(db, member.userId);
  });

  app.get(
    '/swaps/:id',
    { schema: { params: swapParams, response: { 200: swapDetailSchema } } },
    async (request) => {
      const member = await requireMember(request);
      return getSwapDetail(db, request.params.id, member.userId, context.clock.now());
    },
  );

  const bodies: Record<SwapAction, z.ZodType> = {
    accept: emptyBody,
    decline: cancelSwapSchema.nullish(),
    cancel: cancelSwapSchema.nullish(),
    confirm: confirmSwapSchema,
    dispute: disputeSwapSchema,
  };
  for (const action of Object.keys(bodies) as SwapAction[]) {
    app.post(
      `/swaps/:id/${action}`,
      { schema: { params: swapParams, body: bodies[action], response: { 200: swapDetailSchema } } },
      async (request) => {
        const member = await requireMember(request);
        const body = (request.body ?? {}) as {
          reason?: string;
          requesterHours?: number;
          recipientHours?: number;
        };
        return performSwapAction(context, {
          swapId: request.params.id,
          actorId: member.userId,
          action,
          reason: body.reason,
          confirmation:
            action === 'confirm'
              ? { requesterHours: body.requesterHours!, recipientHours: body.recipientHours! }
              : undefined,
        });
      },
    );
  }
};
