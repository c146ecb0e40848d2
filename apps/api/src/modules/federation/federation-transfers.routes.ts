import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { federationTransferEndpoints as endpoints } from '@skillswap/contracts/federation/transfer-endpoints';
import { endpointRoute } from '../../lib/http/endpoint-route.ts';
import { getMember } from '../../lib/http/request-caller.ts';
import { applyTransactionState, relayTransaction } from './federation-transfers.relay.ts';
import {
  approveTransfer,
  cancelTransfer,
  getTransfer,
  listTransfers,
  proposeTransfer,
} from './federation-transfers.service.ts';
import { nodeMessageHandling } from './node-message.ts';

/** Hours across nodes (ADR 184): the members' transfers and the node-to-node transaction messages. */
export const federationTransferRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database } = app.deps;
  const { context, asNode } = nodeMessageHandling(app.deps, 'node-transfer');

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
