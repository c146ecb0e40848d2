import type { WebhookEventType } from '@skillswap/contracts/webhooks/schemas';
import type { DbOrTx } from '../../db/client.ts';
import { queueWebhookEvents } from '../webhooks/index.ts';
import { boardPostWebhookSubjectSql } from './board-webhooks.repository.ts';

/**
 * Call in the transaction that creates, answers or closes a board post (after the change): its author, on
 * Enterprise with an endpoint for the event, gets it, committed with the change (ADR 100, 119). The board
 * module writes what the event says about the post (ADR 214).
 */
export async function queueBoardPostWebhooks(
  tx: DbOrTx,
  options: {
    postId: string;
    type: Extract<WebhookEventType, `board_post.${string}`>;
    now: Date;
    response?: { swapId: string; responderId: string };
  },
): Promise<void> {
  await queueWebhookEvents(tx, {
    type: options.type,
    now: options.now,
    organisations: false,
    subjects: boardPostWebhookSubjectSql(options.postId, options.response),
  });
}
