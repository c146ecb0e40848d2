import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { managedMemberEndpoints as endpoints } from '@skillswap/contracts/managed-members/endpoints';
import { endpointRoute } from '../../lib/http/endpoint-route.ts';
import { getMember } from '../../lib/http/request-caller.ts';
import { auditOf } from '../communities/index.ts';
import {
  claimAccount,
  createManagedMember,
  issueMemberClaimCode,
  listManagedMembers,
} from './managed-members.service.ts';

/** Members without e-mail (ADR 180). */
export const managedMembersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, clock, config } = app.deps;
  const { db } = database;
  const context = (request: Parameters<typeof auditOf>[0]) => ({
    now: clock.now(),
    publicUrl: config.PUBLIC_URL,
    audit: auditOf(request),
  });

  app.route({
    ...endpointRoute(endpoints.listManagedMembers),
    handler: async (request) =>
      listManagedMembers(db, { viewerId: getMember(request).userId, slug: request.params.slug }),
  });
  app.route({
    ...endpointRoute(endpoints.createManagedMember),
    handler: async (request, reply) => {
      const member = await createManagedMember(db, context(request), {
        actorId: getMember(request).userId,
        slug: request.params.slug,
        member: request.body,
      });
      return reply.status(201).send(member);
    },
  });
  app.route({
    ...endpointRoute(endpoints.issueClaimCode),
    handler: async (request, reply) => {
      const code = await issueMemberClaimCode(db, context(request), {
        actorId: getMember(request).userId,
        slug: request.params.slug,
        memberId: request.params.memberId,
      });
      return reply.status(201).header('cache-control', 'no-store').send(code);
    },
  });
  app.route({
    ...endpointRoute(endpoints.claimAccount),
    handler: async (request) => claimAccount(app, context(request), request.body),
  });
};
