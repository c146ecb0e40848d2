import { desc, eq, sql } from 'drizzle-orm';
import type { ContactStatus } from '@skillswap/contracts/contact/schemas';
import type { DbOrTx } from '../../db/client.ts';
import { contactMessages } from '../../db/schema/index.ts';

export async function insertContactMessage(db: DbOrTx, values: typeof contactMessages.$inferInsert) {
  const [row] = await db.insert(contactMessages).values(values).returning();
  return row!;
}

export async function listContactMessages(db: DbOrTx, options: { status?: ContactStatus; limit: number }) {
  const query = db.select().from(contactMessages);
  const filtered = options.status ? query.where(eq(contactMessages.status, options.status)) : query;
  return filtered.orderBy(desc(contactMessages.createdAt), desc(contactMessages.id)).limit(options.limit);
}

export async function findContactMessage(db: DbOrTx, id: number) {
  const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
  return row ?? null;
}

export async function setContactStatus(db: DbOrTx, id: number, status: ContactStatus, now: Date) {
  await db.update(contactMessages).set({ status, updatedAt: now }).where(eq(contactMessages.id, id));
}

/** The message's status, its row locked until the transaction ends (null when there is no such message). */
export async function lockContactStatus(tx: DbOrTx, id: number): Promise<ContactStatus | null> {
  const [row] = await tx
    .select({ status: contactMessages.status })
    .from(contactMessages)
    .where(eq(contactMessages.id, id))
    .for('update');
  return row?.status ?? null;
}

/**
 * The organisation a member writes from (ADR 142): the one their account owns, else the one they joined first
 * and still belong to; null when they are in none.
 */
export async function findSenderOrganisationId(db: DbOrTx, userId: string): Promise<string | null> {
  const result = await db.execute<{ community_id: string }>(sql`
    SELECT o.community_id FROM organisations o
    LEFT JOIN community_members cm
      ON cm.community_id = o.community_id AND cm.member_id = ${userId} AND cm.status = 'active'
    WHERE o.account_id = ${userId} OR cm.member_id IS NOT NULL
    ORDER BY o.account_id = ${userId} DESC, cm.joined_at NULLS LAST, o.community_id
    LIMIT 1`);
  return result.rows[0]?.community_id ?? null;
}

/** A member's name and address, as a message from them carries them. */
export async function findSender(
  db: DbOrTx,
  userId: string,
): Promise<{ name: string; email: string } | null> {
  const result = await db.execute<{ full_name: string; email: string }>(sql`
    SELECT full_name, email FROM users WHERE id = ${userId} AND deleted_at IS NULL`);
  const row = result.rows[0];
  return row ? { name: row.full_name || row.email, email: row.email } : null;
}
