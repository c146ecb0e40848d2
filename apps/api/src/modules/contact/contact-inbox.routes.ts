import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminContactEndpoints } from '@skillswap/contracts/admin-contact/endpoints';
import { endpointRoute } from '../../lib/http/endpoint-route.ts';
import { getStaff } from '../../lib/http/request-caller.ts';
import { listInbox, replyToContactMessage, setInboxStatus } from './contact-inbox.service.ts';

/** The console's Contact inbox (moderators and admins, ADR 72). */
export const contactInboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, clock } = app.deps;

  app.route({
    ...endpointRoute(adminContactEndpoints.listContactMessages),
    handler: async (request) => {
      const messages = await listInbox(database.db, {
        status: request.query.status,
        readerId: getStaff(request).userId,
        now: clock.now(),
      });
      return { messages };
    },
  });

  app.route({
    ...endpointRoute(adminContactEndpoints.replyToContactMessage),
    handler: async (request) => {
      const staff = getStaff(request);
      return replyToContactMessage(database.db, {
        id: Number(request.params.id),
        reply: request.body.reply,
        actorId: staff.userId,
        now: clock.now(),
      });
    },
  });

  app.route({
    ...endpointRoute(adminContactEndpoints.setContactMessageStatus),
    handler: async (request) => {
      const staff = getStaff(request);
      return setInboxStatus(database.db, {
        id: Number(request.params.id),
        status: request.body.status,
        actorId: staff.userId,
        now: clock.now(),
      });
    },
  });
};
