import { and, asc, count, eq, gte, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { PlanTier } from '@skillswap/contracts/plans';
import { activeSwapStatuses } from '@skillswap/contracts/swaps';
import type { DbOrTx } from '../../db/client.ts';
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

/** A member who may receive requests: not deleted, profile public. */
export async function findRequestableMember(db: DbOrTx, memberId: string) {
  const [row] = await db
    .select({ id: profiles.id, fullName: profiles.fullName, email: users.email })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.id))
    .where(
      and(
        eq(profiles.id, memberId),
        sql`${profiles.deletedAt} IS NULL AND ${users.deletedAt} IS NULL`,
        eq(profiles.profileVisibility, 'public'),
      ),
    );
  return row ?? null;
}

export async function hasOpenRequestBetween(db: DbOrTx, memberA: string, memberB: string) {
  const rows = await db
    .select({ id: swaps.id })
    .from(swaps)
    .where(
      and(
        eq(swaps.status, 'requested'),
        or(
          and(eq(swaps.requesterId, memberA), eq(swaps.recipientId, memberB)),
          and(eq(swaps.requesterId, memberB), eq(swaps.recipientId, memberA)),
        ),
      ),
    )
    .limit(1);
  return rows.length > 0;
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
 * still waiting for an answer is not one; it counts only against the monthly requests (decisions.md).
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

export async function insertSwapRequest(db: DbOrTx, values: typeof swaps.$inferInsert): Promise<SwapRow> {
  const [row] = await db.insert(swaps).values(values).returning();
  await db.insert(swapEvents).values({
    swapId: row!.id,
    type: 'requested',
    actorId: values.requesterId,
    createdAt: values.createdAt,
  });
  return row!;
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
