import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { aliasedNameColumns, formerMemberName, memberDisplayNameSql } from '../../db/member-display-name.ts';
import { helperActions, memberHelpers } from '../../db/schema/index.ts';

const name = (user: string, profile: string) => memberDisplayNameSql(aliasedNameColumns(user, profile));

export type AppointmentRow = {
  id: string;
  member_id: string;
  member_name: string;
  helper_id: string;
  helper_name: string;
  appointed_by: string;
  appointed_by_name: string;
  community_slug: string | null;
  community_name: string | null;
  created_at: Date | string;
  consented_to: string[];
};

/** Live appointments with every name in them, for whichever side `where` picks. */
async function listLive(db: DbOrTx, where: ReturnType<typeof sql>): Promise<AppointmentRow[]> {
  const result = await db.execute<AppointmentRow>(sql`
    SELECT a.id, a.member_id, ${name('mu', 'mp')} AS member_name, a.helper_id, ${name('hu', 'hp')} AS helper_name,
      a.appointed_by, ${name('bu', 'bp')} AS appointed_by_name, c.slug AS community_slug,
      c.name AS community_name, a.created_at, a.consented_to
    FROM member_helpers a
    JOIN users mu ON mu.id = a.member_id LEFT JOIN profiles mp ON mp.id = mu.id
    JOIN users hu ON hu.id = a.helper_id LEFT JOIN profiles hp ON hp.id = hu.id
    JOIN users bu ON bu.id = a.appointed_by LEFT JOIN profiles bp ON bp.id = bu.id
    LEFT JOIN communities c ON c.id = a.community_id
    WHERE a.revoked_at IS NULL AND ${where}
    ORDER BY a.created_at, a.id`);
  return result.rows;
}

export const listHelpersOf = (db: DbOrTx, memberId: string) => listLive(db, sql`a.member_id = ${memberId}`);
export const listHelpedBy = (db: DbOrTx, helperId: string) => listLive(db, sql`a.helper_id = ${helperId}`);
export const findLiveAppointment = async (db: DbOrTx, id: string) =>
  (await listLive(db, sql`a.id = ${id}`))[0] ?? null;
export const findLivePair = async (db: DbOrTx, memberId: string, helperId: string) =>
  (await listLive(db, sql`a.member_id = ${memberId} AND a.helper_id = ${helperId}`))[0] ?? null;

/** Live appointments of the community's active members, for its coordinators. */
export const listHelpersInCommunity = (db: DbOrTx, communityId: string) =>
  listLive(
    db,
    sql`a.member_id IN (SELECT member_id FROM community_members WHERE community_id = ${communityId}
      AND status = 'active')`,
  );

export async function countLiveHelpers(db: DbOrTx, memberId: string): Promise<number> {
  const result = await db.execute<{ n: number | string }>(
    sql`SELECT count(*) AS n FROM member_helpers WHERE member_id = ${memberId} AND revoked_at IS NULL`,
  );
  return Number(result.rows[0]!.n);
}

/** Appoints; null when the pair already has a live appointment (a concurrent one included). */
export async function insertAppointment(
  db: DbOrTx,
  row: {
    memberId: string;
    helperId: string;
    appointedBy: string;
    communityId: string | null;
    consentedTo: readonly string[];
    now: Date;
  },
): Promise<string | null> {
  const result = await db.execute<{ id: string }>(sql`
    INSERT INTO member_helpers (member_id, helper_id, appointed_by, community_id, consented_to, created_at)
    VALUES (${row.memberId}, ${row.helperId}, ${row.appointedBy}, ${row.communityId},
      ${`{${row.consentedTo.join(',')}}`}::text[], ${row.now.toISOString()})
    ON CONFLICT (member_id, helper_id) WHERE revoked_at IS NULL DO NOTHING
    RETURNING id`);
  return result.rows[0]?.id ?? null;
}

/**
 * Lets a live appointment cover every line of the consent screen the member has now agreed to (ADR 195);
 * false when it already did or has ended (a concurrent change).
 */
export async function widenConsent(
  db: DbOrTx,
  row: { id: string; consentedTo: readonly string[] },
): Promise<boolean> {
  const widened = await db
    .update(memberHelpers)
    .set({ consentedTo: [...row.consentedTo] })
    .where(
      and(
        eq(memberHelpers.id, row.id),
        isNull(memberHelpers.revokedAt),
        sql`NOT (${memberHelpers.consentedTo} @> ${`{${row.consentedTo.join(',')}}`}::text[])`,
      ),
    )
    .returning({ id: memberHelpers.id });
  return widened.length > 0;
}

