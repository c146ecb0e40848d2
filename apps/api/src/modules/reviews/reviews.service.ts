import {
  computeLevel,
  describeReputation,
  type MemberLevelList,
  type Reputation,
} from '@skillswap/contracts/shared/levels';
import type {
  CreateReviewInput,
  Review,
  ReviewPage,
  ReviewReply,
} from '@skillswap/contracts/reviews/schemas';
import type { DbOrTx } from '../../db/client.ts';
import { conflict, forbidden, notFound } from '../../lib/errors.ts';
import { isBlockedEitherWay, listSeparatedMemberIds } from '../blocks/index.ts';
import { notify, type NotifyContext } from '../notifications/index.ts';
import { refreshProfileRating } from '../profiles/index.ts';
import { findMemberCards, findSwap } from '../swaps/index.ts';
import { queueReviewWebhooks } from './review-webhooks.ts';
import {
  countReceivedReviews,
  findProfileAccess,
  findReview,
  findSwapRecord,
  findVisibleRecords,
  insertReview,
  listReceivedReviews,
  lockReviewById,
  publishReview,
  saveReply,
} from './reviews.repository.ts';

/**
 * A review double-blind hides is published this long after it was written, if the other member never reviews.
 */
export const reviewBlindMs = 14 * 24 * 60 * 60 * 1000;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A member reviews the other member of a completed swap, once. The reviewed member's profile rating is
 * recomputed in the same transaction, so Explore shows it at once. Sending the same review again answers
 * the stored one.
 */
export async function createReview(
  db: DbOrTx,
  context: NotifyContext,
  input: CreateReviewInput & { swapId: string; reviewerId: string },
): Promise<{ review: Review; isNew: boolean }> {
  return db.transaction(async (tx) => {
    const swap = await findSwap(tx, input.swapId);
    const isMember = swap && (swap.requesterId === input.reviewerId || swap.recipientId === input.reviewerId);
    if (!swap || !isMember) throw notFound('common.swapNotFound');
    if (swap.status !== 'completed') throw conflict('reviews.youCanLeaveA');
    const revieweeId = swap.requesterId === input.reviewerId ? swap.recipientId : swap.requesterId;
    const members = await findMemberCards(tx, [input.reviewerId, revieweeId]);
    if (members.get(revieweeId)?.isDeleted) throw conflict('reviews.thisMemberHasLeft');
    const comment = input.comment ? input.comment : null;
    // Double-blind (ADR 92): the first review waits for the second, or for 14 days; the
    // second publishes both.
    const othersReview = await findReview(tx, swap.id, revieweeId);
    const isPair = othersReview !== null;
    const isNew = await insertReview(tx, {
      ...input,
      revieweeId,
      comment,
      at: context.now,
      publishedAt: isPair ? context.now : null,
      publishDueAt: isPair ? null : new Date(context.now.getTime() + reviewBlindMs),
    });
    const stored = (await findReview(tx, swap.id, input.reviewerId))!;
    if (!isNew && (stored.rating !== input.rating || stored.comment !== comment)) {
      throw conflict('reviews.youHaveAlreadyReviewed');
    }
    const reviewer = members.get(input.reviewerId)!;
    const taughtSkill = swap.requesterId === revieweeId ? swap.offeredSkill : swap.requestedSkill;
    if (isNew && othersReview) {
      await publishReview(tx, othersReview.id, context.now);
      await refreshProfileRating(tx, revieweeId);
      await refreshProfileRating(tx, input.reviewerId);
      await queueReviewWebhooks(tx, { reviewIds: [othersReview.id, stored.id], now: context.now });
    }
    if (isNew) {
      await notify(tx, context, {
        memberId: revieweeId,
        type: 'review_received',
        title: {
          key: 'reviews.reviewedYourTeaching',
          values: { name: reviewer.fullName, skill: taughtSkill },
        },
        // Until both have reviewed, neither learns what the other wrote.
        body: isPair
          ? {
              key: 'reviews.ratedYourSwapOut',
              values: {
                name: reviewer.fullName,
                rating: input.rating,
                comment: comment ? { key: 'common.quoted', values: { text: comment } } : '.',
              },
            }
          : { key: 'reviews.youWillSeeIt', values: { name: reviewer.fullName } },
        link: `/swaps/${swap.id}`,
        swapId: swap.id,
      });
    }
    return {
      review: {
        id: String(stored.id),
        swapId: swap.id,
        rating: stored.rating,
        comment: stored.comment,
        reviewer: { id: reviewer.id, fullName: reviewer.fullName, avatarUrl: reviewer.avatarUrl },
        skill: taughtSkill,
        createdAt: stored.createdAt.toISOString(),
        reply: toReply(stored),
      },
      isNew,
    };
  });
}

