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
import type { InsightMonth } from '@skillswap/contracts/insights';

type Figure = Exclude<keyof InsightMonth, 'month'>;

export interface InsightSeries {
  key: Figure;
  label: string;
  color: string;
}

const shortMonth = new Intl.DateTimeFormat('en', { month: 'short', timeZone: 'UTC' });
const longMonth = new Intl.DateTimeFormat('en', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const monthLabel = (month: string, format: Intl.DateTimeFormat) =>
  format.format(new Date(`${month}-01T00:00:00Z`));
const numberFormat = new Intl.NumberFormat('en', { maximumFractionDigits: 2 });

/** A figure as the table shows it: a dash where there is none (no rating that month). */
function shown(value: number | null, asPercent: boolean) {
  if (value === null) return '—';
  return asPercent ? `${Math.round(value * 100)}%` : numberFormat.format(value);
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
}: {
  title: string;
  description: string;
  months: InsightMonth[];
  series: InsightSeries[];
  kind?: 'bar' | 'line';
  /** Figures shown in the table only (the acceptance rate beside the requests). */
  extraColumns?: { key: Figure; label: string; asPercent?: boolean }[];
}) {
  const captionId = useId();
  const data = months.map((month) => ({ ...month, label: monthLabel(month.month, shortMonth) }));
  const columns = [...series.map((item) => ({ ...item, asPercent: false })), ...extraColumns];
  const axis = (
    <>
      <CartesianGrid vertical={false} stroke="var(--border)" />
      <XAxis dataKey="label" tickLine={false} stroke="var(--muted-foreground)" interval="preserveStartEnd" />
      <YAxis tickLine={false} stroke="var(--muted-foreground)" width={40} />
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
              margin={{ top: 8, right: 8, bottom: 0, left: -16 }}
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
              margin={{ top: 8, right: 8, bottom: 0, left: -16 }}
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
          <caption className="sr-only">{title}, month by month</caption>
          <thead>
            <tr className="border-b text-left text-muted-foreground">
              <th scope="col" className="py-1 pr-3 font-medium">
                Month
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
                  {monthLabel(month.month, longMonth)}
                </th>
                {columns.map((column) => (
                  <td key={column.key} className="py-1 pr-3 text-right tabular-nums">
                    {shown(month[column.key], column.asPercent ?? false)}
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
