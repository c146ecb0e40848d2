import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { communityEconomyEndpoints } from '@skillswap/contracts/community-economy/endpoints';
import { disputeEndpoints } from '@skillswap/contracts/swap-lifecycle/dispute-endpoints';
import { swapLifecycleEndpoints } from '@skillswap/contracts/swap-lifecycle/endpoints';
import type { SwapAction } from '@skillswap/contracts/swap-lifecycle/schemas';
import { endpointRoute } from '../../lib/http/endpoint-route.ts';
import { getMember } from '../../lib/http/request-caller.ts';
import { auditOf } from '../communities/index.ts';
import { decideSwapApproval, listSwapApprovals } from './community-swaps.ts';
import { addDisputeStatement, getDisputeView, updateDisputeStatement } from './dispute-statements.ts';
import { performSwapAction } from './swap-lifecycle.service.ts';
import { getSwapDetail, getSwapSummary, listSwaps } from './swap-views.service.ts';
import type { LifecycleContext, TransitionInput } from './transition-scope.ts';

export function lifecycleContextOf(app: FastifyInstance): LifecycleContext {
  const { database, clock, config } = app.deps;
  return { db: database.db, clock, publicUrl: config.PUBLIC_URL, mailFrom: config.MAIL_FROM };
}

/**
 * My Swaps: the lists, one swap, the five actions (`POST /api/swaps/:id/<action>`) and a dispute's two sides.
 */
export const swapLifecycleRoutes: FastifyPluginAsyncZod = async (app) => {
  const context = lifecycleContextOf(app);
  const { db } = context;

  app.route({
    ...endpointRoute(swapLifecycleEndpoints.listSwaps),
    handler: async (request) => {
      const member = getMember(request);
      return listSwaps(db, member.userId, request.query, context.clock.now());
    },
  });

  app.route({
    ...endpointRoute(swapLifecycleEndpoints.getSwapSummary),
    handler: async (request) => {
      const member = getMember(request);
      return getSwapSummary(db, member.userId);
    },
  });

  app.route({
    ...endpointRoute(swapLifecycleEndpoints.getSwap),
    handler: async (request) => {
      const member = getMember(request);
      return getSwapDetail(db, request.params.id, member.userId, context.clock.now());
    },
  });

  const act = async (
    request: FastifyRequest,
    swapId: string,
    action: SwapAction,
    details: Pick<TransitionInput, 'reason' | 'confirmation'> = {},
  ) => {
    // Accepting also needs a verified address: its definition says so (`needsVerifiedEmail`).
    const member = getMember(request);
    return performSwapAction(context, { swapId, actorId: member.userId, action, ...details });
  };

  app.route({
    ...endpointRoute(swapLifecycleEndpoints.acceptSwap),
    handler: (request) => act(request, request.params.id, 'accept'),
  });

  app.route({
    ...endpointRoute(swapLifecycleEndpoints.declineSwap),
    handler: (request) => act(request, request.params.id, 'decline', { reason: request.body?.reason }),
  });

  app.route({
    ...endpointRoute(swapLifecycleEndpoints.cancelSwap),
    handler: (request) => act(request, request.params.id, 'cancel', { reason: request.body?.reason }),
  });

  app.route({
    ...endpointRoute(swapLifecycleEndpoints.confirmSwap),
    handler: (request) => {
      const { requesterHours, recipientHours } = request.body;
      return act(request, request.params.id, 'confirm', { confirmation: { requesterHours, recipientHours } });
    },
  });

  app.route({
    ...endpointRoute(swapLifecycleEndpoints.disputeSwap),
    handler: (request) => act(request, request.params.id, 'dispute', { reason: request.body.reason }),
  });

  app.route({
    ...endpointRoute(disputeEndpoints.getDispute),
    handler: async (request) => {
      const member = getMember(request);
      return getDisputeView(db, request.params.id, member.userId);
    },
  });

  app.route({
    ...endpointRoute(disputeEndpoints.addDisputeStatement),
    handler: async (request, reply) => {
      const member = getMember(request);
      const input = { swapId: request.params.id, memberId: member.userId, ...request.body };
      return reply.status(201).send(await addDisputeStatement(context, input));
    },
  });

  app.route({
    ...endpointRoute(disputeEndpoints.updateDisputeStatement),
    handler: async (request) => {
      const member = getMember(request);
      const input = { swapId: request.params.id, memberId: member.userId, ...request.body };
      return updateDisputeStatement(context, input);
    },
  });

  // Swaps made in a community that wait for a coordinator's approval (ADR 181); the endpoints sit with the
  // community's economy, the swaps they change with the lifecycle.
  app.route({
    ...endpointRoute(communityEconomyEndpoints.listSwapApprovals),
    handler: async (request) =>
      listSwapApprovals(db, { viewerId: getMember(request).userId, slug: request.params.slug }),
  });

  app.route({
    ...endpointRoute(communityEconomyEndpoints.decideSwapApproval),
    handler: async (request) =>
      decideSwapApproval(context, {
        coordinatorId: getMember(request).userId,
        slug: request.params.slug,
        swapId: request.params.swapId,
        decision: request.body.decision,
        audit: auditOf(request),
      }),
  });
};
