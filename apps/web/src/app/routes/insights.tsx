import { Download } from 'lucide-react';
import { useState } from 'react';
import { toast } from '@/components/layout/toast.ts';
import { hasPlan } from '@skillswap/contracts/plans';
import { useDocumentTitle } from '@/components/layout/use-document-title.ts';
import { PlanLock } from '@/components/plans/plan-lock.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useViewerPlan } from '@/features/explore/api/get-viewer-plan.ts';
import { downloadInsightsCsv, useInsights } from '@/features/insights/api/get-insights.ts';
import { InsightChart } from '@/features/insights/components/insight-chart.tsx';
import { ApiError, getErrorMessage } from '@/lib/api-client.ts';

const failed = 'Your insights could not be loaded. Try again in a moment.';

const first = 'var(--primary)';
const second = 'oklch(0.62 0.14 160)';
const third = 'oklch(0.7 0.15 60)';

/** /insights (members; the figures Premium and up, ADR 106): 12 months of the member's activity, charts and tables. */
export function InsightsPage() {
  useDocumentTitle('Insights');
  const plan = useViewerPlan(true);
  const isAllowed = plan !== undefined && plan !== null && hasPlan(plan, 'premium');
  const insights = useInsights(isAllowed);
  const [isDownloading, setDownloading] = useState(false);
  const isRefused = insights.error instanceof ApiError && insights.error.code === 'plan_required';

  const header = (
    <header className="flex flex-wrap items-end justify-between gap-4">
      <div className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight">Insights</h1>
        <p className="text-muted-foreground">
          How your profile and swaps did over the last 12 months. Views are counted, never who viewed.
        </p>
      </div>
      {insights.data && (
        <Button
          variant="outline"
          disabled={isDownloading}
          onClick={() => {
            setDownloading(true);
            downloadInsightsCsv(insights.data.months.at(-1)!.month)
              .catch((error: unknown) =>
                toast.error(getErrorMessage(error, 'The CSV file could not be downloaded.')),
              )
              .finally(() => setDownloading(false));
          }}
        >
          <Download aria-hidden="true" />
          Download CSV
        </Button>
      )}
    </header>
  );

  let body: React.ReactNode;
  if (plan === undefined || (isAllowed && insights.isPending)) {
    body = <Spinner label="Loading your insights" />;
  } else if (!isAllowed || isRefused) {
    body = (
      <PlanLock plan="premium" feature="Insights">
        <p className="text-sm text-muted-foreground">
          See your profile views, appearances in Explore and Matches, requests, hours, SkillCoin and rating,
          month by month.
        </p>
      </PlanLock>
    );
  } else if (insights.error || !insights.data) {
    body = <p role="alert">{getErrorMessage(insights.error, failed)}</p>;
  } else {
    const { months } = insights.data;
    body = (
      <div className="grid gap-6 lg:grid-cols-2">
        <InsightChart
          title="Profile views and appearances"
          description="Times your profile was opened, and listed in Explore and in Matches, by others."
          months={months}
          series={[
            { key: 'profileViews', label: 'Profile views', color: first },
            { key: 'exploreAppearances', label: 'In Explore', color: second },
            { key: 'matchAppearances', label: 'In Matches', color: third },
          ]}
        />
        <InsightChart
          title="Swap requests"
          description="Requests you received and sent each month, and how many received ones you accepted."
          months={months}
          series={[
            { key: 'requestsReceived', label: 'Received', color: first },
            { key: 'requestsSent', label: 'Sent', color: second },
            { key: 'requestsAccepted', label: 'Accepted', color: third },
          ]}
          extraColumns={[{ key: 'acceptanceRate', label: 'Accepted rate', asPercent: true }]}
        />
        <InsightChart
          title="Hours taught and learned"
          description="Hours confirmed in swaps completed each month."
          months={months}
          series={[
            { key: 'hoursTaught', label: 'Taught', color: first },
            { key: 'hoursLearned', label: 'Learned', color: second },
          ]}
        />
        <InsightChart
          title="SkillCoin in and out"
          description="SkillCoin that came into and went out of your account each month."
          months={months}
          series={[
            { key: 'skillCoinIn', label: 'In', color: first },
            { key: 'skillCoinOut', label: 'Out', color: second },
          ]}
        />
        <InsightChart
          title="Rating over time"
          description="The average of the reviews published about you each month (1 to 5)."
          kind="line"
          months={months}
          series={[{ key: 'averageRating', label: 'Average rating', color: first }]}
          extraColumns={[{ key: 'reviews', label: 'Reviews' }]}
        />
      </div>
    );
  }

  return (
    <section className="mx-auto grid max-w-6xl gap-8 px-4 py-10">
      {header}
      {body}
    </section>
  );
}
