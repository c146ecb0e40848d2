import type { SwapStatus } from '@skillswap/contracts/swaps/schemas';
import type { WebhookEventType } from '@skillswap/contracts/webhooks/schemas';
import type { DbOrTx } from '../../db/client.ts';
import {
  queueBoardPostEvent,
  queueMemberEvent,
  queueReviewEvents,
  queueSwapEvent,
} from './webhook-queue.repository.ts';

const eventOfStatus: Partial<Record<SwapStatus, WebhookEventType>> = {
  requested: 'swap.requested',
  accepted: 'swap.accepted',
  completed: 'swap.completed',
  disputed: 'swap.disputed',
};

/**
 * Call in the transaction that moves a swap to `status` (after the move): the swap's members on Enterprise
 * with an endpoint for the event get it, committed with the move (ADR 100). Other statuses send nothing.
 */
export async function queueSwapWebhooks(
  tx: DbOrTx,
  options: { swapId: string; status: SwapStatus; now: Date },
): Promise<void> {
  const type = eventOfStatus[options.status];
  if (type) await queueSwapEvent(tx, { swapId: options.swapId, type, now: options.now });
}

/** Call in the transaction that publishes reviews: each reviewed member gets `review.posted`. */
export async function queueReviewWebhooks(tx: DbOrTx, options: { reviewIds: number[]; now: Date }) {
  await queueReviewEvents(tx, options);
}

/**
 * Call in the transaction that creates, answers or closes a board post (after the change): its author, on
 * Enterprise with an endpoint for the event, gets it, committed with the change (ADR 100, 119).
 */
export async function queueBoardPostWebhooks(
  tx: DbOrTx,
  options: {
    postId: string;
    type: Extract<WebhookEventType, `board_post.${string}`>;
    now: Date;
    swapId?: string;
  },
): Promise<void> {
  await queueBoardPostEvent(tx, options);
}

/**
 * Call in the transaction that makes a member active in, or takes them out of, a community: when it is an
 * organisation whose owner is on Enterprise, its endpoints for the event get it (ADR 131).
 */
export async function queueOrganisationMemberWebhooks(
  tx: DbOrTx,
  options: { communityId: string; memberId: string; type: 'member.joined' | 'member.left'; now: Date },
): Promise<void> {
  await queueMemberEvent(tx, options);
}
