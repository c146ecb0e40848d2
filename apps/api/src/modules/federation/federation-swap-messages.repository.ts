import { and, asc, eq, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { federationSwapMessages } from '../../db/schema/index.ts';

export type SwapMessageRow = typeof federationSwapMessages.$inferSelect;
type SwapMessageInsert = typeof federationSwapMessages.$inferInsert;

export async function findSwapMessage(db: DbOrTx, id: string) {
  const [row] = await db.select().from(federationSwapMessages).where(eq(federationSwapMessages.id, id));
  return row ?? null;
}

/** Records a message on this node; null when one with its id is recorded already (a delivery repeated). */
export async function insertSwapMessage(
  db: DbOrTx,
  row: Omit<SwapMessageInsert, 'seq'>,
): Promise<SwapMessageRow | null> {
  const [inserted] = await db.insert(federationSwapMessages).values(row).onConflictDoNothing().returning();
  return inserted ?? null;
}

/** A request's messages in the order this node recorded them. */
export async function listRequestMessages(db: DbOrTx, requestId: string) {
  return db
    .select()
    .from(federationSwapMessages)
    .where(eq(federationSwapMessages.requestId, requestId))
    .orderBy(asc(federationSwapMessages.seq));
}

/** The next node acknowledged the message, or refused it for good; only one still owed is changed. */
export async function settleSwapMessage(db: DbOrTx, id: string, delivery: 'delivered' | 'refused') {
  const [row] = await db
    .update(federationSwapMessages)
    .set({ delivery, nextAttemptAt: null })
    .where(and(eq(federationSwapMessages.id, id), eq(federationSwapMessages.delivery, 'sending')))
    .returning({ id: federationSwapMessages.id });
  return Boolean(row);
}

export async function postponeSwapMessage(db: DbOrTx, id: string, at: Date) {
  await db
    .update(federationSwapMessages)
    .set({ nextAttemptAt: at })
    .where(and(eq(federationSwapMessages.id, id), eq(federationSwapMessages.delivery, 'sending')));
}

/**
 * Messages due to the next node, taken for this run: each moved to `retryAt` (and its attempts counted) in
 * the transaction that locks it, so another process skips it until then.
 */
export async function claimDueSwapMessages(db: DbOrTx, now: Date, retryAt: Date, limit: number) {
  return db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(federationSwapMessages)
      .where(
        and(eq(federationSwapMessages.delivery, 'sending'), lte(federationSwapMessages.nextAttemptAt, now)),
      )
      .orderBy(asc(federationSwapMessages.nextAttemptAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    for (const row of due) {
      await tx
        .update(federationSwapMessages)
        .set({ nextAttemptAt: retryAt, deliveryAttempts: row.deliveryAttempts + 1 })
        .where(eq(federationSwapMessages.id, row.id));
    }
    return due;
  });
}

/** Forgets a message the far side refused at once: the member's post changed nothing. */
export async function deleteSwapMessage(db: DbOrTx, id: string): Promise<void> {
  await db.delete(federationSwapMessages).where(eq(federationSwapMessages.id, id));
}
