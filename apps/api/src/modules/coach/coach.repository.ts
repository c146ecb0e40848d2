import { eq, sql } from 'drizzle-orm';
import { coachGoalLimits } from '@skillswap/contracts/coach/schemas';
import type { DbOrTx } from '../../db/client.ts';
import { coachGoals } from '../../db/schema/index.ts';

export async function findWeeklyGoal(db: DbOrTx, memberId: string): Promise<number> {
  const [row] = await db
    .select({ hours: coachGoals.weeklyHours })
    .from(coachGoals)
    .where(eq(coachGoals.memberId, memberId));
  return row?.hours ?? coachGoalLimits.default;
}

export async function saveWeeklyGoal(db: DbOrTx, memberId: string, hours: number, now: Date) {
  await db
    .insert(coachGoals)
    .values({ memberId, weeklyHours: hours, updatedAt: now })
    .onConflictDoUpdate({ target: coachGoals.memberId, set: { weeklyHours: hours, updatedAt: now } });
}

/**
 * Hours the member learned in [from, to): completed swaps (the hours they receive: the requested hours for
 * the requester, the offered hours for the recipient; a swap counts in the week it completed) and workshop
 * seats marked attended (the workshop's length, in the week it started).
 */
export async function sumHoursLearned(db: DbOrTx, memberId: string, from: Date, to: Date) {
  const result = await db.execute<{ swaps: string | null; workshops: string | null }>(sql`
    SELECT
      (SELECT sum(CASE WHEN s.requester_id = ${memberId} THEN s.hours_requested ELSE s.hours_offered END)
         FROM swaps s
        WHERE s.status = 'completed'
          AND (s.requester_id = ${memberId} OR s.recipient_id = ${memberId})
          AND s.updated_at >= ${from.toISOString()}::timestamptz AND s.updated_at < ${to.toISOString()}::timestamptz
      ) AS swaps,
      (SELECT sum(w.duration_minutes) / 60.0
         FROM workshop_bookings b JOIN workshops w ON w.id = b.workshop_id
        WHERE b.learner_id = ${memberId} AND b.status = 'attended'
          AND w.starts_at >= ${from.toISOString()}::timestamptz AND w.starts_at < ${to.toISOString()}::timestamptz
      ) AS workshops`);
  const row = result.rows[0];
  return { fromSwaps: Number(row?.swaps ?? 0), fromWorkshops: Number(row?.workshops ?? 0) };
}

/** The skills the member wants, as written on their profile. */
export async function findSkillsWanted(db: DbOrTx, memberId: string): Promise<string[]> {
  const result = await db.execute<{ wanted: string[] | null }>(
    sql`SELECT skills_wanted AS wanted FROM profiles WHERE id = ${memberId} AND deleted_at IS NULL`,
  );
  return (result.rows[0]?.wanted ?? []).filter((skill) => skill.trim() !== '');
}
