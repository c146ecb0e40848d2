import { useId } from 'react';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, XAxis, YAxis } from 'recharts';
import type { WeeklyCount } from '@skillswap/contracts/admin';

const shortDate = new Intl.DateTimeFormat('en', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const longDate = new Intl.DateTimeFormat('en', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

function weekLabel(weekStart: string, format: Intl.DateTimeFormat) {
  return format.format(new Date(`${weekStart}T00:00:00Z`));
}

/**
 * Bars of a weekly count. The drawing is hidden from assistive technology; the same figures are in a table
 * screen readers read instead (visually hidden), and the caption says what the chart shows.
 */
export function WeeklyChart({ title, unit, weeks }: { title: string; unit: string; weeks: WeeklyCount[] }) {
  const captionId = useId();
  const total = weeks.reduce((sum, week) => sum + week.count, 0);
  const data = weeks.map((week) => ({ label: weekLabel(week.weekStart, shortDate), count: week.count }));
  return (
    <figure aria-labelledby={captionId} className="grid gap-2 rounded-lg border p-4">
      <figcaption id={captionId} className="grid gap-0.5">
        <span className="font-semibold">{title}</span>
        <span className="text-sm text-muted-foreground">
          {total} {unit} in the last 12 weeks, week by week (weeks start on Monday, UTC).
        </span>
      </figcaption>
      <div aria-hidden="true" className="h-56 w-full text-xs" data-testid="weekly-chart">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart
            data={data}
            accessibilityLayer={false}
            margin={{ top: 8, right: 8, bottom: 0, left: -16 }}
          >
            <CartesianGrid vertical={false} stroke="var(--border)" />
            <XAxis
              dataKey="label"
              tickLine={false}
              stroke="var(--muted-foreground)"
              interval="preserveStartEnd"
              minTickGap={12}
            />
            <YAxis allowDecimals={false} tickLine={false} stroke="var(--muted-foreground)" width={40} />
            <Bar dataKey="count" fill="var(--primary)" radius={[4, 4, 0, 0]} isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <table className="sr-only">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">Week starting</th>
            <th scope="col">{unit[0]!.toUpperCase() + unit.slice(1)}</th>
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.weekStart}>
              <th scope="row">{weekLabel(week.weekStart, longDate)}</th>
              <td>{week.count}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
