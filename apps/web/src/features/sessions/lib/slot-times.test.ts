import { describe, expect, it } from 'vitest';
import { utcOffsetLabel } from '@skillswap/contracts/shared/time-zones';
import {
  dateIn,
  isOutsideWakingHours,
  newMeetingRoom,
  repeatedSlotStarts,
  slotAt,
  slotStart,
} from './slot-times.ts';

describe('slot times in two zones', () => {
  it('reads a slot in the member’s zone and checks it in the partner’s, across a change of the clocks', () => {
    // 14:00 in Lisbon on 30 March 2026 (WEST) is 09:00 in New York (EDT): inside 08:00–21:00.
    const start = slotStart(
      { date: '2026-03-30', startTime: '14:00', durationMinutes: 60 },
      'Europe/Lisbon',
    )!;
    expect(start.toISOString()).toBe('2026-03-30T13:00:00.000Z');
    expect(isOutsideWakingHours(start, 60, 'America/New_York')).toBe(false);
    // 10:00 in Lisbon in January is 05:00 in New York.
    const early = slotStart(
      { date: '2027-01-20', startTime: '10:00', durationMinutes: 60 },
      'Europe/Lisbon',
    )!;
    expect(isOutsideWakingHours(early, 60, 'America/New_York')).toBe(true);
    // 20:30 for 60 minutes ends at 21:30: partly outside.
    const late = slotStart({ date: '2027-01-20', startTime: '20:30', durationMinutes: 60 }, 'UTC')!;
    expect(isOutsideWakingHours(late, 60, 'UTC')).toBe(true);
    expect(isOutsideWakingHours(late, 30, 'UTC')).toBe(false);
  });

  // B.7: The dialog says which of the two readings a repeated time was taken as.
  it('finds both readings of a time the clocks go back over, and takes the first', () => {
    const slot = { date: '2026-10-25', startTime: '01:30', durationMinutes: 60 };
    const starts = repeatedSlotStarts(slot, 'Europe/London')!;
    expect(starts.map((start) => start.toISOString())).toEqual([
      '2026-10-25T00:30:00.000Z',
      '2026-10-25T01:30:00.000Z',
    ]);
    expect(starts.map((start) => utcOffsetLabel(start, 'Europe/London'))).toEqual(['UTC+01:00', 'UTC+00:00']);
    expect(slotStart(slot, 'Europe/London')).toEqual(starts[0]);
    // New York goes back a week later; India never does; a half-hour zone names its minutes.
    const newYork = repeatedSlotStarts({ ...slot, date: '2026-11-01' }, 'America/New_York')!;
    expect(newYork.map((start) => utcOffsetLabel(start, 'America/New_York'))).toEqual([
      'UTC-04:00',
      'UTC-05:00',
    ]);
    expect(repeatedSlotStarts({ ...slot, startTime: '02:30' }, 'Europe/London')).toBeNull();
    expect(repeatedSlotStarts(slot, 'Asia/Kolkata')).toBeNull();
    expect(utcOffsetLabel(new Date('2026-10-25T00:00:00Z'), 'Asia/Kolkata')).toBe('UTC+05:30');
    expect(repeatedSlotStarts({ ...slot, date: '' }, 'Europe/London')).toBeNull();
  });

  it('gives no instant for an incomplete slot or a time the clocks skip', () => {
    expect(slotStart({ date: '', startTime: '10:00', durationMinutes: 60 }, 'UTC')).toBeNull();
    expect(
      slotStart({ date: '2026-03-29', startTime: '01:30', durationMinutes: 60 }, 'Europe/Lisbon'),
    ).toBeNull();
  });

  it('turns a suggested instant into the slot typed in the member’s zone', () => {
    expect(slotAt(new Date('2026-03-30T13:00:00Z'), 'Europe/Lisbon', 60)).toEqual({
      date: '2026-03-30',
      startTime: '14:00',
      durationMinutes: 60,
    });
    expect(dateIn('Pacific/Kiritimati', new Date('2026-11-27T12:00:00Z'))).toBe('2026-11-28');
  });

  it('makes a new, unguessable Jitsi Meet room each time', () => {
    const rooms = new Set(Array.from({ length: 100 }, newMeetingRoom));
    expect(rooms.size).toBe(100);
    for (const room of rooms) expect(room).toMatch(/^https:\/\/meet\.jit\.si\/SkillSwap-[\w-]{22}$/);
  });
});
