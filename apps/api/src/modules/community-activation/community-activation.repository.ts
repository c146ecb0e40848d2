import { sql } from 'drizzle-orm';
import type {
  ActivationReason,
  NudgeOutcome,
  SuggestionKind,
} from '@skillswap/contracts/community-activation/schemas';
import type { DbOrTx } from '../../db/client.ts';
import { aliasedNameColumns, memberDisplayNameSql } from '../../db/member-display-name.ts';
import { activationNudges } from '../../db/schema/index.ts';

const names = memberDisplayNameSql(aliasedNameColumns('u', 'p'));
const asDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

export interface ActivityRow {
  memberId: string;
  joinedAt: Date;
  lastExchangeAt: Date | null;
}

export interface ActivityLists {
  neverExchanged: { total: number; items: ActivityRow[] };
  dormant: { total: number; items: ActivityRow[] };
  cohort: { joined: number; exchangedWithin: number };
}

/**
 * The community's members (coordinators and owner aside) with their first and last exchange anywhere on
 * SkillSwap (`member_exchange_activity`, kept by the database as exchanges are made or undone; migration
 * 0115), in one statement: those who joined before `newBefore` and never exchanged, oldest first; those whose
 * last exchange is before `dormantBefore`, longest quiet first (each list cut at `limit`, with its total);
 * and of those who joined between `cohortFrom` and `cohortTo`, how many made a first exchange within
 * `withinDays` of joining.
 */
export async function listActivity(
  db: DbOrTx,
  options: {
    communityId: string;
    newBefore: Date;
    dormantBefore: Date;
    cohortFrom: Date;
    cohortTo: Date;
    withinDays: number;
    limit: number;
  },
): Promise<ActivityLists> {
  const result = await db.execute<{
    list: 'never' | 'dormant' | 'cohort';
    member_id: string | null;
    joined_at: Date | string | null;
    last_at: Date | string | null;
    total: number | string;
    extra: number | string;
  }>(sql`
    WITH activity AS MATERIALIZED (
      SELECT cm.member_id, cm.joined_at, a.first_exchange_at AS first_at, a.last_exchange_at AS last_at
      FROM community_members cm
      LEFT JOIN member_exchange_activity a ON a.member_id = cm.member_id
      WHERE cm.community_id = ${options.communityId} AND cm.status = 'active' AND cm.role = 'member'
        AND cm.joined_at IS NOT NULL
        AND NOT EXISTS (SELECT 1 FROM profiles p WHERE p.id = cm.member_id AND p.deleted_at IS NOT NULL)
    )
    (SELECT 'never' AS list, member_id, joined_at, last_at, count(*) OVER () AS total, 0 AS extra
     FROM activity WHERE first_at IS NULL AND joined_at <= ${options.newBefore}
     ORDER BY joined_at, member_id LIMIT ${options.limit})
    UNION ALL
    (SELECT 'dormant', member_id, joined_at, last_at, count(*) OVER (), 0
     FROM activity WHERE last_at < ${options.dormantBefore}
     ORDER BY last_at, joined_at, member_id LIMIT ${options.limit})
    UNION ALL
    SELECT 'cohort', NULL, NULL, NULL, count(*),
      count(*) FILTER (WHERE first_at <= joined_at + make_interval(days => ${options.withinDays}))
    FROM activity WHERE joined_at >= ${options.cohortFrom} AND joined_at <= ${options.cohortTo}`);
  const lists: ActivityLists = {
    neverExchanged: { total: 0, items: [] },
    dormant: { total: 0, items: [] },
    cohort: { joined: 0, exchangedWithin: 0 },
  };
  for (const row of result.rows) {
    if (row.list === 'cohort') {
      lists.cohort = { joined: Number(row.total), exchangedWithin: Number(row.extra) };
      continue;
    }
    const list = row.list === 'never' ? lists.neverExchanged : lists.dormant;
    list.total = Number(row.total);
    list.items.push({
      memberId: row.member_id!,
      joinedAt: asDate(row.joined_at!),
      lastExchangeAt: row.last_at === null ? null : asDate(row.last_at),
    });
  }
  return lists;
}

export interface RequestRow {
  swapId: string;
  requesterId: string;
  recipientId: string;
  skill: string;
  createdAt: Date;
}

