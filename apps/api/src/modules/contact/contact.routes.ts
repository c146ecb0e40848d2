import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactEndpoints } from '@skillswap/contracts/contact/endpoints';
import { endpointRoute } from '../../lib/http/endpoint-route.ts';
import { getViewer } from '../../lib/http/request-caller.ts';
import { submitContactMessage } from './contact.service.ts';

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, clock, config } = app.deps;

  app.route({
    ...endpointRoute(contactEndpoints.sendContactMessage),
    handler: async (request, reply) => {
      const member = getViewer(request);
      await submitContactMessage(database.db, {
        input: request.body,
        userId: member?.userId ?? null,
        ip: request.ip,
        now: clock.now(),
        supportEmail: config.SUPPORT_EMAIL,
      });
      return reply.status(201).send({ received: true });
    },
  });
};
