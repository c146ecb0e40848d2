import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { federationEndpoints as endpoints } from '@skillswap/contracts/federation/endpoints';
import { endpointRoute } from '../../lib/http/endpoint-route.ts';
import { enforceRateLimit } from '../../lib/rate-limit.ts';
import { getStaff } from '../../lib/http/request-caller.ts';
import { authenticateNode } from './node-auth.ts';
import {
  acceptLink,
  applyPeerState,
  changeLink,
  createInvitation,
  getFederation,
  joinTrunk,
} from './federation.service.ts';
import { listWaitingDeliveries } from './federation-transfers.waiting.ts';
import { announceRoutes, receiveRoutes } from './federation-routes.service.ts';
import { nodeMessageHandling } from './node-message.ts';

/**
 * A node may try invitations this often from one address: tokens carry 256 bits, the limit keeps logs quiet.
 */
const acceptLimit = { limit: 10, windowMs: 15 * 60 * 1000 };

/**
 * Federation (ADR 183): the admins' console and the node-to-node link messages. A link made or ended changes
 * what lies beneath this node, so its trunk is told then (ADR 218).
 */
export const federationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, clock, config } = app.deps;
  const { context, asNode } = nodeMessageHandling(app.deps, 'node-routes');

  app.route({
    ...endpointRoute(endpoints.getFederation),
    handler: async () => ({
      ...(await getFederation(database.db, config, clock.now())),
      waiting: await listWaitingDeliveries(database.db, clock.now()),
    }),
  });
  app.route({
    ...endpointRoute(endpoints.createNodeInvitation),
    handler: async (request, reply) => {
      const invitation = await createInvitation(database.db, context(request), {
        adminId: getStaff(request).userId,
        limits: request.body,
      });
      return reply.status(201).header('cache-control', 'no-store').send(invitation);
    },
  });
  app.route({
    ...endpointRoute(endpoints.joinTrunk),
    handler: async (request, reply) => {
      const link = await joinTrunk(database, context(request), {
        adminId: getStaff(request).userId,
        invitation: request.body.invitation,
      });
      await announceRoutes(database, context(request));
      return reply.status(201).send(link);
    },
  });
  for (const [change, endpoint] of [
    ['pause', endpoints.pauseNodeLink],
    ['resume', endpoints.resumeNodeLink],
    ['end', endpoints.endNodeLink],
  ] as const) {
    app.route({
      ...endpointRoute(endpoint),
      handler: async (request) => {
        const link = await changeLink(database, context(request), {
          adminId: getStaff(request).userId,
          linkId: request.params.id,
          change,
        });
        if (change === 'end') await announceRoutes(database, context(request));
        return link;
      },
    });
  }
  app.route({
    ...endpointRoute(endpoints.acceptNodeLink),
    handler: async (request, reply) => {
      await enforceRateLimit(database.db, {
        key: `node-link:ip:${request.ip}`,
        now: clock.now(),
        ...acceptLimit,
      });
      const accepted = await acceptLink(database, context(request), request.body);
      await announceRoutes(database, context(request));
      return reply.status(201).header('cache-control', 'no-store').send(accepted);
    },
  });
  app.route({
    ...endpointRoute(endpoints.setNodeLinkState),
    handler: async (request, reply) => {
      await database.db.transaction(async (tx) => {
        const link = await authenticateNode(tx, request, {
          rootSecret: config.AUTH_SECRET,
          now: clock.now(),
        });
        await applyPeerState(tx, context(request), { link, status: request.body.status });
      });
      if (request.body.status === 'ended') await announceRoutes(database, context(request));
      return reply.status(204).send(null);
    },
  });
  app.route({
    ...endpointRoute(endpoints.announceNodeRoutes),
    handler: async (request, reply) =>
      asNode(request, reply, async (from) => ({
        status: 200,
        body: await receiveRoutes(database, context(request), { from, nodes: request.body.nodes }),
      })),
  });
};