/** Swap requests between two active members of the community, still unanswered since before `before`. */
export async function listUnansweredRequests(
  db: DbOrTx,
  options: { communityId: string; before: Date; limit: number },
): Promise<{ total: number; items: RequestRow[] }> {
  const result = await db.execute<{
    swap_id: string;
    requester_id: string;
    recipient_id: string;
    skill: string;
    created_at: Date | string;
    total: number | string;
  }>(sql`
    SELECT s.id AS swap_id, s.requester_id, s.recipient_id, s.requested_skill AS skill, s.created_at,
      count(*) OVER () AS total
    FROM community_members r
    JOIN swaps s ON s.recipient_id = r.member_id AND s.status = 'requested' AND s.created_at <= ${options.before}
    JOIN community_members q ON q.community_id = r.community_id AND q.member_id = s.requester_id
      AND q.status = 'active'
    WHERE r.community_id = ${options.communityId} AND r.status = 'active'
    ORDER BY s.created_at, s.id
    LIMIT ${options.limit}`);
  return {
    total: Number(result.rows[0]?.total ?? 0),
    items: result.rows.map((row) => ({
      swapId: row.swap_id,
      requesterId: row.requester_id,
      recipientId: row.recipient_id,
      skill: row.skill,
      createdAt: asDate(row.created_at),
    })),
  };
}

export interface PostRow {
  postId: string;
  authorId: string;
  kind: 'need' | 'offer';
  title: string;
  createdAt: Date;
}

/** The community's open board posts nobody answered, posted before `before`. */
export async function listUnansweredPosts(
  db: DbOrTx,
  options: { communityId: string; before: Date; now: Date; limit: number },
): Promise<{ total: number; items: PostRow[] }> {
  const result = await db.execute<{
    post_id: string;
    author_id: string;
    kind: 'need' | 'offer';
    title: string;
    created_at: Date | string;
    total: number | string;
  }>(sql`
    SELECT b.id AS post_id, b.author_id, b.kind, b.title, b.created_at, count(*) OVER () AS total
    FROM board_posts b
    WHERE b.community_id = ${options.communityId} AND b.status = 'open' AND b.hidden_at IS NULL
      AND b.expires_at > ${options.now} AND b.created_at <= ${options.before}
      AND NOT EXISTS (SELECT 1 FROM board_post_responses r WHERE r.post_id = b.id)
    ORDER BY b.created_at, b.id
    LIMIT ${options.limit}`);
  return {
    total: Number(result.rows[0]?.total ?? 0),
    items: result.rows.map((row) => ({
      postId: row.post_id,
      authorId: row.author_id,
      kind: row.kind,
      title: row.title,
      createdAt: asDate(row.created_at),
    })),
  };
}

/** The names others see of the given members. */
export async function findMemberNames(db: DbOrTx, memberIds: string[]): Promise<Map<string, string>> {
  if (memberIds.length === 0) return new Map();
  const result = await db.execute<{ id: string; name: string }>(sql`
    SELECT u.id, ${names} AS name FROM users u LEFT JOIN profiles p ON p.id = u.id
    WHERE u.id = ANY(${sql.param(memberIds)}::uuid[])`);
  return new Map(result.rows.map((row) => [row.id, row.name]));
}

export interface NudgeRow {
  id: string;
  memberId: string;
  memberName: string;
  reason: ActivationReason;
  subjectId: string | null;
  message: string;
  suggestionKind: SuggestionKind | null;
  suggestionLabel: string | null;
  suggestionLink: string | null;
  sentById: string | null;
  sentByName: string | null;
  sentAt: Date;
  outcome: NudgeOutcome;
  outcomeAt: Date | null;
}

/**
 * Nudges with what happened after each: the member's latest exchange, when it came after (`exchanged`), the
 * request's answer or the post's first response since (`answered`), else `waiting`. `latestPer` keeps only
 * the latest nudge of each member, reason and subject among `memberIds`; otherwise the community's latest
 * `limit`, newest first.
 */
