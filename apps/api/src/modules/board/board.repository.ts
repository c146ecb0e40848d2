import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { BoardPostKind } from '@skillswap/contracts/board/schemas';
import type { SkillCategory } from '@skillswap/contracts/shared/categories';
import type { DbOrTx } from '../../db/client.ts';
import { boardDigestAnnouncements, boardPostResponses, boardPosts } from '../../db/schema/index.ts';
import { withinDistanceSql, type NearPoint } from '../../lib/distance.ts';
import { claimOnceStatement } from '../../lib/queue/queue.repository.ts';
import { separatedMemberIdsSql } from '../blocks/index.ts';
import { readableCommunityIdsSql } from '../communities/index.ts';

export type BoardPostRow = typeof boardPosts.$inferSelect;

/** A post as the board lists it: its row, its author's card, and (for the author) how many responded. */
export interface ListedPost {
  post: BoardPostRow;
  authorName: string;
  authorAvatarUrl: string | null;
  /** The author's helper who made the post for them (ADR 198); null when the author made it. */
  helper: { id: string; name: string } | null;
  responseCount: number | null;
  community: { slug: string; name: string } | null;
}

/**
 * The viewer's skills as the matching module reads them: canonical names, and the categories they fall in.
 */
export interface ViewerSkills {
  teaches: string[];
  learns: string[];
  teachCategories: string[];
  learnCategories: string[];
}

export interface BoardFilter {
  /** Lower-cased search text, matched as a substring of title, description and skill. */
  term?: string;
  skill?: string;
  category?: SkillCategory;
  kind?: BoardPostKind;
  isOnline?: boolean;
  /** In-person posts whose city centre lies within the radius. */
  near?: NearPoint;
  communityId?: string;
  /** Posts of exactly this fit to the viewer's skills (`fitSql`): 2, 1 or 0. */
  fit?: { skills: ViewerSkills; level: number };
}

/**
 * How well a post fits the viewer's skills, the matching module's notion of a match turned to one post (ADR
 * 119): 2 when they teach the skill a need asks for, or want to learn the skill an offer teaches; 1 when the
 * skill is not one of theirs but shares a category with one; 0 otherwise. With the kind filtered, only that
 * kind's half is written: a condition on the skill alone lets the planner read the skill index instead of
 * walking every post of the kind (ADR 145).
 */
function fitSql(skills: ViewerSkills, level: number, kind: BoardPostKind | undefined): SQL {
  const halves = (needs: SQL, offers: SQL) =>
    kind === 'need'
      ? needs
      : kind === 'offer'
        ? offers
        : sql`((p.kind = 'need' AND ${needs}) OR (p.kind = 'offer' AND ${offers}))`;
  const exact = halves(
    sql`p.skill = ANY(${sql.param(skills.teaches)}::text[])`,
    sql`p.skill = ANY(${sql.param(skills.learns)}::text[])`,
  );
  if (level === 2) return exact;
  const related = sql`coalesce(${halves(
    sql`p.category = ANY(${sql.param(skills.teachCategories)}::text[])`,
    sql`p.category = ANY(${sql.param(skills.learnCategories)}::text[])`,
  )}, false)`;
  return level === 1 ? sql`NOT ${exact} AND ${related}` : sql`NOT ${exact} AND NOT ${related}`;
}

export async function insertPost(db: DbOrTx, values: typeof boardPosts.$inferInsert): Promise<BoardPostRow> {
  const [row] = await db.insert(boardPosts).values(values).returning();
  return row!;
}

export async function findPost(db: DbOrTx, postId: string): Promise<BoardPostRow | null> {
  const [row] = await db.select().from(boardPosts).where(eq(boardPosts.id, postId));
  return row ?? null;
}

export async function lockPost(db: DbOrTx, postId: string): Promise<BoardPostRow | null> {
  const [row] = await db.select().from(boardPosts).where(eq(boardPosts.id, postId)).for('update');
  return row ?? null;
}

export async function updatePost(
  db: DbOrTx,
  postId: string,
  changes: Partial<
    Pick<BoardPostRow, 'status' | 'closedReason' | 'expiresAt' | 'expiryRemindedAt' | 'hiddenAt'>
  > & {
    updatedAt: Date;
  },
): Promise<BoardPostRow> {
  const [row] = await db.update(boardPosts).set(changes).where(eq(boardPosts.id, postId)).returning();
  return row!;
}

