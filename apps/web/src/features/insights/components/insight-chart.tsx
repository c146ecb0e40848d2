import { useId } from 'react';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  XAxis,
  YAxis,
} from 'recharts';
import type { InsightMonth } from '@skillswap/contracts/insights/schemas';
import { formatNumber } from '@skillswap/contracts/shared/i18n';
import { useTranslation } from '@/i18n/i18n-context.ts';

type Figure = Exclude<keyof InsightMonth, 'month'>;

export interface InsightSeries {
  key: Figure;
  label: string;
  color: string;
}

const shortMonth: Intl.DateTimeFormatOptions = { month: 'short', timeZone: 'UTC' };
const longMonth: Intl.DateTimeFormatOptions = { month: 'long', year: 'numeric', timeZone: 'UTC' };
/** A month ("2026-11") in the language of the page; months are calendar months, so UTC. */
const monthLabel = (language: string, month: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(language, options).format(new Date(`${month}-01T00:00:00Z`));

/** A figure as the table shows it: a dash where there is none (no rating that month). */
function shown(language: Parameters<typeof formatNumber>[0], value: number | null, asPercent: boolean) {
  if (value === null) return '—';
  return asPercent
    ? formatNumber(language, value, { style: 'percent', maximumFractionDigits: 0 })
    : formatNumber(language, value, { maximumFractionDigits: 2 });
}

/**
 * One panel of the dashboard: the months as bars (or a line), and the same figures in a table below, which
 * is what screen readers read (the drawing is hidden from them) and what anyone can copy.
 */
export function InsightChart({
  title,
  description,
  months,
  series,
  kind = 'bar',
  extraColumns = [],
  isCount = false,
}: {
  title: string;
  description: string;
  months: InsightMonth[];
  series: InsightSeries[];
  kind?: 'bar' | 'line';
  /** Figures shown in the table only (the acceptance rate beside the requests). */
  extraColumns?: { key: Figure; label: string; asPercent?: boolean }[];
  /** Whole things (views, requests): the axis marks no fractions of one. */
  isCount?: boolean;
}) {
  const { t, language } = useTranslation();
  const captionId = useId();
  const data = months.map((month) => ({ ...month, label: monthLabel(language, month.month, shortMonth) }));
  const columns = [...series.map((item) => ({ ...item, asPercent: false })), ...extraColumns];
  const axis = (
    <>
      <CartesianGrid vertical={false} stroke="var(--border)" />
      <XAxis dataKey="label" tickLine={false} stroke="var(--muted-foreground)" interval="preserveStartEnd" />
      {/* As wide as its longest label ("2.25" stays whole), in the page's digits. */}
      <YAxis
        tickLine={false}
        stroke="var(--muted-foreground)"
        width="auto"
        allowDecimals={!isCount}
        tickFormatter={(value: number) => formatNumber(language, value, { maximumFractionDigits: 2 })}
      />
      <Legend />
    </>
  );
  return (
    <figure
      aria-labelledby={captionId}
      className="grid gap-3 rounded-xl border p-4"
      data-testid="insight-chart"
    >
      <figcaption id={captionId} className="grid gap-0.5">
        <span className="font-semibold">{title}</span>
        <span className="text-sm text-muted-foreground">{description}</span>
      </figcaption>
      <div aria-hidden="true" className="h-60 w-full text-xs">
        <ResponsiveContainer width="100%" height="100%">
          {kind === 'bar' ? (
            <BarChart
              data={data}
              accessibilityLayer={false}
              margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
            >
              {axis}
              {series.map((item) => (
                <Bar
                  key={item.key}
                  dataKey={item.key}
                  name={item.label}
                  fill={item.color}
                  radius={[3, 3, 0, 0]}
                  isAnimationActive={false}
                />
              ))}
            </BarChart>
          ) : (
            <LineChart
              data={data}
              accessibilityLayer={false}
              margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
            >
              {axis}
              {series.map((item) => (
                <Line
                  key={item.key}
                  dataKey={item.key}
                  name={item.label}
                  stroke={item.color}
                  strokeWidth={2}
                  connectNulls
                  isAnimationActive={false}
                />
              ))}
            </LineChart>
          )}
        </ResponsiveContainer>
      </div>
      <div className="overflow-x-auto">
        <table className="w-full text-sm">
          <caption className="sr-only">{t('insights.caption', { title })}</caption>
          <thead>
            <tr className="border-b text-left text-muted-foreground">
              <th scope="col" className="py-1 pr-3 font-medium">
                {t('insights.month')}
              </th>
              {columns.map((column) => (
                <th key={column.key} scope="col" className="py-1 pr-3 text-right font-medium">
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {months.map((month) => (
              <tr key={month.month} className="border-b last:border-0">
                <th scope="row" className="py-1 pr-3 text-left font-normal">
                  {monthLabel(language, month.month, longMonth)}
                </th>
                {columns.map((column) => (
                  <td key={column.key} className="py-1 pr-3 text-right tabular-nums">
                    {shown(language, month[column.key], column.asPercent ?? false)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