export async function listNudges(
  db: DbOrTx,
  options: { communityId: string; limit: number; memberIds?: string[] },
): Promise<NudgeRow[]> {
  const scope = options.memberIds
    ? sql`AND n.member_id = ANY(${sql.param(options.memberIds)}::uuid[])`
    : sql``;
  const chosen = options.memberIds
    ? sql`SELECT DISTINCT ON (n.member_id, n.reason, n.subject_id) n.* FROM activation_nudges n
          WHERE n.community_id = ${options.communityId} ${scope}
          ORDER BY n.member_id, n.reason, n.subject_id, n.sent_at DESC, n.seq DESC`
    : sql`SELECT n.* FROM activation_nudges n WHERE n.community_id = ${options.communityId}
          ORDER BY n.seq DESC LIMIT ${options.limit}`;
  const result = await db.execute<{
    id: string;
    member_id: string;
    member_name: string;
    reason: ActivationReason;
    subject_id: string | null;
    message: string;
    suggestion_kind: SuggestionKind | null;
    suggestion_label: string | null;
    suggestion_link: string | null;
    sent_by: string | null;
    sent_by_name: string | null;
    sent_at: Date | string;
    exchanged_at: Date | string | null;
    answered_at: Date | string | null;
  }>(sql`
    SELECT n.id, n.member_id, ${names} AS member_name, n.reason, n.subject_id, n.message, n.suggestion_kind,
      n.suggestion_label, n.suggestion_link, n.sent_by,
      CASE WHEN n.sent_by IS NULL THEN NULL ELSE ${memberDisplayNameSql(aliasedNameColumns('su', 'sp'))} END
        AS sent_by_name,
      n.sent_at,
      CASE WHEN n.reason IN ('never_exchanged', 'dormant') AND a.last_exchange_at >= n.sent_at
        THEN a.last_exchange_at END AS exchanged_at,
      CASE n.reason
        WHEN 'unanswered_request' THEN (
          SELECT s.updated_at FROM swaps s WHERE s.id = n.subject_id
            AND s.status IN ('accepted', 'declined', 'completed', 'disputed') AND s.updated_at >= n.sent_at)
        WHEN 'unanswered_post' THEN (
          SELECT min(r.created_at) FROM board_post_responses r
          WHERE r.post_id = n.subject_id AND r.created_at >= n.sent_at)
      END AS answered_at
    FROM (${chosen}) n
    JOIN users u ON u.id = n.member_id LEFT JOIN profiles p ON p.id = n.member_id
    LEFT JOIN member_exchange_activity a ON a.member_id = n.member_id
    LEFT JOIN users su ON su.id = n.sent_by LEFT JOIN profiles sp ON sp.id = n.sent_by
    ORDER BY n.seq DESC`);
  return result.rows.map((row) => {
    const exchangedAt = row.exchanged_at === null ? null : asDate(row.exchanged_at);
    const answeredAt = row.answered_at === null ? null : asDate(row.answered_at);
    return {
      id: row.id,
      memberId: row.member_id,
      memberName: row.member_name,
      reason: row.reason,
      subjectId: row.subject_id,
      message: row.message,
      suggestionKind: row.suggestion_kind,
      suggestionLabel: row.suggestion_label,
      suggestionLink: row.suggestion_link,
      sentById: row.sent_by,
      sentByName: row.sent_by_name,
      sentAt: asDate(row.sent_at),
      outcome: exchangedAt ? 'exchanged' : answeredAt ? 'answered' : 'waiting',
      outcomeAt: exchangedAt ?? answeredAt,
    };
  });
}

/**
 * Holds the member's nudges in this community for the transaction, so two coordinators writing at once send
 * one nudge, not two.
 */
export async function lockNudgesOf(db: DbOrTx, communityId: string, memberId: string): Promise<void> {
  await db.execute(
    sql`SELECT pg_advisory_xact_lock(hashtextextended(${`nudge:${communityId}:${memberId}`}, 0))`,
  );
}

/** Whether the member was nudged for this reason and subject since `since`. */
export async function wasNudgedSince(
  db: DbOrTx,
  options: {
    communityId: string;
    memberId: string;
    reason: ActivationReason;
    subjectId: string | null;
    since: Date;
  },
): Promise<boolean> {
  const result = await db.execute<{ found: boolean }>(sql`
    SELECT EXISTS (
      SELECT 1 FROM activation_nudges
      WHERE community_id = ${options.communityId} AND member_id = ${options.memberId}
        AND reason = ${options.reason} AND subject_id IS NOT DISTINCT FROM ${options.subjectId}
        AND sent_at >= ${options.since}
    ) AS found`);
  return result.rows[0]!.found === true;
}

