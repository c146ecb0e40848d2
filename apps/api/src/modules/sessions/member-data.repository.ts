import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

/** What the sessions module stores about a member, for their data download. */
export async function collectSessionData(db: DbOrTx, memberId: string) {
  const timeZone = await db.execute<{ time_zone: string }>(
    sql`SELECT time_zone FROM member_time_zones WHERE member_id = ${memberId}`,
  );
  const feed = await db.execute<{ created_at: string }>(
    sql`SELECT created_at FROM calendar_feeds WHERE member_id = ${memberId}`,
  );
  const availability = await db.execute(
    sql`SELECT weekday, start_minute, end_minute FROM member_availability WHERE member_id = ${memberId}
        ORDER BY weekday, start_minute`,
  );
  const sessions = await db.execute(
    sql`SELECT s.swap_id, s.status, s.teacher_id = ${memberId} AS is_teacher, s.starts_at, s.duration_minutes,
          s.place_kind, s.place, s.note, s.created_at
        FROM swap_sessions s JOIN swaps w ON w.id = s.swap_id
        WHERE w.requester_id = ${memberId} OR w.recipient_id = ${memberId}
        ORDER BY s.created_at`,
  );
  return {
    timeZone: timeZone.rows[0]?.time_zone ?? null,
    calendarFeedCreatedAt: feed.rows[0]?.created_at ?? null,
    weeklyAvailability: availability.rows,
    swapSessions: sessions.rows,
  };
}

/**
 * The 30-day purge of a deleted member: their time zone, weekly availability and calendar feed go. Sessions
 * stay with the other member's swap history, as the swap's messages and confirmations do.
 */
export async function purgeSessionData(tx: DbOrTx, memberId: string): Promise<void> {
  await tx.execute(sql`DELETE FROM member_time_zones WHERE member_id = ${memberId}`);
  await tx.execute(sql`DELETE FROM calendar_feeds WHERE member_id = ${memberId}`);
  await tx.execute(sql`DELETE FROM member_availability WHERE member_id = ${memberId}`);
  await tx.execute(sql`DELETE FROM member_availability_parts WHERE member_id = ${memberId}`);
}
