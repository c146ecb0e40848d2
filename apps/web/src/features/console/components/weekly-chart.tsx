import { useId } from 'react';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, XAxis, YAxis } from 'recharts';
import type { WeeklyCount } from '@skillswap/contracts/admin/schemas';
import { textDirection } from '@skillswap/contracts/shared/i18n';
import { useFormatters } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/i18n-context.ts';

const shortDate: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', timeZone: 'UTC' };
const longDate: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
};

/**
 * Bars of a weekly count. The drawing is hidden from assistive technology; the same figures are in a table
 * screen readers read instead (visually hidden), and the caption says what the chart shows. `summaryKey` and
 * `columnKey` are catalogue keys: the caption's sentence (with `{total}`) and the table's count column.
 * In a right-to-left language the weeks run from right to left.
 */
export function WeeklyChart({
  title,
  summaryKey,
  columnKey,
  weeks,
}: {
  title: string;
  summaryKey: string;
  columnKey: string;
  weeks: WeeklyCount[];
}) {
  const captionId = useId();
  const { t, language } = useTranslation();
  const { dateTime, number } = useFormatters();
  const weekLabel = (weekStart: string, options: Intl.DateTimeFormatOptions) =>
    dateTime(`${weekStart}T00:00:00Z`, options);
  const total = weeks.reduce((sum, week) => sum + week.count, 0);
  const data = weeks.map((week) => ({ label: weekLabel(week.weekStart, shortDate), count: week.count }));
  const isRightToLeft = textDirection(language) === 'rtl';
  return (
    <figure aria-labelledby={captionId} className="grid gap-2 rounded-lg border p-4">
      <figcaption id={captionId} className="grid gap-0.5">
        <span className="font-semibold">{title}</span>
        <span className="text-sm text-muted-foreground">{t(summaryKey, { total })}</span>
      </figcaption>
      <div aria-hidden="true" className="h-56 w-full text-xs" data-testid="weekly-chart">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart
            data={data}
            accessibilityLayer={false}
            margin={
              isRightToLeft
                ? { top: 8, right: -16, bottom: 0, left: 8 }
                : { top: 8, right: 8, bottom: 0, left: -16 }
            }
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
            <YAxis
              allowDecimals={false}
              orientation={isRightToLeft ? 'right' : 'left'}
              tickFormatter={(value: number) => number(value)}
              tickLine={false}
              stroke="var(--muted-foreground)"
              width={40}
            />
            <Bar dataKey="count" fill="var(--primary)" radius={[4, 4, 0, 0]} isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <table className="sr-only">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{t('console.chart.weekStarting')}</th>
            <th scope="col">{t(columnKey)}</th>
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.weekStart}>
              <th scope="row">{weekLabel(week.weekStart, longDate)}</th>
              <td>{number(week.count)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
