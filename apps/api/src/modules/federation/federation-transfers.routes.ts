import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { federationTransferEndpoints as endpoints } from '@skillswap/contracts/federation/transfer-endpoints';
import { endpointRoute } from '../../lib/http/endpoint-route.ts';
import { enforceRateLimit } from '../../lib/rate-limit.ts';
import { getMember } from '../../lib/http/request-caller.ts';
import { auditOf } from '../communities/index.ts';
import type { LinkRow } from './federation.repository.ts';
import { nodeNameOf } from './federation.service.ts';
import { nodeRefusalAnswer } from './federation-transfers.errors.ts';
import { applyTransactionState, relayTransaction } from './federation-transfers.relay.ts';
import {
  approveTransfer,
  cancelTransfer,
  getTransfer,
  listTransfers,
  proposeTransfer,
} from './federation-transfers.service.ts';
import { authenticateNode } from './node-auth.ts';

/** Transaction messages one linked node may send in a minute: a busy hub's whole traffic, not a flood. */
const perLink = { limit: 600, windowMs: 60 * 1000 };

/** Hours across nodes (ADR 184): the members' transfers and the node-to-node transaction messages. */
export const federationTransferRoutes: FastifyPluginAsyncZod = async (app) => {
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
    work: (from: LinkRow) => Promise<{ status: number; body: unknown }>,
  ) => {
    try {
      const from = await database.db.transaction((tx) =>
        authenticateNode(tx, request, { rootSecret: config.AUTH_SECRET, now: clock.now() }),
      );
      await enforceRateLimit(database.db, {
        key: `node-transfer:link:${from.id}`,
        now: clock.now(),
        ...perLink,
      });
      const answer = await work(from);
      return reply.status(answer.status).send(answer.body);
    } catch (error) {
      const answer = nodeRefusalAnswer(error, nodeNameOf(config));
      if (!answer) throw error;
      // Written as it is: the Credit Commons `errors` list is no part of SkillSwap's error schema.
      for (const [name, value] of Object.entries(answer.headers)) void reply.header(name, value);
      return reply.status(answer.status).serializer(JSON.stringify).send(answer.body);
    }
  };

  app.route({
    ...endpointRoute(endpoints.listNodeTransfers),
    handler: async (request) => listTransfers(database.db, getMember(request).userId, request.query),
  });
  app.route({
    ...endpointRoute(endpoints.proposeNodeTransfer),
    handler: async (request, reply) => {
      const transfer = await proposeTransfer(database, context(request), {
        memberId: getMember(request).userId,
        transfer: request.body,
      });
      return reply.status(201).send(transfer);
    },
  });
  app.route({
    ...endpointRoute(endpoints.getNodeTransfer),
    handler: async (request) => getTransfer(database.db, getMember(request).userId, request.params.id),
  });
  app.route({
    ...endpointRoute(endpoints.approveNodeTransfer),
    handler: async (request) =>
      approveTransfer(database, context(request), {
        memberId: getMember(request).userId,
        id: request.params.id,
      }),
  });
  app.route({
    ...endpointRoute(endpoints.cancelNodeTransfer),
    handler: async (request) =>
      cancelTransfer(database, context(request), {
        memberId: getMember(request).userId,
        id: request.params.id,
      }),
  });
  app.route({
    ...endpointRoute(endpoints.relayNodeTransaction),
    handler: async (request, reply) =>
      asNode(request, reply, async (from) => ({
        status: 201,
        body: await relayTransaction(database, context(request), { from, transaction: request.body }),
      })),
  });
  app.route({
    ...endpointRoute(endpoints.setNodeTransactionState),
    handler: async (request, reply) =>
      asNode(request, reply, async (from) => ({
        status: 200,
        body: await applyTransactionState(database, context(request), {
          from,
          id: request.params.id,
          state: request.body.state,
        }),
      })),
  });
};
