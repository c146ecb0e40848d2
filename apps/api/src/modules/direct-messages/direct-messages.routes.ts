import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { directMessageEndpoints } from '@skillswap/contracts/direct-messages/endpoints';
import { endpointRoute } from '../../lib/http/endpoint-route.ts';
import { getMember } from '../../lib/http/request-caller.ts';
import {
  getSettings,
  getThread,
  listInbox,
  openConversation,
  readConversation,
  replyInConversation,
  saveSettings,
} from './direct-messages.service.ts';

/** Elite first messages: conversations without a swap request, and each member's choice to take them. */
export const directMessagesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, clock, config } = app.deps;
  const context = () => ({ publicUrl: config.PUBLIC_URL, now: clock.now() });

  app.route({
    ...endpointRoute(directMessageEndpoints.listDirectConversations),
    handler: async (request) => listInbox(database.db, getMember(request).userId, clock.now()),
  });

  app.route({
    ...endpointRoute(directMessageEndpoints.openDirectConversation),
    handler: async (request, reply) => {
      const member = getMember(request);
      const { thread, isNew } = await openConversation(
        database.db,
        context(),
        { id: member.userId, helperId: member.helper?.id ?? null },
        request.body,
      );
      return reply.status(isNew ? 201 : 200).send(thread);
    },
  });

  app.route({
    ...endpointRoute(directMessageEndpoints.getDirectThread),
    handler: async (request) => getThread(database.db, request.params.id, getMember(request).userId),
  });

  app.route({
    ...endpointRoute(directMessageEndpoints.replyDirect),
    handler: async (request, reply) => {
      const member = getMember(request);
      const message = await replyInConversation(database.db, context(), {
        conversationId: request.params.id,
        senderId: member.userId,
        helperId: member.helper?.id ?? null,
        body: request.body.body,
      });
      return reply.status(201).send(message);
    },
  });

  app.route({
    ...endpointRoute(directMessageEndpoints.markDirectRead),
    handler: async (request, reply) => {
      await readConversation(database.db, request.params.id, getMember(request).userId);
      return reply.status(204).send(null);
    },
  });

  app.route({
    ...endpointRoute(directMessageEndpoints.getDirectMessageSettings),
    handler: async (request) => getSettings(database.db, getMember(request).userId),
  });

  app.route({
    ...endpointRoute(directMessageEndpoints.updateDirectMessageSettings),
    handler: async (request) =>
      saveSettings(database.db, getMember(request).userId, request.body.allowsFirstMessages),
  });
};
