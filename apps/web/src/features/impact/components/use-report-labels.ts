import { skillCategories } from '@skillswap/contracts/shared/categories';
import type { ExchangeSource, ImpactLedgerLine } from '@skillswap/contracts/impact/schemas';
import { useFormatters } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/i18n-context.ts';

const knownCategories = new Set<string>(skillCategories);
const dayStyle: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
};

/**
 * The words and numbers of a report in the active language. Categories come back in English: the eight skill
 * categories read as Explore names them, `Languages` and `Other` have messages of their own, and a category
 * the app does not know yet is shown as it came. Days and months are calendar days in UTC, as the API counts.
 */
export function useReportLabels() {
  const { t } = useTranslation();
  const format = useFormatters();
  return {
    category: (category: string) => {
      if (knownCategories.has(category)) return t(`explore.category.${category}`);
      if (category === 'Languages' || category === 'Other') return t(`impact.category.${category}`);
      return category;
    },
    line: (line: ImpactLedgerLine) => t(`impact.line.${line}`),
    source: (source: ExchangeSource) => t(`impact.source.${source}`),
    hours: (value: number) =>
      t('communities.hours', { hours: format.number(value, { maximumFractionDigits: 2 }) }),
    count: (value: number) => format.number(value),
    coins: format.skillCoins,
    /** A period's day, `YYYY-MM-DD`. */
    day: (day: string) => format.dateTime(`${day}T00:00:00Z`, dayStyle),
    /** A month, `YYYY-MM`: short under a chart's bar, long in its table. */
    month: (month: string, style: 'short' | 'long') =>
      format.dateTime(`${month}-01T00:00:00Z`, {
        month: style,
        year: style === 'short' ? '2-digit' : 'numeric',
        timeZone: 'UTC',
      }),
    money: (value: number, currency: string) =>
      format.number(value, { style: 'currency', currency, maximumFractionDigits: 2 }),
    date: format.date,
    isolate: format.isolate,
  };
}
