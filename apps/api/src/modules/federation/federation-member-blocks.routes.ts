import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { federationMemberBlockEndpoints as endpoints } from '@skillswap/contracts/federation/member-block-endpoints';
import { endpointRoute } from '../../lib/http/endpoint-route.ts';
import { getMember } from '../../lib/http/request-caller.ts';
import {
  blockRemoteMember,
  listBlockedRemoteMembers,
  unblockRemoteMember,
} from './federation-member-blocks.service.ts';
import { nodeMessageHandling } from './node-message.ts';

/** Members of other exchanges a member has blocked (ADR 213). */
export const federationMemberBlockRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database } = app.deps;
  const { context } = nodeMessageHandling(app.deps, 'node-member-block');

  app.route({
    ...endpointRoute(endpoints.listBlockedRemoteMembers),
    handler: async (request) => listBlockedRemoteMembers(database.db, getMember(request).userId),
  });
  app.route({
    ...endpointRoute(endpoints.blockRemoteMember),
    handler: async (request, reply) => {
      const { blocked, isNew } = await blockRemoteMember(database, context(request), {
        memberId: getMember(request).userId,
        address: request.body.address,
      });
      return reply.status(isNew ? 201 : 200).send(blocked);
    },
  });
  app.route({
    ...endpointRoute(endpoints.unblockRemoteMember),
    handler: async (request, reply) => {
      await unblockRemoteMember(database, context(request), {
        memberId: getMember(request).userId,
        address: `${request.params.node}/${request.params.memberId}`,
      });
      return reply.status(204).send(null);
    },
  });
};
