import { formatDateTime, formatNumber, formatSkillCoins } from '@skillswap/contracts/i18n';
import { useTranslation } from './i18n-context.ts';

/**
 * Dates, times, numbers and SkillCoin amounts in the active language (Intl), dates in the member's time zone
 * when given (the zone saved in Settings › Calendar), else the browser's.
 */
export function useFormatters(timeZone?: string) {
  const { language } = useTranslation();
  return {
    dateTime: (value: Date | string | number, options: Intl.DateTimeFormatOptions = {}) =>
      formatDateTime(language, value, { timeZone, ...options }),
    number: (value: number, options?: Intl.NumberFormatOptions) => formatNumber(language, value, options),
    skillCoins: (amount: number) => formatSkillCoins(language, amount),
  };
}
