import { z } from 'zod';

/**
 * The events an Enterprise account's webhook endpoints can receive: those about the account itself (ADR 100).
 */
export const accountWebhookEventTypes = [
  'swap.requested',
  'swap.accepted',
  'swap.completed',
  'swap.disputed',
  'review.posted',
  'board_post.created',
  'board_post.responded',
  'board_post.closed',
] as const;

/**
 * The events an organisation's endpoints can receive (ADR 131): its members joining and leaving, and the
 * swaps and reviews of its members.
 */
export const organisationWebhookEventTypes = [
  'member.joined',
  'member.left',
  'swap.requested',
  'swap.accepted',
  'swap.completed',
  'swap.disputed',
  'review.posted',
] as const;

export const webhookEventTypes = [...accountWebhookEventTypes, 'member.joined', 'member.left'] as const;
export type WebhookEventType = (typeof webhookEventTypes)[number];

export const webhookEventDescriptions: Record<WebhookEventType, string> = {
  'swap.requested': 'A swap request was sent to or by the account',
  'swap.accepted': 'A swap of the account was accepted',
  'swap.completed': 'A swap of the account was completed (hours confirmed by both members)',
  'swap.disputed': 'A swap of the account was disputed',
  'review.posted': 'A review about the account was published (after double-blind, so its rating is visible)',
  'board_post.created': 'The account posted a need or an offer on the requests board',
  'board_post.responded':
    'A member responded to a board post of the account (the response is a swap request)',
  'board_post.closed':
    'A board post of the account closed: by the account, or a need filled by accepted responses',
  'member.joined': 'A member joined the organisation (organisation endpoints only)',
  'member.left': 'A member left or was removed from the organisation (organisation endpoints only)',
};

/**
 * The headers of every delivery, as Standard Webhooks names them (ADR 153): the event id, the Unix seconds of
 * the attempt, and `v1,` + base64 HMAC-SHA256 of `${id}.${timestamp}.${body}` under the secret's bytes.
 */
export const webhookHeaders = {
  eventId: 'webhook-id',
  timestamp: 'webhook-timestamp',
  signature: 'webhook-signature',
} as const;

/** Receivers should refuse a delivery whose timestamp is further than this from their clock (replays). */
export const webhookToleranceSeconds = 300;
/** Each account may register this many endpoints. */
export const maxWebhookEndpoints = 10;
/** A delivery is retried with back-off for this long after its event, then marked failed. */
export const webhookRetryWindowHours = 24;

export const webhookEndpointSchema = z.object({
  id: z.uuid(),
  url: z.string(),
  eventTypes: z.array(z.enum(webhookEventTypes)),
  /** The secret's last characters, to tell endpoints apart; the secret itself is shown once. */
  secretLastCharacters: z.string(),
  createdAt: z.iso.datetime(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

const endpointInputSchema = <T extends readonly [string, ...string[]]>(types: T) =>
  z.object({
    url: z.string().trim().min(1, 'webhooks.validation.urlMissing').max(2000, 'webhooks.validation.urlLong'),
    eventTypes: z
      .array(z.enum(types))
      .min(1, 'webhooks.validation.eventMissing')
      .refine((chosen) => new Set(chosen).size === chosen.length, 'webhooks.validation.eventTwice')
      .meta({ uniqueItems: true }),
  });
export const createWebhookEndpointSchema = endpointInputSchema(accountWebhookEventTypes);
/** An organisation's endpoint (ADR 131): the same shape, with the organisation's events. */
export const createOrganisationWebhookEndpointSchema = endpointInputSchema(organisationWebhookEventTypes);

export const createdWebhookEndpointSchema = webhookEndpointSchema.extend({
  /** Shown once: verify deliveries with it (Standard Webhooks: `whsec_` and base64). */
  secret: z
    .string()
    .meta({ description: 'The signing secret, shown once: `whsec_` and base64 (Standard Webhooks).' }),
});
export type CreatedWebhookEndpoint = z.infer<typeof createdWebhookEndpointSchema>;

export const webhookEndpointParamsSchema = z.object({ endpointId: z.uuid() });
export const webhookDeliveryParamsSchema = z.object({
  endpointId: z.uuid(),
  deliveryId: z.coerce.number().int().positive(),
});

export const webhookAttemptSchema = z.object({
  attemptedAt: z.iso.datetime(),
  /** The receiver's HTTP status, or null when it could not be reached (then `error` says why). */
  statusCode: z.number().int().nullable(),
  latencyMs: z.number().int(),
  error: z.string().nullable(),
});

export const webhookDeliverySchema = z.object({
  id: z.number().int(),
  eventId: z.uuid(),
  eventType: z.enum(webhookEventTypes),
  status: z.enum(['pending', 'sending', 'delivered', 'failed']),
  attempts: z.number().int(),
  nextAttemptAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
  deliveredAt: z.iso.datetime().nullable(),
  /** Newest first. */
  attemptLog: z.array(webhookAttemptSchema),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

/**
 * The JSON body POSTed to an endpoint. `id` is stable across retries and redeliveries: drop duplicates by it.
 */
export const webhookPayloadSchema = z.object({
  id: z.uuid(),
  type: z.enum(webhookEventTypes),
  createdAt: z.iso.datetime(),
  /** The Enterprise account the event is about; for an organisation's endpoint, its member it is about. */
  accountId: z.uuid(),
  data: z.record(z.string(), z.unknown()),
});

/** Present in every event sent to an organisation's endpoint (ADR 131). */
const organisationOfEvent = z
  .object({ id: z.uuid(), slug: z.string(), name: z.string() })
  .optional()
  .describe('The organisation, on deliveries to an organisation’s endpoints only');

export const memberWebhookDataSchema = z.object({
  member: z.object({ id: z.uuid(), name: z.string().nullable() }),
  organisation: organisationOfEvent,
});

export const swapWebhookDataSchema = z.object({
  organisation: organisationOfEvent,
  swap: z.object({
    id: z.uuid(),
    status: z.string(),
    requesterId: z.uuid(),
    recipientId: z.uuid(),
    offeredSkill: z.string(),
    requestedSkill: z.string(),
    hoursOffered: z.number(),
    hoursRequested: z.number(),
  }),
});
export const reviewWebhookDataSchema = z.object({
  organisation: organisationOfEvent,
  review: z.object({
    id: z.number().int(),
    swapId: z.uuid(),
    reviewerId: z.uuid().nullable(),
    revieweeId: z.uuid(),
    rating: z.number().int(),
    comment: z.string().nullable(),
  }),
});
export const boardPostWebhookDataSchema = z.object({
  post: z.object({
    id: z.uuid(),
    kind: z.enum(['need', 'offer']),
    title: z.string(),
    skill: z.string(),
    hours: z.number(),
    isOnline: z.boolean(),
    city: z.string().nullable(),
    communityId: z.uuid().nullable(),
    status: z.enum(['open', 'closed']),
    /** `author` or `filled` once closed. */
    closedReason: z.enum(['author', 'filled']).nullable(),
    expiresAt: z.string(),
    createdAt: z.string(),
  }),
  /** `board_post.responded` only: the swap request the response opened, and who sent it. */
  response: z.object({ swapId: z.uuid(), responderId: z.uuid() }).optional(),
});
