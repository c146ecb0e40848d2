import {
  createOrganisationWebhookEndpointSchema,
  organisationWebhookEventTypes,
} from '@skillswap/contracts/webhooks/schemas';
import { organisationRoutes } from '@skillswap/contracts/organisations/routes';
import type { WebhookSource } from '@/components/webhooks/webhook-source.ts';
import { callApi } from '@/lib/api-client.ts';
import { organisationsKeys } from './keys.ts';

/** An organisation's webhook endpoints (ADR 131), managed by its admins with the shared webhook screens. */
export function organisationWebhooks(slug: string): WebhookSource {
  return {
    key: organisationsKeys.organisation(slug),
    eventTypes: organisationWebhookEventTypes,
    schema: createOrganisationWebhookEndpointSchema,
    eventLabelKey: (type) => `communities.webhooks.event.${type}`,
    list: (signal) => callApi(organisationRoutes.listOrganisationWebhooks, { params: { slug }, signal }),
    // The form checked the body with `schema`, so its events are the organisation's.
    create: (body) =>
      callApi(organisationRoutes.createOrganisationWebhook, {
        params: { slug },
        body: createOrganisationWebhookEndpointSchema.parse(body),
      }),
    remove: (endpointId) =>
      callApi(organisationRoutes.deleteOrganisationWebhook, { params: { slug, endpointId } }),
    deliveries: (endpointId, signal) =>
      callApi(organisationRoutes.listOrganisationWebhookDeliveries, {
        params: { slug, endpointId },
        signal,
      }),
    redeliver: (endpointId, deliveryId) =>
      callApi(organisationRoutes.redeliverOrganisationWebhook, {
        params: { slug, endpointId, deliveryId },
      }),
  };
}
