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

/**
 * Call in the transaction that makes the change an event reports (after it). `subjects` is a SELECT of
 * `account_id` and `payload` rows that the module owning the change writes over its own tables (ADR 214):
 * each subject's account on Enterprise with an endpoint for `type` gets the event, committed with the change
 * (ADR 100). With `organisations`, so does each organisation the subject is an active member of, its payload
 * naming the organisation (ADR 131). The SELECT runs inside these statements, so it costs no round trip of
 * its own.
 */
export async function queueWebhookEvents(
  tx: DbOrTx,
  options: { type: WebhookEventType; now: Date; subjects: SQL; organisations: boolean },
): Promise<number> {
  const own = await queueEvents(tx, options);
  if (!options.organisations) return own;
  return own + (await queueOrganisationEvents(tx, options));
}

/**
 * Call in the transaction that makes a member active in, or takes them out of, a community: when it is an
 * organisation whose owner is on Enterprise, its endpoints get `member.joined` or `member.left` (ADR 131).
 * The payload is the member's id and name, read in the same statement that checks the owner's plan.
 */
export async function queueOrganisationMemberWebhooks(
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
