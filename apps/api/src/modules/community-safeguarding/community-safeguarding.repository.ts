import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { aliasedNameColumns, memberDisplayNameSql } from '../../db/member-display-name.ts';
import { memberFlags, memberVettings } from '../../db/schema/index.ts';

const name = (user: string, profile: string) =>
  sql`CASE WHEN ${sql.raw(user)}.id IS NULL THEN NULL ELSE ${memberDisplayNameSql(aliasedNameColumns(user, profile))} END`;

/**
 * SQL: whether the vetting row `v` shows the badge on `today`: references checked, no background check
 * expired.
 */
const badgeSql = (today: string) =>
  sql`(v.references_checked_on IS NOT NULL
    AND (v.background_expires_on IS NULL OR v.background_expires_on > ${today}::date))`;

export interface VettingRow {
  memberId: string;
  referencesCheckedOn: string | null;
  referencesCheckedBy: string | null;
  referencesCheckedByName: string | null;
  backgroundCheckedOn: string | null;
  backgroundExpiresOn: string | null;
  backgroundCheckedBy: string | null;
  backgroundCheckedByName: string | null;
  note: string;
  updatedBy: string | null;
  updatedByName: string | null;
  updatedAt: Date;
}

export interface FlagRow {
  memberId: string;
  reason: string;
  flaggedBy: string | null;
  flaggedByName: string | null;
  flaggedAt: Date;
}

type RawVetting = {
  member_id: string;
  references_checked_on: string | null;
  references_checked_by: string | null;
  references_checked_by_name: string | null;
  background_checked_on: string | null;
  background_expires_on: string | null;
  background_checked_by: string | null;
  background_checked_by_name: string | null;
  note: string;
  updated_by: string | null;
  updated_by_name: string | null;
  updated_at: string | Date;
};

/**
 * The vetting records of a community, one member's when `memberId` is given, with the names of who checked.
 */
export async function findVettings(
  db: DbOrTx,
  communityId: string,
  options: { memberId?: string; lock?: boolean } = {},
): Promise<VettingRow[]> {
  const result = await db.execute<RawVetting>(sql`
    SELECT v.member_id, v.references_checked_on::text AS references_checked_on,
           ru.id AS references_checked_by, ${name('ru', 'rp')} AS references_checked_by_name,
           v.background_checked_on::text AS background_checked_on,
           v.background_expires_on::text AS background_expires_on,
           bu.id AS background_checked_by, ${name('bu', 'bp')} AS background_checked_by_name,
           v.note, uu.id AS updated_by, ${name('uu', 'up')} AS updated_by_name, v.updated_at
    FROM member_vettings v
    LEFT JOIN users ru ON ru.id = v.references_checked_by LEFT JOIN profiles rp ON rp.id = ru.id
    LEFT JOIN users bu ON bu.id = v.background_checked_by LEFT JOIN profiles bp ON bp.id = bu.id
    LEFT JOIN users uu ON uu.id = v.updated_by LEFT JOIN profiles up ON up.id = uu.id
    WHERE v.community_id = ${communityId}
      AND ${options.memberId === undefined ? sql`true` : sql`v.member_id = ${options.memberId}`}
    ${options.lock ? sql`FOR UPDATE OF v` : sql``}`);
  return result.rows.map((row) => ({
    memberId: row.member_id,
    referencesCheckedOn: row.references_checked_on,
    referencesCheckedBy: row.references_checked_by,
    referencesCheckedByName: row.references_checked_by_name,
    backgroundCheckedOn: row.background_checked_on,
    backgroundExpiresOn: row.background_expires_on,
    backgroundCheckedBy: row.background_checked_by,
    backgroundCheckedByName: row.background_checked_by_name,
    note: row.note,
    updatedBy: row.updated_by,
    updatedByName: row.updated_by_name,
    updatedAt: new Date(row.updated_at),
  }));
}

export async function saveVettingRow(
  db: DbOrTx,
  row: {
    communityId: string;
    memberId: string;
    referencesCheckedOn: string | null;
    referencesCheckedBy: string | null;
    backgroundCheckedOn: string | null;
    backgroundExpiresOn: string | null;
    backgroundCheckedBy: string | null;
    note: string;
    updatedBy: string;
    updatedAt: Date;
  },
): Promise<void> {
  await db
    .insert(memberVettings)
    .values(row)
    .onConflictDoUpdate({
      target: [memberVettings.communityId, memberVettings.memberId],
      set: {
        referencesCheckedOn: row.referencesCheckedOn,
        referencesCheckedBy: row.referencesCheckedBy,
        backgroundCheckedOn: row.backgroundCheckedOn,
        backgroundExpiresOn: row.backgroundExpiresOn,
        backgroundCheckedBy: row.backgroundCheckedBy,
        note: row.note,
        updatedBy: row.updatedBy,
        updatedAt: row.updatedAt,
      },
    });
}

export async function deleteVetting(db: DbOrTx, communityId: string, memberId: string): Promise<void> {
  await db
    .delete(memberVettings)
    .where(and(eq(memberVettings.communityId, communityId), eq(memberVettings.memberId, memberId)));
}

