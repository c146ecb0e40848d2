const units: [unit: Intl.RelativeTimeFormatUnit, ms: number][] = [
  ['day', 24 * 60 * 60 * 1000],
  ['hour', 60 * 60 * 1000],
  ['minute', 60 * 1000],
];

/**
 * "Active now", or "Last active 3 hours ago". A browser refreshes its session every 15 minutes while a tab is
 * open, so anything more recent than that is as good as now.
 */
export function describeLastUse(lastUsedAt: string, now = Date.now()): string {
  const elapsed = now - new Date(lastUsedAt).getTime();
  if (elapsed < 16 * 60 * 1000) return 'Active now';
  const format = new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' });
  const [unit, size] = units.find(([, ms]) => elapsed >= ms) ?? units[units.length - 1]!;
  return `Last active ${format.format(-Math.floor(elapsed / size), unit)}`;
}
