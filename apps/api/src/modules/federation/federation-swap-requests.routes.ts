import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { federationEndpoints as endpoints } from '@skillswap/contracts/federation/endpoints';
import { federationSwapMessageEndpoints as messageEndpoints } from '@skillswap/contracts/federation/swap-message-endpoints';
import { endpointRoute } from '../../lib/http/endpoint-route.ts';
import { getMember } from '../../lib/http/request-caller.ts';
import { applySwapCancel, applySwapReply, relaySwapRequest } from './federation-swap-requests.relay.ts';
import {
  answerSwapRequest,
  cancelSwapRequest,
  listSwapRequests,
  sendSwapRequest,
} from './federation-swap-requests.service.ts';
import { relaySwapMessage } from './federation-swap-messages.relay.ts';
import { getSwapThread, sendSwapMessage } from './federation-swap-messages.service.ts';
import { nodeMessageHandling } from './node-message.ts';

/**
 * Swap requests to members of other exchanges (ADR 206) and their conversations (ADR 210): members' calls
 * and the node-to-node messages.
 */
export const federationSwapRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database } = app.deps;
  const { context, asNode } = nodeMessageHandling(app.deps, 'node-swap-request');

  app.route({
    ...endpointRoute(endpoints.listRemoteSwapRequests),
    handler: async (request) => listSwapRequests(database.db, getMember(request).userId),
  });
  app.route({
    ...endpointRoute(endpoints.sendRemoteSwapRequest),
    handler: async (request, reply) => {
      const sent = await sendSwapRequest(database, context(request), {
        memberId: getMember(request).userId,
        request: request.body,
      });
      return reply.status(201).send(sent);
    },
  });
  for (const [endpoint, answer] of [
    [endpoints.acceptRemoteSwapRequest, 'accepted'],
    [endpoints.declineRemoteSwapRequest, 'declined'],
  ] as const) {
    app.route({
      ...endpointRoute(endpoint),
      handler: async (request) =>
        answerSwapRequest(database, context(request), {
          memberId: getMember(request).userId,
          id: request.params.id,
          answer,
        }),
    });
  }
  app.route({
    ...endpointRoute(endpoints.cancelRemoteSwapRequest),
    handler: async (request) =>
      cancelSwapRequest(database, context(request), {
        memberId: getMember(request).userId,
        id: request.params.id,
      }),
  });
  app.route({
    ...endpointRoute(endpoints.relayNodeSwapRequest),
    handler: async (request, reply) =>
      asNode(request, reply, async (from) => ({
        status: 201,
        body: await relaySwapRequest(database, context(request), { from, request: request.body }),
      })),
  });
  app.route({
    ...endpointRoute(endpoints.replyNodeSwapRequest),
    handler: async (request, reply) =>
      asNode(request, reply, async (from) => ({
        status: 200,
        body: await applySwapReply(database, context(request), {
          from,
          id: request.params.id,
          state: request.body.state,
        }),
      })),
  });

  app.route({
    ...endpointRoute(endpoints.cancelNodeSwapRequest),
    handler: async (request, reply) =>
      asNode(request, reply, async (from) => ({
        status: 200,
        body: await applySwapCancel(database, context(request), {
          from,
          id: request.params.id,
          reason: request.body.reason,
        }),
      })),
  });

  app.route({
    ...endpointRoute(messageEndpoints.getRemoteSwapThread),
    handler: async (request) => getSwapThread(database.db, getMember(request).userId, request.params.id),
  });
  app.route({
    ...endpointRoute(messageEndpoints.sendRemoteSwapMessage),
    handler: async (request, reply) => {
      const sent = await sendSwapMessage(database, context(request), {
        memberId: getMember(request).userId,
        id: request.params.id,
        body: request.body.body,
      });
      return reply.status(201).send(sent);
    },
  });
  app.route({
    ...endpointRoute(messageEndpoints.relayNodeSwapMessage),
    handler: async (request, reply) =>
      asNode(request, reply, async (from) => ({
        status: 201,
        body: await relaySwapMessage(database, context(request), {
          from,
          requestId: request.params.id,
          message: request.body,
        }),
      })),
  });
};
