import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { blockEndpoints } from '@skillswap/contracts/blocks/endpoints';
import { endpointRoute } from '../../lib/http/endpoint-route.ts';
import { getMember } from '../../lib/http/request-caller.ts';
import { blockMember, listBlockedMembers, unblockMember } from './member-blocks.service.ts';

/** Blocking and unblocking members, and the "Blocked members" list in Settings. */
export const memberBlocksRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, clock } = app.deps;
  const contextOf = (request: { ip: string; headers: Record<string, unknown> }) => ({
    db: database.db,
    now: clock.now(),
    client: { ip: request.ip, userAgent: (request.headers['user-agent'] as string | undefined) ?? null },
  });

  app.route({
    ...endpointRoute(blockEndpoints.listBlockedMembers),
    handler: async (request) => {
      const member = getMember(request);
      return listBlockedMembers(database.db, member.userId);
    },
  });

  app.route({
    ...endpointRoute(blockEndpoints.blockMember),
    handler: async (request, reply) => {
      const member = getMember(request);
      const { result, isNew } = await blockMember(contextOf(request), {
        blockerId: member.userId,
        blockedId: request.body.memberId,
      });
      return reply.code(isNew ? 201 : 200).send(result);
    },
  });

  app.route({
    ...endpointRoute(blockEndpoints.unblockMember),
    handler: async (request, reply) => {
      const member = getMember(request);
      await unblockMember(contextOf(request), {
        blockerId: member.userId,
        blockedId: request.params.memberId,
      });
      return reply.status(204).send(null);
    },
  });
};
