import { sql, type SQL } from 'drizzle-orm';
import { webhookRetryWindowHours, type WebhookEventType } from '@skillswap/contracts/webhooks/schemas';
import type { DbOrTx } from '../../db/client.ts';

const retryWindowMs = webhookRetryWindowHours * 60 * 60 * 1000;

/**
 * Writes one event per account in `subjects` (rows of `account_id` and `payload`) that is on Enterprise and
 * has an endpoint for `type`, and one delivery per such endpoint, due now. Runs in the caller's transaction,
 * so the events exist if and only if the change that causes them commits.
 */
async function queueEvents(
  tx: DbOrTx,
  options: { type: WebhookEventType; now: Date; subjects: SQL },
): Promise<number> {
  const giveUpAt = new Date(options.now.getTime() + retryWindowMs);
  const result = await tx.execute(sql`
    WITH subjects AS (${options.subjects}),
    targets AS (
      SELECT subjects.account_id, subjects.payload FROM subjects
      JOIN profiles ON profiles.id = subjects.account_id AND profiles.plan = 'enterprise'
        AND profiles.deleted_at IS NULL
      WHERE EXISTS (SELECT 1 FROM webhook_endpoints e
        WHERE e.account_id = subjects.account_id AND e.community_id IS NULL
          AND ${options.type} = ANY (e.event_types))
    ),
    events AS (
      INSERT INTO webhook_events (type, account_id, payload, created_at)
      SELECT ${options.type}, account_id, payload, ${options.now} FROM targets
      RETURNING id, account_id
    )
    INSERT INTO webhook_deliveries (event_id, endpoint_id, next_attempt_at, give_up_at, created_at)
    SELECT events.id, e.id, ${options.now}, ${giveUpAt}, ${options.now}
    FROM events JOIN webhook_endpoints e
      ON e.account_id = events.account_id AND e.community_id IS NULL AND ${options.type} = ANY (e.event_types)
    RETURNING id`);
  return result.rows.length;
}

/**
 * An organisation's events (ADR 131): one per organisation and distinct payload whose subject (`account_id`)
 * is an active member, while its owning account is on Enterprise and it has an endpoint for `type`; one
 * delivery per such endpoint. The payload names the organisation. Same transaction rule as `queueEvents`.
 */
async function queueOrganisationEvents(
  tx: DbOrTx,
  options: { type: WebhookEventType; now: Date; subjects: SQL; communityId?: string },
): Promise<number> {
  const giveUpAt = new Date(options.now.getTime() + retryWindowMs);
  const onlyCommunity = options.communityId ? sql`AND o.community_id = ${options.communityId}` : sql``;
  const result = await tx.execute(sql`
    WITH subjects AS (${options.subjects}),
    targets AS (
      -- One event per organisation and subject of the event: a swap whose two members both belong to it is one
      -- swap, one event (its payload is the same for both), delivered once to each endpoint.
      SELECT DISTINCT ON (o.community_id, subjects.payload) o.community_id, subjects.account_id,
        subjects.payload || jsonb_build_object('organisation',
          jsonb_build_object('id', c.id, 'slug', c.slug, 'name', c.name)) AS payload
      FROM subjects
      JOIN community_members cm ON cm.member_id = subjects.account_id
        AND (cm.status = 'active' OR ${options.type} = 'member.left')
      JOIN organisations o ON o.community_id = cm.community_id ${onlyCommunity}
      JOIN communities c ON c.id = o.community_id
      JOIN profiles owner ON owner.id = o.account_id AND owner.plan = 'enterprise' AND owner.deleted_at IS NULL
      WHERE EXISTS (SELECT 1 FROM webhook_endpoints e
        WHERE e.community_id = o.community_id AND ${options.type} = ANY (e.event_types))
      ORDER BY o.community_id, subjects.payload, subjects.account_id
    ),
    events AS (
      INSERT INTO webhook_events (type, account_id, scope_community_id, payload, created_at)
      SELECT ${options.type}, account_id, community_id, payload, ${options.now} FROM targets
      RETURNING id, scope_community_id
    )
    INSERT INTO webhook_deliveries (event_id, endpoint_id, next_attempt_at, give_up_at, created_at)
    SELECT events.id, e.id, ${options.now}, ${giveUpAt}, ${options.now}
    FROM events JOIN webhook_endpoints e
      ON e.community_id = events.scope_community_id AND ${options.type} = ANY (e.event_types)
    RETURNING id`);
  return result.rows.length;
}

