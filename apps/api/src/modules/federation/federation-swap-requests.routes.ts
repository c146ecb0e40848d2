import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { federationEndpoints as endpoints } from '@skillswap/contracts/federation/endpoints';
import { endpointRoute } from '../../lib/http/endpoint-route.ts';
import { getMember } from '../../lib/http/request-caller.ts';
import { enforceRateLimit } from '../../lib/rate-limit.ts';
import { auditOf } from '../communities/index.ts';
import type { LinkRow } from './federation.repository.ts';
import { nodeNameOf } from './federation.service.ts';
import { nodeRefusalAnswer } from './federation-transfers.errors.ts';
import { applySwapReply, relaySwapRequest } from './federation-swap-requests.relay.ts';
import { answerSwapRequest, listSwapRequests, sendSwapRequest } from './federation-swap-requests.service.ts';
import { authenticateNode } from './node-auth.ts';

/** Swap request messages one linked node may send in a minute, as for transaction messages. */
const perLink = { limit: 600, windowMs: 60 * 1000 };

/** Swap requests to members of other exchanges (ADR 206): members' calls and the node-to-node messages. */
export const federationSwapRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, clock, config } = app.deps;
  const context = (request: Parameters<typeof auditOf>[0]) => ({
    config,
    now: clock.now(),
    audit: auditOf(request),
  });

  /** A node message: authenticated (its nonce taken for good), then handled; refusals in the protocol's shape. */
  const asNode = async (
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
    work: (from: LinkRow) => Promise<unknown>,
  ) => {
    try {
      const from = await database.db.transaction((tx) =>
        authenticateNode(tx, request, { rootSecret: config.AUTH_SECRET, now: clock.now() }),
      );
      await enforceRateLimit(database.db, {
        key: `node-swap-request:link:${from.id}`,
        now: clock.now(),
        ...perLink,
      });
      return reply.status(status).send(await work(from));
    } catch (error) {
      const answer = nodeRefusalAnswer(error, nodeNameOf(config));
      if (!answer) throw error;
      for (const [name, value] of Object.entries(answer.headers)) void reply.header(name, value);
      return reply.status(answer.status).serializer(JSON.stringify).send(answer.body);
    }
  };

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
    ...endpointRoute(endpoints.relayNodeSwapRequest),
    handler: async (request, reply) =>
      asNode(request, reply, 201, (from) =>
        relaySwapRequest(database, context(request), { from, request: request.body }),
      ),
  });
  app.route({
    ...endpointRoute(endpoints.replyNodeSwapRequest),
    handler: async (request, reply) =>
      asNode(request, reply, 200, (from) =>
        applySwapReply(database, context(request), {
          from,
          id: request.params.id,
          state: request.body.state,
        }),
      ),
  });
};
