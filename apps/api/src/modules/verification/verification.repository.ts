import { and, desc, eq, sql } from 'drizzle-orm';
import type { PlanTier } from '@skillswap/contracts/shared/plans';
import type { DbOrTx } from '../../db/client.ts';
import { identityVerificationRequests } from '../../db/schema/index.ts';

export type VerificationRow = typeof identityVerificationRequests.$inferSelect;

export async function findLatestRequest(db: DbOrTx, memberId: string): Promise<VerificationRow | null> {
  const [row] = await db
    .select()
    .from(identityVerificationRequests)
    .where(eq(identityVerificationRequests.memberId, memberId))
    .orderBy(desc(identityVerificationRequests.createdAt))
    .limit(1);
  return row ?? null;
}

/** The member's badge and plan, read under a row lock so a request and a decision do not cross. */
export async function lockMemberStanding(
  tx: DbOrTx,
  memberId: string,
): Promise<{ verified: boolean; plan: PlanTier } | null> {
  const result = await tx.execute<{ verified: boolean; plan: PlanTier }>(
    sql`SELECT verified, plan FROM profiles WHERE id = ${memberId} AND deleted_at IS NULL FOR UPDATE`,
  );
  return result.rows[0] ?? null;
}

/** Inserts an open request; null when the member already has one (the partial unique index). */
export async function insertRequest(
  tx: DbOrTx,
  request: { memberId: string; note: string; linkUrl: string; now: Date },
): Promise<VerificationRow | null> {
  const [row] = await tx
    .insert(identityVerificationRequests)
    .values({
      memberId: request.memberId,
      note: request.note,
      linkUrl: request.linkUrl,
      createdAt: request.now,
    })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

export async function lockRequest(tx: DbOrTx, id: string): Promise<VerificationRow | null> {
  const [row] = await tx
    .select()
    .from(identityVerificationRequests)
    .where(eq(identityVerificationRequests.id, id))
    .for('update');
  return row ?? null;
}

export async function decideRequest(
  tx: DbOrTx,
  decision: { id: string; status: 'approved' | 'declined'; actorId: string; note: string; now: Date },
): Promise<void> {
  await tx
    .update(identityVerificationRequests)
    .set({
      status: decision.status,
      decidedBy: decision.actorId,
      decisionNote: decision.note,
      decidedAt: decision.now,
    })
    .where(
      and(
        eq(identityVerificationRequests.id, decision.id),
        eq(identityVerificationRequests.status, 'pending'),
      ),
    );
}

export interface QueueRow extends VerificationRow {
  fullName: string;
  email: string;
  plan: PlanTier;
}

/** Open requests oldest first (or the one with `id`, whatever its status), with who asked. */
export async function listQueue(db: DbOrTx, options: { id?: string } = {}): Promise<QueueRow[]> {
  const result = await db.execute<{
    id: string;
    member_id: string;
    note: string;
    link_url: string;
    status: VerificationRow['status'];
    decided_by: string | null;
    decision_note: string | null;
    created_at: string | Date;
    decided_at: string | Date | null;
    full_name: string | null;
    email: string;
    plan: PlanTier;
  }>(sql`
    SELECT r.*, coalesce(nullif(p.full_name, ''), u.full_name) AS full_name, u.email, p.plan
    FROM identity_verification_requests r
    JOIN users u ON u.id = r.member_id
    JOIN profiles p ON p.id = r.member_id
    WHERE ${options.id ? sql`r.id = ${options.id}` : sql`r.status = 'pending'`}
    ORDER BY r.created_at, r.id
    LIMIT 200`);
  const toDate = (value: string | Date) => (value instanceof Date ? value : new Date(value));
  return result.rows.map((row) => ({
    id: row.id,
    memberId: row.member_id,
    note: row.note,
    linkUrl: row.link_url,
    status: row.status,
    decidedBy: row.decided_by,
    decisionNote: row.decision_note,
    createdAt: toDate(row.created_at),
    decidedAt: row.decided_at ? toDate(row.decided_at) : null,
    fullName: row.full_name ?? '',
    email: row.email,
    plan: row.plan,
  }));
}

/**
 * The member's identity verification requests and their outcomes, for their data export (not who decided).
 */
export async function collectVerificationData(db: DbOrTx, memberId: string) {
  const requests = await db
    .select({
      status: identityVerificationRequests.status,
      note: identityVerificationRequests.note,
      linkUrl: identityVerificationRequests.linkUrl,
      decisionNote: identityVerificationRequests.decisionNote,
      createdAt: identityVerificationRequests.createdAt,
      decidedAt: identityVerificationRequests.decidedAt,
    })
    .from(identityVerificationRequests)
    .where(eq(identityVerificationRequests.memberId, memberId))
    .orderBy(identityVerificationRequests.createdAt);
  return { identityVerificationRequests: requests };
}