/** Whether the author may be answered: not deleted, not suspended, profile public; and who they are. */
export async function findAuthorCard(db: DbOrTx, memberId: string) {
  const result = await db.execute<{
    full_name: string | null;
    avatar_url: string | null;
    skills_offered: string[];
    is_listed: boolean;
  }>(sql`
    SELECT p.full_name, p.avatar_url, p.skills_offered,
      (p.deleted_at IS NULL AND u.deleted_at IS NULL AND u.suspended_at IS NULL
        AND p.profile_visibility = 'public') AS is_listed
    FROM profiles p JOIN users u ON u.id = p.id WHERE p.id = ${memberId}`);
  return result.rows[0] ?? null;
}

const listedAuthorSql = sql`pr.deleted_at IS NULL AND pr.profile_visibility = 'public'
  AND u.deleted_at IS NULL AND u.suspended_at IS NULL`;

function filterConditions(filter: BoardFilter): SQL[] {
  const conditions: SQL[] = [];
  if (filter.term) {
    const pattern = `%${filter.term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    conditions.push(sql`p.search_text LIKE ${pattern}`);
  }
  if (filter.skill) conditions.push(sql`p.skill = ${filter.skill}`);
  if (filter.category) conditions.push(sql`p.category = ${filter.category}`);
  if (filter.kind) conditions.push(sql`p.kind = ${filter.kind}`);
  if (filter.isOnline !== undefined) conditions.push(sql`p.is_online = ${filter.isOnline}`);
  if (filter.near) {
    conditions.push(sql`NOT p.is_online`);
    conditions.push(
      ...withinDistanceSql({ latitude: sql`p.city_latitude`, longitude: sql`p.city_longitude` }, filter.near),
    );
  }
  if (filter.communityId) conditions.push(sql`p.community_id = ${filter.communityId}`);
  if (filter.fit) conditions.push(fitSql(filter.fit.skills, filter.fit.level, filter.kind));
  return conditions;
}

type ListedRow = Record<string, unknown> & {
  author_name: string | null;
  author_avatar_url: string | null;
  helper_name: string | null;
  response_count: string | number | null;
  community_slug: string | null;
  community_name: string | null;
};

/** A post's author card, response count (for its author) and community, as every listing selects them. */
const listedSelectSql = (viewerId: string) => sql`
    SELECT ${postColumns}, pr.full_name AS author_name, pr.avatar_url AS author_avatar_url,
      hp.full_name AS helper_name,
      CASE WHEN p.author_id = ${viewerId}
        THEN (SELECT count(*) FROM board_post_responses r WHERE r.post_id = p.id) END AS response_count,
      c.slug AS community_slug, c.name AS community_name
    FROM board_posts p
    JOIN profiles pr ON pr.id = p.author_id
    JOIN users u ON u.id = p.author_id
    LEFT JOIN profiles hp ON hp.id = p.helper_id
    LEFT JOIN communities c ON c.id = p.community_id`;

/**
 * What someone other than the author may see: a visible post of a listed author, not separated from the
 * viewer by a block, outside any community or in one the viewer may read (a private one: members only).
 * Written against `board_posts p`, `profiles pr` (the author's) and `users u` (the author's); the map
 * reads it too.
 */
export const postVisibleToOthersSql = (viewerId: string) => sql`p.hidden_at IS NULL AND ${listedAuthorSql}
    AND p.author_id NOT IN (${separatedMemberIdsSql(viewerId)})
    AND (p.community_id IS NULL OR p.community_id IN ${readableCommunityIdsSql(viewerId)})`;

/**
 * One page of the board, newest first after `after`: open, visible, unexpired posts of listed authors, none
 * by a member separated from the viewer by a block. `mine` lists the viewer's own posts in every state.
 */
export async function listPosts(
  db: DbOrTx,
  options: {
    viewerId: string;
    filter: BoardFilter;
    mine: boolean;
    now: Date;
    after?: { createdAt: Date; id: string } | undefined;
    limit: number;
  },
): Promise<ListedPost[]> {
  const { viewerId, now } = options;
  const conditions = filterConditions(options.filter);
  if (options.mine) {
    conditions.push(sql`p.author_id = ${viewerId}`);
  } else {
    conditions.push(sql`p.status = 'open' AND p.expires_at > ${now}`);
    conditions.push(postVisibleToOthersSql(viewerId));
  }
  if (options.after) {
    conditions.push(sql`(p.created_at, p.id) < (${options.after.createdAt}, ${options.after.id}::uuid)`);
  }
  const result = await db.execute<ListedRow>(sql`${listedSelectSql(viewerId)}
    WHERE ${sql.join(conditions, sql` AND `)}
    ORDER BY p.created_at DESC, p.id DESC
    LIMIT ${options.limit}`);
  return result.rows.map(toListedPost);
}

/** One post as `viewerId` may see it: the author always; others only while visible and not blocked. */
export async function findVisiblePost(
  db: DbOrTx,
  postId: string,
  viewerId: string,
): Promise<ListedPost | null> {
  const result = await db.execute<ListedRow>(sql`${listedSelectSql(viewerId)}
    WHERE p.id = ${postId} AND (p.author_id = ${viewerId} OR (${postVisibleToOthersSql(viewerId)}))`);
  const row = result.rows[0];
  return row ? toListedPost(row) : null;
}

const postColumns = sql.raw(
  `p.id, p.author_id, p.kind, p.title, p.description, p.skill, p.category, p.hours, p.is_online, p.city,
   p.city_latitude, p.city_longitude, p.community_id, p.helper_id, p.status, p.closed_reason, p.lifetime_days,
   p.expires_at, p.expiry_reminded_at, p.hidden_at, p.created_at, p.updated_at, p.search_text`,
);

const toDate = (value: unknown) => (value === null ? null : new Date(value as string | Date));

function toListedPost(row: ListedRow): ListedPost {
  return {
    post: {
      id: row.id as string,
      authorId: row.author_id as string,
      kind: row.kind as BoardPostKind,
      title: row.title as string,
      description: row.description as string,
      skill: row.skill as string,
      category: row.category as SkillCategory | null,
      hours: Number(row.hours),
      isOnline: row.is_online as boolean,
      city: row.city as string | null,
      cityLatitude: row.city_latitude === null ? null : Number(row.city_latitude),
      cityLongitude: row.city_longitude === null ? null : Number(row.city_longitude),
      communityId: row.community_id as string | null,
      helperId: row.helper_id as string | null,
      status: row.status as 'open' | 'closed',
      closedReason: row.closed_reason as 'author' | 'filled' | null,
      lifetimeDays: Number(row.lifetime_days),
      expiresAt: toDate(row.expires_at)!,
      expiryRemindedAt: toDate(row.expiry_reminded_at),
      hiddenAt: toDate(row.hidden_at),
      createdAt: toDate(row.created_at)!,
      updatedAt: toDate(row.updated_at)!,
      searchText: row.search_text as string | null,
    },
    authorName: row.author_name ?? 'Former member',
    authorAvatarUrl: row.author_avatar_url,
    helper: row.helper_id ? { id: row.helper_id as string, name: row.helper_name ?? 'Former member' } : null,
    responseCount: row.response_count === null ? null : Number(row.response_count),
    community:
      row.community_slug === null ? null : { slug: row.community_slug, name: row.community_name ?? '' },
  };
}

export async function insertResponse(db: DbOrTx, values: typeof boardPostResponses.$inferInsert) {
  await db.insert(boardPostResponses).values(values);
}

export async function listResponseSwapIds(db: DbOrTx, postId: string): Promise<string[]> {
  const rows = await db
    .select({ swapId: boardPostResponses.swapId })
    .from(boardPostResponses)
    .where(eq(boardPostResponses.postId, postId))
    .orderBy(boardPostResponses.createdAt);
  return rows.map((row) => row.swapId);
}

/** The post a swap request answered, if any. */
export async function findPostOfResponse(db: DbOrTx, swapId: string): Promise<string | null> {
  const [row] = await db
    .select({ postId: boardPostResponses.postId })
    .from(boardPostResponses)
    .where(and(eq(boardPostResponses.swapId, swapId)));
  return row?.postId ?? null;
}

/** Hours the accepted (or later) responses to the post offer its author. */
export async function sumAcceptedResponseHours(db: DbOrTx, postId: string): Promise<number> {
  const result = await db.execute<{ hours: string | number | null }>(sql`
    SELECT sum(s.hours_offered) AS hours FROM board_post_responses r JOIN swaps s ON s.id = r.swap_id
    WHERE r.post_id = ${postId} AND s.status IN ('accepted', 'completed', 'disputed')`);
  return Number(result.rows[0]?.hours ?? 0);
}

/** What a reporter may report: a visible post by someone else; answers its author. */
export async function findReportablePostAuthor(db: DbOrTx, reporterId: string, postId: string) {
  const [row] = await db
    .select({ authorId: boardPosts.authorId })
    .from(boardPosts)
    .where(
      and(
        eq(boardPosts.id, postId),
        sql`${boardPosts.hiddenAt} IS NULL AND ${boardPosts.authorId} <> ${reporterId}
          AND ${boardPosts.authorId} NOT IN (${separatedMemberIdsSql(reporterId)})
          AND (${boardPosts.communityId} IS NULL
            OR ${boardPosts.communityId} IN ${readableCommunityIdsSql(reporterId)})`,
      ),
    );
  return row?.authorId ?? null;
}

/** Hides a post from everyone but its author and operators; hiding twice keeps the first time. */
export async function hidePost(db: DbOrTx, postId: string, now: Date) {
  await db
    .update(boardPosts)
    .set({ hiddenAt: sql`coalesce(${boardPosts.hiddenAt}, ${now})`, updatedAt: now })
    .where(eq(boardPosts.id, postId));
}

/** Claims once (lib/queue) the open posts due an expiry reminder, in the transaction that queues it. */
export async function claimPostsToRemind(
  tx: DbOrTx,
  options: { now: Date; windowEnd: Date; limit: number },
): Promise<BoardPostRow[]> {
  const result = await tx.execute<{ id: string }>(
    claimOnceStatement({
      table: 'board_posts',
      set: { expiry_reminded_at: options.now },
      where: sql`status = 'open' AND expiry_reminded_at IS NULL AND hidden_at IS NULL
        AND expires_at > ${options.now} AND expires_at <= ${options.windowEnd}`,
      orderBy: sql`expires_at`,
      limit: options.limit,
    }),
  );
  const posts: BoardPostRow[] = [];
  for (const { id } of result.rows) posts.push((await findPost(tx, id))!);
  return posts;
}

/** The labels of the skills a member teaches and wants to learn, as they wrote them. */
export async function findMemberSkills(db: DbOrTx, memberId: string) {
  const result = await db.execute<{ skills_offered: string[]; skills_wanted: string[] }>(
    sql`SELECT skills_offered, skills_wanted FROM profiles WHERE id = ${memberId}`,
  );
  return result.rows[0] ?? { skills_offered: [], skills_wanted: [] };
}

/**
 * The newest open posts that fit the member's skills exactly (fit 2, ADR 119) which they may see and no
 * digest announced to them yet, for the weekly digest.
 */
export async function findDigestPosts(
  db: DbOrTx,
  options: { memberId: string; skills: ViewerSkills; now: Date; limit: number },
): Promise<ListedPost[]> {
  const { memberId } = options;
  const result = await db.execute<ListedRow>(sql`${listedSelectSql(memberId)}
    WHERE p.status = 'open' AND p.expires_at > ${options.now} AND p.author_id <> ${memberId}
      AND ${postVisibleToOthersSql(memberId)} AND ${fitSql(options.skills, 2, undefined)}
      AND NOT EXISTS (SELECT 1 FROM board_digest_announcements a
        WHERE a.member_id = ${memberId} AND a.post_id = p.id)
    ORDER BY p.created_at DESC, p.id DESC
    LIMIT ${options.limit}`);
  return result.rows.map(toListedPost);
}

/** Records the posts a digest announced; a post already announced to the member is not recorded twice. */
export async function recordDigestPosts(
  db: DbOrTx,
  options: { memberId: string; postIds: string[]; now: Date },
): Promise<void> {
  if (options.postIds.length === 0) return;
  await db
    .insert(boardDigestAnnouncements)
    .values(
      options.postIds.map((postId) => ({ memberId: options.memberId, postId, announcedAt: options.now })),
    )
    .onConflictDoNothing();
}
