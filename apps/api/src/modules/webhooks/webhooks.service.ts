import {
  maxWebhookEndpoints,
  webhookRetryWindowHours,
  type CreatedWebhookEndpoint,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookEventType,
} from '@skillswap/contracts/webhooks/schemas';
import { errorCodes } from '@skillswap/contracts/shared/errors';
import type { Db } from '../../db/client.ts';
import { recordAuditEvent, type AuditContext } from '../../lib/audit.ts';
import { AppError, conflict, notFound } from '../../lib/errors.ts';
import { encryptSecret } from '../../lib/secret-box.ts';
import { refuseWebhookUrl, type AddressPolicy } from './webhook-address.ts';
import { createWebhookSecret } from './webhook-signature.ts';
import {
  countEndpoints,
  deleteEndpoint,
  findEndpoint,
  insertEndpoint,
  listAttempts,
  listDeliveries,
  listEndpoints,
  requeueDelivery,
  type DeliveryRow,
  type EndpointOwner,
  type WebhookEndpointRow,
} from './webhooks.repository.ts';

const retryWindowMs = webhookRetryWindowHours * 60 * 60 * 1000;
const deliveriesShown = 50;

const toEndpoint = (row: WebhookEndpointRow): WebhookEndpoint => ({
  id: row.id,
  url: row.url,
  eventTypes: row.eventTypes,
  secretLastCharacters: row.secretLastCharacters,
  createdAt: row.createdAt.toISOString(),
});

/** An account's own endpoints, or an organisation's (ADR 131) when `communityId` is given. */
const ownerOf = (options: { accountId: string; communityId?: string | undefined }): EndpointOwner =>
  options.communityId ? { communityId: options.communityId } : { accountId: options.accountId };

export async function listWebhookEndpoints(
  db: Db,
  accountId: string,
  communityId?: string,
): Promise<WebhookEndpoint[]> {
  return (await listEndpoints(db, ownerOf({ accountId, communityId }))).map(toEndpoint);
}

/** Registers an endpoint; the secret is answered here once and kept only encrypted (it must sign). */
export async function createWebhookEndpoint(
  db: Db,
  options: {
    accountId: string;
    /** Set for an organisation's endpoint; the caller has checked that `accountId` is one of its admins. */
    communityId?: string;
    input: { url: string; eventTypes: WebhookEventType[] };
    now: Date;
    authSecret: string;
    addressPolicy: AddressPolicy;
    client: AuditContext;
  },
): Promise<CreatedWebhookEndpoint> {
  const { accountId, input, now } = options;
  const refusal = await refuseWebhookUrl(input.url, options.addressPolicy);
  if (refusal) throw new AppError(errorCodes.validation, refusal.key, { values: refusal.values });
  const secret = createWebhookSecret();
  return db.transaction(async (tx) => {
    if ((await countEndpoints(tx, ownerOf(options))) >= maxWebhookEndpoints) {
      throw conflict('webhooks.youCanRegisterUp', { limit: maxWebhookEndpoints });
    }
    const row = await insertEndpoint(tx, {
      accountId,
      communityId: options.communityId ?? null,
      url: input.url,
      eventTypes: input.eventTypes,
      secretEncrypted: encryptSecret(options.authSecret, 'webhook-secret', secret),
      secretLastCharacters: secret.slice(-4),
      createdAt: now,
    });
    await recordAuditEvent(tx, {
      event: 'webhook_endpoint_created',
      userId: accountId,
      details: {
        endpointId: row.id,
        url: row.url,
        eventTypes: row.eventTypes,
        communityId: row.communityId,
      },
      ...options.client,
    });
    return { ...toEndpoint(row), secret };
  });
}

export async function deleteWebhookEndpoint(
  db: Db,
  options: { accountId: string; communityId?: string; endpointId: string; client: AuditContext },
): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await deleteEndpoint(tx, ownerOf(options), options.endpointId)))
      throw notFound('webhooks.endpointNotFound');
    await recordAuditEvent(tx, {
      event: 'webhook_endpoint_deleted',
      userId: options.accountId,
      details: { endpointId: options.endpointId },
      ...options.client,
    });
  });
}

async function toDeliveries(db: Db, rows: DeliveryRow[]): Promise<WebhookDelivery[]> {
  const attempts = await listAttempts(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    eventId: row.eventId,
    eventType: row.eventType,
    status: row.status,
    attempts: row.attempts,
    nextAttemptAt: row.status === 'pending' ? row.nextAttemptAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
    attemptLog: attempts
      .filter((attempt) => attempt.deliveryId === row.id)
      .map((attempt) => ({
        attemptedAt: attempt.attemptedAt.toISOString(),
        statusCode: attempt.statusCode,
        latencyMs: attempt.latencyMs,
        error: attempt.error,
      })),
  }));
}

async function requireEndpoint(db: Db, owner: EndpointOwner, endpointId: string) {
  const endpoint = await findEndpoint(db, owner, endpointId);
  if (!endpoint) throw notFound('webhooks.endpointNotFound');
  return endpoint;
}

export async function listWebhookDeliveries(
  db: Db,
  options: { accountId: string; communityId?: string; endpointId: string },
): Promise<WebhookDelivery[]> {
  await requireEndpoint(db, ownerOf(options), options.endpointId);
  return toDeliveries(db, await listDeliveries(db, options.endpointId, { limit: deliveriesShown }));
}

/** Sends the event again (same event id), now, with a new 24-hour retry window. */
export async function redeliverWebhook(
  db: Db,
  options: { accountId: string; communityId?: string; endpointId: string; deliveryId: number; now: Date },
): Promise<WebhookDelivery> {
  const { endpointId, deliveryId, now } = options;
  await requireEndpoint(db, ownerOf(options), endpointId);
  const outcome = await db.transaction((tx) =>
    requeueDelivery(tx, { endpointId, deliveryId, now, giveUpAt: new Date(now.getTime() + retryWindowMs) }),
  );
  if (outcome === null) throw notFound('webhooks.deliveryNotFound');
  if (outcome === 'sending') throw conflict('webhooks.thisDeliveryIsBeing');
  const [row] = await listDeliveries(db, endpointId, { limit: 1, deliveryId });
  return (await toDeliveries(db, [row!]))[0]!;
}