/** The flags of a community, one member's when `memberId` is given, with the name of who flagged. */
export async function findFlags(
  db: DbOrTx,
  communityId: string,
  options: { memberId?: string; lock?: boolean } = {},
): Promise<FlagRow[]> {
  const result = await db.execute<{
    member_id: string;
    reason: string;
    flagged_by: string | null;
    flagged_by_name: string | null;
    flagged_at: string | Date;
  }>(sql`
    SELECT f.member_id, f.reason, fu.id AS flagged_by, ${name('fu', 'fp')} AS flagged_by_name, f.flagged_at
    FROM member_flags f
    LEFT JOIN users fu ON fu.id = f.flagged_by LEFT JOIN profiles fp ON fp.id = fu.id
    WHERE f.community_id = ${communityId}
      AND ${options.memberId === undefined ? sql`true` : sql`f.member_id = ${options.memberId}`}
    ${options.lock ? sql`FOR UPDATE OF f` : sql``}`);
  return result.rows.map((row) => ({
    memberId: row.member_id,
    reason: row.reason,
    flaggedBy: row.flagged_by,
    flaggedByName: row.flagged_by_name,
    flaggedAt: new Date(row.flagged_at),
  }));
}

export async function saveFlagRow(
  db: DbOrTx,
  row: { communityId: string; memberId: string; reason: string; flaggedBy: string; flaggedAt: Date },
): Promise<void> {
  await db
    .insert(memberFlags)
    .values(row)
    .onConflictDoUpdate({
      target: [memberFlags.communityId, memberFlags.memberId],
      set: { reason: row.reason, flaggedBy: row.flaggedBy, flaggedAt: row.flaggedAt },
    });
}

export async function deleteFlag(db: DbOrTx, communityId: string, memberId: string): Promise<void> {
  await db
    .delete(memberFlags)
    .where(and(eq(memberFlags.communityId, communityId), eq(memberFlags.memberId, memberId)));
}

/** The community's active members with a vetting record or a flag, by name. */
export async function listRecordedMembers(
  db: DbOrTx,
  communityId: string,
): Promise<{ id: string; name: string }[]> {
  const result = await db.execute<{ id: string; name: string }>(sql`
    SELECT u.id, ${memberDisplayNameSql(aliasedNameColumns('u', 'p'))} AS name
    FROM community_members cm
    JOIN users u ON u.id = cm.member_id
    JOIN profiles p ON p.id = cm.member_id
    WHERE cm.community_id = ${communityId} AND cm.status = 'active' AND p.deleted_at IS NULL
      AND (EXISTS (SELECT 1 FROM member_vettings v WHERE v.community_id = cm.community_id AND v.member_id = u.id)
        OR EXISTS (SELECT 1 FROM member_flags f WHERE f.community_id = cm.community_id AND f.member_id = u.id))
    ORDER BY name, u.id`);
  return result.rows;
}

/** The community's active members who show the "Reference checked" badge on `today`. */
export async function referenceCheckedIds(db: DbOrTx, communityId: string, today: string): Promise<string[]> {
  const result = await db.execute<{ member_id: string }>(sql`
    SELECT v.member_id FROM member_vettings v
    JOIN community_members cm ON cm.community_id = v.community_id AND cm.member_id = v.member_id
    WHERE v.community_id = ${communityId} AND cm.status = 'active' AND ${badgeSql(today)}
    ORDER BY v.member_id`);
  return result.rows.map((row) => row.member_id);
}

/** The communities where the member, an active member there, shows the badge on `today`. */
export async function referenceCheckedCommunitySlugs(
  db: DbOrTx,
  memberId: string,
  today: string,
): Promise<string[]> {
  const result = await db.execute<{ slug: string }>(sql`
    SELECT c.slug FROM member_vettings v
    JOIN communities c ON c.id = v.community_id
    JOIN community_members cm ON cm.community_id = v.community_id AND cm.member_id = v.member_id
    WHERE v.member_id = ${memberId} AND cm.status = 'active' AND ${badgeSql(today)}
    ORDER BY c.name, c.slug`);
  return result.rows.map((row) => row.slug);
}

/** Of `memberIds`, who shows the badge on `today` and who is flagged, in one community. */
export async function safeguardingStatus(
  db: DbOrTx,
  communityId: string,
  memberIds: string[],
  today: string,
): Promise<{ referenceChecked: Set<string>; flagged: Set<string> }> {
  if (memberIds.length === 0) return { referenceChecked: new Set(), flagged: new Set() };
  const ids = sql.join(
    memberIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const result = await db.execute<{ member_id: string; checked: boolean; flagged: boolean }>(sql`
    SELECT m.id AS member_id,
           EXISTS (SELECT 1 FROM member_vettings v WHERE v.community_id = ${communityId} AND v.member_id = m.id
             AND ${badgeSql(today)}) AS checked,
           EXISTS (SELECT 1 FROM member_flags f WHERE f.community_id = ${communityId} AND f.member_id = m.id)
             AS flagged
    FROM unnest(ARRAY[${ids}]) AS m(id)`);
  return {
    referenceChecked: new Set(result.rows.filter((row) => row.checked).map((row) => row.member_id)),
    flagged: new Set(result.rows.filter((row) => row.flagged).map((row) => row.member_id)),
  };
}
