import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { slaCreditRequests } from '../../db/schema/index.ts';

export type SlaCreditRow = typeof slaCreditRequests.$inferSelect;

export async function listSlaCreditRequests(db: DbOrTx, accountId: string): Promise<SlaCreditRow[]> {
  return db.select().from(slaCreditRequests).where(eq(slaCreditRequests.accountId, accountId));
}

/** Records the request once per account and month: null when it was already there. */
export async function insertSlaCreditRequest(
  db: DbOrTx,
  values: typeof slaCreditRequests.$inferInsert,
): Promise<SlaCreditRow | null> {
  const rows = await db.insert(slaCreditRequests).values(values).onConflictDoNothing().returning();
  return rows[0] ?? null;
}

export async function setSlaCreditMessage(
  db: DbOrTx,
  key: { accountId: string; month: string },
  contactMessageId: number,
) {
  await db
    .update(slaCreditRequests)
    .set({ contactMessageId })
    .where(
      sql`${slaCreditRequests.accountId} = ${key.accountId} AND ${slaCreditRequests.month} = ${key.month}`,
    );
}
