import { randomUUID } from 'node:crypto';
import { and, asc, count, eq, gte, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { PlanTier } from '@skillswap/contracts/shared/plans';
import { activeSwapStatuses } from '@skillswap/contracts/swaps/schemas';
import type { DbOrTx } from '../../db/client.ts';
import { blockerBetweenSql } from '../blocks/index.ts';
import {
  aliasedNameColumns,
  isMemberDeletedSql,
  memberDisplayNameSql,
} from '../../db/member-display-name.ts';
import { profiles, swapEvents, swaps, users } from '../../db/schema/index.ts';

export type SwapRow = typeof swaps.$inferSelect;

/** Reads the swap and locks its row until the transaction ends: every transition starts here. */
export async function lockSwap(tx: DbOrTx, swapId: string): Promise<SwapRow | null> {
  const [row] = await tx.select().from(swaps).where(eq(swaps.id, swapId)).for('update');
  return row ?? null;
}

export async function findSwap(db: DbOrTx, swapId: string): Promise<SwapRow | null> {
  const [row] = await db.select().from(swaps).where(eq(swaps.id, swapId));
  return row ?? null;
}

/**
 * Locks the requester's profile row for the rest of the transaction: two requests from one member then run
 * one after the other, so both cannot slip under a plan limit. Answers the member's plan and whether they
 * list a skill they teach.
 */
export async function lockRequester(
  tx: DbOrTx,
  memberId: string,
): Promise<{ plan: PlanTier; hasOfferedSkill: boolean } | null> {
  const result = await tx.execute<{ plan: PlanTier; hasOfferedSkill: boolean }>(
    sql`SELECT plan, cardinality(skills_offered) > 0 AS "hasOfferedSkill"
        FROM profiles WHERE id = ${memberId} AND deleted_at IS NULL FOR UPDATE`,
  );
  return result.rows[0] ?? null;
}

/** What a new request is checked against, read in one round trip once the requester's row is locked. */
export interface RequestChecks {
  /** The target when they may receive requests (not deleted, profile public), else null. */
  target: { id: string; fullName: string | null } | null;
  /** Who blocked whom, when either member blocked the other. */
  blockerId: string | null;
  hasOpenRequest: boolean;
  /** Requests the requester sent since `since` (the start of the month, for the plan limit). */
  requestsSince: number;
  /** Swaps under way the requester takes part in, as `countActiveSwaps` counts them. */
  activeSwaps: number;
  /** Both members' cards, as `findMemberCards` reads them. */
  cards: Map<string, MemberCard>;
}

/**
 * Everything a request is refused on, in one statement: read after `lockRequester`, so its snapshot sees
 * every request of the same member committed before the lock was granted.
 */
export async function readRequestChecks(
  tx: DbOrTx,
  request: { requesterId: string; targetId: string; since: Date },
): Promise<RequestChecks> {
  const { requesterId, targetId } = request;
  const active = sql.join(
    activeSwapStatuses.map((status) => sql`${status}`),
    sql`, `,
  );
  const result = await tx.execute<{
    target: { id: string; fullName: string | null } | null;
    blockerId: string | null;
    hasOpenRequest: boolean;
    requestsSince: number;
    activeSwaps: number;
    cards: Parameters<typeof memberCardsOf>[0];
  }>(sql`
    SELECT
      (SELECT json_build_object('id', p.id, 'fullName', p.full_name)
        FROM profiles p JOIN users u ON u.id = p.id
        WHERE p.id = ${targetId} AND p.deleted_at IS NULL AND u.deleted_at IS NULL
          AND p.profile_visibility = 'public') AS target,
      (${blockerBetweenSql(requesterId, targetId)}) AS "blockerId",
      EXISTS (SELECT 1 FROM swaps s WHERE s.status = 'requested'
        AND ((s.requester_id = ${requesterId} AND s.recipient_id = ${targetId})
          OR (s.requester_id = ${targetId} AND s.recipient_id = ${requesterId}))) AS "hasOpenRequest",
      (SELECT count(*)::int FROM swaps s
        WHERE s.requester_id = ${requesterId}
          AND s.created_at >= ${request.since.toISOString()}::timestamptz) AS "requestsSince",
      (SELECT count(*)::int FROM swaps s WHERE s.status IN (${active})
        AND (s.requester_id = ${requesterId} OR s.recipient_id = ${requesterId})) AS "activeSwaps",
      ${memberCardsSql(sql`${requesterId}, ${targetId}`)} AS cards`);
  const row = result.rows[0]!;
  return {
    target: row.target,
    blockerId: row.blockerId,
    hasOpenRequest: row.hasOpenRequest,
    requestsSince: Number(row.requestsSince),
    activeSwaps: Number(row.activeSwaps),
    cards: memberCardsOf(row.cards),
  };
}

export async function countRequestsSentSince(db: DbOrTx, memberId: string, since: Date) {
  const [row] = await db
    .select({ total: count() })
    .from(swaps)
    .where(and(eq(swaps.requesterId, memberId), gte(swaps.createdAt, since)));
  return row?.total ?? 0;
}

/**
 * Active swaps for the plan limit: swaps under way (accepted or disputed) the member takes part in. A request
 * still waiting for an answer is not one; it counts only against the monthly requests (product rules R4.1).
 */
export async function countActiveSwaps(db: DbOrTx, memberId: string) {
  const [row] = await db
    .select({ total: count() })
    .from(swaps)
    .where(
      and(
        inArray(swaps.status, [...activeSwapStatuses]),
        or(eq(swaps.requesterId, memberId), eq(swaps.recipientId, memberId)),
      ),
    );
  return row?.total ?? 0;
}

type NewSwapRequest = Pick<
  SwapRow,
  | 'requesterId'
  | 'recipientId'
  | 'offeredSkill'
  | 'requestedSkill'
  | 'message'
  | 'hoursOffered'
  | 'hoursRequested'
  | 'createdAt'
  | 'expiresAt'
> &
  Partial<Pick<SwapRow, 'communityId' | 'communityApproval'>>;

/**
 * Inserts the request and its `requested` event in one statement and answers the row as stored: every
 * column is the value written here (hours have at most two decimals, as the column keeps them).
 */
export async function insertSwapRequest(tx: DbOrTx, values: NewSwapRequest): Promise<SwapRow> {
  const row: SwapRow = {
    id: randomUUID(),
    status: 'requested',
    updatedAt: values.createdAt,
    communityId: null,
    communityApproval: null,
    communityApprovalBy: null,
    communityApprovalAt: null,
    autoAcceptSkippedAt: null,
    ...values,
  };
  const at = row.createdAt.toISOString();
  await tx.execute(sql`
    WITH swap AS (
      INSERT INTO swaps (id, requester_id, recipient_id, offered_skill, requested_skill, message,
        hours_offered, hours_requested, status, created_at, updated_at, expires_at, community_id,
        community_approval)
      VALUES (${row.id}, ${row.requesterId}, ${row.recipientId}, ${row.offeredSkill}, ${row.requestedSkill},
        ${row.message}, ${row.hoursOffered}, ${row.hoursRequested}, ${row.status}, ${at}, ${at},
        ${row.expiresAt?.toISOString() ?? null}, ${row.communityId}, ${row.communityApproval})
      RETURNING id, requester_id, created_at)
    INSERT INTO swap_events (swap_id, type, actor_id, created_at)
    SELECT id, 'requested', requester_id, created_at FROM swap`);
  return row;
}

/** The member's sent and received requests, newest first. */
export async function listSwapsOf(db: DbOrTx, memberId: string, limit: number): Promise<SwapRow[]> {
  return db
    .select()
    .from(swaps)
    .where(or(eq(swaps.requesterId, memberId), eq(swaps.recipientId, memberId)))
    .orderBy(sql`${swaps.createdAt} DESC, ${swaps.id} DESC`)
    .limit(limit);
}

/** How the members are named on a request; a deleted member is "Former member". */
export async function findNames(db: DbOrTx, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, fullName: memberDisplayNameSql() })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(inArray(users.id, ids));
  return new Map(rows.map((row) => [row.id, row.fullName]));
}

