import type { SlotInput } from '@skillswap/contracts/sessions/schemas';
import { wallClockAt, wallClockReadings, wallClockToUtc } from '@skillswap/contracts/shared/time-zones';

/** Hours a partner is reasonably awake for a session: from 08:00 to 21:00 in their own zone. */
export const wakingHours = { from: 8 * 60, to: 21 * 60 } as const;

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * The instant a filled-in slot stands for in the member's zone; null while incomplete or skipped by the
 * clocks.
 */
export function slotStart(slot: SlotInput, timeZone: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(slot.date) || !/^\d{2}:\d{2}$/.test(slot.startTime)) return null;
  return wallClockToUtc(slot.date, slot.startTime, timeZone);
}

/**
 * Both instants a filled-in slot stands for when its time happens twice in the member's zone (the clocks go
 * back); the slot is taken as the first of them (`slotStart`). Null otherwise.
 */
export function repeatedSlotStarts(slot: SlotInput, timeZone: string): [Date, Date] | null {
  if (!slotStart(slot, timeZone)) return null;
  const readings = wallClockReadings(slot.date, slot.startTime, timeZone);
  return readings.length === 2 ? [readings[0]!, readings[1]!] : null;
}

/** Whether any part of the session falls outside 08:00–21:00 in the partner's zone. */
export function isOutsideWakingHours(start: Date, durationMinutes: number, timeZone: string): boolean {
  const first = wallClockAt(start, timeZone);
  const last = wallClockAt(new Date(start.getTime() + (durationMinutes - 1) * 60_000), timeZone);
  const from = first.hour * 60 + first.minute;
  const to = last.hour * 60 + last.minute + 1;
  const isSameDay = first.day === last.day && first.month === last.month;
  return !isSameDay || from < wakingHours.from || to > wakingHours.to;
}

/** A date in a zone ("2026-11-27"): today's by default, for a date input's `min`. */
export function dateIn(timeZone: string, instant = new Date()): string {
  const wall = wallClockAt(instant, timeZone);
  return `${wall.year}-${pad(wall.month)}-${pad(wall.day)}`;
}

/** A suggested instant as a slot typed in the member's zone. */
export function slotAt(instant: Date, timeZone: string, durationMinutes: number): SlotInput {
  const wall = wallClockAt(instant, timeZone);
  return {
    date: dateIn(timeZone, instant),
    startTime: `${pad(wall.hour)}:${pad(wall.minute)}`,
    durationMinutes,
  };
}

/**
 * A new Jitsi Meet room. meet.jit.si opens any room name without an account, so the name is the room's only
 * key: 16 bytes (128 bits) from the browser's cryptographic random source, base64url, 22 characters.
 */
export function newMeetingRoom(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  const name = btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
  return `https://meet.jit.si/SkillSwap-${name}`;
}
