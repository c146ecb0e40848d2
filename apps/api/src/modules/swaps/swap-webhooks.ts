import type { SwapStatus } from '@skillswap/contracts/swaps/schemas';
import type { WebhookEventType } from '@skillswap/contracts/webhooks/schemas';
import type { DbOrTx } from '../../db/client.ts';
import { queueWebhookEvents } from '../webhooks/index.ts';
import { findSwap } from './swaps.repository.ts';

const eventOfStatus: Partial<Record<SwapStatus, WebhookEventType>> = {
  requested: 'swap.requested',
  accepted: 'swap.accepted',
  completed: 'swap.completed',
  disputed: 'swap.disputed',
};

/**
 * Call in the transaction that moves a swap to `status` (after the move): both members, and the organisations
 * they belong to, get the event when they listen for it (ADR 100, 131). Other statuses send nothing. The
 * payload is the swap as the move left it (ADR 0214: the swaps module writes what its events say).
 */
export async function queueSwapWebhooks(
  tx: DbOrTx,
  options: { swapId: string; status: SwapStatus; now: Date },
): Promise<void> {
  const type = eventOfStatus[options.status];
  const swap = type ? await findSwap(tx, options.swapId) : null;
  if (!type || !swap) return;
  const payload = {
    swap: {
      id: swap.id,
      status: swap.status,
      requesterId: swap.requesterId,
      recipientId: swap.recipientId,
      offeredSkill: swap.offeredSkill,
      requestedSkill: swap.requestedSkill,
      hoursOffered: swap.hoursOffered,
      hoursRequested: swap.hoursRequested,
    },
  };
  await queueWebhookEvents(tx, {
    type,
    now: options.now,
    organisations: true,
    subjects: [swap.requesterId, swap.recipientId].map((accountId) => ({ accountId, payload })),
  });
}
