import { route } from '../shared/route.ts';

/** Settings → Webhooks: an Enterprise account's webhook endpoints and their delivery log (ADR 100). */
export const webhookRoutes = {
  listWebhookEndpoints: route('GET', '/api/webhooks/endpoints'),
  createWebhookEndpoint: route('POST', '/api/webhooks/endpoints'),
  deleteWebhookEndpoint: route('DELETE', '/api/webhooks/endpoints/:endpointId'),
  listWebhookDeliveries: route('GET', '/api/webhooks/endpoints/:endpointId/deliveries'),
  redeliverWebhook: route('POST', '/api/webhooks/endpoints/:endpointId/deliveries/:deliveryId/redeliver'),
};
