import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { communitySafeguardingEndpoints as endpoints } from '@skillswap/contracts/community-safeguarding/endpoints';
import { endpointRoute } from '../../lib/http/endpoint-route.ts';
import { getMember } from '../../lib/http/request-caller.ts';
import { auditOf } from '../communities/index.ts';
import {
  flagMember,
  getOwnSafeguarding,
  getSafeguarding,
  listReferenceChecked,
  memberReferenceChecks,
  saveVetting,
  unflagMember,
  withdrawVetting,
} from './community-safeguarding.service.ts';

/**
 * Safeguarding in a community (ADR 178): vetting and flags kept by its coordinators, the badge shown to all.
 */
export const communitySafeguardingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, clock, config } = app.deps;
  const { db } = database;
  const viewer = (request: FastifyRequest) => getMember(request).userId;
  const action = (request: FastifyRequest, params: { slug: string; memberId: string }) => ({
    coordinatorId: viewer(request),
    slug: params.slug,
    memberId: params.memberId,
    now: clock.now(),
    audit: auditOf(request),
    notifyContext: { now: clock.now(), publicUrl: config.PUBLIC_URL },
  });

  app.route({
    ...endpointRoute(endpoints.getSafeguarding),
    handler: async (request) =>
      getSafeguarding(db, { viewerId: viewer(request), slug: request.params.slug, now: clock.now() }),
  });
  app.route({
    ...endpointRoute(endpoints.getOwnSafeguarding),
    handler: async (request) =>
      getOwnSafeguarding(db, { viewerId: viewer(request), slug: request.params.slug, now: clock.now() }),
  });
  app.route({
    ...endpointRoute(endpoints.saveVetting),
    handler: async (request) => saveVetting(db, { ...action(request, request.params), input: request.body }),
  });
  app.route({
    ...endpointRoute(endpoints.withdrawVetting),
    handler: async (request, reply) => {
      await withdrawVetting(db, action(request, request.params));
      return reply.status(204).send(null);
    },
  });
  app.route({
    ...endpointRoute(endpoints.flagMember),
    handler: async (request) => flagMember(db, { ...action(request, request.params), input: request.body }),
  });
  app.route({
    ...endpointRoute(endpoints.unflagMember),
    handler: async (request, reply) => {
      await unflagMember(db, action(request, request.params));
      return reply.status(204).send(null);
    },
  });
  app.route({
    ...endpointRoute(endpoints.listReferenceChecked),
    handler: async (request) =>
      listReferenceChecked(db, { viewerId: viewer(request), slug: request.params.slug, now: clock.now() }),
  });
  app.route({
    ...endpointRoute(endpoints.getMemberReferenceChecks),
    handler: async (request) =>
      memberReferenceChecks(db, { viewerId: viewer(request), memberId: request.params.id, now: clock.now() }),
  });
};
