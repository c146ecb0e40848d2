import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { communityEconomyEndpoints as endpoints } from '@skillswap/contracts/community-economy/endpoints';
import { endpointRoute } from '../../lib/http/endpoint-route.ts';
import { getMember } from '../../lib/http/request-caller.ts';
import { auditOf } from '../communities/index.ts';
import { getRules, updateRules } from './community-rules.service.ts';
import { approveExchange } from './exchange-approvals.service.ts';
import { decideExchange, disputeExchange } from './exchange-disputes.service.ts';
import { recordExchange } from './record-exchange.service.ts';
import { listExchanges } from './recorded-exchanges.service.ts';
import { importExchanges } from './exchange-import.service.ts';

/** A community's own economy (ADR 172): its rules, and exchanges coordinators record after they happened. */
export const communityEconomyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, clock, config } = app.deps;
  const { db } = database;
  const viewer = (request: FastifyRequest) => getMember(request).userId;
  const notifyContext = () => ({ now: clock.now(), publicUrl: config.PUBLIC_URL });

  app.route({
    ...endpointRoute(endpoints.getCommunityRules),
    handler: async (request) => getRules(db, { viewerId: viewer(request), slug: request.params.slug }),
  });
  app.route({
    ...endpointRoute(endpoints.updateCommunityRules),
    handler: async (request) =>
      updateRules(db, {
        coordinatorId: viewer(request),
        slug: request.params.slug,
        input: request.body,
        now: clock.now(),
        audit: auditOf(request),
      }),
  });
  app.route({
    ...endpointRoute(endpoints.listRecordedExchanges),
    handler: async (request) =>
      listExchanges(db, {
        viewerId: viewer(request),
        slug: request.params.slug,
        cursor: request.query.cursor,
        limit: request.query.limit,
      }),
  });
  app.route({
    ...endpointRoute(endpoints.recordExchange),
    handler: async (request, reply) => {
      const exchange = await recordExchange(db, {
        coordinatorId: viewer(request),
        slug: request.params.slug,
        input: request.body,
        now: clock.now(),
        audit: auditOf(request),
        notifyContext: notifyContext(),
      });
      return reply.status(201).send(exchange);
    },
  });
  app.route({
    ...endpointRoute(endpoints.importRecordedExchanges),
    // 10,000 rows of a file fit in 2 MB; other routes keep the 1 MB limit.
    bodyLimit: 2.5 * 1024 * 1024,
    handler: async (request) =>
      importExchanges(db, {
        coordinatorId: viewer(request),
        slug: request.params.slug,
        csv: request.body.csv,
        dryRun: request.body.dryRun,
        now: clock.now(),
        audit: auditOf(request),
        notifyContext: notifyContext(),
      }),
  });
  app.route({
    ...endpointRoute(endpoints.disputeRecordedExchange),
    handler: async (request) =>
      disputeExchange(db, {
        memberId: viewer(request),
        slug: request.params.slug,
        exchangeId: request.params.exchangeId,
        reason: request.body.reason,
        now: clock.now(),
        audit: auditOf(request),
        notifyContext: notifyContext(),
      }),
  });
  app.route({
    ...endpointRoute(endpoints.approveRecordedExchange),
    handler: async (request) =>
      approveExchange(db, {
        coordinatorId: viewer(request),
        slug: request.params.slug,
        exchangeId: request.params.exchangeId,
        decision: request.body.decision,
        now: clock.now(),
        audit: auditOf(request),
        notifyContext: notifyContext(),
      }),
  });
  app.route({
    ...endpointRoute(endpoints.decideRecordedExchange),
    handler: async (request) =>
      decideExchange(db, {
        coordinatorId: viewer(request),
        slug: request.params.slug,
        exchangeId: request.params.exchangeId,
        outcome: request.body.outcome,
        now: clock.now(),
        audit: auditOf(request),
        notifyContext: notifyContext(),
      }),
  });
};
