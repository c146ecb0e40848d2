import { z } from 'zod';
import {
  boardPostWebhookDataSchema,
  memberWebhookDataSchema,
  reviewWebhookDataSchema,
  swapWebhookDataSchema,
  webhookEventDescriptions,
  webhookEventTypes,
  webhookHeaders,
  webhookPayloadSchema,
  webhookToleranceSeconds,
} from '@skillswap/contracts/webhooks/schemas';

const headerHelp = {
  [webhookHeaders.eventId]: 'The event id, the same on every retry and redelivery: drop a duplicate by it.',
  [webhookHeaders.timestamp]: 'Unix seconds when this attempt was signed.',
  [webhookHeaders.signature]:
    '`v1,` and the base64 HMAC-SHA256 of `${webhook-id}.${webhook-timestamp}.${body}`, keyed with the bytes ' +
    'of the endpoint’s secret after `whsec_` (base64). Compare in constant time, and refuse a timestamp more ' +
    `than ${webhookToleranceSeconds} seconds from your clock.`,
};

const standardHelp =
  'Signed as Standard Webhooks (https://www.standardwebhooks.com) sign: any of its libraries verifies a ' +
  'delivery with the endpoint’s `whsec_` secret, e.g. `new Webhook(secret).verify(rawBody, headers)` of the ' +
  '`standardwebhooks` package. Sent to each endpoint registered for this event in Settings → Webhooks, or by ' +
  'an organisation’s admins (`/api/organisations/{slug}/webhooks`), once per event and endpoint. Answer 2xx ' +
  'within 10 seconds; any other answer, or none, is retried with exponential back-off for 24 hours, with the ' +
  'same `webhook-id`.';

/** `swap.requested` → `swapRequestedWebhook`: the operation id of an event, unique beside the API's. */
function webhookOperationId(type: string): string {
  const words = type.split(/[._]/);
  return `${words.map((word, index) => (index === 0 ? word : word[0]!.toUpperCase() + word.slice(1))).join('')}Webhook`;
}

/**
 * The OpenAPI 3.1 `webhooks` section (ADR 100): one entry per event an Enterprise account's endpoint
 * receives, with the body and the Standard Webhooks headers (ADR 153). Answer 2xx within 10 seconds; anything
 * else is retried with back-off for 24 hours.
 */
export function describeWebhooks(): Record<string, unknown> {
  return Object.fromEntries(
    webhookEventTypes.map((type) => {
      const data = type.startsWith('board_post.')
        ? boardPostWebhookDataSchema
        : type.startsWith('member.')
          ? memberWebhookDataSchema
          : type === 'review.posted'
            ? reviewWebhookDataSchema
            : swapWebhookDataSchema;
      const body = webhookPayloadSchema.extend({ type: z.literal(type), data });
      return [
        type,
        {
          post: {
            operationId: webhookOperationId(type),
            summary: webhookEventDescriptions[type],
            description: standardHelp,
            // The receiver checks the signature, not a credential of SkillSwap's.
            security: [],
            parameters: Object.entries(headerHelp).map(([name, description]) => ({
              name,
              in: 'header',
              required: true,
              description,
              schema: { type: 'string' },
            })),
            requestBody: {
              required: true,
              content: { 'application/json': { schema: z.toJSONSchema(body, { io: 'input' }) } },
            },
            responses: {
              '2XX': { description: 'Received; not sent again unless redelivered from the log.' },
            },
          },
        },
      ];
    }),
  );
}
