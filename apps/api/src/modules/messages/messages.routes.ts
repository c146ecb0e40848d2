import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageEndpoints } from '@skillswap/contracts/messages/endpoints';
import { errorCodes } from '@skillswap/contracts/shared/errors';
import { AppError } from '../../lib/errors.ts';
import { endpointRoute } from '../../lib/http/endpoint-route.ts';
import { getMember } from '../../lib/http/request-caller.ts';
import { listInbox, listThread, readThread, sendMessage } from './messages.service.ts';

function readIdempotencyKey(header: string | string[] | undefined): string | null {
  if (header === undefined) return null;
  const key = Array.isArray(header) ? header[0] : header;
  if (!key || key.length > 100) throw new AppError(errorCodes.validation, 'messages.idempotencyKeyMustBe');
  return key;
}

/** The message thread of a swap, between its two members only. */
export const messagesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, clock, config } = app.deps;

  app.route({
    ...endpointRoute(messageEndpoints.listConversations),
    handler: async (request) => listInbox(database.db, getMember(request).userId, request.query),
  });

  app.route({
    ...endpointRoute(messageEndpoints.listMessages),
    handler: async (request) => {
      const member = getMember(request);
      return listThread(database.db, request.params.id, member.userId, request.query);
    },
  });

  app.route({
    ...endpointRoute(messageEndpoints.sendMessage),
    handler: async (request, reply) => {
      const member = getMember(request);
      const { message, isNew } = await sendMessage(
        database.db,
        { publicUrl: config.PUBLIC_URL, now: clock.now() },
        {
          swapId: request.params.id,
          senderId: member.userId,
          helperId: member.helper?.id ?? null,
          body: request.body.body,
          clientKey: readIdempotencyKey(request.headers['idempotency-key']),
        },
      );
      return reply.status(isNew ? 201 : 200).send(message);
    },
  });

  app.route({
    ...endpointRoute(messageEndpoints.markThreadRead),
    handler: async (request, reply) => {
      const member = getMember(request);
      await readThread(database.db, request.params.id, member.userId, clock.now());
      return reply.status(204).send(null);
    },
  });
};
