import { eq, sql } from 'drizzle-orm';
import type { ConsoleOrganisation } from '@skillswap/contracts/admin-organisations/schemas';
import type { PlanTier } from '@skillswap/contracts/shared/plans';
import type { DbOrTx } from '../../db/client.ts';
import { aliasedNameColumns, memberDisplayNameSql } from '../../db/member-display-name.ts';
import { organisations } from '../../db/schema/index.ts';

type ConsoleOrganisationRow = {
  slug: string;
  name: string;
  owner_id: string;
  owner_name: string;
  plan: PlanTier | null;
  seats: number;
  members: number | string;
  invitations: number | string;
  manager_id: string | null;
  manager_name: string | null;
  manager_display_name: string | null;
};

const toConsoleOrganisation = (row: ConsoleOrganisationRow): ConsoleOrganisation => ({
  slug: row.slug,
  name: row.name,
  owner: { id: row.owner_id, fullName: row.owner_name },
  plan: row.plan ?? 'free',
  seats: row.seats,
  seatsUsed: Number(row.members) + Number(row.invitations),
  accountManager:
    row.manager_id === null
      ? null
      : {
          id: row.manager_id,
          fullName: row.manager_name ?? '',
          displayName: row.manager_display_name ?? '',
        },
});

/**
 * Organisations for the console, by name (or one by slug), with seats counted as ADR 122 counts them; a
 * deleted owner is "Former member", as everywhere.
 */
export async function selectConsoleOrganisations(
  db: DbOrTx,
  options: { now: Date; slug?: string },
): Promise<ConsoleOrganisation[]> {
  const result = await db.execute<ConsoleOrganisationRow>(sql`
    SELECT c.slug, c.name, owner.id AS owner_id,
      ${memberDisplayNameSql(aliasedNameColumns('owner', 'owner_profile'))} AS owner_name, p.plan, o.seats,
      (SELECT count(*) FROM community_members cm JOIN users u ON u.id = cm.member_id
        WHERE cm.community_id = o.community_id AND cm.status = 'active' AND u.deleted_at IS NULL) AS members,
      (SELECT count(*) FROM organisation_invitations i
        WHERE i.community_id = o.community_id AND i.accepted_at IS NULL AND i.revoked_at IS NULL
          AND i.expires_at > ${options.now.toISOString()}) AS invitations,
      manager.id AS manager_id, manager.full_name AS manager_name,
      o.account_manager_name AS manager_display_name
    FROM organisations o
    JOIN communities c ON c.id = o.community_id
    JOIN users owner ON owner.id = o.account_id
    LEFT JOIN profiles owner_profile ON owner_profile.id = o.account_id
    LEFT JOIN profiles p ON p.id = o.account_id AND p.deleted_at IS NULL
    LEFT JOIN users manager ON manager.id = o.account_manager_id
    ${options.slug === undefined ? sql`` : sql`WHERE c.slug = ${options.slug}`}
    ORDER BY lower(c.name), c.slug
    LIMIT 500`);
  return result.rows.map(toConsoleOrganisation);
}

/** A console role holder who is not deleted: the only people who can manage an account. */
export async function findStaffMember(db: DbOrTx, userId: string) {
  const result = await db.execute<{ id: string; role: string }>(sql`
    SELECT id, role FROM users WHERE id = ${userId} AND role IN ('moderator', 'admin') AND deleted_at IS NULL`);
  return result.rows[0] ?? null;
}

export async function updateAccountManager(
  db: DbOrTx,
  communityId: string,
  manager: { id: string; name: string } | null,
) {
  await db
    .update(organisations)
    .set({ accountManagerId: manager?.id ?? null, accountManagerName: manager?.name ?? null })
    .where(eq(organisations.communityId, communityId));
}
