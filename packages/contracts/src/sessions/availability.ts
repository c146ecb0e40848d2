import { z } from 'zod';
import { localTimeSchema } from '../shared/time-zones.ts';

// A member's weekly availability (ADR 110): ranges of hours on weekdays, in the member's
// own time zone. The propose dialog suggests times where both members of a swap are available, and Explore's
// advanced filters find members available on a weekday's morning, afternoon or evening.

export const availabilityLimits = {
  rangesPerWeek: 28,
  /** The shortest range a member can state, in minutes. */
  minRangeMinutes: 30,
} as const;

/** ISO weekdays: 1 is Monday, 7 is Sunday. */
export const isoWeekdays = [1, 2, 3, 4, 5, 6, 7] as const;
export type IsoWeekday = (typeof isoWeekdays)[number];

/** "HH:MM" as minutes after midnight; "24:00" is the end of the day. */
export const minutesOfTime = (time: string) => {
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  return hour * 60 + minute;
};
export const timeOfMinutes = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

export const availabilityRangeSchema = z
  .object({
    weekday: z
      .number({ error: 'sessions.validation.weekday' })
      .int('sessions.validation.weekday')
      .min(1, 'sessions.validation.weekday')
      .max(7, 'sessions.validation.weekday'),
    start: localTimeSchema,
    end: z.string().regex(/^(([01]\d|2[0-3]):[0-5]\d|24:00)$/, 'sessions.validation.endTimeFormat'),
  })
  .refine(
    (range) => minutesOfTime(range.end) - minutesOfTime(range.start) >= availabilityLimits.minRangeMinutes,
    { message: 'sessions.validation.rangeShort', path: ['end'] },
  )
  .meta({ description: 'Each range ends at least 30 minutes after it starts.' });
export type AvailabilityRange = z.infer<typeof availabilityRangeSchema>;

export const updateAvailabilitySchema = z.object({
  ranges: z
    .array(availabilityRangeSchema)
    .max(availabilityLimits.rangesPerWeek, 'sessions.validation.rangesMax')
    .superRefine((ranges, context) => {
      const sorted = [...ranges].sort(
        (a, b) => a.weekday - b.weekday || minutesOfTime(a.start) - minutesOfTime(b.start),
      );
      for (let index = 1; index < sorted.length; index++) {
        const previous = sorted[index - 1]!;
        const range = sorted[index]!;
        if (previous.weekday === range.weekday && minutesOfTime(range.start) < minutesOfTime(previous.end))
          context.addIssue({ code: 'custom', message: 'sessions.validation.rangesOverlap' });
      }
    })
    .meta({ description: 'Ranges on the same day do not overlap.' }),
});

export const availabilitySchema = z.object({
  /** The zone the ranges are read in: the member's time zone (UTC until set). */
  timeZone: z.string(),
  ranges: z.array(availabilityRangeSchema),
});
export type Availability = z.infer<typeof availabilitySchema>;

/** Parts of a day Explore filters on, in the member's own time zone, as [start, end) minutes. */
export const dayParts = {
  morning: [6 * 60, 12 * 60],
  afternoon: [12 * 60, 17 * 60],
  evening: [17 * 60, 22 * 60],
} as const;
export type DayPart = keyof typeof dayParts;
/** A member counts as available in a part of a day when a range covers at least this much of it. */
export const dayPartMinimumMinutes = 60;

const weekdayKeys = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
/** Explore's `available` values: "mon-morning" … "sun-evening". */
export const availableFilterValues = weekdayKeys.flatMap((day) =>
  (Object.keys(dayParts) as DayPart[]).map((part) => `${day}-${part}` as const),
) as [`${(typeof weekdayKeys)[number]}-${DayPart}`, ...Array<`${(typeof weekdayKeys)[number]}-${DayPart}`>];
export type AvailableFilter = (typeof availableFilterValues)[number];

/** The number a weekday's part is stored as: weekday × 10 + 0 (morning), 1 (afternoon) or 2 (evening). */
export function dayPartCode(weekday: number, part: DayPart): number {
  return weekday * 10 + (Object.keys(dayParts) as DayPart[]).indexOf(part);
}

export function parseAvailableFilter(value: AvailableFilter): { weekday: IsoWeekday; part: DayPart } {
  const [day, part] = value.split('-') as [(typeof weekdayKeys)[number], DayPart];
  return { weekday: (weekdayKeys.indexOf(day) + 1) as IsoWeekday, part };
}

/** The parts of the week a set of ranges covers (for Explore's index). */
export function dayPartCodesOf(ranges: AvailabilityRange[]): number[] {
  const codes = new Set<number>();
  for (const range of ranges) {
    for (const [part, [from, to]] of Object.entries(dayParts) as [DayPart, readonly [number, number]][]) {
      const overlap = Math.min(to, minutesOfTime(range.end)) - Math.max(from, minutesOfTime(range.start));
      if (overlap >= dayPartMinimumMinutes) codes.add(dayPartCode(range.weekday, part));
    }
  }
  return [...codes].sort((a, b) => a - b);
}