/** `member.joined` or `member.left` for one member of one organisation (nothing for other communities). */
export async function queueMemberEvent(
  tx: DbOrTx,
  options: { communityId: string; memberId: string; type: 'member.joined' | 'member.left'; now: Date },
): Promise<number> {
  return queueOrganisationEvents(tx, {
    type: options.type,
    now: options.now,
    communityId: options.communityId,
    subjects: sql`
      SELECT p.id AS account_id, jsonb_build_object('member', jsonb_build_object(
          'id', p.id, 'name', p.full_name)) AS payload
      FROM profiles p WHERE p.id = ${options.memberId}`,
  });
}

/** An event about a swap, for each of its two members who receives it. */
export async function queueSwapEvent(
  tx: DbOrTx,
  options: { swapId: string; type: WebhookEventType; now: Date },
): Promise<number> {
  const subjects = sql`
      SELECT party.account_id, jsonb_build_object('swap', jsonb_build_object(
          'id', s.id, 'status', s.status, 'requesterId', s.requester_id, 'recipientId', s.recipient_id,
          'offeredSkill', s.offered_skill, 'requestedSkill', s.requested_skill,
          'hoursOffered', s.hours_offered::float8, 'hoursRequested', s.hours_requested::float8)) AS payload
      FROM swaps s CROSS JOIN LATERAL (VALUES (s.requester_id), (s.recipient_id)) AS party (account_id)
      WHERE s.id = ${options.swapId}`;
  return (
    (await queueEvents(tx, { ...options, subjects })) +
    (await queueOrganisationEvents(tx, { ...options, subjects }))
  );
}

/** `review.posted` for the reviewed member of each review, once it is published (double-blind, ADR 92). */
export async function queueReviewEvents(
  tx: DbOrTx,
  options: { reviewIds: number[]; now: Date },
): Promise<number> {
  if (options.reviewIds.length === 0) return 0;
  const ids = sql.join(
    options.reviewIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const subjects = sql`
      SELECT r.reviewee_id AS account_id, jsonb_build_object('review', jsonb_build_object(
          'id', r.id, 'swapId', r.swap_id, 'reviewerId', r.reviewer_id, 'revieweeId', r.reviewee_id,
          'rating', r.rating, 'comment', r.comment)) AS payload
      FROM reviews r WHERE r.id IN (${ids}) AND r.published_at IS NOT NULL`;
  const type = 'review.posted';
  return (
    (await queueEvents(tx, { type, now: options.now, subjects })) +
    (await queueOrganisationEvents(tx, { type, now: options.now, subjects }))
  );
}

/**
 * An event about a board post for its author (ADR 119): created, responded to (with the swap request that
 * answered it) or closed. The post is read as the caller's transaction left it.
 */
export async function queueBoardPostEvent(
  tx: DbOrTx,
  options: { postId: string; type: WebhookEventType; now: Date; swapId?: string },
): Promise<number> {
  const response = options.swapId
    ? sql`, 'response', (SELECT jsonb_build_object('swapId', r.swap_id, 'responderId', r.responder_id)
        FROM board_post_responses r WHERE r.swap_id = ${options.swapId})`
    : sql``;
  return queueEvents(tx, {
    type: options.type,
    now: options.now,
    subjects: sql`
      SELECT p.author_id AS account_id, jsonb_build_object('post', jsonb_build_object(
          'id', p.id, 'kind', p.kind, 'title', p.title, 'skill', p.skill, 'hours', p.hours::float8,
          'isOnline', p.is_online, 'city', p.city, 'communityId', p.community_id, 'status', p.status,
          'closedReason', p.closed_reason,
          'expiresAt', to_char(p.expires_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
          'createdAt', to_char(p.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
          ${response}) AS payload
      FROM board_posts p WHERE p.id = ${options.postId}`,
  });
}
