const steps: [unit: Intl.RelativeTimeFormatUnit, ms: number][] = [
  ['year', 365 * 24 * 60 * 60 * 1000],
  ['month', 30 * 24 * 60 * 60 * 1000],
  ['week', 7 * 24 * 60 * 60 * 1000],
  ['day', 24 * 60 * 60 * 1000],
  ['hour', 60 * 60 * 1000],
  ['minute', 60 * 1000],
];

/**
 * The app's one way of saying when something happened: "now", "5 minutes ago", "yesterday", "3 weeks ago", in
 * the reader's language. Anything under a minute, or a clock a little ahead of ours, reads as "now".
 */
export function formatRelativeTime(at: Date, now: Date, locale?: string): string {
  const elapsed = now.getTime() - at.getTime();
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  const step = steps.find(([, size]) => elapsed >= size);
  if (!step) return format.format(0, 'second');
  const [unit, size] = step;
  return format.format(-Math.floor(elapsed / size), unit);
}
