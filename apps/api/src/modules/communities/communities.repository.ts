import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { CommunityRole } from '@skillswap/contracts/communities/schemas';
import type { PlanTier } from '@skillswap/contracts/shared/plans';
import type { DbOrTx } from '../../db/client.ts';
import { aliasedNameColumns, memberDisplayNameSql } from '../../db/member-display-name.ts';
import { communities, profiles, communityAnnouncements, communityMembers } from '../../db/schema/index.ts';

export type CommunityRow = typeof communities.$inferSelect;
export type MembershipRow = typeof communityMembers.$inferSelect;
export type AnnouncementRow = typeof communityAnnouncements.$inferSelect;

/** The plans whose members are in the Elite lounge (ADR 99): Elite and everything above it. */
const loungePlansSql = sql`('elite', 'enterprise')`;

/**
 * SQL: the ids of a community's active members. The Elite lounge has no member rows: its members are the
 * live accounts on Elite or above, read from the plan at each query, so a plan change needs no sync.
 */
export function memberIdsSql(community: Pick<CommunityRow, 'id' | 'builtin'>): SQL {
  if (community.builtin === 'elite_lounge') {
    return sql`(SELECT lp.id FROM profiles lp JOIN users lu ON lu.id = lp.id
      WHERE lp.plan IN ${loungePlansSql} AND lp.deleted_at IS NULL AND lu.deleted_at IS NULL)`;
  }
  // Deleted accounts are few: their ids come from a partial index (migration 0102) instead of a join with
  // every account row.
  return sql`(SELECT cm.member_id AS id FROM community_members cm
    WHERE cm.community_id = ${community.id} AND cm.status = 'active'
      AND cm.member_id NOT IN (SELECT du.id FROM users du WHERE du.deleted_at IS NOT NULL))`;
}

/**
 * SQL: the community's membership generation, which every change to its member list moves forward at commit
 * (migration 0136), so a count of its members stamped with it is known stale once it moves. Null for the
 * Elite lounge, whose members follow plans and have no generation.
 */
export function memberGenerationSql(community: Pick<CommunityRow, 'id' | 'builtin'>): SQL | null {
  if (community.builtin === 'elite_lounge') return null;
  return sql`(SELECT coalesce(max(mg.value), 0) FROM community_member_generations mg
    WHERE mg.community_id = ${community.id})`;
}

/**
 * SQL: the ids of the communities whose content `viewerId` may read: every public one, and a private one only
 * while they are an active member (the Elite lounge: while on its plans). The board filters posts with it.
 */
export function readableCommunityIdsSql(viewerId: string): SQL {
  return sql`(SELECT c.id FROM communities c WHERE c.visibility <> 'private'
    OR EXISTS (SELECT 1 FROM community_members cm WHERE cm.community_id = c.id
      AND cm.member_id = ${viewerId} AND cm.status = 'active')
    OR (c.builtin = 'elite_lounge' AND EXISTS (SELECT 1 FROM profiles lp
      WHERE lp.id = ${viewerId} AND lp.plan IN ${loungePlansSql} AND lp.deleted_at IS NULL)))`;
}

/**
 * SQL: the ids of the communities `viewerId` is an active member of (the Elite lounge: while on its plans),
 * public or private. Community workshops show to these members only (ADR 133).
 */
export function activeCommunityIdsSql(viewerId: string): SQL {
  return sql`(SELECT cm.community_id FROM community_members cm
      WHERE cm.member_id = ${viewerId} AND cm.status = 'active'
    UNION SELECT c.id FROM communities c WHERE c.builtin = 'elite_lounge' AND EXISTS (SELECT 1 FROM profiles lp
      WHERE lp.id = ${viewerId} AND lp.plan IN ${loungePlansSql} AND lp.deleted_at IS NULL))`;
}

/** The names and slugs of communities by id, for cards that say which community something belongs to. */
export async function findCommunityNames(db: DbOrTx, ids: string[]) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map<string, { id: string; slug: string; name: string }>();
  const rows = await db
    .select({ id: communities.id, slug: communities.slug, name: communities.name })
    .from(communities)
    .where(inArray(communities.id, unique));
  return new Map(rows.map((row) => [row.id, row]));
}

