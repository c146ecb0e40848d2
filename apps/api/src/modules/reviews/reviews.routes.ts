import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  memberLevelListSchema,
  memberLevelsQuerySchema,
  reputationSchema,
} from '@skillswap/contracts/levels';
import {
  createReviewSchema,
  listReviewsQuerySchema,
  reviewPageSchema,
  reviewSchema,
} from '@skillswap/contracts/reviews';
import { findMember, requireMember } from '../auth/index.ts';
import { createReview, getReputation, listMemberLevels, listProfileReviews } from './reviews.service.ts';

const idParams = z.object({ id: z.string().max(64) });

/** Reviews after completed swaps, and what they add up to on a public profile. */
export const reviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, clock, config } = app.deps;

  app.post(
    '/swaps/:id/review',
    {
      schema: {
        params: z.object({ id: z.uuid('Swap not found') }),
        body: createReviewSchema,
        response: { 200: reviewSchema, 201: reviewSchema },
      },
    },
    async (request, reply) => {
      const member = await requireMember(request);
      const { review, isNew } = await createReview(
        database.db,
        { publicUrl: config.PUBLIC_URL, now: clock.now() },
        { ...request.body, swapId: request.params.id, reviewerId: member.userId },
      );
      return reply.status(isNew ? 201 : 200).send(review);
    },
  );

  app.get(
    '/profiles/:id/reviews',
    {
      schema: { params: idParams, querystring: listReviewsQuerySchema, response: { 200: reviewPageSchema } },
    },
    async (request) => {
      const viewer = await findMember(request);
      return listProfileReviews(database.db, request.params.id, viewer?.userId ?? null, request.query);
    },
  );

  app.get(
    '/profiles/:id/reputation',
    { schema: { params: idParams, response: { 200: reputationSchema } } },
    async (request) => {
      const viewer = await findMember(request);
      return getReputation(database.db, request.params.id, viewer?.userId ?? null);
    },
  );

  app.get(
    '/reputations',
    { schema: { querystring: memberLevelsQuerySchema, response: { 200: memberLevelListSchema } } },
    async (request) => listMemberLevels(database.db, request.query.ids),
  );
};