const toReply = (row: { reply: string | null; repliedAt: Date | null }) =>
  row.reply !== null && row.repliedAt ? { text: row.reply, repliedAt: row.repliedAt.toISOString() } : null;

/** The reviewed member publishes one reply under a review they received; it cannot be replaced. */
export async function replyToReview(
  db: DbOrTx,
  input: { reviewId: string; memberId: string; reply: string; now: Date },
): Promise<ReviewReply> {
  return db.transaction(async (tx) => {
    const review = await lockReviewById(tx, Number(input.reviewId));
    if (!review) throw notFound('reviews.reviewNotFound');
    if (review.revieweeId !== input.memberId) throw forbidden('reviews.onlyTheReviewedMember');
    if (review.reply !== null) throw conflict('reviews.youHaveAlreadyReplied');
    await saveReply(tx, { reviewId: review.id, text: input.reply, at: input.now });
    return { reviewId: String(review.id), reply: { text: input.reply, repliedAt: input.now.toISOString() } };
  });
}

async function assertProfileVisible(db: DbOrTx, memberId: string, viewerId: string | null) {
  const access = uuidPattern.test(memberId) ? await findProfileAccess(db, memberId) : null;
  const isVisible = access && !access.deletedAt && (access.visibility === 'public' || viewerId === memberId);
  if (!isVisible) throw notFound('common.profileNotFound');
  const isSeparated = viewerId && viewerId !== memberId && (await isBlockedEitherWay(db, viewerId, memberId));
  if (isSeparated) throw notFound('common.profileNotFound');
  return access;
}

/**
 * Reviews on a public profile, newest first; a private or deleted profile answers like an unknown one.
 * A reviewer whose own profile is private or deleted is 'Anonymous', with no id or avatar.
 */
export async function listProfileReviews(
  db: DbOrTx,
  memberId: string,
  viewerId: string | null,
  query: { cursor?: number | undefined; limit: number },
): Promise<ReviewPage> {
  const access = await assertProfileVisible(db, memberId, viewerId);
  const rows = await listReceivedReviews(db, memberId, {
    before: query.cursor ?? null,
    limit: query.limit + 1,
  });
  const items = rows.slice(0, query.limit).map((row) => {
    const isReviewerGone = !row.reviewerId || !row.isReviewerListed;
    return {
      id: String(row.id),
      swapId: row.swapId,
      rating: row.rating,
      comment: row.comment,
      reviewer: isReviewerGone
        ? { id: null, fullName: 'Anonymous', avatarUrl: null }
        : { id: row.reviewerId, fullName: row.reviewerName || 'Anonymous', avatarUrl: row.reviewerAvatar },
      skill: row.requesterId === memberId ? row.offeredSkill : row.requestedSkill,
      createdAt: row.createdAt.toISOString(),
      reply: toReply(row),
    };
  });
  return {
    items,
    rating: access.rating,
    total: await countReceivedReviews(db, memberId),
    nextCursor: rows.length > query.limit ? (items[items.length - 1]?.id ?? null) : null,
  };
}

/** Level and badges of a member, from completed swaps, hours taught and ratings (ADR 22). */
export async function getReputation(
  db: DbOrTx,
  memberId: string,
  viewerId: string | null,
): Promise<Reputation> {
  const access = await assertProfileVisible(db, memberId, viewerId);
  const [record, reviewCount] = await Promise.all([
    findSwapRecord(db, memberId),
    countReceivedReviews(db, memberId),
  ]);
  return describeReputation({ ...record, rating: access.rating, reviewCount });
}

/**
 * Levels of several public members at once (Explore cards); hidden or unknown members are left out, and so
 * is anyone a block separates from the viewer (either way), exactly as if the id were unknown.
 */
export async function listMemberLevels(
  db: DbOrTx,
  memberIds: string[],
  viewerId: string | null,
): Promise<MemberLevelList> {
  const separated = new Set(viewerId ? await listSeparatedMemberIds(db, viewerId) : []);
  const askedFor = memberIds.filter((id) => !separated.has(id));
  if (askedFor.length === 0) return { items: [] };
  const records = await findVisibleRecords(db, askedFor);
  return {
    items: records.map((record) => {
      const level = computeLevel(record);
      return { memberId: record.memberId, level: { id: level.id, name: level.name, rank: level.rank } };
    }),
  };
}