/** Ends a live appointment; false when it had already ended (a concurrent revocation). */
export async function revokeAppointment(
  db: DbOrTx,
  row: { id: string; revokedBy: string; now: Date },
): Promise<boolean> {
  const ended = await db
    .update(memberHelpers)
    .set({ revokedAt: row.now, revokedBy: row.revokedBy })
    .where(and(eq(memberHelpers.id, row.id), isNull(memberHelpers.revokedAt)))
    .returning({ id: memberHelpers.id });
  return ended.length > 0;
}

export async function insertHelperAction(
  db: DbOrTx,
  row: {
    memberId: string;
    helperId: string;
    helperName: string;
    action: string;
    swapId: string | null;
    now: Date;
  },
): Promise<void> {
  await db.insert(helperActions).values({ ...row, createdAt: row.now });
}

export type HelperActionRow = {
  id: string;
  member_id: string;
  member_name: string;
  helper_id: string | null;
  helper_name: string;
  action: string;
  created_at: Date | string;
};

async function listActions(db: DbOrTx, where: ReturnType<typeof sql>, limit: number) {
  const result = await db.execute<HelperActionRow>(sql`
    SELECT x.id, x.member_id, ${name('mu', 'mp')} AS member_name, x.helper_id,
      CASE WHEN hu.deleted_at IS NOT NULL THEN ${formerMemberName}::text ELSE x.helper_name END AS helper_name,
      x.action, x.created_at
    FROM helper_actions x
    JOIN users mu ON mu.id = x.member_id LEFT JOIN profiles mp ON mp.id = mu.id
    LEFT JOIN users hu ON hu.id = x.helper_id
    WHERE ${where}
    ORDER BY x.created_at DESC, x.id
    LIMIT ${limit}`);
  return result.rows;
}

export const listActionsOnSwap = (db: DbOrTx, swapId: string) =>
  listActions(db, sql`x.swap_id = ${swapId}`, 200);
export const listActionsFor = (db: DbOrTx, memberId: string) =>
  listActions(db, sql`x.member_id = ${memberId}`, 100);

/** Whether the member is one of the swap's two members. */
export async function isSwapMember(db: DbOrTx, swapId: string, memberId: string): Promise<boolean> {
  const result = await db.execute(
    sql`SELECT 1 FROM swaps WHERE id = ${swapId} AND (requester_id = ${memberId} OR recipient_id = ${memberId})`,
  );
  return result.rows.length > 0;
}

/** The member as an appointment needs them: active (not deleted or suspended), with their display name. */
export async function findActiveMember(db: DbOrTx, memberId: string) {
  const result = await db.execute<{ id: string; name: string }>(sql`
    SELECT u.id, ${name('u', 'p')} AS name FROM users u LEFT JOIN profiles p ON p.id = u.id
    WHERE u.id = ${memberId} AND u.deleted_at IS NULL AND u.suspended_at IS NULL`);
  return result.rows[0] ?? null;
}

/** Whether `coordinatorId` coordinates (or owns) a community in which the member is active. */
export async function coordinatesMember(
  db: DbOrTx,
  coordinatorId: string,
  memberId: string,
): Promise<boolean> {
  const result = await db.execute(sql`
    SELECT 1 FROM community_members m
    JOIN community_members c ON c.community_id = m.community_id
    WHERE m.member_id = ${memberId} AND m.status = 'active'
      AND c.member_id = ${coordinatorId} AND c.status = 'active' AND c.role IN ('coordinator', 'owner')
    LIMIT 1`);
  return result.rows.length > 0;
}

/**
 * What a text about a helper's action needs to know of the member (ADR 199): their address (a member without
 * e-mail has one under `.invalid`), language and the phone a coordinator gave; null for a member who is gone.
 */
export async function findTextContact(db: DbOrTx, memberId: string) {
  const result = await db.execute<{
    email: string;
    language: string | null;
    contact_phone: string | null;
  }>(sql`
    SELECT u.email, u.language, u.contact_phone FROM users u
    WHERE u.id = ${memberId} AND u.deleted_at IS NULL AND u.suspended_at IS NULL`);
  return result.rows[0] ?? null;
}

/** What helpers did for the member in `[from, to)`, oldest first: for the member's paper statement. */
export async function listActionsBetween(
  db: DbOrTx,
  memberId: string,
  period: { from: Date; to: Date },
): Promise<HelperActionRow[]> {
  const result = await listActions(
    db,
    sql`x.member_id = ${memberId} AND x.created_at >= ${period.from.toISOString()}::timestamptz
      AND x.created_at < ${period.to.toISOString()}::timestamptz`,
    5_000,
  );
  return result.reverse();
}
