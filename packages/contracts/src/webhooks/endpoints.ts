import { z } from 'zod';
import { webhookRoutes } from './routes.ts';
import {
  createdWebhookEndpointSchema,
  createWebhookEndpointSchema,
  webhookDeliveryParamsSchema,
  webhookDeliverySchema,
  webhookEndpointParamsSchema,
  webhookEndpointSchema,
} from './schemas.ts';
import { defineEndpoint, type Endpoint } from '../shared/endpoint.ts';

// Managing webhooks takes a signed-in session (no `tokenScope`), like managing personal access tokens.
export const webhookEndpoints = {
  listWebhookEndpoints: defineEndpoint(webhookRoutes.listWebhookEndpoints, {
    tag: 'Integrations',
    summary: 'List the signed-in Enterprise account’s webhook endpoints',
    access: 'member',
    planFeature: 'custom-integrations',
    responses: { 200: z.object({ data: z.array(webhookEndpointSchema) }) },
  }),
  createWebhookEndpoint: defineEndpoint(webhookRoutes.createWebhookEndpoint, {
    tag: 'Integrations',
    summary: 'Register a webhook endpoint for chosen events (Enterprise plan)',
    description:
      'Answers the signing secret once; it is kept encrypted to sign deliveries and never shown again. The ' +
      'address must be https and reach a public host (plain http is accepted for a loopback address outside ' +
      'production only). 400 `validation_failed` names what is wrong with the address; 409 `conflict` when ' +
      'the account already has the most endpoints allowed.',
    access: 'member',
    planFeature: 'custom-integrations',
    body: createWebhookEndpointSchema,
    responses: { 201: z.object({ data: createdWebhookEndpointSchema }) },
    errors: { 409: ['conflict'] },
  }),
  deleteWebhookEndpoint: defineEndpoint(webhookRoutes.deleteWebhookEndpoint, {
    tag: 'Integrations',
    summary: 'Delete a webhook endpoint and its delivery log',
    access: 'member',
    planFeature: 'custom-integrations',
    params: webhookEndpointParamsSchema,
    responses: { 204: null },
    errors: { 404: ['not_found'] },
  }),
  listWebhookDeliveries: defineEndpoint(webhookRoutes.listWebhookDeliveries, {
    tag: 'Integrations',
    summary: 'List an endpoint’s latest 50 deliveries, each with its attempts',
    access: 'member',
    planFeature: 'custom-integrations',
    params: webhookEndpointParamsSchema,
    responses: { 200: z.object({ data: z.array(webhookDeliverySchema) }) },
    errors: { 404: ['not_found'] },
  }),
  redeliverWebhook: defineEndpoint(webhookRoutes.redeliverWebhook, {
    tag: 'Integrations',
    summary: 'Deliver an event again, with the same event id',
    description:
      'Queues a new attempt now, and a new 24-hour retry window. A delivery being sent at this moment is ' +
      'refused with 409 `conflict`.',
    access: 'member',
    planFeature: 'custom-integrations',
    params: webhookDeliveryParamsSchema,
    responses: { 202: z.object({ data: webhookDeliverySchema }) },
    errors: { 404: ['not_found'], 409: ['conflict'] },
  }),
} satisfies Record<keyof typeof webhookRoutes, Endpoint>;
