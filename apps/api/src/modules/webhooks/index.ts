// The webhooks module's public entry (ADR 100): Settings → Webhooks, the events other modules queue in their
// own transactions, and the delivery worker the background jobs run.
export { webhooksRoutes } from './webhooks.routes.ts';
export { queueOrganisationMemberWebhooks, queueWebhookEvents } from './webhook-queue.repository.ts';
export {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  listWebhookDeliveries,
  listWebhookEndpoints,
  redeliverWebhook,
} from './webhooks.service.ts';
export { createWebhookWorker } from './webhook-worker.ts';
export {
  addressPolicyOf,
  resolveWebhookTarget,
  type AddressPolicy,
  type WebhookTarget,
} from './webhook-address.ts';
export {
  dropUnsentWebhooks,
  holdQueuedWebhooks,
  releaseHeldWebhooks,
  summarizePendingWebhooks,
} from './webhook-hold.repository.ts';
