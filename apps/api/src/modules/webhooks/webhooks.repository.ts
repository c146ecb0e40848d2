import { and, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { WebhookEventType } from '@skillswap/contracts/webhooks/schemas';
import type { DbOrTx } from '../../db/client.ts';
import {
  webhookAttempts,
  webhookDeliveries,
  webhookEndpoints,
  webhookEvents,
} from '../../db/schema/index.ts';

export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;

/** Whose endpoints: an account's own (ADR 100) or an organisation's (ADR 131). */
export type EndpointOwner = { accountId: string } | { communityId: string };

const ownedBy = (owner: EndpointOwner): SQL =>
  'communityId' in owner
    ? eq(webhookEndpoints.communityId, owner.communityId)
    : and(eq(webhookEndpoints.accountId, owner.accountId), isNull(webhookEndpoints.communityId))!;

export async function insertEndpoint(db: DbOrTx, values: typeof webhookEndpoints.$inferInsert) {
  const [row] = await db.insert(webhookEndpoints).values(values).returning();
  return row!;
}

export async function countEndpoints(db: DbOrTx, owner: EndpointOwner): Promise<number> {
  const [row] = await db.select({ value: count() }).from(webhookEndpoints).where(ownedBy(owner));
  return row?.value ?? 0;
}

export async function listEndpoints(db: DbOrTx, owner: EndpointOwner): Promise<WebhookEndpointRow[]> {
  return db
    .select()
    .from(webhookEndpoints)
    .where(ownedBy(owner))
    .orderBy(webhookEndpoints.createdAt, webhookEndpoints.id);
}

export async function findEndpoint(db: DbOrTx, owner: EndpointOwner, endpointId: string) {
  const [row] = await db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, endpointId), ownedBy(owner)));
  return row ?? null;
}

export async function deleteEndpoint(db: DbOrTx, owner: EndpointOwner, endpointId: string): Promise<boolean> {
  const rows = await db
    .delete(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, endpointId), ownedBy(owner)))
    .returning({ id: webhookEndpoints.id });
  return rows.length === 1;
}

const deliveryColumns = {
  id: webhookDeliveries.id,
  eventId: webhookDeliveries.eventId,
  eventType: webhookEvents.type,
  // A delivery an operator holds (after a restore) is, to the endpoint's owner, still waiting to go out.
  status: sql<
    DeliveryRow['status']
  >`CASE WHEN ${webhookDeliveries.status} = 'held' THEN 'pending' ELSE ${webhookDeliveries.status} END`,
  attempts: webhookDeliveries.attempts,
  nextAttemptAt: webhookDeliveries.nextAttemptAt,
  createdAt: webhookDeliveries.createdAt,
  deliveredAt: webhookDeliveries.deliveredAt,
};
export type DeliveryRow = {
  id: number;
  eventId: string;
  eventType: WebhookEventType;
  status: 'pending' | 'sending' | 'delivered' | 'failed';
  attempts: number;
  nextAttemptAt: Date;
  createdAt: Date;
  deliveredAt: Date | null;
};

export async function listDeliveries(
  db: DbOrTx,
  endpointId: string,
  options: { limit: number; deliveryId?: number },
): Promise<DeliveryRow[]> {
  return db
    .select(deliveryColumns)
    .from(webhookDeliveries)
    .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
    .where(
      and(
        eq(webhookDeliveries.endpointId, endpointId),
        options.deliveryId === undefined ? undefined : eq(webhookDeliveries.id, options.deliveryId),
      ),
    )
    .orderBy(desc(webhookDeliveries.id))
    .limit(options.limit);
}

export async function listAttempts(db: DbOrTx, deliveryIds: number[]) {
  if (deliveryIds.length === 0) return [];
  return db
    .select()
    .from(webhookAttempts)
    .where(inArray(webhookAttempts.deliveryId, deliveryIds))
    .orderBy(desc(webhookAttempts.id));
}

/**
 * Queues a delivery again now with a fresh retry window; the event and its id stay. Answers `sending` when a
 * worker holds it at this moment (nothing changed), or null when it is not this endpoint's.
 */
export async function requeueDelivery(
  db: DbOrTx,
  options: { endpointId: string; deliveryId: number; now: Date; giveUpAt: Date },
): Promise<'queued' | 'sending' | null> {
  const rows = await db
    .select({ status: webhookDeliveries.status })
    .from(webhookDeliveries)
    .where(
      and(eq(webhookDeliveries.id, options.deliveryId), eq(webhookDeliveries.endpointId, options.endpointId)),
    )
    .for('update');
  const row = rows[0];
  if (!row) return null;
  if (row.status === 'sending') return 'sending';
  await db
    .update(webhookDeliveries)
    .set({ status: 'pending', nextAttemptAt: options.now, giveUpAt: options.giveUpAt, lockedUntil: null })
    .where(eq(webhookDeliveries.id, options.deliveryId));
  return 'queued';
}
