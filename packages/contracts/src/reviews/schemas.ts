import { z } from 'zod';
import { sequenceCursor } from '../shared/cursors.ts';
import { multiLineTextSchema } from '../shared/text.ts';

export const reviewCommentLimit = 1000;

/** After a completed swap each member rates the other once, 1 to 5, with an optional comment. */
export const createReviewSchema = z.object({
  rating: z
    .number({ error: 'reviews.validation.rating' })
    .int('reviews.validation.rating')
    .min(1, 'reviews.validation.rating')
    .max(5, 'reviews.validation.rating'),
  comment: multiLineTextSchema.max(reviewCommentLimit, 'reviews.validation.commentTooLong').optional(),
});
export type CreateReviewInput = z.infer<typeof createReviewSchema>;

export const reviewSchema = z.object({
  id: z.string(),
  swapId: z.uuid(),
  rating: z.number().int(),
  comment: z.string().nullable(),
  /**
   * The reviewer as the public sees them; 'Anonymous' (no id) once their account is gone or their profile
   * private.
   */
  reviewer: z.object({ id: z.uuid().nullable(), fullName: z.string(), avatarUrl: z.string().nullable() }),
  /** The skill the reviewed member taught in that swap. */
  skill: z.string(),
  createdAt: z.string(),
  /** The reviewed member's one public reply, shown under the review. */
  reply: z.object({ text: z.string(), repliedAt: z.string() }).nullable(),
});
export type Review = z.infer<typeof reviewSchema>;

export const reviewReplyLimit = 1000;

/** The reviewed member answers a review once, publicly, under it. */
export const replyToReviewSchema = z.object({
  reply: multiLineTextSchema
    .min(1, 'reviews.validation.reply')
    .max(reviewReplyLimit, 'reviews.validation.replyTooLong'),
});
export type ReplyToReviewInput = z.infer<typeof replyToReviewSchema>;

export const reviewReplySchema = z.object({
  reviewId: z.string(),
  reply: z.object({ text: z.string(), repliedAt: z.string() }),
});
export type ReviewReply = z.infer<typeof reviewReplySchema>;

export const listReviewsQuerySchema = z.object({
  cursor: sequenceCursor.optional(),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});

export const reviewPageSchema = z.object({
  items: z.array(reviewSchema),
  /** Mean of all received ratings with one decimal; 0 when there are none. */
  rating: z.number(),
  total: z.number().int(),
  nextCursor: z.string().nullable(),
});
export type ReviewPage = z.infer<typeof reviewPageSchema>;
