import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { webhookEndpoints } from '@skillswap/contracts/webhooks/endpoints';
import { endpointRoute } from '../../lib/http/endpoint-route.ts';
import { getMember } from '../../lib/http/request-caller.ts';
import { addressPolicyOf } from './webhook-address.ts';
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  listWebhookDeliveries,
  listWebhookEndpoints,
  redeliverWebhook,
} from './webhooks.service.ts';

/** Settings → Webhooks (ADR 100); each endpoint declares the Enterprise `custom-integrations` feature. */
const readClient = (request: FastifyRequest) => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'] ?? null,
});

export const webhooksRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, clock, config } = app.deps;
  const db = database.db;
  const addressPolicy = addressPolicyOf(config);

  app.route({
    ...endpointRoute(webhookEndpoints.listWebhookEndpoints),
    handler: async (request) => ({ data: await listWebhookEndpoints(db, getMember(request).userId) }),
  });

  app.route({
    ...endpointRoute(webhookEndpoints.createWebhookEndpoint),
    handler: async (request, reply) => {
      const created = await createWebhookEndpoint(db, {
        accountId: getMember(request).userId,
        input: request.body,
        now: clock.now(),
        authSecret: config.AUTH_SECRET,
        addressPolicy,
        client: readClient(request),
      });
      return reply.status(201).send({ data: created });
    },
  });

  app.route({
    ...endpointRoute(webhookEndpoints.deleteWebhookEndpoint),
    handler: async (request, reply) => {
      await deleteWebhookEndpoint(db, {
        accountId: getMember(request).userId,
        endpointId: request.params.endpointId,
        client: readClient(request),
      });
      return reply.status(204).send(null);
    },
  });

  app.route({
    ...endpointRoute(webhookEndpoints.listWebhookDeliveries),
    handler: async (request) => ({
      data: await listWebhookDeliveries(db, {
        accountId: getMember(request).userId,
        endpointId: request.params.endpointId,
      }),
    }),
  });

  app.route({
    ...endpointRoute(webhookEndpoints.redeliverWebhook),
    handler: async (request, reply) => {
      const delivery = await redeliverWebhook(db, {
        accountId: getMember(request).userId,
        endpointId: request.params.endpointId,
        deliveryId: request.params.deliveryId,
        now: clock.now(),
      });
      return reply.status(202).send({ data: delivery });
    },
  });
};
