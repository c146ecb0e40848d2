import { z } from 'zod';
import { memberLevelListSchema, memberLevelsQuerySchema, reputationSchema } from '../shared/levels.ts';
import {
  createReviewSchema,
  listReviewsQuerySchema,
  replyToReviewSchema,
  reviewPageSchema,
  reviewReplySchema,
  reviewSchema,
} from './schemas.ts';
import { reviewRoutes } from './routes.ts';
import { defineEndpoint, type Endpoint } from '../shared/endpoint.ts';
import { swapParams } from '../swap-lifecycle/endpoints.ts';

/** `:id` of a profile; anything that is not a visible member's id answers 404. */
const profileParams = z.object({ id: z.string().max(64) });

export const reviewEndpoints = {
  createReview: defineEndpoint(reviewRoutes.createReview, {
    tag: 'Reviews',
    summary: 'Review the other member of a completed swap',
    description:
      'One review per member and swap. Sending the same review again answers the stored one with 200; a different one is refused with 409.',
    access: 'member',
    params: swapParams,
    body: createReviewSchema,
    responses: { 200: reviewSchema, 201: reviewSchema },
    errors: { 404: ['not_found'], 409: ['conflict'] },
  }),
  replyToReview: defineEndpoint(reviewRoutes.replyToReview, {
    tag: 'Reviews',
    summary: 'Reply once, publicly, to a review I received',
    description:
      'Only the reviewed member may reply (others get 403, an unknown review 404); a second reply is refused with 409.',
    access: 'member',
    params: z.object({ id: z.string().regex(/^[0-9]{1,15}$/, 'Review not found') }),
    body: replyToReviewSchema,
    responses: { 201: reviewReplySchema },
    errors: {
      400: ['validation_failed'],
      401: ['unauthorized'],
      403: ['forbidden'],
      404: ['not_found'],
      409: ['conflict'],
    },
  }),
  listProfileReviews: defineEndpoint(reviewRoutes.listProfileReviews, {
    tag: 'Reviews',
    summary: 'List the reviews a member received, newest first',
    description:
      'A private or deleted profile answers 404 like an unknown one (its owner still sees it). An invalid bearer token is a 401 even here.',
    access: 'optional',
    tokenScope: 'profile:read',
    params: profileParams,
    query: listReviewsQuerySchema,
    responses: { 200: reviewPageSchema },
    errors: { 401: ['unauthorized'], 404: ['not_found'] },
  }),
  getReputation: defineEndpoint(reviewRoutes.getReputation, {
    tag: 'Reviews',
    summary: 'Get a member’s level, badges and record',
    description:
      'A private or deleted profile answers 404 like an unknown one (its owner still sees it). An invalid bearer token is a 401 even here.',
    access: 'optional',
    tokenScope: 'profile:read',
    params: profileParams,
    responses: { 200: reputationSchema },
    errors: { 401: ['unauthorized'], 404: ['not_found'] },
  }),
  listMemberLevels: defineEndpoint(reviewRoutes.listMemberLevels, {
    tag: 'Reviews',
    summary: 'Get the levels of up to 50 members at once',
    description:
      'Hidden and unknown members are left out of the answer, and so, for a signed-in member, is anyone a ' +
      'block stands between them and (either way, ADR 74).',
    access: 'optional',
    tokenScope: 'profile:read',
    query: memberLevelsQuerySchema,
    responses: { 200: memberLevelListSchema },
  }),
} satisfies Record<keyof typeof reviewRoutes, Endpoint>;
