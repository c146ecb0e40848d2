import {
  slaTerms,
  statusDays,
  statusMonths,
  type StatusMonth,
  type StatusReport,
} from '@skillswap/contracts/status/schemas';
import type { DbOrTx } from '../../db/client.ts';
import { dayKey, floorToDay, floorToMinute, tallyMinutes } from './availability.ts';
import {
  countOkMinutes,
  countOkMinutesByDay,
  findFirstProbeMinute,
  findLatestProbe,
  insertProbe,
  pingDatabase,
} from './status.repository.ts';

const dayMs = 24 * 60 * 60 * 1000;
/** A database round trip slower than this counts as down (the readiness check's limit). */
const slowProbeMs = 2_000;

/** The probe job: one database round trip, recorded for the current minute (once across processes). */
export async function recordStatusProbe(db: DbOrTx, now: () => Date): Promise<void> {
  const started = performance.now();
  await pingDatabase(db);
  const latencyMs = Math.round(performance.now() - started);
  await insertProbe(db, { minute: floorToMinute(now()), isOk: latencyMs < slowProbeMs, latencyMs });
}

const isSlaMet = (availabilityPercent: number | null) =>
  availabilityPercent === null ? null : availabilityPercent >= slaTerms.monthlyAvailabilityPercent;

/**
 * The last three whole UTC calendar months before `now`'s, oldest first, each counted as the days are
 * (ADR 101): a minute without an ok probe is down, minutes before the first probe ever recorded are not
 * counted (ADR 143).
 */
export async function getMonthlyAvailability(db: DbOrTx, now: Date): Promise<StatusMonth[]> {
  const firstProbe = await findFirstProbeMinute(db);
  const months: StatusMonth[] = [];
  for (let back = statusMonths; back >= 1; back -= 1) {
    const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
    const to = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back + 1, 1));
    const minutesUp = firstProbe ? await countOkMinutes(db, from, to) : 0;
    const tally = tallyMinutes({ from, to, firstProbe, minutesUp });
    months.push({ month: dayKey(from).slice(0, 7), ...tally, isSlaMet: isSlaMet(tally.availabilityPercent) });
  }
  return months;
}

/** The /status page's figures: the last 90 UTC days, this month, and the SLA they are measured against. */
export async function getStatusReport(db: DbOrTx, now: Date): Promise<StatusReport> {
  // The minute in progress may not have been probed yet, so counting stops at its start.
  const until = floorToMinute(now);
  const today = floorToDay(now);
  const firstDay = new Date(today.getTime() - (statusDays - 1) * dayMs);
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const from = monthStart < firstDay ? monthStart : firstDay;
  const [firstProbe, okByDay, latest, months] = await Promise.all([
    findFirstProbeMinute(db),
    countOkMinutesByDay(db, from, until),
    findLatestProbe(db),
    getMonthlyAvailability(db, now),
  ]);
  const days = Array.from({ length: statusDays }, (_, index) => {
    const start = new Date(firstDay.getTime() + index * dayMs);
    const end = new Date(Math.min(start.getTime() + dayMs, until.getTime()));
    const key = dayKey(start);
    return {
      day: key,
      ...tallyMinutes({ from: start, to: end, firstProbe, minutesUp: okByDay.get(key) ?? 0 }),
    };
  });
  let monthUp = 0;
  for (const [key, count] of okByDay) if (key >= dayKey(monthStart)) monthUp += count;
  const month = tallyMinutes({ from: monthStart, to: until, firstProbe, minutesUp: monthUp });
  const isUp = latest !== null && latest.isOk && now.getTime() - latest.minute.getTime() < 3 * 60_000;
  return {
    isUp,
    generatedAt: now.toISOString(),
    days,
    month: { month: dayKey(monthStart).slice(0, 7), ...month, isSlaMet: isSlaMet(month.availabilityPercent) },
    months,
    sla: { ...slaTerms },
  };
}
