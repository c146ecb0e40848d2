const units: [unit: Intl.RelativeTimeFormatUnit, ms: number][] = [
  ['day', 24 * 60 * 60 * 1000],
  ['hour', 60 * 60 * 1000],
  ['minute', 60 * 1000],
];

/**
 * "Active now", or "Last active 3 hours ago". A browser refreshes its session every 15 minutes while a tab is
 * open, so anything more recent than that is as good as now.
 */
export function describeLastUse(lastUsedAt: string, now = Date.now(), words: LastUseWords = english): string {
  const elapsed = now - new Date(lastUsedAt).getTime();
  if (elapsed < 16 * 60 * 1000) return words.activeNow;
  const format = new Intl.RelativeTimeFormat(words.language, { numeric: 'auto' });
  const [unit, size] = units.find(([, ms]) => elapsed >= ms) ?? units[units.length - 1]!;
  return words.lastActive(format.format(-Math.floor(elapsed / size), unit));
}

/** The words around the time, in the active language (Settings passes the catalogue's). */
export interface LastUseWords {
  language: string;
  activeNow: string;
  lastActive: (ago: string) => string;
}

const english: LastUseWords = {
  language: 'en',
  activeNow: 'Active now',
  lastActive: (ago) => `Last active ${ago}`,
};
