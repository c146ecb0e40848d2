import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { organisationEndpoints } from '@skillswap/contracts/organisations/endpoints';
import { endpointRoute } from '../../lib/http/endpoint-route.ts';
import { getMember } from '../../lib/http/request-caller.ts';
import {
  addressPolicyOf,
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  listWebhookDeliveries,
  listWebhookEndpoints,
  redeliverWebhook,
} from '../webhooks/index.ts';
import { auditOf } from '../communities/index.ts';
import { adminStanding } from './organisations.service.ts';

/**
 * An organisation's webhooks (ADR 131): the webhooks module's endpoints, signing, retries
 * and log, owned by the organisation; only its admins, while its owner is on Enterprise, reach them.
 */
export const organisationWebhooksRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, clock, config } = app.deps;
  const { db } = database;
  const addressPolicy = addressPolicyOf(config);
  /** The admin and the organisation's community, or 404/403 as for the organisation's other admin tools. */
  const admin = async (request: FastifyRequest, slug: string) => {
    const accountId = getMember(request).userId;
    const { community } = await adminStanding(db, slug, accountId);
    return { accountId, communityId: community.id };
  };

  app.route({
    ...endpointRoute(organisationEndpoints.listOrganisationWebhooks),
    handler: async (request) => {
      const { accountId, communityId } = await admin(request, request.params.slug);
      return { data: await listWebhookEndpoints(db, accountId, communityId) };
    },
  });
  app.route({
    ...endpointRoute(organisationEndpoints.createOrganisationWebhook),
    handler: async (request, reply) => {
      const created = await createWebhookEndpoint(db, {
        ...(await admin(request, request.params.slug)),
        input: request.body,
        now: clock.now(),
        authSecret: config.AUTH_SECRET,
        addressPolicy,
        client: auditOf(request),
      });
      return reply.status(201).send({ data: created });
    },
  });
  app.route({
    ...endpointRoute(organisationEndpoints.deleteOrganisationWebhook),
    handler: async (request, reply) => {
      await deleteWebhookEndpoint(db, {
        ...(await admin(request, request.params.slug)),
        endpointId: request.params.endpointId,
        client: auditOf(request),
      });
      return reply.status(204).send(null);
    },
  });
  app.route({
    ...endpointRoute(organisationEndpoints.listOrganisationWebhookDeliveries),
    handler: async (request) => ({
      data: await listWebhookDeliveries(db, {
        ...(await admin(request, request.params.slug)),
        endpointId: request.params.endpointId,
      }),
    }),
  });
  app.route({
    ...endpointRoute(organisationEndpoints.redeliverOrganisationWebhook),
    handler: async (request, reply) => {
      const delivery = await redeliverWebhook(db, {
        ...(await admin(request, request.params.slug)),
        endpointId: request.params.endpointId,
        deliveryId: request.params.deliveryId,
        now: clock.now(),
      });
      return reply.status(202).send({ data: delivery });
    },
  });
};
