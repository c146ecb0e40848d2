// Who can take part in a recorded exchange: a community's active members and its coordinators.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { aliasedNameColumns, memberDisplayNameSql } from '../../db/member-display-name.ts';
import { communityMembers } from '../../db/schema/index.ts';

/** The active members among `memberIds`, with the names others see. */
export async function findActiveMembers(
  db: DbOrTx,
  communityId: string,
  memberIds: string[],
): Promise<Map<string, string>> {
  if (memberIds.length === 0) return new Map();
  const result = await db.execute<{ id: string; name: string }>(sql`
    SELECT u.id, ${memberDisplayNameSql(aliasedNameColumns('u', 'p'))} AS name
    FROM community_members cm
    JOIN users u ON u.id = cm.member_id
    JOIN profiles p ON p.id = cm.member_id
    WHERE cm.community_id = ${communityId} AND cm.status = 'active' AND p.deleted_at IS NULL
      AND cm.member_id IN (${sql.join(
        memberIds.map((id) => sql`${id}`),
        sql`, `,
      )})`);
  return new Map(result.rows.map((row) => [row.id, row.name]));
}

/**
 * Of `memberIds`, those who already took part in an exchange recorded in the community (one refused by a
 * second coordinator or reversed after a dispute does not count): the others' next exchange is their
 * first (ADR 178).
 */
export async function membersWithExchanges(
  db: DbOrTx,
  communityId: string,
  memberIds: string[],
): Promise<Set<string>> {
  if (memberIds.length === 0) return new Set();
  const ids = sql.join(
    memberIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const result = await db.execute<{ member_id: string }>(sql`
    SELECT m.id AS member_id FROM unnest(ARRAY[${ids}]) AS m(id)
    WHERE EXISTS (
      SELECT 1 FROM recorded_exchange_parts x JOIN recorded_exchanges e ON e.id = x.exchange_id
      WHERE (x.teacher_id = m.id OR x.learner_id = m.id) AND e.community_id = ${communityId}
        AND e.outcome IS DISTINCT FROM 'reversed' AND e.approval IS DISTINCT FROM 'refused')`);
  return new Set(result.rows.map((row) => row.member_id));
}

/** The active coordinators and owner of a community, to tell them of a dispute. */
export async function listCoordinatorIds(db: DbOrTx, communityId: string): Promise<string[]> {
  const rows = await db
    .select({ memberId: communityMembers.memberId })
    .from(communityMembers)
    .where(
      and(
        eq(communityMembers.communityId, communityId),
        eq(communityMembers.status, 'active'),
        inArray(communityMembers.role, ['coordinator', 'owner']),
      ),
    );
  return rows.map((row) => row.memberId);
}

/** Active members of the community by address (lower case), with the names others see. */
export async function findActiveMembersByEmail(
  db: DbOrTx,
  communityId: string,
  emails: string[],
): Promise<Map<string, { id: string; name: string }>> {
  if (emails.length === 0) return new Map();
  const result = await db.execute<{ email: string; id: string; name: string }>(sql`
    SELECT lower(u.email) AS email, u.id, ${memberDisplayNameSql(aliasedNameColumns('u', 'p'))} AS name
    FROM community_members cm
    JOIN users u ON u.id = cm.member_id
    JOIN profiles p ON p.id = cm.member_id
    WHERE cm.community_id = ${communityId} AND cm.status = 'active' AND p.deleted_at IS NULL
      AND lower(u.email) IN (${sql.join(
        emails.map((email) => sql`${email}`),
        sql`, `,
      )})`);
  return new Map(result.rows.map((row) => [row.email, { id: row.id, name: row.name }]));
}
