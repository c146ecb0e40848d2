import { accountWebhookEventTypes, createWebhookEndpointSchema } from '@skillswap/contracts/webhooks/schemas';
import { webhookRoutes } from '@skillswap/contracts/webhooks/routes';
import type { WebhookSource } from '@/components/webhooks/webhook-source.ts';
import { callApi } from '@/lib/api-client.ts';
import { settingsKeys } from './keys.ts';

/** Settings → Webhooks: the Enterprise account's own endpoints (403 `plan_required` below Enterprise). */
export const accountWebhooks: WebhookSource = {
  key: settingsKeys.webhooks,
  eventTypes: accountWebhookEventTypes,
  schema: createWebhookEndpointSchema,
  eventLabelKey: (type) => `settings.webhooks.event.${type}`,
  list: (signal) => callApi(webhookRoutes.listWebhookEndpoints, { signal }),
  // The form checked the body with `schema`, so its events are the account's.
  create: (body) =>
    callApi(webhookRoutes.createWebhookEndpoint, { body: createWebhookEndpointSchema.parse(body) }),
  remove: (endpointId) => callApi(webhookRoutes.deleteWebhookEndpoint, { params: { endpointId } }),
  deliveries: (endpointId, signal) =>
    callApi(webhookRoutes.listWebhookDeliveries, { params: { endpointId }, signal }),
  redeliver: (endpointId, deliveryId) =>
    callApi(webhookRoutes.redeliverWebhook, { params: { endpointId, deliveryId } }),
};
