import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { communityActivationEndpoints as endpoints } from '@skillswap/contracts/community-activation/endpoints';
import { endpointRoute } from '../../lib/http/endpoint-route.ts';
import { getMember } from '../../lib/http/request-caller.ts';
import { auditOf } from '../communities/index.ts';
import { getQueue, listRecentNudges, listSuggestions, sendNudge } from './community-activation.service.ts';

/** The activation queue (ADR 173): who coordinators help to a first exchange, and the nudges they sent. */
export const communityActivationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, clock, config } = app.deps;
  const { db } = database;
  const viewer = (request: FastifyRequest) => getMember(request).userId;

  app.route({
    ...endpointRoute(endpoints.getActivationQueue),
    handler: async (request) =>
      getQueue(db, { viewerId: viewer(request), slug: request.params.slug, now: clock.now() }),
  });
  app.route({
    ...endpointRoute(endpoints.listActivationSuggestions),
    handler: async (request) =>
      listSuggestions(db, {
        viewerId: viewer(request),
        slug: request.params.slug,
        memberId: request.params.memberId,
        now: clock.now(),
      }),
  });
  app.route({
    ...endpointRoute(endpoints.listNudges),
    handler: async (request) =>
      listRecentNudges(db, { viewerId: viewer(request), slug: request.params.slug }),
  });
  app.route({
    ...endpointRoute(endpoints.sendNudge),
    handler: async (request, reply) => {
      const nudge = await sendNudge(db, {
        coordinatorId: viewer(request),
        slug: request.params.slug,
        input: request.body,
        now: clock.now(),
        audit: auditOf(request),
        notifyContext: { now: clock.now(), publicUrl: config.PUBLIC_URL },
      });
      return reply.status(201).send(nudge);
    },
  });
};
