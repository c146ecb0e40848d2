import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

/**
 * The workshops a member's deletion must settle, in id order (the order their rows are locked in): those they
 * host that are still scheduled, and those where they hold a seat or a waitlist place.
 */
export async function listOpenWorkshopsOf(db: DbOrTx, memberId: string) {
  const hosted = await db.execute<{ id: string }>(sql`
    SELECT id FROM workshops WHERE host_id = ${memberId} AND status = 'scheduled' ORDER BY id`);
  const booked = await db.execute<{ id: string }>(sql`
    SELECT DISTINCT w.id FROM workshops w
    JOIN workshop_bookings b ON b.workshop_id = w.id
    WHERE b.learner_id = ${memberId} AND b.status IN ('booked', 'waitlisted') AND w.status = 'scheduled'
      AND w.host_id <> ${memberId}
    ORDER BY w.id`);
  return { hosted: hosted.rows.map((row) => row.id), booked: booked.rows.map((row) => row.id) };
}

/**
 * Locks up to `limit` scheduled workshops that ended before `endedBefore`, skipping rows another process
 * holds, in the caller's transaction: the ones whose attendance was never marked.
 */
export async function lockUnmarkedWorkshopIds(db: DbOrTx, endedBefore: Date, limit: number) {
  const result = await db.execute<{ id: string }>(sql`
    SELECT id FROM workshops
    WHERE status = 'scheduled'
      AND starts_at + make_interval(mins => duration_minutes) < ${endedBefore}
    ORDER BY id LIMIT ${limit}
    FOR UPDATE SKIP LOCKED`);
  return result.rows.map((row) => row.id);
}
