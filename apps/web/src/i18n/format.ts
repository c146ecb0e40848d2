import { formatMoney } from '@skillswap/contracts/billing/schemas';
import { formatDateTime, formatNumber, formatSkillCoins, isolateIn } from '@skillswap/contracts/shared/i18n';
import type { Language } from '@skillswap/contracts/shared/i18n';
import { useTranslation } from './i18n-context.ts';

/**
 * The app's one way of writing dates and times, so the same day reads the same on every
 * page: the month in words (never "11/28/2026", which half the world reads as the 11th of a 28th month), the
 * 24-hour clock of the time fields, the session mails and the calendar invitations, and the zone named
 * wherever a time is.
 * - `date`: a day something happened or ends ("Nov 28, 2026", « 28 nov. 2026 »);
 * - `moment`: when something happened, to the minute ("Nov 28, 2026, 16:05 GMT+1");
 * - `when`: when something is planned, with the weekday ("Sat, Dec 5, 2026, 16:00 GMT+1");
 * - `day` and `clock`: the two halves of `when`, for ranges ("Sat, Dec 5, 2026" and "16:00").
 * Month-only labels (a chart's axis, "member since") are the only other shapes.
 */
const clockParts = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;
const dateParts = { day: 'numeric', month: 'short', year: 'numeric' } as const;
export const dateStyles = {
  date: dateParts,
  day: { weekday: 'short', ...dateParts },
  clock: clockParts,
  moment: { ...dateParts, ...clockParts, timeZoneName: 'short' },
  when: { weekday: 'short', ...dateParts, ...clockParts, timeZoneName: 'short' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;
export type DateStyle = keyof typeof dateStyles;

/** A date or time in one of the app's styles, in a language and (when given) a time zone. */
export function formatInStyle(
  language: Language,
  style: DateStyle,
  value: Date | string | number,
  timeZone?: string,
) {
  return formatDateTime(language, value, { timeZone, ...dateStyles[style] });
}

/**
 * Dates, times, numbers, SkillCoin amounts and money in the active language (Intl), dates in the member's
 * time zone when given (the zone saved in Settings › Calendar), else the browser's.
 */
export function useFormatters(timeZone?: string) {
  const { language } = useTranslation();
  const styled = (style: DateStyle) => (value: Date | string | number) =>
    formatInStyle(language, style, value, timeZone);
  return {
    /** The styles above: use these for any date or time a member reads. */
    date: styled('date'),
    day: styled('day'),
    clock: styled('clock'),
    moment: styled('moment'),
    when: styled('when'),
    /** Any other shape: month-only labels (chart axes, "member since"). */
    dateTime: (value: Date | string | number, options: Intl.DateTimeFormatOptions = {}) =>
      formatDateTime(language, value, { timeZone, ...options }),
    number: (value: number, options?: Intl.NumberFormatOptions) => formatNumber(language, value, options),
    skillCoins: (amount: number) => formatSkillCoins(language, amount),
    /** "+3 SC" / "-5 SC": a statement line's change, with its sign either way. */
    signedSkillCoins: (amount: number) => formatSkillCoins(language, amount, { signed: true }),
    /**
     * Member-written or Latin text (a name) set into a sentence built outside the catalogue, kept as its own
     * unit in right-to-left languages.
     */
    isolate: (text: string) => isolateIn(language, text),
    /** Money in a currency's smallest unit, as Stripe counts it (invoices). */
    money: (amount: number, currency: string) => formatMoney(amount, currency, language),
  };
}

/** An ISO weekday's name (1 Monday … 7 Sunday) in a language; 1 January 2024 was a Monday. */
export const weekdayName = (language: string, isoWeekday: number) =>
  new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2024, 0, isoWeekday)),
  );
