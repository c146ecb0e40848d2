import type { SwapStatus } from '@skillswap/contracts/swaps/schemas';
import type { WebhookEventType } from '@skillswap/contracts/webhooks/schemas';
import type { DbOrTx } from '../../db/client.ts';
import { queueWebhookEvents } from '../webhooks/index.ts';
import { swapWebhookSubjectsSql } from './swaps.repository.ts';

const eventOfStatus: Partial<Record<SwapStatus, WebhookEventType>> = {
  requested: 'swap.requested',
  accepted: 'swap.accepted',
  completed: 'swap.completed',
  disputed: 'swap.disputed',
};

/**
 * Call in the transaction that moves a swap to `status` (after the move): both members, and the organisations
 * they belong to, get the event when they listen for it (ADR 100, 131). Other statuses send nothing. The
 * swaps module writes what the event says about the swap (ADR 214).
 */
export async function queueSwapWebhooks(
  tx: DbOrTx,
  options: { swapId: string; status: SwapStatus; now: Date },
): Promise<void> {
  const type = eventOfStatus[options.status];
  if (!type) return;
  await queueWebhookEvents(tx, {
    type,
    now: options.now,
    organisations: true,
    subjects: swapWebhookSubjectsSql(options.swapId),
  });
}
