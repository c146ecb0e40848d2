import { and, asc, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  calendarFeeds,
  memberTimeZones,
  swapSessionSlots,
  swapSessions,
  swaps,
} from '../../db/schema/index.ts';

export type SessionRow = typeof swapSessions.$inferSelect;
export interface NewSlot {
  startsAt: Date;
  durationMinutes: number;
}

export async function findTimeZone(db: DbOrTx, memberId: string): Promise<string | null> {
  const [row] = await db
    .select({ timeZone: memberTimeZones.timeZone })
    .from(memberTimeZones)
    .where(eq(memberTimeZones.memberId, memberId));
  return row?.timeZone ?? null;
}

export async function saveTimeZone(db: DbOrTx, memberId: string, timeZone: string, at: Date) {
  await db
    .insert(memberTimeZones)
    .values({ memberId, timeZone, updatedAt: at })
    .onConflictDoUpdate({ target: memberTimeZones.memberId, set: { timeZone, updatedAt: at } });
}

export async function insertSession(
  tx: DbOrTx,
  session: Pick<SessionRow, 'swapId' | 'teacherId' | 'proposedBy' | 'placeKind' | 'place'> & { at: Date },
): Promise<string> {
  const [row] = await tx
    .insert(swapSessions)
    .values({
      swapId: session.swapId,
      teacherId: session.teacherId,
      proposedBy: session.proposedBy,
      placeKind: session.placeKind,
      place: session.place,
      createdAt: session.at,
      updatedAt: session.at,
    })
    .returning({ id: swapSessions.id });
  return row!.id;
}

export async function replaceSlots(tx: DbOrTx, sessionId: string, slots: NewSlot[]) {
  await tx.delete(swapSessionSlots).where(eq(swapSessionSlots.sessionId, sessionId));
  if (slots.length > 0)
    await tx.insert(swapSessionSlots).values(slots.map((slot) => ({ sessionId, ...slot })));
}

export async function updateSession(
  tx: DbOrTx,
  sessionId: string,
  changes: Partial<Omit<SessionRow, 'id' | 'swapId' | 'createdAt'>>,
) {
  await tx.update(swapSessions).set(changes).where(eq(swapSessions.id, sessionId));
}

export async function findSession(db: DbOrTx, swapId: string, sessionId: string) {
  const [row] = await db
    .select()
    .from(swapSessions)
    .where(and(eq(swapSessions.id, sessionId), eq(swapSessions.swapId, swapId)));
  return row ?? null;
}

export async function countOpenSessions(db: DbOrTx, swapId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(swapSessions)
    .where(and(eq(swapSessions.swapId, swapId), ne(swapSessions.status, 'cancelled')));
  return row?.total ?? 0;
}

export async function listSessions(db: DbOrTx, swapId: string) {
  return db
    .select()
    .from(swapSessions)
    .where(eq(swapSessions.swapId, swapId))
    .orderBy(sql`${swapSessions.startsAt} ASC NULLS LAST`, asc(swapSessions.createdAt));
}

export async function listSlots(db: DbOrTx, sessionIds: string[]) {
  if (sessionIds.length === 0) return [];
  return db
    .select()
    .from(swapSessionSlots)
    .where(inArray(swapSessionSlots.sessionId, sessionIds))
    .orderBy(asc(swapSessionSlots.startsAt), asc(swapSessionSlots.id));
}

/** The swap's earliest scheduled session that has not begun yet, if any. */
export async function findNextScheduledSession(db: DbOrTx, swapId: string, now: Date) {
  const [row] = await db
    .select()
    .from(swapSessions)
    .where(
      and(
        eq(swapSessions.swapId, swapId),
        eq(swapSessions.status, 'scheduled'),
        gt(swapSessions.startsAt, now),
      ),
    )
    .orderBy(asc(swapSessions.startsAt))
    .limit(1);
  return row ?? null;
}

/** A member's scheduled sessions that have not ended, in swaps under way, with their swap, for the feed. */
export async function listUpcomingSessionsOf(db: DbOrTx, memberId: string, now: Date) {
  return db
    .select({ session: swapSessions, swap: swaps })
    .from(swapSessions)
    .innerJoin(swaps, eq(swaps.id, swapSessions.swapId))
    .where(
      and(
        eq(swapSessions.status, 'scheduled'),
        // A cancelled, disputed or finished swap's sessions are no longer coming up.
        eq(swaps.status, 'accepted'),
        sql`(${swaps.requesterId} = ${memberId} OR ${swaps.recipientId} = ${memberId})`,
        gt(sql`${swapSessions.startsAt} + make_interval(mins => ${swapSessions.durationMinutes})`, now),
      ),
    )
    .orderBy(asc(swapSessions.startsAt))
    .limit(500);
}

export async function findFeed(db: DbOrTx, memberId: string) {
  const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.memberId, memberId));
  return row ?? null;
}

export async function findFeedByHash(db: DbOrTx, tokenHash: string) {
  const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.tokenHash, tokenHash));
  return row ?? null;
}

export async function saveFeed(db: DbOrTx, memberId: string, tokenHash: string, at: Date) {
  await db
    .insert(calendarFeeds)
    .values({ memberId, tokenHash, createdAt: at })
    .onConflictDoUpdate({ target: calendarFeeds.memberId, set: { tokenHash, createdAt: at } });
}

export async function deleteFeed(db: DbOrTx, memberId: string) {
  await db.delete(calendarFeeds).where(eq(calendarFeeds.memberId, memberId));
}
