import { and, count, eq, ne, sql } from 'drizzle-orm';
import type { NotificationType } from '@skillswap/contracts/notifications/schemas';
import type { PushCategory } from '@skillswap/contracts/notifications/push';
import type { DbOrTx } from '../../../db/client.ts';
import { pushPreferences, pushSubscriptions, pushVapidKeys } from '../../../db/schema/index.ts';
import { claimDueStatement, queueTable, settleClaim } from '../../../lib/queue/queue.repository.ts';

/** Push deliveries as a delivery queue (lib/queue); their columns carry the usual names. */
const pushQueue = queueTable('push_deliveries');
const claimedColumns = ['id', 'claim_id', 'attempts', 'subscription_id', 'notification_id'] as const;

/** Queues one push per device of the member that takes this category; in the notification's transaction. */
export async function queuePushDeliveries(
  db: DbOrTx,
  delivery: { notificationId: number; memberId: string; category: PushCategory; now: Date },
): Promise<void> {
  await db.execute(sql`
    INSERT INTO push_deliveries (notification_id, subscription_id, next_attempt_at, created_at)
    SELECT ${delivery.notificationId}, s.id, ${delivery.now}, ${delivery.now}
    FROM push_subscriptions s
    LEFT JOIN push_preferences p ON p.member_id = s.member_id
    WHERE s.member_id = ${delivery.memberId}
      AND NOT (${delivery.category} = ANY (coalesce(p.disabled_categories, '{}'::text[])))
    ON CONFLICT (notification_id, subscription_id) DO NOTHING`);
}

/**
 * Saves a device's subscription for the member. An endpoint another account held moves to this member with a
 * new id, so nothing queued for the other account is pushed to this device any more (threat T74).
 */
export async function saveSubscription(
  db: DbOrTx,
  subscription: {
    memberId: string;
    endpoint: string;
    p256dh: string;
    auth: string;
    deviceLabel: string;
    now: Date;
  },
): Promise<string> {
  return db.transaction(async (tx) => {
    await tx
      .delete(pushSubscriptions)
      .where(
        and(
          eq(pushSubscriptions.endpoint, subscription.endpoint),
          ne(pushSubscriptions.memberId, subscription.memberId),
        ),
      );
    const [row] = await tx
      .insert(pushSubscriptions)
      .values({
        memberId: subscription.memberId,
        endpoint: subscription.endpoint,
        p256dh: subscription.p256dh,
        auth: subscription.auth,
        deviceLabel: subscription.deviceLabel,
        createdAt: subscription.now,
      })
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: { p256dh: subscription.p256dh, auth: subscription.auth, deviceLabel: subscription.deviceLabel },
      })
      .returning({ id: pushSubscriptions.id });
    return row!.id;
  });
}

export async function deleteSubscription(db: DbOrTx, memberId: string, endpoint: string): Promise<void> {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.memberId, memberId), eq(pushSubscriptions.endpoint, endpoint)));
}

export async function countSubscriptions(db: DbOrTx, memberId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.memberId, memberId));
  return row?.total ?? 0;
}

export async function findPushPreferences(db: DbOrTx, memberId: string) {
  const [row] = await db.select().from(pushPreferences).where(eq(pushPreferences.memberId, memberId));
  return row ?? null;
}

export async function savePushPreferences(
  db: DbOrTx,
  memberId: string,
  values: {
    disabledCategories: string[];
    quietHours: { startMinute: number; endMinute: number; timeZone: string } | null;
    now: Date;
  },
): Promise<void> {
  const row = {
    disabledCategories: values.disabledCategories,
    quietStartMinute: values.quietHours?.startMinute ?? null,
    quietEndMinute: values.quietHours?.endMinute ?? null,
    quietTimeZone: values.quietHours?.timeZone ?? null,
    updatedAt: values.now,
  };
  await db
    .insert(pushPreferences)
    .values({ memberId, ...row })
    .onConflictDoUpdate({ target: pushPreferences.memberId, set: row });
}

export interface ClaimedPush {
  id: number;
  claimId: string;
  attempts: number;
  subscriptionId: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  notificationId: number;
  type: NotificationType;
  title: string;
  body: string;
  link: string | null;
  isRead: boolean;
  disabledCategories: string[];
  quietHours: { startMinute: number; endMinute: number; timeZone: string } | null;
}

type ClaimedRow = {
  id: string | number;
  claim_id: string;
  attempts: number;
  subscription_id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  notification_id: string | number;
  type: NotificationType;
  title: string;
  body: string;
  link: string | null;
  is_read: boolean;
  disabled_categories: string[] | string | null;
  quiet_start_minute: number | null;
  quiet_end_minute: number | null;
  quiet_time_zone: string | null;
};

