import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { federationMemberReports } from '../../db/schema/index.ts';

export type MemberReportRow = typeof federationMemberReports.$inferSelect;
type MemberReportInsert = typeof federationMemberReports.$inferInsert;

export async function findMemberReport(db: DbOrTx, id: string) {
  const [row] = await db.select().from(federationMemberReports).where(eq(federationMemberReports.id, id));
  return row ?? null;
}

/** Records a report on this node; null when one with its id is recorded already (a delivery repeated). */
export async function insertMemberReport(
  db: DbOrTx,
  row: MemberReportInsert,
): Promise<MemberReportRow | null> {
  const [inserted] = await db.insert(federationMemberReports).values(row).onConflictDoNothing().returning();
  return inserted ?? null;
}

/** The next node acknowledged the report, or refused it for good; only one still owed is changed. */
export async function settleMemberReport(db: DbOrTx, id: string, delivery: 'delivered' | 'refused') {
  await db
    .update(federationMemberReports)
    .set({ delivery, nextAttemptAt: null })
    .where(and(eq(federationMemberReports.id, id), eq(federationMemberReports.delivery, 'sending')));
}

export async function postponeMemberReport(db: DbOrTx, id: string, at: Date) {
  await db
    .update(federationMemberReports)
    .set({ nextAttemptAt: at })
    .where(and(eq(federationMemberReports.id, id), eq(federationMemberReports.delivery, 'sending')));
}

/**
 * The ids of reports due to the next node, taken for this run in one statement: each moved to `retryAt`
 * (and its attempts counted) while locked, so another process skips it until then.
 */
export async function claimDueMemberReports(db: DbOrTx, now: Date, retryAt: Date, limit: number) {
  const result = await db.execute<{ id: string }>(sql`
    UPDATE federation_member_reports
    SET next_attempt_at = ${retryAt}, delivery_attempts = delivery_attempts + 1
    WHERE id IN (
      SELECT id FROM federation_member_reports
      WHERE delivery = 'sending' AND next_attempt_at <= ${now}
      ORDER BY next_attempt_at LIMIT ${limit}
      FOR UPDATE SKIP LOCKED)
    RETURNING id`);
  return result.rows.map((row) => row.id);
}

/** The moderators' report a received one became. */
export async function linkMemberReport(db: DbOrTx, id: string, reportId: string) {
  await db.update(federationMemberReports).set({ reportId }).where(eq(federationMemberReports.id, id));
}

/** The report this node received from `reporter` about the other member of the request, if any. */
export async function findReceivedReport(db: DbOrTx, requestId: string, reporter: string) {
  const [row] = await db
    .select({ id: federationMemberReports.id })
    .from(federationMemberReports)
    .where(
      and(
        eq(federationMemberReports.requestId, requestId),
        eq(federationMemberReports.reporter, reporter),
        eq(federationMemberReports.delivery, 'received'),
      ),
    );
  return row ?? null;
}
