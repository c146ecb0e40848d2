import { sql, type SQL } from 'drizzle-orm';

/**
 * The board post's webhook subject (ADR 119, 214): its author, with the post as the caller's transaction left
 * it and, for an answer, the swap request that answered it. A SELECT the webhooks module runs inside its own
 * statement.
 */
export function boardPostWebhookSubjectSql(
  postId: string,
  response?: { swapId: string; responderId: string },
): SQL {
  const answer = response
    ? sql`, 'response', jsonb_build_object('swapId', ${response.swapId}::text,
        'responderId', ${response.responderId}::text)`
    : sql``;
  return sql`
    SELECT p.author_id AS account_id, jsonb_build_object('post', jsonb_build_object(
        'id', p.id, 'kind', p.kind, 'title', p.title, 'skill', p.skill, 'hours', p.hours::float8,
        'isOnline', p.is_online, 'city', p.city, 'communityId', p.community_id, 'status', p.status,
        'closedReason', p.closed_reason,
        'expiresAt', to_char(p.expires_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
        'createdAt', to_char(p.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
        ${answer}) AS payload
    FROM board_posts p WHERE p.id = ${postId}`;
}