const parseTextArray = (value: string[] | string | null): string[] =>
  value === null
    ? []
    : Array.isArray(value)
      ? value
      : value
          .replace(/^\{|\}$/g, '')
          .split(',')
          .filter(Boolean);

/**
 * Claims the next due push for this worker under a lease of its own, with what sending it needs, in one round
 * trip: a pending row whose time has come, or a `sending` row whose holder let its lease run out. Rows
 * another process is claiming are skipped (SKIP LOCKED), so each push goes to one process.
 */
export async function claimNextPush(
  db: DbOrTx,
  options: { now: Date; leaseMs: number },
): Promise<ClaimedPush | null> {
  const claim = claimDueStatement(pushQueue, { ...options, limit: 1, returning: claimedColumns });
  const result = await db.execute<ClaimedRow>(sql`
    WITH claimed AS (${claim})
    SELECT claimed.id, claimed.claim_id, claimed.attempts, claimed.subscription_id, claimed.notification_id,
      s.endpoint, s.p256dh, s.auth, n.type, n.title, n.body, n.link, n.read_at IS NOT NULL AS is_read,
      p.disabled_categories, p.quiet_start_minute, p.quiet_end_minute, p.quiet_time_zone
    FROM claimed
    JOIN push_subscriptions s ON s.id = claimed.subscription_id
    JOIN notifications n ON n.id = claimed.notification_id
    LEFT JOIN push_preferences p ON p.member_id = s.member_id`);
  const row = result.rows[0];
  if (!row) return null;
  return {
    id: Number(row.id),
    claimId: row.claim_id,
    attempts: Number(row.attempts),
    subscriptionId: row.subscription_id,
    endpoint: row.endpoint,
    p256dh: row.p256dh,
    auth: row.auth,
    notificationId: Number(row.notification_id),
    type: row.type,
    title: row.title,
    body: row.body,
    link: row.link,
    isRead: row.is_read,
    disabledCategories: parseTextArray(row.disabled_categories),
    quietHours:
      row.quiet_start_minute === null || row.quiet_end_minute === null || row.quiet_time_zone === null
        ? null
        : {
            startMinute: Number(row.quiet_start_minute),
            endMinute: Number(row.quiet_end_minute),
            timeZone: row.quiet_time_zone,
          },
  };
}

type Outcome =
  | { status: 'sent' }
  | { status: 'pending'; nextAttemptAt: Date; note: string | null; error: string | null; isDeferral: boolean }
  | { status: 'failed' | 'dropped'; note: string | null; error: string | null };

/** Records what became of a claimed push, only while the claim is still this worker's. */
export async function recordPushOutcome(db: DbOrTx, push: ClaimedPush, outcome: Outcome, now: Date) {
  if (outcome.status === 'sent') {
    const isMine = await settleClaim(db, pushQueue, push, { status: 'sent', set: sql`sent_at = ${now}` });
    if (isMine) {
      await db.execute(
        sql`UPDATE push_subscriptions SET last_pushed_at = ${now} WHERE id = ${push.subscriptionId}`,
      );
    }
    return;
  }
  if (outcome.status === 'pending') {
    // A deferral (quiet hours) is not a failed attempt: it does not count towards giving up.
    await settleClaim(db, pushQueue, push, {
      status: 'pending',
      retryAt: outcome.nextAttemptAt,
      set: sql`note = ${outcome.note}, last_error = ${outcome.error},
        attempts = attempts - ${outcome.isDeferral ? 1 : 0}`,
    });
    return;
  }
  await settleClaim(db, pushQueue, push, {
    status: outcome.status,
    set: sql`note = ${outcome.note}, last_error = ${outcome.error}`,
  });
}

/**
 * The push service says the subscription is gone (404/410): the device is forgotten with its queued pushes.
 */
export async function dropSubscription(db: DbOrTx, subscriptionId: string): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, subscriptionId));
}

/** The site's VAPID key row, if made yet. */
export async function findVapidKeyRow(db: DbOrTx) {
  const [row] = await db.select().from(pushVapidKeys).where(eq(pushVapidKeys.id, 1));
  return row ?? null;
}

/** Stores the key pair unless another process stored one first (the first one stays). */
export async function storeVapidKeyRow(db: DbOrTx, row: { publicKey: string; privateKeyEncrypted: string }) {
  await db
    .insert(pushVapidKeys)
    .values({ id: 1, ...row })
    .onConflictDoNothing();
}
