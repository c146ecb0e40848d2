import {
  insightCsvColumns,
  insightMonths,
  type InsightMonth,
  type Insights,
} from '@skillswap/contracts/insights/schemas';
import type { DbOrTx } from '../../db/client.ts';
import { loadInsightFigures } from './insights.repository.ts';
import { toCsv } from '../../lib/csv.ts';

const round2 = (value: number) => Math.round(value * 100) / 100;

/** The first instant (UTC) of each of the last 12 months, the current one last. */
function lastMonths(now: Date): { from: Date; months: string[] } {
  const months: string[] = [];
  for (let back = insightMonths - 1; back >= 0; back -= 1) {
    const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
    months.push(start.toISOString().slice(0, 7));
  }
  return { from: new Date(`${months[0]}-01T00:00:00Z`), months };
}

/**
 * The analytics dashboard (ADR 106): 12 months of the member's figures, every month present, totals beside.
 */
export async function getInsights(db: DbOrTx, memberId: string, now: Date): Promise<Insights> {
  const { from, months } = lastMonths(now);
  const figures = await loadInsightFigures(db, memberId, from, now);
  const rows: InsightMonth[] = months.map((month) => {
    const activity = figures.activity.get(month);
    const requests = figures.requests.get(month);
    const hours = figures.hours.get(month);
    const coins = figures.coins.get(month);
    const rating = figures.ratings.get(month);
    const received = requests?.received ?? 0;
    const accepted = requests?.accepted ?? 0;
    return {
      month,
      profileViews: activity?.profileViews ?? 0,
      exploreAppearances: activity?.exploreAppearances ?? 0,
      matchAppearances: activity?.matchAppearances ?? 0,
      requestsReceived: received,
      requestsSent: requests?.sent ?? 0,
      requestsAccepted: accepted,
      acceptanceRate: received === 0 ? null : round2(accepted / received),
      hoursTaught: round2(hours?.taught ?? 0),
      hoursLearned: round2(hours?.learned ?? 0),
      skillCoinIn: round2(coins?.in ?? 0),
      skillCoinOut: round2(coins?.out ?? 0),
      averageRating: rating ? round2(rating.average) : null,
      reviews: rating?.reviews ?? 0,
    };
  });
  const sum = (key: keyof Insights['totals']) => round2(rows.reduce((total, row) => total + row[key], 0));
  return {
    months: rows,
    totals: {
      profileViews: sum('profileViews'),
      exploreAppearances: sum('exploreAppearances'),
      matchAppearances: sum('matchAppearances'),
      requestsReceived: sum('requestsReceived'),
      requestsSent: sum('requestsSent'),
      requestsAccepted: sum('requestsAccepted'),
      hoursTaught: sum('hoursTaught'),
      hoursLearned: sum('hoursLearned'),
      skillCoinIn: sum('skillCoinIn'),
      skillCoinOut: sum('skillCoinOut'),
    },
  };
}

/** The dashboard as CSV: a header row, then one row a month; empty cells where a figure has no value. */
export function insightsCsv(insights: Insights): string {
  return toCsv([
    insightCsvColumns,
    ...insights.months.map((month) => insightCsvColumns.map((column) => month[column] ?? null)),
  ]);
}
