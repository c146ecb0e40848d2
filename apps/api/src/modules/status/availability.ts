const minuteMs = 60_000;
const dayMs = 24 * 60 * minuteMs;

export const floorToMinute = (date: Date) => new Date(Math.floor(date.getTime() / minuteMs) * minuteMs);
export const floorToDay = (date: Date) => new Date(Math.floor(date.getTime() / dayMs) * dayMs);
export const dayKey = (date: Date) => date.toISOString().slice(0, 10);

export interface MinuteTally {
  minutes: number;
  minutesUp: number;
  availabilityPercent: number | null;
}

/**
 * The availability of [from, to) (ADR 101): every whole minute since the first probe ever recorded counts,
 * and a minute is up only when its probe says ok. A minute with no probe (no process was running, or the
 * database did not answer) counts as down. Minutes before the first probe are not counted at all.
 */
export function tallyMinutes(options: {
  from: Date;
  to: Date;
  firstProbe: Date | null;
  minutesUp: number;
}): MinuteTally {
  const start = options.firstProbe
    ? Math.max(options.from.getTime(), options.firstProbe.getTime())
    : Infinity;
  const minutes = Math.max(0, Math.floor((options.to.getTime() - start) / minuteMs));
  const minutesUp = Math.min(options.minutesUp, minutes);
  const availabilityPercent = minutes === 0 ? null : Math.floor((minutesUp / minutes) * 100_000) / 1000;
  return { minutes, minutesUp, availabilityPercent };
}
