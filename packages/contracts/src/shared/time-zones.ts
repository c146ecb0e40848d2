import { z } from 'zod';

// Wall-clock times in a named IANA zone and the UTC instants they stand for (ADR 70). Sessions are stored in
// UTC; a slot is typed as a date and a start time in the proposer's zone and shown in each viewer's zone.

/**
 * Whether the runtime knows this IANA zone name ("Europe/Lisbon", "UTC"); offsets like "+01:00" are not
 * names.
 */
export function isTimeZone(name: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/.test(name) || name.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

export const timeZoneSchema = z.string().trim().refine(isTimeZone, 'profiles.validation.timeZone').meta({
  description: 'An IANA time zone name the server knows, like Europe/Lisbon or UTC (not an offset).',
  pattern: '^\\s*[A-Za-z][A-Za-z0-9_+-]*(/[A-Za-z0-9_+-]+)*\\s*$',
  maxLength: 64,
});

export const localDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'scheduling.validation.dateFormat')
  .refine((value) => {
    const [y, m, d] = value.split('-').map(Number) as [number, number, number];
    const date = new Date(Date.UTC(y, m - 1, d));
    return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
  }, 'scheduling.validation.dateMissing')
  .meta({ format: 'date' });

export const localTimeSchema = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'scheduling.validation.timeFormat');

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

const partsFormatters = new Map<string, Intl.DateTimeFormat>();
function partsFormatter(timeZone: string) {
  let formatter = partsFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    partsFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall clock in `timeZone` at an instant. */
export function wallClockAt(instant: Date, timeZone: string): WallClock & { second: number } {
  const parts = Object.fromEntries(
    partsFormatter(timeZone)
      .formatToParts(instant)
      .filter((part) => part.type !== 'literal')
      .map((part) => [part.type, Number(part.value)]),
  ) as Record<string, number>;
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour! % 24,
    minute: parts.minute!,
    second: parts.second!,
  };
}

/** Milliseconds the zone is ahead of UTC at an instant. */
function offsetAt(instant: number, timeZone: string): number {
  const wall = wallClockAt(new Date(instant), timeZone);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/**
 * Every instant a wall-clock time in `timeZone` stands for, earliest first: none for a time the clocks skip
 * (spring forward), two for a time that happens twice (fall back), else one.
 */
export function wallClockReadings(date: string, time: string, timeZone: string): Date[] {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  // The offset a few hours either side covers both readings of an ambiguous time.
  const candidates = [
    ...new Set([offsetAt(asUtc - 12 * 3_600_000, timeZone), offsetAt(asUtc + 12 * 3_600_000, timeZone)]),
  ]
    .map((offset) => asUtc - offset)
    .sort((a, b) => a - b);
  return candidates
    .filter((candidate) => {
      const wall = wallClockAt(new Date(candidate), timeZone);
      return (
        wall.year === year &&
        wall.month === month &&
        wall.day === day &&
        wall.hour === hour &&
        wall.minute === minute
      );
    })
    .map((candidate) => new Date(candidate));
}

/**
 * The instant a wall-clock time in `timeZone` stands for. A time the clocks skip (spring forward) has none:
 * answers null. A time that happens twice (fall back) is the first of the two; the scheduling dialog says so.
 */
export function wallClockToUtc(date: string, time: string, timeZone: string): Date | null {
  return wallClockReadings(date, time, timeZone)[0] ?? null;
}

/** The zone's offset from UTC at an instant, as "UTC+01:00". */
export function utcOffsetLabel(instant: Date, timeZone: string): string {
  const minutes = Math.round(offsetAt(instant.getTime(), timeZone) / 60_000);
  const sign = minutes < 0 ? '-' : '+';
  const pad = (value: number) => String(value).padStart(2, '0');
  return `UTC${sign}${pad(Math.floor(Math.abs(minutes) / 60))}:${pad(Math.abs(minutes) % 60)}`;
}

/** The zone's short name at that instant where it has one ("EDT", "IST"), else its offset ("GMT+5:30"). */
export function zoneAbbreviation(instant: Date, timeZone: string): string {
  const part = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' })
    .formatToParts(instant)
    .find((p) => p.type === 'timeZoneName');
  return part?.value ?? timeZone;
}

/**
 * A session's time as a member reads it in their zone, with the zone named, e.g.
 * "Sun 29 Mar 2026, 10:00–11:00 (America/New_York, EDT)".
 */
export function formatSessionTime(startsAt: Date, durationMinutes: number, timeZone: string): string {
  const endsAt = new Date(startsAt.getTime() + durationMinutes * 60_000);
  const day = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).format(startsAt);
  const clock = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return `${day}, ${clock.format(startsAt)}–${clock.format(endsAt)} (${timeZone}, ${zoneAbbreviation(startsAt, timeZone)})`;
}
