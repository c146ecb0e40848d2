import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { federationEndpoints as endpoints } from '@skillswap/contracts/federation/endpoints';
import { endpointRoute } from '../../lib/http/endpoint-route.ts';
import { enforceRateLimit } from '../../lib/rate-limit.ts';
import { getStaff } from '../../lib/http/request-caller.ts';
import { auditOf } from '../communities/index.ts';
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

/**
 * A node may try invitations this often from one address: tokens carry 256 bits, the limit keeps logs quiet.
 */
const acceptLimit = { limit: 10, windowMs: 15 * 60 * 1000 };

/** Federation (ADR 183): the admins' console and the node-to-node link messages. */
export const federationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, clock, config } = app.deps;
  const context = (request: Parameters<typeof auditOf>[0]) => ({
    config,
    now: clock.now(),
    audit: auditOf(request),
  });

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
      handler: async (request) =>
        changeLink(database, context(request), {
          adminId: getStaff(request).userId,
          linkId: request.params.id,
          change,
        }),
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
      return reply.status(204).send(null);
    },
  });
};
