import { useId } from 'react';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, XAxis, YAxis } from 'recharts';
import { textDirection } from '@skillswap/contracts/shared/i18n';
import { useFormatters } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/i18n-context.ts';

export interface ChartRow {
  key: string;
  /** Under the bar (a short month, a category). */
  label: string;
  /** In the table (the month in full). */
  longLabel: string;
  hours: number;
  /** Shown in the table only, when the chart has them (exchanges a month). */
  exchanges?: number;
}

/**
 * Hours as bars, and the same figures in a table under them: the drawing is hidden from assistive technology,
 * the table is what screen readers read and what anyone can copy. `isSideways` lays the bars across the page,
 * their names down the side, for names too long to sit under a bar (categories). In a right-to-left language
 * the bars run from the right.
 */
export function HoursChart({
  title,
  description,
  rowHeader,
  rows,
  isSideways = false,
}: {
  title: string;
  description: string;
  /** The table's first column: "Month", "Category". */
  rowHeader: string;
  rows: ChartRow[];
  isSideways?: boolean;
}) {
  const { t, language } = useTranslation();
  const { number } = useFormatters();
  const captionId = useId();
  const isRightToLeft = textDirection(language) === 'rtl';
  const hasExchanges = rows.some((row) => row.exchanges !== undefined);
  const figure = (value: number) => number(value, { maximumFractionDigits: 2 });
  const valueAxis = {
    tickLine: false,
    stroke: 'var(--muted-foreground)',
    tickFormatter: figure,
  } as const;
  return (
    <figure aria-labelledby={captionId} className="grid min-w-0 content-start gap-3 rounded-lg border p-4">
      <figcaption id={captionId} className="grid gap-0.5">
        <span className="font-semibold">{title}</span>
        <span className="text-sm text-muted-foreground">{description}</span>
      </figcaption>
      <div
        aria-hidden="true"
        className="w-full text-xs"
        style={{ height: isSideways ? Math.max(160, rows.length * 36 + 40) : 240 }}
      >
        <ResponsiveContainer width="100%" height="100%">
          {isSideways ? (
            <BarChart
              data={rows}
              layout="vertical"
              accessibilityLayer={false}
              margin={{ top: 8, right: 16, bottom: 0, left: 16 }}
            >
              <CartesianGrid horizontal={false} stroke="var(--border)" />
              <XAxis type="number" reversed={isRightToLeft} {...valueAxis} />
              <YAxis
                type="category"
                dataKey="label"
                orientation={isRightToLeft ? 'right' : 'left'}
                tickLine={false}
                stroke="var(--muted-foreground)"
                width="auto"
              />
              <Bar dataKey="hours" fill="var(--primary)" radius={[0, 3, 3, 0]} isAnimationActive={false} />
            </BarChart>
          ) : (
            <BarChart
              data={rows}
              accessibilityLayer={false}
              margin={{ top: 8, right: 8, bottom: 0, left: 8 }}
            >
              <CartesianGrid vertical={false} stroke="var(--border)" />
              <XAxis
                dataKey="label"
                reversed={isRightToLeft}
                tickLine={false}
                stroke="var(--muted-foreground)"
                interval="preserveStartEnd"
                minTickGap={12}
              />
              <YAxis orientation={isRightToLeft ? 'right' : 'left'} width="auto" {...valueAxis} />
              <Bar dataKey="hours" fill="var(--primary)" radius={[3, 3, 0, 0]} isAnimationActive={false} />
            </BarChart>
          )}
        </ResponsiveContainer>
      </div>
      <div className="overflow-x-auto">
        <table className="w-full text-sm">
          <caption className="sr-only">{t('impact.chart.tableCaption', { title })}</caption>
          <thead>
            <tr className="border-b text-start text-muted-foreground">
              <th scope="col" className="py-1 pe-3 text-start font-medium">
                {rowHeader}
              </th>
              {hasExchanges && (
                <th scope="col" className="py-1 pe-3 text-end font-medium">
                  {t('impact.column.exchanges')}
                </th>
              )}
              <th scope="col" className="py-1 text-end font-medium">
                {t('impact.column.hours')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key} className="border-b last:border-0">
                <th scope="row" className="py-1 pe-3 text-start font-normal wrap-anywhere">
                  {row.longLabel}
                </th>
                {hasExchanges && (
                  <td className="py-1 pe-3 text-end tabular-nums">{number(row.exchanges ?? 0)}</td>
                )}
                <td className="py-1 text-end tabular-nums">{figure(row.hours)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
