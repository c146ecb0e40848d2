import type { WebhookEventType } from '@skillswap/contracts/webhooks/schemas';
import type { DbOrTx } from '../../db/client.ts';
import { queueWebhookEvents } from '../webhooks/index.ts';
import { findPost } from './board.repository.ts';

/**
 * Call in the transaction that creates, answers or closes a board post (after the change): its author, on
 * Enterprise with an endpoint for the event, gets it, committed with the change (ADR 100, 119). The payload
 * is the post as the transaction left it and, for an answer, the swap request that answered it (ADR 0214).
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
  const post = await findPost(tx, options.postId);
  if (!post) return;
  const payload = {
    post: {
      id: post.id,
      kind: post.kind,
      title: post.title,
      skill: post.skill,
      hours: post.hours,
      isOnline: post.isOnline,
      city: post.city,
      communityId: post.communityId,
      status: post.status,
      closedReason: post.closedReason,
      expiresAt: post.expiresAt.toISOString(),
      createdAt: post.createdAt.toISOString(),
    },
    ...(options.response ? { response: options.response } : {}),
  };
  await queueWebhookEvents(tx, {
    type: options.type,
    now: options.now,
    organisations: false,
    subjects: [{ accountId: post.authorId, payload }],
  });
}
