import { minutesOfTime, type AvailabilityRange } from '@skillswap/contracts/sessions/availability';
import { wallClockAt } from '@skillswap/contracts/shared/time-zones';

/** One member's week as the suggestions read it: ranges in their own zone. */
export interface MemberWeek {
  timeZone: string;
  ranges: AvailabilityRange[];
}

const stepMinutes = 30;
const minuteMs = 60_000;

/** ISO weekday (1 Monday … 7 Sunday) of a calendar date. */
const isoWeekday = (year: number, month: number, day: number) =>
  ((new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7) + 1;

/**
 * Whether the member is available for all of [start, start + minutes): read in their zone at those very
 * instants (so a change of the clocks is accounted for), the time lies on one day and inside one of
 * that weekday's ranges.
 */
export function isAvailable(week: MemberWeek, start: Date, minutes: number): boolean {
  const first = wallClockAt(start, week.timeZone);
  const last = wallClockAt(new Date(start.getTime() + (minutes - 1) * minuteMs), week.timeZone);
  if (first.year !== last.year || first.month !== last.month || first.day !== last.day) return false;
  const weekday = isoWeekday(first.year, first.month, first.day);
  const from = first.hour * 60 + first.minute;
  const to = last.hour * 60 + last.minute + 1;
  return week.ranges.some(
    (range) =>
      range.weekday === weekday && minutesOfTime(range.start) <= from && to <= minutesOfTime(range.end),
  );
}

/**
 * Times where every member is available, in the next `days` days: the first fitting half hour of each day (as
 * the first member reads the day), at least an hour from now, `limit` at most.
 */
export function suggestTimes(
  weeks: MemberWeek[],
  options: { now: Date; durationMinutes: number; days: number; limit: number },
): Date[] {
  if (weeks.some((week) => week.ranges.length === 0)) return [];
  const step = stepMinutes * minuteMs;
  const earliest = Math.ceil((options.now.getTime() + 60 * minuteMs) / step) * step;
  const latest = options.now.getTime() + options.days * 24 * 60 * minuteMs;
  const found: Date[] = [];
  let dayTaken = '';
  for (let at = earliest; at <= latest && found.length < options.limit; at += step) {
    const start = new Date(at);
    const wall = wallClockAt(start, weeks[0]!.timeZone);
    const day = `${wall.year}-${wall.month}-${wall.day}`;
    if (day === dayTaken) continue;
    if (weeks.every((week) => isAvailable(week, start, options.durationMinutes))) {
      found.push(start);
      dayTaken = day;
    }
  }
  return found;
}