/** The request's new terms, with an `edited` event in its history. */
export async function updateSwapTerms(
  tx: DbOrTx,
  swap: { id: string; requesterId: string },
  terms: Pick<SwapRow, 'offeredSkill' | 'requestedSkill' | 'message' | 'hoursOffered' | 'hoursRequested'>,
  at: Date,
): Promise<SwapRow> {
  const [row] = await tx
    .update(swaps)
    .set({ ...terms, updatedAt: at })
    .where(eq(swaps.id, swap.id))
    .returning();
  await tx
    .insert(swapEvents)
    .values({ swapId: swap.id, type: 'edited', actorId: swap.requesterId, createdAt: at });
  return row!;
}

export interface MemberCard {
  id: string;
  fullName: string;
  avatarUrl: string | null;
  plan: PlanTier;
  isDeleted: boolean;
}

/** A member card as the database reads it, before a deleted member's photo and a missing plan are settled. */
interface MemberCardRow {
  id: string;
  fullName: string;
  avatarUrl: string | null;
  plan: PlanTier | null;
  isDeleted: boolean;
}

/** The cards by member id, from rows read by `findMemberCards` or through `memberCardsSql`. */
export const memberCardsOf = (rows: MemberCardRow[]) =>
  new Map<string, MemberCard>(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        fullName: row.fullName,
        avatarUrl: row.isDeleted ? null : row.avatarUrl,
        plan: row.plan ?? 'free',
        isDeleted: row.isDeleted,
      },
    ]),
  );