export async function insertCommunity(
  db: DbOrTx,
  values: typeof communities.$inferInsert,
): Promise<CommunityRow | null> {
  const rows = await db.insert(communities).values(values).onConflictDoNothing().returning();
  return rows[0] ?? null;
}

export async function findCommunityBySlug(db: DbOrTx, slug: string): Promise<CommunityRow | null> {
  const [row] = await db
    .select()
    .from(communities)
    .where(and(eq(communities.slug, slug), isNull(communities.archivedAt)));
  return row ?? null;
}

export async function updateCommunity(db: DbOrTx, id: string, changes: Partial<CommunityRow>) {
  await db.update(communities).set(changes).where(eq(communities.id, id));
}

export async function findMembership(
  db: DbOrTx,
  communityId: string,
  memberId: string,
  lock = false,
): Promise<MembershipRow | null> {
  const query = db
    .select()
    .from(communityMembers)
    .where(and(eq(communityMembers.communityId, communityId), eq(communityMembers.memberId, memberId)));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** Creates or replaces the member's row (a member who left may come back). */
export async function upsertMembership(
  db: DbOrTx,
  values: {
    communityId: string;
    memberId: string;
    role: CommunityRole;
    status: 'pending' | 'active';
    at: Date;
  },
): Promise<void> {
  const joinedAt = values.status === 'active' ? values.at : null;
  await db
    .insert(communityMembers)
    .values({
      communityId: values.communityId,
      memberId: values.memberId,
      role: values.role,
      status: values.status,
      requestedAt: values.at,
      joinedAt,
      endedAt: null,
    })
    .onConflictDoUpdate({
      target: [communityMembers.communityId, communityMembers.memberId],
      set: { role: values.role, status: values.status, requestedAt: values.at, joinedAt, endedAt: null },
    });
}

export async function updateMembership(
  db: DbOrTx,
  communityId: string,
  memberId: string,
  changes: Partial<Pick<MembershipRow, 'role' | 'status' | 'joinedAt' | 'endedAt'>>,
): Promise<void> {
  await db
    .update(communityMembers)
    .set(changes)
    .where(and(eq(communityMembers.communityId, communityId), eq(communityMembers.memberId, memberId)));
}

export interface ListedCommunity {
  community: CommunityRow;
  memberCount: number;
  myRole: CommunityRole | null;
  myStatus: 'pending' | 'active' | null;
}

type ListedRow = {
  id: string;
  member_count: string | number;
  my_role: CommunityRole | null;
  my_status: 'pending' | 'active' | null;
};

/**
 * Communities with their member counts and the viewer's place: public ones, private ones the viewer is in,
 * and the Elite lounge for members on the plan. `mine` keeps only those the viewer is in or asked to join.
 */
export async function listCommunities(
  db: DbOrTx,
  options: { viewerId: string; viewerInLounge: boolean; term?: string | undefined; mine: boolean },
): Promise<ListedCommunity[]> {
  const { viewerId } = options;
  const conditions: SQL[] = [];
  if (options.term) {
    const pattern = `%${options.term.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    conditions.push(sql`(lower(c.name) LIKE ${pattern} OR lower(c.description) LIKE ${pattern}
      OR lower(coalesce(c.city, '')) LIKE ${pattern})`);
  }
  const mineSql = sql`(mine.status IN ('pending', 'active')
    OR (c.builtin = 'elite_lounge' AND ${options.viewerInLounge}))`;
  conditions.push(options.mine ? mineSql : sql`(c.visibility = 'public' OR ${mineSql})`);
  conditions.push(sql`c.archived_at IS NULL`);
  const result = await db.execute<ListedRow>(sql`
    SELECT c.id,
      CASE WHEN c.builtin = 'elite_lounge' THEN (SELECT count(*) FROM ${memberIdsSql({ id: '', builtin: 'elite_lounge' })} lm)
        ELSE (SELECT count(*) FROM community_members cm JOIN users cu ON cu.id = cm.member_id
          WHERE cm.community_id = c.id AND cm.status = 'active' AND cu.deleted_at IS NULL) END AS member_count,
      CASE WHEN mine.status IN ('pending', 'active') THEN mine.role
        WHEN c.builtin = 'elite_lounge' AND ${options.viewerInLounge} THEN 'member' END AS my_role,
      CASE WHEN mine.status IN ('pending', 'active') THEN mine.status
        WHEN c.builtin = 'elite_lounge' AND ${options.viewerInLounge} THEN 'active' END AS my_status
    FROM communities c
    LEFT JOIN community_members mine ON mine.community_id = c.id AND mine.member_id = ${viewerId}
    WHERE ${sql.join(conditions, sql` AND `)}
    ORDER BY c.builtin IS NULL, member_count DESC, c.name
    LIMIT 100`);
  const ids = result.rows.map((row) => row.id);
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(communities)
    .where(sql`${communities.id} = ANY(${sql.param(ids)}::uuid[])`);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return result.rows.map((row) => ({
    community: byId.get(row.id)!,
    memberCount: Number(row.member_count),
    myRole: row.my_role,
    myStatus: row.my_status,
  }));
}

export async function countMembers(db: DbOrTx, community: CommunityRow): Promise<number> {
  const result = await db.execute<{ n: string | number }>(
    sql`SELECT count(*) AS n FROM ${memberIdsSql(community)} m`,
  );
  return Number(result.rows[0]!.n);
}

export async function countPending(db: DbOrTx, communityId: string): Promise<number> {
  const result = await db.execute<{ n: string | number }>(sql`SELECT count(*) AS n FROM community_members
    WHERE community_id = ${communityId} AND status = 'pending'`);
  return Number(result.rows[0]!.n);
}

export type MemberListRow = {
  id: string;
  full_name: string;
  avatar_url: string | null;
  role: CommunityRole;
  status: 'pending' | 'active' | 'removed';
  since: string | Date;
  email?: string;
};

/**
 * Active members (and, for coordinators, pending requests and removed members), owner and coordinators first.
 */
export async function listMembers(
  db: DbOrTx,
  community: CommunityRow,
  options: { withPending: boolean; withEmail?: boolean },
): Promise<MemberListRow[]> {
  const name = memberDisplayNameSql(aliasedNameColumns('u', 'p'));
  if (community.builtin === 'elite_lounge') {
    const result = await db.execute<MemberListRow>(sql`
      SELECT u.id, ${name} AS full_name, p.avatar_url, 'member' AS role, 'active' AS status,
        p.created_at AS since ${options.withEmail ? sql`, u.email` : sql``}
      FROM ${memberIdsSql(community)} m JOIN users u ON u.id = m.id JOIN profiles p ON p.id = u.id
      ORDER BY full_name LIMIT 500`);
    return result.rows;
  }
  const result = await db.execute<MemberListRow>(sql`
    SELECT u.id, ${name} AS full_name, p.avatar_url, cm.role, cm.status,
      coalesce(cm.joined_at, cm.requested_at) AS since ${options.withEmail ? sql`, u.email` : sql``}
    FROM community_members cm JOIN users u ON u.id = cm.member_id LEFT JOIN profiles p ON p.id = u.id
    WHERE cm.community_id = ${community.id} AND u.deleted_at IS NULL
      AND cm.status IN ('active' ${options.withPending ? sql`, 'pending', 'removed'` : sql``})
    ORDER BY cm.status = 'pending' DESC, cm.status = 'removed', CASE cm.role WHEN 'owner' THEN 0 WHEN 'coordinator' THEN 1 ELSE 2 END,
      full_name
    LIMIT 500`);
  return result.rows;
}

export async function countOtherActiveMembers(db: DbOrTx, communityId: string, memberId: string) {
  const result = await db.execute<{ n: string | number }>(sql`SELECT count(*) AS n FROM community_members
    WHERE community_id = ${communityId} AND status = 'active' AND member_id <> ${memberId}`);
  return Number(result.rows[0]!.n);
}

export async function insertAnnouncement(db: DbOrTx, values: typeof communityAnnouncements.$inferInsert) {
  const [row] = await db.insert(communityAnnouncements).values(values).returning();
  return row!;
}

export async function setAnnouncementPinned(
  db: DbOrTx,
  communityId: string,
  announcementId: string,
  pinnedAt: Date | null,
): Promise<AnnouncementRow | null> {
  const [row] = await db
    .update(communityAnnouncements)
    .set({ pinnedAt })
    .where(
      and(eq(communityAnnouncements.id, announcementId), eq(communityAnnouncements.communityId, communityId)),
    )
    .returning();
  return row ?? null;
}

export type AnnouncementListRow = AnnouncementRow & { authorName: string | null };

/** Pinned first (latest pin first), then the newest. */
export async function listAnnouncements(db: DbOrTx, communityId: string): Promise<AnnouncementListRow[]> {
  const result = await db.execute<{
    id: string;
    community_id: string;
    author_id: string | null;
    body: string;
    pinned_at: string | Date | null;
    created_at: string | Date;
    author_name: string | null;
  }>(sql`
    SELECT a.id, a.community_id, a.author_id, a.body, a.pinned_at, a.created_at,
      CASE WHEN u.id IS NULL THEN NULL ELSE ${memberDisplayNameSql(aliasedNameColumns('u', 'p'))} END AS author_name
    FROM community_announcements a LEFT JOIN users u ON u.id = a.author_id LEFT JOIN profiles p ON p.id = u.id
    WHERE a.community_id = ${communityId}
    ORDER BY a.pinned_at IS NULL, a.pinned_at DESC, a.created_at DESC
    LIMIT 20`);
  return result.rows.map((row) => ({
    id: row.id,
    communityId: row.community_id,
    authorId: row.author_id,
    body: row.body,
    pinnedAt: row.pinned_at ? new Date(row.pinned_at) : null,
    createdAt: new Date(row.created_at),
    authorName: row.author_name,
  }));
}

/** The member's plan, read for the Elite lounge's membership. */
export async function viewerPlan(db: DbOrTx, memberId: string): Promise<PlanTier | null> {
  const [row] = await db.select({ plan: profiles.plan }).from(profiles).where(eq(profiles.id, memberId));
  return row?.plan ?? null;
}

export async function findCommunityById(db: DbOrTx, id: string): Promise<CommunityRow | null> {
  const [row] = await db
    .select()
    .from(communities)
    .where(and(eq(communities.id, id), isNull(communities.archivedAt)));
  return row ?? null;
}

/**
 * A member's communities for the data export: each membership with its role and dates, the communities they
 * created, and the announcements they wrote (the invitation secret of a community is never included).
 */
export async function collectCommunityData(db: DbOrTx, memberId: string) {
  const memberships = await db
    .select({
      communityId: communityMembers.communityId,
      community: communities.name,
      role: communityMembers.role,
      status: communityMembers.status,
      requestedAt: communityMembers.requestedAt,
      joinedAt: communityMembers.joinedAt,
      endedAt: communityMembers.endedAt,
    })
    .from(communityMembers)
    .innerJoin(communities, eq(communities.id, communityMembers.communityId))
    .where(eq(communityMembers.memberId, memberId))
    .orderBy(communityMembers.requestedAt);
  const created = await db
    .select({
      id: communities.id,
      slug: communities.slug,
      name: communities.name,
      description: communities.description,
      visibility: communities.visibility,
      joinRule: communities.joinRule,
      createdAt: communities.createdAt,
    })
    .from(communities)
    .where(eq(communities.createdBy, memberId))
    .orderBy(communities.createdAt);
  const announcements = await db
    .select({
      communityId: communityAnnouncements.communityId,
      body: communityAnnouncements.body,
      pinnedAt: communityAnnouncements.pinnedAt,
      createdAt: communityAnnouncements.createdAt,
    })
    .from(communityAnnouncements)
    .where(eq(communityAnnouncements.authorId, memberId))
    .orderBy(communityAnnouncements.createdAt);
  return {
    communityMemberships: memberships,
    communitiesCreated: created,
    communityAnnouncements: announcements,
  };
}
