import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { boardEndpoints } from '@skillswap/contracts/board/endpoints';
import { endpointRoute } from '../../lib/http/endpoint-route.ts';
import { getMember } from '../../lib/http/request-caller.ts';
import { respondToBoardPost } from './board-responses.service.ts';
import { changeBoardPost, createBoardPost, getBoardPost, listBoard } from './board.service.ts';

/** The requests board (ADR 88): posts, their author's changes, and responses that become swap requests. */
export const boardRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, clock, config } = app.deps;
  const { db } = database;

  app.route({
    ...endpointRoute(boardEndpoints.listBoardPosts),
    handler: async (request) =>
      listBoard(db, { viewerId: getMember(request).userId, query: request.query, now: clock.now() }),
  });

  app.route({
    ...endpointRoute(boardEndpoints.createBoardPost),
    handler: async (request, reply) => {
      const member = getMember(request);
      const post = await createBoardPost(db, {
        authorId: member.userId,
        helper: member.helper ?? null,
        input: request.body,
        now: clock.now(),
      });
      return reply.status(201).send({ data: post });
    },
  });

  app.route({
    ...endpointRoute(boardEndpoints.getBoardPost),
    handler: async (request) =>
      getBoardPost(db, { viewerId: getMember(request).userId, postId: request.params.id, now: clock.now() }),
  });

  const authorActions = [
    [boardEndpoints.renewBoardPost, 'renew'],
    [boardEndpoints.closeBoardPost, 'close'],
    [boardEndpoints.reopenBoardPost, 'reopen'],
  ] as const;
  for (const [endpoint, action] of authorActions) {
    app.route({
      ...endpointRoute(endpoint),
      handler: async (request) => {
        const post = await changeBoardPost(db, {
          authorId: getMember(request).userId,
          postId: request.params.id,
          action,
          now: clock.now(),
        });
        return { data: post };
      },
    });
  }

  app.route({
    ...endpointRoute(boardEndpoints.respondToBoardPost),
    handler: async (request, reply) => {
      const swap = await respondToBoardPost(db, {
        responderId: getMember(request).userId,
        postId: request.params.id,
        input: request.body,
        now: clock.now(),
        publicUrl: config.PUBLIC_URL,
      });
      return reply.status(201).send({ data: swap });
    },
  });
};
