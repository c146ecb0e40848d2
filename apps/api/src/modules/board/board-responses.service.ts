import type { SwapRequest } from '@skillswap/contracts/swaps/schemas';
import type { respondToBoardPostSchema } from '@skillswap/contracts/board/schemas';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { isActiveCommunityMember } from '../communities/index.ts';
import { createSwapRequest, type SwapRow } from '../swaps/index.ts';
import {
  findAuthorCard,
  findPostOfResponse,
  findVisiblePost,
  insertResponse,
  lockPost,
  sumAcceptedResponseHours,
  updatePost,
} from './board.repository.ts';
import { boardPostLink } from './board.service.ts';
import { queueBoardPostWebhooks } from './board-webhooks.ts';

/** The note a response's swap request opens with: it names the post and links to it. */
export function responseNote(
  post: { id: string; title: string },
  publicUrl: string,
  message: string,
): string {
  const link = new URL(boardPostLink(post.id), publicUrl).toString();
  const citation = `Re: your board post "${post.title}" (${link})`;
  return message ? `${citation}\n\n${message}` : citation;
}

/**
 * A member answers a post with a swap request to its author, filled from it: for a need the responder
 * teaches the post's skill for its hours; for an offer the responder learns it. The request goes through the
 * usual path (blocks, duplicates, plan limits, rate limit), so a response counts as a request.
 */
export async function respondToBoardPost(
  db: Db,
  options: {
    responderId: string;
    postId: string;
    input: z.output<typeof respondToBoardPostSchema>;
    now: Date;
    publicUrl: string;
  },
): Promise<SwapRequest> {
  const { responderId, input, now } = options;
  const listed = await findVisiblePost(db, options.postId, responderId);
  if (!listed || listed.post.hiddenAt) throw notFound('common.postNotFound');
  const { post } = listed;
  if (post.authorId === responderId) throw conflict('board.thisIsYourOwn');
  if (post.status !== 'open' || post.expiresAt.getTime() <= now.getTime()) {
    throw conflict('board.thisPostIsNo');
  }
  const [author, responder] = await Promise.all([
    findAuthorCard(db, post.authorId),
    findAuthorCard(db, responderId),
  ]);
  const message = responseNote(post, options.publicUrl, input.message);
  const terms =
    post.kind === 'need'
      ? {
          offeredSkill: post.skill,
          hoursOffered: post.hours,
          requestedSkill: input.skillInReturn ?? author?.skills_offered[0] ?? post.skill,
          hoursRequested: input.hoursInReturn,
        }
      : {
          requestedSkill: post.skill,
          hoursRequested: post.hours,
          offeredSkill: input.skillInReturn ?? responder?.skills_offered[0] ?? post.skill,
          hoursOffered: input.hoursInReturn,
        };
  // A response to a community's post is a swap made in it, with its rules (ADR 181), when both members are
  // its active members; anyone else who may read the post answers outside it, as before.
  const isMadeInCommunity =
    post.communityId !== null &&
    (await isActiveCommunityMember(db, post.communityId, responderId)) &&
    (await isActiveCommunityMember(db, post.communityId, post.authorId));
  return createSwapRequest(db, {
    requesterId: responderId,
    input: {
      targetId: post.authorId,
      message,
      ...terms,
      ...(isMadeInCommunity ? { communityId: post.communityId! } : {}),
    },
    now,
    publicUrl: options.publicUrl,
    onCreated: async (tx, swap) => {
      await insertResponse(tx, { swapId: swap.id, postId: post.id, responderId, createdAt: now });
      await queueBoardPostWebhooks(tx, {
        postId: post.id,
        type: 'board_post.responded',
        now,
        response: { swapId: swap.id, responderId },
      });
    },
  });
}

/**
 * Call in the transaction that accepts a swap: when it answered a need whose accepted responses now cover
 * its hours, the need closes itself as filled (its author can reopen it). Offers stay open for more takers.
 */
export async function closeFilledNeed(tx: DbOrTx, swap: Pick<SwapRow, 'id'>, now: Date): Promise<void> {
  const postId = await findPostOfResponse(tx, swap.id);
  if (!postId) return;
  const post = await lockPost(tx, postId);
  if (!post || post.kind !== 'need' || post.status !== 'open') return;
  const hours = await sumAcceptedResponseHours(tx, postId);
  if (Math.round(hours * 100) < Math.round(Number(post.hours) * 100)) return;
  await updatePost(tx, postId, { status: 'closed', closedReason: 'filled', updatedAt: now });
  await queueBoardPostWebhooks(tx, { postId, type: 'board_post.closed', now });
}
