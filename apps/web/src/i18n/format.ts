import { formatMoney } from '@skillswap/contracts/billing';
import { formatDateTime, formatNumber, formatSkillCoins, isolateIn } from '@skillswap/contracts/i18n';
import { useTranslation } from './i18n-context.ts';

/**
 * Dates, times, numbers, SkillCoin amounts and money in the active language (Intl), dates in the member's time zone
 * when given (the zone saved in Settings › Calendar), else the browser's.
 */
export function useFormatters(timeZone?: string) {
  const { language } = useTranslation();
  return {
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
