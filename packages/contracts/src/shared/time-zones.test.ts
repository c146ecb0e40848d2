import { describe, expect, it } from 'vitest';
import { formatSessionTime, isTimeZone, wallClockAt, wallClockToUtc } from './time-zones.ts';

const utc = (date: string, time: string, zone: string) => wallClockToUtc(date, time, zone)?.toISOString();
const shown = (iso: string, zone: string) => {
  const wall = wallClockAt(new Date(iso), zone);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${wall.year}-${pad(wall.month)}-${pad(wall.day)} ${pad(wall.hour)}:${pad(wall.minute)}`;
};

describe('a slot proposed in Lisbon, read in New York and Kolkata', () => {
  it('around the March changes (US on 8 March, Europe on 29 March; India has none)', () => {
    // Between the two changes New York is 4 h behind UTC while Lisbon is still on UTC.
    const early = utc('2026-03-20', '18:00', 'Europe/Lisbon');
    expect(early).toBe('2026-03-20T18:00:00.000Z');
    expect(shown(early!, 'America/New_York')).toBe('2026-03-20 14:00');
    expect(shown(early!, 'Asia/Kolkata')).toBe('2026-03-20 23:30');
    // The day before and the day after Lisbon moves to summer time.
    const before = utc('2026-03-28', '10:00', 'Europe/Lisbon');
    const after = utc('2026-03-30', '10:00', 'Europe/Lisbon');
    expect([before, after]).toEqual(['2026-03-28T10:00:00.000Z', '2026-03-30T09:00:00.000Z']);
    expect([shown(before!, 'America/New_York'), shown(after!, 'America/New_York')]).toEqual([
      '2026-03-28 06:00',
      '2026-03-30 05:00',
    ]);
    expect([shown(before!, 'Asia/Kolkata'), shown(after!, 'Asia/Kolkata')]).toEqual([
      '2026-03-28 15:30',
      '2026-03-30 14:30',
    ]);
    // A week before the US change, New York is 5 h behind.
    expect(shown(utc('2026-03-01', '10:00', 'Europe/Lisbon')!, 'America/New_York')).toBe('2026-03-01 05:00');
  });

  it('around the October and November changes (Europe on 25 October, US on 1 November)', () => {
    const summer = utc('2026-10-24', '19:00', 'Europe/Lisbon');
    const winter = utc('2026-10-26', '19:00', 'Europe/Lisbon');
    expect([summer, winter]).toEqual(['2026-10-24T18:00:00.000Z', '2026-10-26T19:00:00.000Z']);
    expect([shown(summer!, 'America/New_York'), shown(winter!, 'America/New_York')]).toEqual([
      '2026-10-24 14:00',
      '2026-10-26 15:00',
    ]);
    expect(shown(winter!, 'Asia/Kolkata')).toBe('2026-10-27 00:30');
    const afterUs = utc('2026-11-02', '19:00', 'Europe/Lisbon');
    expect(shown(afterUs!, 'America/New_York')).toBe('2026-11-02 14:00');
  });

  it('has no instant for a skipped time and takes the first of a repeated one', () => {
    expect(utc('2026-03-29', '01:30', 'Europe/Lisbon')).toBeUndefined();
    expect(utc('2026-10-25', '01:30', 'Europe/Lisbon')).toBe('2026-10-25T00:30:00.000Z');
    expect(utc('2026-03-08', '02:30', 'America/New_York')).toBeUndefined();
    expect(utc('2026-03-29', '01:30', 'Asia/Kolkata')).toBe('2026-03-28T20:00:00.000Z');
  });

  it('names the zone with the time, in the reader’s zone and across midnight', () => {
    const startsAt = new Date('2026-10-26T19:00:00Z');
    expect(formatSessionTime(startsAt, 90, 'Asia/Kolkata')).toBe(
      'Tue, 27 Oct 2026, 00:30–02:00 (Asia/Kolkata, GMT+5:30)',
    );
    expect(formatSessionTime(startsAt, 60, 'America/New_York')).toBe(
      'Mon, 26 Oct 2026, 15:00–16:00 (America/New_York, EDT)',
    );
  });

  it('accepts IANA names only', () => {
    expect(['Europe/Lisbon', 'America/New_York', 'Asia/Kolkata', 'UTC'].every(isTimeZone)).toBe(true);
    expect(['Mars/Olympus', '+05:30', 'GMT+5', '', 'Europe/Lisbon; drop'].some(isTimeZone)).toBe(false);
  });
});
