import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { organisations, users } from '../../db/schema/index.ts';

// The reads of the organisations table that the community rules need (joining by domain, seats, branding).
// They sit in communities so that the organisations module, which builds on communities, is the only one of
// the two that imports the other (ADR 196). The organisations module owns and writes the table.

export type OrganisationRow = typeof organisations.$inferSelect;

/** The organisation a community is, if it is one; `lock` serialises seat counting on its row. */
export async function findOrganisation(
  db: DbOrTx,
  communityId: string,
  lock = false,
): Promise<OrganisationRow | null> {
  const query = db.select().from(organisations).where(eq(organisations.communityId, communityId));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** Whether the organisation's owning account is on Enterprise now, which its branding shows under. */
export async function isOwnerOnEnterprise(db: DbOrTx, accountId: string): Promise<boolean> {
  const result = await db.execute(sql`
    SELECT 1 FROM profiles WHERE id = ${accountId} AND deleted_at IS NULL AND plan = 'enterprise'`);
  return result.rows.length > 0;
}

/** Seats held: active members (the owner too) and invitations still open. */
export async function countSeats(db: DbOrTx, communityId: string, now: Date) {
  const result = await db.execute<{ members: number | string; invitations: number | string }>(sql`
    SELECT
      (SELECT count(*) FROM community_members cm JOIN users u ON u.id = cm.member_id
        WHERE cm.community_id = ${communityId} AND cm.status = 'active' AND u.deleted_at IS NULL) AS members,
      (SELECT count(*) FROM organisation_invitations i
        WHERE i.community_id = ${communityId} AND i.accepted_at IS NULL AND i.revoked_at IS NULL
          AND i.expires_at > ${now.toISOString()}) AS invitations`);
  const row = result.rows[0]!;
  return { members: Number(row.members), invitations: Number(row.invitations) };
}

/** The member's address, lower-cased, and whether it is verified. */
export async function findMemberAddress(db: DbOrTx, memberId: string) {
  const [row] = await db
    .select({ email: users.email, verifiedAt: users.emailVerifiedAt })
    .from(users)
    .where(and(eq(users.id, memberId), isNull(users.deletedAt)));
  return row ? { email: row.email.toLowerCase(), isVerified: row.verifiedAt !== null } : null;
}

export async function isAnOrganisation(db: DbOrTx, communityId: string) {
  return (await findOrganisation(db, communityId)) !== null;
}
