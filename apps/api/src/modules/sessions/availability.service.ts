import {
  dayPartCodesOf,
  minutesOfTime,
  timeOfMinutes,
  type Availability,
  type AvailabilityRange,
} from '@skillswap/contracts/sessions/availability';
import type { DbOrTx } from '../../db/client.ts';
import { listAvailability, replaceAvailability, type AvailabilityRow } from './availability.repository.ts';
import { suggestTimes, type MemberWeek } from './availability-suggestions.ts';
import { findTimeZone } from './sessions.repository.ts';

const toRange = (row: AvailabilityRow): AvailabilityRange => ({
  weekday: row.weekday,
  start: timeOfMinutes(row.startMinute),
  end: timeOfMinutes(row.endMinute),
});

async function weekOf(db: DbOrTx, memberId: string): Promise<MemberWeek> {
  const [timeZone, rows] = await Promise.all([findTimeZone(db, memberId), listAvailability(db, [memberId])]);
  return { timeZone: timeZone ?? 'UTC', ranges: rows.map(toRange) };
}

export async function getAvailability(db: DbOrTx, memberId: string): Promise<Availability> {
  return weekOf(db, memberId);
}

/** Replaces the member's week (already validated: no overlaps, 28 ranges at most). */
export async function setAvailability(db: DbOrTx, memberId: string, ranges: AvailabilityRange[]) {
  await db.transaction(async (tx) => {
    await replaceAvailability(
      tx,
      memberId,
      ranges.map((range) => ({
        weekday: range.weekday,
        startMinute: minutesOfTime(range.start),
        endMinute: minutesOfTime(range.end),
      })),
      dayPartCodesOf(ranges),
    );
  });
  return getAvailability(db, memberId);
}

export const suggestionLimits = { days: 14, count: 6, durationMinutes: 60 } as const;

/**
 * What the propose dialog needs to know about the partner: their zone, whether each member stated a week, and
 * the next hour-long times (UTC) where both are available.
 */
export async function sharedAvailability(db: DbOrTx, memberId: string, partnerId: string, now: Date) {
  const [mine, partner] = await Promise.all([weekOf(db, memberId), weekOf(db, partnerId)]);
  const times = suggestTimes([mine, partner], {
    now,
    durationMinutes: suggestionLimits.durationMinutes,
    days: suggestionLimits.days,
    limit: suggestionLimits.count,
  });
  return {
    partner: { timeZone: partner.timeZone, hasAvailability: partner.ranges.length > 0 },
    hasAvailability: mine.ranges.length > 0,
    suggestedTimes: times.map((time) => time.toISOString()),
  };
}
