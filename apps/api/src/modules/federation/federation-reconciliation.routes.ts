import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { federationEndpoints as endpoints } from '@skillswap/contracts/federation/endpoints';
import { endpointRoute } from '../../lib/http/endpoint-route.ts';
import { getStaff } from '../../lib/http/request-caller.ts';
import { enforceRateLimit } from '../../lib/rate-limit.ts';
import { auditOf } from '../communities/index.ts';
import { nodeNameOf } from './federation.service.ts';
import { nodeRefusalAnswer } from './federation-transfers.errors.ts';
import { authenticateNode } from './node-auth.ts';
import {
  answerReconciliation,
  getReconciliations,
  reconcileNow,
} from './federation-reconciliation.service.ts';

/**
 * Checks one linked node may ask for in a minute: the daily one and an admin's now and then, never a flood.
 */
const perLink = { limit: 60, windowMs: 60 * 1000 };

/**
 * A refusal in the protocol's shape, written as it is: its `errors` list is no part of SkillSwap's error
 * schema.
 */
function refuse(reply: FastifyReply, error: unknown, node: string) {
  const answer = nodeRefusalAnswer(error, node);
  if (!answer) throw error;
  for (const [name, value] of Object.entries(answer.headers)) void reply.header(name, value);
  return reply.status(answer.status).serializer(JSON.stringify).send(answer.body);
}

/** Reconciliation of each link's two ledgers (ADR 188): the console and the node message. */
export const federationReconciliationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, clock, config } = app.deps;

  app.route({
    ...endpointRoute(endpoints.getReconciliations),
    handler: async () => getReconciliations(database.db, config),
  });
  app.route({
    ...endpointRoute(endpoints.reconcileLinks),
    handler: async (request) =>
      reconcileNow(database, {
        config,
        clock,
        audit: auditOf(request),
        adminId: getStaff(request).userId,
      }),
  });
  app.route({
    ...endpointRoute(endpoints.answerReconciliation),
    handler: async (request, reply) => {
      try {
        // The nonce is taken for good in its own transaction, as for every node message; the
        // answer reads after.
        const link = await database.db.transaction((tx) =>
          authenticateNode(tx, request, { rootSecret: config.AUTH_SECRET, now: clock.now() }),
        );
        await enforceRateLimit(database.db, {
          key: `node-reconciliation:link:${link.id}`,
          now: clock.now(),
          ...perLink,
        });
        return await answerReconciliation(database.db, {
          link,
          ourName: nodeNameOf(config),
          pending: request.body.pending,
        });
      } catch (error) {
        return refuse(reply, error, nodeNameOf(config));
      }
    },
  });
};
