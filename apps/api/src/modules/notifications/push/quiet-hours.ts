/** Minutes after midnight on the wall clock of `timeZone` at `at`. */
export function minuteOfDay(at: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const value = (type: string) => Number(parts.find((part) => part.type === type)?.value ?? 0);
  return value('hour') * 60 + value('minute');
}

/**
 * When the member's quiet hours that hold at `now` end, or null when `now` is outside them. The window may
 * cross midnight (22:00-07:00); times are the member's own wall clock in the zone they saved with them.
 */
export function quietHoursEnd(
  now: Date,
  quiet: { startMinute: number; endMinute: number; timeZone: string },
): Date | null {
  const minute = minuteOfDay(now, quiet.timeZone);
  const { startMinute: start, endMinute: end } = quiet;
  const isQuiet = start < end ? minute >= start && minute < end : minute >= start || minute < end;
  if (!isQuiet) return null;
  const minutesLeft = (end - minute + 1440) % 1440;
  const startOfMinute = now.getTime() - (now.getTime() % 60_000);
  return new Date(startOfMinute + minutesLeft * 60_000);
}

export const toMinute = (clock: string) => {
  const [hours, minutes] = clock.split(':').map(Number) as [number, number];
  return hours * 60 + minutes;
};
export const toClock = (minute: number) =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
