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
} from '@skillswap/contracts/webhooks';

const headerHelp = {
  [webhookHeaders.eventId]: 'The event id, the same on every retry and redelivery: drop a duplicate by it.',
  [webhookHeaders.timestamp]: 'Unix seconds when this attempt was signed.',
  [webhookHeaders.signature]:
    '`v1=` and the hex HMAC-SHA256 of `${timestamp}.${body}` keyed with the endpoint’s secret. Compare in ' +
    `constant time, and refuse a timestamp more than ${webhookToleranceSeconds} seconds from your clock.`,
};

/**
 * The OpenAPI 3.1 `webhooks` section (ADR 100): one entry per event an Enterprise account's endpoint receives,
 * with the body and the signature headers. Answer 2xx within 10 seconds; anything else is retried with
 * back-off for 24 hours.
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
            summary: webhookEventDescriptions[type],
            description:
              'Sent to each endpoint registered for this event in Settings → Webhooks, or by an organisation’s ' +
              'admins (`/api/organisations/{slug}/webhooks`). Answer 2xx within 10 ' +
              'seconds; any other answer, or none, is retried with exponential back-off for 24 hours.',
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