/** How the swap shows each member: never their e-mail or phone. A deleted member shows as "Former member". */
export async function findMemberCards(db: DbOrTx, memberIds: string[]): Promise<Map<string, MemberCard>> {
  if (memberIds.length === 0) return new Map();
  const rows = await db
    .select({
      id: users.id,
      fullName: memberDisplayNameSql(),
      avatarUrl: profiles.avatarUrl,
      plan: profiles.plan,
      isDeleted: isMemberDeletedSql(),
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(inArray(users.id, [...new Set(memberIds)]));
  return memberCardsOf(rows);
}

/**
 * The same cards as `findMemberCards`, read inside another query (the message send path reads its swap and
 * both cards in one round trip): `memberIds` is SQL naming the ids. Read the
 * column with `memberCardsOf`.
 */
export function memberCardsSql(memberIds: SQL): SQL<MemberCardRow[]> {
  const columns = aliasedNameColumns('card_user', 'card_profile');
  return sql<MemberCardRow[]>`(SELECT coalesce(json_agg(json_build_object(
      'id', card_user.id, 'fullName', ${memberDisplayNameSql(columns)}, 'avatarUrl', card_profile.avatar_url,
      'plan', card_profile.plan, 'isDeleted', ${isMemberDeletedSql(columns)})), '[]'::json)
    FROM users card_user LEFT JOIN profiles card_profile ON card_profile.id = card_user.id
    WHERE card_user.id IN (${memberIds}))`;
}

/**
 * A coordinator's decision on a swap made in a community that asks for approval (ADR 181). Approving starts
 * the request's time to expire again (`expiresAt`): the recipient could not accept it before.
 */
export async function setCommunityApproval(
  tx: DbOrTx,
  swapId: string,
  decision: { approval: 'approved' | 'refused'; by: string; at: Date; expiresAt: Date | null },
): Promise<void> {
  await tx
    .update(swaps)
    .set({
      communityApproval: decision.approval,
      communityApprovalBy: decision.by,
      communityApprovalAt: decision.at,
      updatedAt: decision.at,
      ...(decision.expiresAt ? { expiresAt: decision.expiresAt } : {}),
    })
    .where(eq(swaps.id, swapId));
}

/** An approved request whose terms changed waits for a coordinator's approval again (ADR 181). */
export async function reopenCommunityApproval(tx: DbOrTx, swapId: string): Promise<void> {
  await tx
    .update(swaps)
    .set({ communityApproval: 'pending', communityApprovalBy: null, communityApprovalAt: null })
    .where(eq(swaps.id, swapId));
}

/** Requests made in the community that wait for a coordinator's approval, oldest first. */
export async function listAwaitingApproval(
  db: DbOrTx,
  communityId: string,
  limit: number,
): Promise<SwapRow[]> {
  return db
    .select()
    .from(swaps)
    .where(
      and(
        eq(swaps.communityId, communityId),
        eq(swaps.status, 'requested'),
        eq(swaps.communityApproval, 'pending'),
      ),
    )
    .orderBy(asc(swaps.createdAt), asc(swaps.id))
    .limit(limit);
}

/** The auto-accept job tried this request and a rule or limit refused it: it is not tried again. */
export async function markAutoAcceptSkipped(tx: DbOrTx, swapId: string, at: Date): Promise<void> {
  await tx.update(swaps).set({ autoAcceptSkippedAt: at }).where(eq(swaps.id, swapId));
}

/** Locks the swap unless another transaction holds it (a job's claim); null when held or gone. */
export async function lockSwapUnlessHeld(tx: DbOrTx, swapId: string): Promise<SwapRow | null> {
  const [row] = await tx.select().from(swaps).where(eq(swaps.id, swapId)).for('update', { skipLocked: true });
  return row ?? null;
}

/** Communities (not the built-in ones) both members are active members of, by name (ADR 181). */
export async function listSharedCommunities(
  db: DbOrTx,
  memberA: string,
  memberB: string,
): Promise<{ id: string; slug: string; name: string }[]> {
  const result = await db.execute<{ id: string; slug: string; name: string }>(sql`
    SELECT c.id, c.slug, c.name FROM communities c
    WHERE c.builtin IS NULL
      AND EXISTS (SELECT 1 FROM community_members m
        WHERE m.community_id = c.id AND m.member_id = ${memberA} AND m.status = 'active')
      AND EXISTS (SELECT 1 FROM community_members m
        WHERE m.community_id = c.id AND m.member_id = ${memberB} AND m.status = 'active')
    ORDER BY lower(c.name), c.id`);
  return result.rows;
}

/**
 * The swap's webhook subjects (ADR 214): both members, each with the payload that describes the swap as the
 * caller's transaction left it. A SELECT the webhooks module runs inside its own statement.
 */
export function swapWebhookSubjectsSql(swapId: string): SQL {
  return sql`
    SELECT party.account_id, jsonb_build_object('swap', jsonb_build_object(
        'id', s.id, 'status', s.status, 'requesterId', s.requester_id, 'recipientId', s.recipient_id,
        'offeredSkill', s.offered_skill, 'requestedSkill', s.requested_skill,
        'hoursOffered', s.hours_offered::float8, 'hoursRequested', s.hours_requested::float8)) AS payload
    FROM swaps s CROSS JOIN LATERAL (VALUES (s.requester_id), (s.recipient_id)) AS party (account_id)
    WHERE s.id = ${swapId}`;
}
