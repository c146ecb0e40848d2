import { and, asc, eq, gte, ilike, inArray, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { WorkshopListQuery } from '@skillswap/contracts/workshops/schemas';
import type { DbOrTx } from '../../db/client.ts';
import { claimOnceStatement } from '../../lib/queue/queue.repository.ts';
import { profiles, users, workshopBookings, workshops } from '../../db/schema/index.ts';
import { activeCommunityIdsSql } from '../communities/index.ts';

export type WorkshopRow = typeof workshops.$inferSelect;
export type BookingRow = typeof workshopBookings.$inferSelect;
export type NewWorkshop = typeof workshops.$inferInsert;

export async function insertWorkshop(db: DbOrTx, values: NewWorkshop): Promise<WorkshopRow> {
  const [row] = await db.insert(workshops).values(values).returning();
  return row!;
}

export async function findWorkshop(db: DbOrTx, id: string): Promise<WorkshopRow | null> {
  const [row] = await db.select().from(workshops).where(eq(workshops.id, id));
  return row ?? null;
}

/** Locks the workshop's row: every change to its seats takes this lock first, then ledger accounts. */
export async function lockWorkshop(db: DbOrTx, id: string): Promise<WorkshopRow | null> {
  const [row] = await db.select().from(workshops).where(eq(workshops.id, id)).for('update');
  return row ?? null;
}

export async function updateWorkshop(db: DbOrTx, id: string, values: Partial<NewWorkshop>) {
  await db.update(workshops).set(values).where(eq(workshops.id, id));
}

/**
 * SQL: the workshops `viewerId` may see in lists (ADR 133): every one outside a community, and a community's
 * only while they are its active member (a visitor sees none of them). Written against `workshops` unaliased;
 * the map reads it too.
 */
export function workshopVisibleToSql(viewerId: string | null): SQL {
  if (!viewerId) return isNull(workshops.communityId);
  return or(
    isNull(workshops.communityId),
    sql`${workshops.communityId} IN ${activeCommunityIdsSql(viewerId)}`,
    eq(workshops.hostId, viewerId),
  )!;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (match) => `\\${match}`);

/** Upcoming scheduled workshops matching the filters, soonest first. */
export async function listUpcomingWorkshops(
  db: DbOrTx,
  filters: WorkshopListQuery & { now: Date; limit: number; viewerId: string | null; isElite?: boolean },
): Promise<WorkshopRow[]> {
  const conditions = [
    eq(workshops.status, 'scheduled'),
    gte(workshops.startsAt, filters.now),
    workshopVisibleToSql(filters.viewerId),
  ];
  if (filters.isElite !== undefined) conditions.push(eq(workshops.isElite, filters.isElite));
  if (filters.q) {
    const pattern = `%${escapeLike(filters.q)}%`;
    conditions.push(
      or(
        ilike(workshops.title, pattern),
        ilike(workshops.skill, pattern),
        ilike(workshops.description, pattern),
      )!,
    );
  }
  if (filters.skill) conditions.push(ilike(workshops.skill, `%${escapeLike(filters.skill)}%`));
  if (filters.from) conditions.push(gte(workshops.startsAt, new Date(`${filters.from}T00:00:00Z`)));
  if (filters.to) {
    const end = new Date(`${filters.to}T00:00:00Z`);
    end.setUTCDate(end.getUTCDate() + 1);
    conditions.push(lt(workshops.startsAt, end));
  }
  if (filters.mode) conditions.push(eq(workshops.placeKind, filters.mode));
  return db
    .select()
    .from(workshops)
    .where(and(...conditions))
    .orderBy(asc(workshops.startsAt), asc(workshops.id))
    .limit(filters.limit);
}

/** Seats taken and waitlist length per workshop. */
export async function countSeats(db: DbOrTx, workshopIds: string[]) {
  const counts = new Map<string, { taken: number; waitlisted: number }>();
  if (workshopIds.length === 0) return counts;
  const rows = await db
    .select({
      workshopId: workshopBookings.workshopId,
      status: workshopBookings.status,
      total: sql<number>`count(*)::int`,
    })
    .from(workshopBookings)
    .where(inArray(workshopBookings.workshopId, workshopIds))
    .groupBy(workshopBookings.workshopId, workshopBookings.status);
  for (const id of workshopIds) counts.set(id, { taken: 0, waitlisted: 0 });
  for (const row of rows) {
    const entry = counts.get(row.workshopId)!;
    if (row.status === 'waitlisted') entry.waitlisted += row.total;
    else if (row.status !== 'cancelled' && row.status !== 'excused') entry.taken += row.total;
  }
  return counts;
}

/**
 * Books the learner in one statement, under the workshop's lock (ADR 94): counts the seats taken and the
 * waitlist, and inserts the booking seated (a seat is left) or waitlisted (none is), unless the learner
 * already holds a seat or a waitlist place. The statement starts after the lock is granted, so it counts
 * every booking committed before. Answers the counts before the insert and the new row, or null when nothing
 * was added.
 */
export async function insertBookingBySeats(
  db: DbOrTx,
  input: {
    workshopId: string;
    learnerId: string;
    seats: number;
    price: number;
    seatPrice: number;
    isFreeSeat: boolean;
    now: Date;
  },
): Promise<{ taken: number; waitlisted: number; booking: BookingRow | null }> {
  const { workshopId, learnerId, seats, now } = input;
  const result = await db.execute<{
    taken: number;
    waitlisted: number;
    id: string | null;
    arrival: string | null;
  }>(sql`
    WITH state AS (
      SELECT count(*) FILTER (WHERE status NOT IN ('waitlisted', 'cancelled', 'excused'))::int AS taken,
             count(*) FILTER (WHERE status = 'waitlisted')::int AS waitlisted,
             coalesce(bool_or(learner_id = ${learnerId} AND status IN ('booked', 'waitlisted')), false) AS has_place
      FROM workshop_bookings WHERE workshop_id = ${workshopId}),
    added AS (
      INSERT INTO workshop_bookings (workshop_id, learner_id, status, price, is_free_seat, seated_at, created_at)
      SELECT ${workshopId}, ${learnerId},
        CASE WHEN taken < ${seats}::int THEN 'booked' ELSE 'waitlisted' END,
        CASE WHEN taken < ${seats}::int THEN ${input.seatPrice}::numeric ELSE ${input.price}::numeric END,
        taken < ${seats}::int AND ${input.isFreeSeat}::boolean,
        CASE WHEN taken < ${seats}::int THEN ${now}::timestamptz END,
        ${now}::timestamptz
      FROM state WHERE NOT has_place
      RETURNING id, arrival)
    SELECT state.taken, state.waitlisted, added.id, added.arrival FROM state LEFT JOIN added ON true`);
  const row = result.rows[0]!;
  const taken = Number(row.taken);
  const waitlisted = Number(row.waitlisted);
  if (!row.id) return { taken, waitlisted, booking: null };
  const hasSeat = taken < seats;
  const booking: BookingRow = {
    id: row.id,
    workshopId,
    learnerId,
    arrival: Number(row.arrival),
    status: hasSeat ? 'booked' : 'waitlisted',
    price: hasSeat ? input.seatPrice : input.price,
    isFreeSeat: hasSeat && input.isFreeSeat,
    createdAt: now,
    seatedAt: hasSeat ? now : null,
    cancelledAt: null,
    disputedAt: null,
    disputeReason: null,
    disputeDecidedAt: null,
    disputeOutcome: null,
    disputeNote: null,
    disputeDecidedBy: null,
  };
  return { taken, waitlisted, booking };
}

/** Every booking of a workshop in arrival order. */
export async function listBookings(db: DbOrTx, workshopId: string): Promise<BookingRow[]> {
  return db
    .select()
    .from(workshopBookings)
    .where(eq(workshopBookings.workshopId, workshopId))
    .orderBy(asc(workshopBookings.arrival));
}

export async function updateBooking(
  db: DbOrTx,
  id: string,
  values: Partial<typeof workshopBookings.$inferInsert>,
) {
  await db.update(workshopBookings).set(values).where(eq(workshopBookings.id, id));
}

/** Whether the member booked an Elite seat free since `monthStart` (cancelled ones do not count). */
export async function hasFreeSeatSince(db: DbOrTx, learnerId: string, monthStart: Date): Promise<boolean> {
  const rows = await db
    .select({ id: workshopBookings.id })
    .from(workshopBookings)
    .where(
      and(
        eq(workshopBookings.learnerId, learnerId),
        eq(workshopBookings.isFreeSeat, true),
        gte(workshopBookings.createdAt, monthStart),
        sql`${workshopBookings.status} <> 'cancelled'`,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/**
 * Whether the member has confirmed their e-mail address (hosting needs it; the identity badge does not
 * count).
 */
export async function hasVerifiedEmail(db: DbOrTx, memberId: string): Promise<boolean> {
  const [row] = await db
    .select({ verifiedAt: users.emailVerifiedAt })
    .from(users)
    .where(eq(users.id, memberId));
  return Boolean(row?.verifiedAt);
}

/** Disputed seats not decided yet, the longest-waiting first. */
export async function listOpenDisputedBookings(db: DbOrTx, limit: number) {
  return db
    .select({ booking: workshopBookings, workshop: workshops })
    .from(workshopBookings)
    .innerJoin(workshops, eq(workshops.id, workshopBookings.workshopId))
    .where(and(isNotNull(workshopBookings.disputedAt), isNull(workshopBookings.disputeDecidedAt)))
    .orderBy(asc(workshopBookings.disputedAt), asc(workshopBookings.id))
    .limit(limit);
}

export async function findBookingWithWorkshop(db: DbOrTx, bookingId: string) {
  const [row] = await db
    .select({ booking: workshopBookings, workshop: workshops })
    .from(workshopBookings)
    .innerJoin(workshops, eq(workshops.id, workshopBookings.workshopId))
    .where(eq(workshopBookings.id, bookingId));
  return row ?? null;
}

/**
 * Claims the workshops due a reminder of one kind (lib/queue's claim-once statement: the claim column set
 * from null, rows another process is claiming skipped), in the caller's transaction, so each reminder is
 * queued exactly once. The 1-hour claim also settles the 24-hour one, so a workshop created at short notice
 * gets one reminder, not two at once.
 */
export async function claimDueReminders(
  db: DbOrTx,
  kind: '24h' | '1h',
  now: Date,
  limit: number,
): Promise<string[]> {
  const hourMs = 60 * 60 * 1000;
  const result = await db.execute<{ id: string }>(
    claimOnceStatement({
      table: 'workshops',
      set:
        kind === '24h'
          ? { reminded_24h_at: now }
          : { reminded_1h_at: now, reminded_24h_at: sql`COALESCE(reminded_24h_at, ${now})` },
      where:
        kind === '24h'
          ? sql`status = 'scheduled' AND reminded_24h_at IS NULL
              AND starts_at > ${new Date(now.getTime() + hourMs)}
              AND starts_at <= ${new Date(now.getTime() + 24 * hourMs)}`
          : sql`status = 'scheduled' AND reminded_1h_at IS NULL
              AND starts_at > ${now} AND starts_at <= ${new Date(now.getTime() + hourMs)}`,
      orderBy: sql`starts_at`,
      limit,
    }),
  );
  return result.rows.map((row) => row.id);
}

/** The skills the member wants to learn, lower-cased (their profile's list). */
export async function findWantedSkills(db: DbOrTx, memberId: string): Promise<string[]> {
  const [row] = await db
    .select({ wanted: profiles.skillsWanted })
    .from(profiles)
    .where(eq(profiles.id, memberId));
  return (row?.wanted ?? []).map((skill) => skill.trim().toLowerCase()).filter(Boolean);
}

/** Upcoming scheduled workshops teaching one of the skills (by name, any case), not hosted by the member. */
export async function listUpcomingForSkills(
  db: DbOrTx,
  options: { skills: string[]; memberId: string; now: Date; limit: number },
): Promise<WorkshopRow[]> {
  if (options.skills.length === 0) return [];
  return db
    .select()
    .from(workshops)
    .where(
      and(
        eq(workshops.status, 'scheduled'),
        gte(workshops.startsAt, options.now),
        sql`${workshops.hostId} <> ${options.memberId}`,
        workshopVisibleToSql(options.memberId),
        sql`lower(${workshops.skill}) IN (${sql.join(
          options.skills.map((skill) => sql`${skill}`),
          sql`, `,
        )})`,
      ),
    )
    .orderBy(asc(workshops.startsAt), asc(workshops.id))
    .limit(options.limit);
}

/**
 * A member's workshops for the data export: those they host (with each seat's status and learner, no other
 * personal data) and the seats they booked elsewhere, with any dispute and its decision.
 */
export async function collectWorkshopData(db: DbOrTx, memberId: string) {
  const hosted = await db
    .select({
      id: workshops.id,
      title: workshops.title,
      skill: workshops.skill,
      description: workshops.description,
      startsAt: workshops.startsAt,
      durationMinutes: workshops.durationMinutes,
      timeZone: workshops.timeZone,
      placeKind: workshops.placeKind,
      place: workshops.place,
      seats: workshops.seats,
      price: workshops.price,
      isElite: workshops.isElite,
      communityId: workshops.communityId,
      status: workshops.status,
      cancelReason: workshops.cancelReason,
      createdAt: workshops.createdAt,
    })
    .from(workshops)
    .where(eq(workshops.hostId, memberId))
    .orderBy(asc(workshops.createdAt));
  const booked = await db
    .select({
      workshopId: workshopBookings.workshopId,
      title: workshops.title,
      startsAt: workshops.startsAt,
      status: workshopBookings.status,
      price: workshopBookings.price,
      isFreeSeat: workshopBookings.isFreeSeat,
      createdAt: workshopBookings.createdAt,
      seatedAt: workshopBookings.seatedAt,
      cancelledAt: workshopBookings.cancelledAt,
      disputedAt: workshopBookings.disputedAt,
      disputeReason: workshopBookings.disputeReason,
      disputeOutcome: workshopBookings.disputeOutcome,
      disputeNote: workshopBookings.disputeNote,
      disputeDecidedAt: workshopBookings.disputeDecidedAt,
    })
    .from(workshopBookings)
    .innerJoin(workshops, eq(workshops.id, workshopBookings.workshopId))
    .where(eq(workshopBookings.learnerId, memberId))
    .orderBy(asc(workshopBookings.createdAt));
  return { workshopsHosted: hosted, workshopBookings: booked };
}
