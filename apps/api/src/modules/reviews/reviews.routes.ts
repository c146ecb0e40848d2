import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { reviewEndpoints } from '@skillswap/contracts/reviews/endpoints';
import { endpointRoute } from '../../lib/http/endpoint-route.ts';
import { getMember, getViewer } from '../../lib/http/request-caller.ts';
import {
  createReview,
  getReputation,
  listMemberLevels,
  listProfileReviews,
  replyToReview,
} from './reviews.service.ts';

/** Reviews after completed swaps, and what they add up to on a public profile. */
export const reviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, clock, config } = app.deps;

  app.route({
    ...endpointRoute(reviewEndpoints.createReview),
    handler: async (request, reply) => {
      const member = getMember(request);
      const { review, isNew } = await createReview(
        database.db,
        { publicUrl: config.PUBLIC_URL, now: clock.now() },
        { ...request.body, swapId: request.params.id, reviewerId: member.userId },
      );
      return reply.status(isNew ? 201 : 200).send(review);
    },
  });

  app.route({
    ...endpointRoute(reviewEndpoints.replyToReview),
    handler: async (request, reply) => {
      const member = getMember(request);
      const answer = await replyToReview(database.db, {
        reviewId: request.params.id,
        memberId: member.userId,
        reply: request.body.reply,
        now: clock.now(),
      });
      return reply.status(201).send(answer);
    },
  });

  app.route({
    ...endpointRoute(reviewEndpoints.listProfileReviews),
    handler: async (request) => {
      const viewer = getViewer(request);
      return listProfileReviews(database.db, request.params.id, viewer?.userId ?? null, request.query);
    },
  });

  app.route({
    ...endpointRoute(reviewEndpoints.getReputation),
    handler: async (request) => {
      const viewer = getViewer(request);
      return getReputation(database.db, request.params.id, viewer?.userId ?? null);
    },
  });

  app.route({
    ...endpointRoute(reviewEndpoints.listMemberLevels),
    handler: async (request) => {
      const viewer = getViewer(request);
      return listMemberLevels(database.db, request.query.ids, viewer?.userId ?? null);
    },
  });
};