export async function insertNudge(db: DbOrTx, nudge: typeof activationNudges.$inferInsert): Promise<string> {
  const [row] = await db.insert(activationNudges).values(nudge).returning({ id: activationNudges.id });
  return row!.id;
}

/** The swap request of an unanswered-request nudge: its recipient, when it is still waiting. */
export async function findWaitingRequest(db: DbOrTx, swapId: string) {
  const result = await db.execute<{ recipient_id: string; requester_id: string; skill: string }>(sql`
    SELECT recipient_id, requester_id, requested_skill AS skill FROM swaps
    WHERE id = ${swapId} AND status = 'requested'`);
  const row = result.rows[0];
  return row ? { recipientId: row.recipient_id, requesterId: row.requester_id, skill: row.skill } : null;
}

/** The community's open board post of an unanswered-post nudge. */
export async function findOpenPost(db: DbOrTx, communityId: string, postId: string) {
  const result = await db.execute<{ author_id: string; title: string }>(sql`
    SELECT author_id, title FROM board_posts
    WHERE id = ${postId} AND community_id = ${communityId} AND status = 'open' AND hidden_at IS NULL`);
  const row = result.rows[0];
  return row ? { authorId: row.author_id, title: row.title } : null;
}

/** The member's skills, to pick posts and workshops that suit them. */
export async function findSkills(db: DbOrTx, memberId: string): Promise<string[]> {
  const result = await db.execute<{ skill: string }>(sql`
    SELECT lower(unnest(skills_offered || skills_wanted)) AS skill FROM profiles WHERE id = ${memberId}`);
  return result.rows.map((row) => row.skill);
}

/**
 * An open board post of the community, not the member's, in one of their skills when there is one (newest
 * first); `id` narrows to one post.
 */
export async function findSuitablePost(
  db: DbOrTx,
  options: { communityId: string; memberId: string; skills: string[]; now: Date; id?: string },
) {
  const skills = options.skills.length > 0 ? options.skills : [''];
  const result = await db.execute<{ id: string; title: string; skill: string }>(sql`
    SELECT b.id, b.title, b.skill FROM board_posts b
    WHERE b.community_id = ${options.communityId} AND b.status = 'open' AND b.hidden_at IS NULL
      AND b.expires_at > ${options.now} AND b.author_id <> ${options.memberId}
      ${options.id ? sql`AND b.id = ${options.id}` : sql``}
    ORDER BY (lower(b.skill) IN (${sql.join(
      skills.map((skill) => sql`${skill}`),
      sql`, `,
    )})) DESC, b.created_at DESC
    LIMIT 1`);
  return result.rows[0] ?? null;
}

/**
 * The community's next workshop with a free seat, not hosted by the member and not booked by them, in one of
 * their skills when there is one; `id` narrows to one workshop.
 */
export async function findSuitableWorkshop(
  db: DbOrTx,
  options: { communityId: string; memberId: string; skills: string[]; now: Date; id?: string },
) {
  const skills = options.skills.length > 0 ? options.skills : [''];
  const result = await db.execute<{ id: string; title: string; skill: string }>(sql`
    SELECT w.id, w.title, w.skill FROM workshops w
    WHERE w.community_id = ${options.communityId} AND w.status = 'scheduled' AND w.starts_at > ${options.now}
      AND w.host_id <> ${options.memberId}
      ${options.id ? sql`AND w.id = ${options.id}` : sql``}
      AND (SELECT count(*) FROM workshop_bookings b WHERE b.workshop_id = w.id AND b.status = 'booked') < w.seats
      AND NOT EXISTS (SELECT 1 FROM workshop_bookings b WHERE b.workshop_id = w.id
        AND b.learner_id = ${options.memberId} AND b.status IN ('booked', 'waitlisted'))
    ORDER BY (lower(w.skill) IN (${sql.join(
      skills.map((skill) => sql`${skill}`),
      sql`, `,
    )})) DESC, w.starts_at
    LIMIT 1`);
  return result.rows[0] ?? null;
}
