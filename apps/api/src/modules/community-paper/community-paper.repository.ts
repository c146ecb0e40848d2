import { and, eq, sql } from 'drizzle-orm';
import { communityPaperReaders } from '../../db/schema/index.ts';
import type { DbOrTx } from '../../db/client.ts';
import { aliasedNameColumns, memberDisplayNameSql } from '../../db/member-display-name.ts';
import { separatedMemberIdsSql } from '../blocks/index.ts';
import { memberIdsSql, type CommunityRow } from '../communities/index.ts';

type Community = Pick<CommunityRow, 'id' | 'builtin'>;

export type PaperMemberRow = {
  id: string;
  name: string;
  marked_at: string | Date | null;
  marked_by: string | null;
};

/** The community's active members by name, each with when and by whom they were marked as reading paper. */
export async function listPaperMembers(db: DbOrTx, community: Community): Promise<PaperMemberRow[]> {
  const result = await db.execute<PaperMemberRow>(sql`
    SELECT u.id, ${memberDisplayNameSql(aliasedNameColumns('u', 'p'))} AS name, r.marked_at,
      CASE WHEN bu.id IS NOT NULL THEN ${memberDisplayNameSql(aliasedNameColumns('bu', 'bp'))} END AS marked_by
    FROM ${memberIdsSql(community)} m
    JOIN users u ON u.id = m.id LEFT JOIN profiles p ON p.id = u.id
    LEFT JOIN community_paper_readers r ON r.community_id = ${community.id} AND r.member_id = u.id
    LEFT JOIN users bu ON bu.id = r.marked_by AND bu.deleted_at IS NULL
    LEFT JOIN profiles bp ON bp.id = bu.id
    ORDER BY lower(${memberDisplayNameSql(aliasedNameColumns('u', 'p'))}), u.id
    LIMIT 2000`);
  return result.rows;
}

/** Marks a member; false when they already were. */
export async function insertPaperReader(
  db: DbOrTx,
  values: { communityId: string; memberId: string; markedBy: string; now: Date },
): Promise<boolean> {
  const rows = await db
    .insert(communityPaperReaders)
    .values({
      communityId: values.communityId,
      memberId: values.memberId,
      markedBy: values.markedBy,
      markedAt: values.now,
    })
    .onConflictDoNothing()
    .returning({ memberId: communityPaperReaders.memberId });
  return rows.length > 0;
}

/** Unmarks a member; false when they were not marked. */
export async function deletePaperReader(db: DbOrTx, communityId: string, memberId: string): Promise<boolean> {
  const rows = await db
    .delete(communityPaperReaders)
    .where(
      and(eq(communityPaperReaders.communityId, communityId), eq(communityPaperReaders.memberId, memberId)),
    )
    .returning({ memberId: communityPaperReaders.memberId });
  return rows.length > 0;
}

/**
 * The marked members who are still active members of the community, by name: whose statements a batch holds.
 */
export async function listPaperReaderIds(db: DbOrTx, community: Community): Promise<string[]> {
  const result = await db.execute<{ id: string }>(sql`
    SELECT r.member_id AS id FROM community_paper_readers r
    JOIN users u ON u.id = r.member_id LEFT JOIN profiles p ON p.id = u.id
    WHERE r.community_id = ${community.id} AND r.member_id IN ${memberIdsSql(community)}
    ORDER BY lower(${memberDisplayNameSql(aliasedNameColumns('u', 'p'))}), r.member_id`);
  return result.rows.map((row) => row.id);
}

/** A member's name as others read it (null when there is no such account). */
export async function findMemberName(db: DbOrTx, memberId: string): Promise<string | null> {
  const result = await db.execute<{ name: string }>(sql`
    SELECT ${memberDisplayNameSql(aliasedNameColumns('u', 'p'))} AS name
    FROM users u LEFT JOIN profiles p ON p.id = u.id WHERE u.id = ${memberId}`);
  return result.rows[0]?.name ?? null;
}

/** A member's name as others read it and the language they chose (null: none chosen, or no such account). */
export async function findStatementReader(
  db: DbOrTx,
  memberId: string,
): Promise<{ name: string; language: string | null } | null> {
  const result = await db.execute<{ name: string; language: string | null }>(sql`
    SELECT ${memberDisplayNameSql(aliasedNameColumns('u', 'p'))} AS name, u.language
    FROM users u LEFT JOIN profiles p ON p.id = u.id WHERE u.id = ${memberId}`);
  return result.rows[0] ?? null;
}

export type DirectoryRow = {
  id: string;
  name: string;
  city: string | null;
  skills_offered: string[];
  skills_wanted: string[];
};

/**
 * The members a directory lists, by name: active members with a public profile whom no block separates from
 * `viewerId`, with their city only when their location privacy shows it (never the street).
 */
export async function listDirectoryMembers(
  db: DbOrTx,
  community: Community,
  viewerId: string,
): Promise<DirectoryRow[]> {
  const result = await db.execute<DirectoryRow>(sql`
    SELECT p.id, ${memberDisplayNameSql(aliasedNameColumns('u', 'p'))} AS name,
      CASE WHEN p.show_location_detail IN ('full', 'city') THEN nullif(trim(p.location_city), '') END AS city,
      p.skills_offered, p.skills_wanted
    FROM ${memberIdsSql(community)} m
    JOIN users u ON u.id = m.id JOIN profiles p ON p.id = m.id
    WHERE u.deleted_at IS NULL AND p.deleted_at IS NULL AND p.profile_visibility = 'public'
      AND m.id NOT IN (${separatedMemberIdsSql(viewerId)})
    ORDER BY lower(${memberDisplayNameSql(aliasedNameColumns('u', 'p'))}), p.id
    LIMIT 5000`);
  return result.rows;
}

/** The community's active coordinators and owner, by name, with their e-mail when their profile shows it. */
export async function listCoordinatorContacts(
  db: DbOrTx,
  communityId: string,
): Promise<Array<{ name: string; email: string | null }>> {
  const result = await db.execute<{ name: string; email: string | null }>(sql`
    SELECT ${memberDisplayNameSql(aliasedNameColumns('u', 'p'))} AS name,
      CASE WHEN p.show_email THEN u.email END AS email
    FROM community_members cm JOIN users u ON u.id = cm.member_id LEFT JOIN profiles p ON p.id = u.id
    WHERE cm.community_id = ${communityId} AND cm.status = 'active' AND cm.role IN ('owner', 'coordinator')
      AND u.deleted_at IS NULL
    ORDER BY cm.role = 'owner' DESC, lower(${memberDisplayNameSql(aliasedNameColumns('u', 'p'))})`);
  return result.rows;
}
