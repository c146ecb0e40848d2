import { and, asc, eq, gt, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { communities, organisationInvitations, organisations } from '../../db/schema/index.ts';
import type { OrganisationRow } from '../communities/index.ts';

export type InvitationRow = typeof organisationInvitations.$inferSelect;

export async function insertOrganisation(db: DbOrTx, values: typeof organisations.$inferInsert) {
  const rows = await db.insert(organisations).values(values).onConflictDoNothing().returning();
  return rows[0] ?? null;
}

export async function findOrganisationBySlug(db: DbOrTx, slug: string) {
  const [row] = await db
    .select({ organisation: organisations, name: communities.name })
    .from(organisations)
    .innerJoin(communities, eq(communities.id, organisations.communityId))
    .where(eq(communities.slug, slug));
  return row ?? null;
}

export async function updateOrganisation(
  db: DbOrTx,
  communityId: string,
  changes: Partial<Pick<OrganisationRow, 'seats' | 'allowedDomain' | 'displayName' | 'logoHash' | 'accent'>>,
) {
  await db.update(organisations).set(changes).where(eq(organisations.communityId, communityId));
}

/** Whether an uploaded image (the `avatars` store, ADR 140) exists to be an organisation's logo. */
export async function isImageStored(db: DbOrTx, hash: string): Promise<boolean> {
  const result = await db.execute(sql`SELECT 1 FROM avatars WHERE hash = ${hash}`);
  return result.rows.length > 0;
}

const openAt = (now: Date): SQL =>
  and(
    isNull(organisationInvitations.acceptedAt),
    isNull(organisationInvitations.revokedAt),
    gt(organisationInvitations.expiresAt, now),
  )!;

export async function listOpenInvitations(db: DbOrTx, communityId: string, now: Date) {
  return db
    .select()
    .from(organisationInvitations)
    .where(and(eq(organisationInvitations.communityId, communityId), openAt(now)))
    .orderBy(asc(organisationInvitations.createdAt), asc(organisationInvitations.email));
}

/** Closes invitations to this address that expired, so a new one can be sent (one open per address). */
export async function closeExpiredInvitations(db: DbOrTx, communityId: string, email: string, now: Date) {
  await db
    .update(organisationInvitations)
    .set({ revokedAt: now })
    .where(
      and(
        eq(organisationInvitations.communityId, communityId),
        eq(organisationInvitations.email, email),
        isNull(organisationInvitations.acceptedAt),
        isNull(organisationInvitations.revokedAt),
        lte(organisationInvitations.expiresAt, now),
      ),
    );
}

/** Inserts an invitation; null when the address already has one open. */
export async function insertInvitation(db: DbOrTx, values: typeof organisationInvitations.$inferInsert) {
  const rows = await db.insert(organisationInvitations).values(values).onConflictDoNothing().returning();
  return rows[0] ?? null;
}

export async function revokeInvitation(db: DbOrTx, communityId: string, invitationId: string, now: Date) {
  const rows = await db
    .update(organisationInvitations)
    .set({ revokedAt: now })
    .where(
      and(
        eq(organisationInvitations.id, invitationId),
        eq(organisationInvitations.communityId, communityId),
        openAt(now),
      ),
    )
    .returning({ id: organisationInvitations.id, email: organisationInvitations.email });
  return rows[0] ?? null;
}

export async function lockInvitationByHash(db: DbOrTx, tokenHash: string): Promise<InvitationRow | null> {
  const [row] = await db
    .select()
    .from(organisationInvitations)
    .where(eq(organisationInvitations.tokenHash, tokenHash))
    .for('update');
  return row ?? null;
}

export async function markInvitationAccepted(db: DbOrTx, invitationId: string, memberId: string, now: Date) {
  await db
    .update(organisationInvitations)
    .set({ acceptedAt: now, acceptedBy: memberId })
    .where(eq(organisationInvitations.id, invitationId));
}

/** Whether an active member of the community has this address. */
export async function isAddressAMember(db: DbOrTx, communityId: string, email: string) {
  const result = await db.execute(sql`
    SELECT 1 FROM community_members cm JOIN users u ON u.id = cm.member_id
    WHERE cm.community_id = ${communityId} AND cm.status = 'active' AND lower(u.email) = ${email}
      AND u.deleted_at IS NULL`);
  return result.rows.length > 0;
}

/** Whether an invitation to this address is still open (neither accepted, revoked nor expired). */
export async function hasOpenInvitation(db: DbOrTx, communityId: string, email: string, now: Date) {
  const rows = await db
    .select({ id: organisationInvitations.id })
    .from(organisationInvitations)
    .where(
      and(
        eq(organisationInvitations.communityId, communityId),
        eq(organisationInvitations.email, email),
        openAt(now),
      ),
    );
  return rows.length > 0;
}
