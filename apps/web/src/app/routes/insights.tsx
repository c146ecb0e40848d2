import { Download } from 'lucide-react';
import { useState } from 'react';
import { toast } from '@/components/layout/toast.ts';
import { hasPlan } from '@skillswap/contracts/shared/plans';
import { useDocumentTitle } from '@/components/layout/use-document-title.ts';
import { PlanLock } from '@/components/plans/plan-lock.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useViewerPlan } from '@/features/explore/api/get-viewer-plan.ts';
import { downloadInsightsCsv, useInsights } from '@/features/insights/api/get-insights.ts';
import { InsightChart } from '@/features/insights/components/insight-chart.tsx';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { ApiError, getErrorMessage } from '@/lib/api-client.ts';

const first = 'var(--primary)';
const second = 'oklch(0.62 0.14 160)';
const third = 'oklch(0.7 0.15 60)';

/**
 * /insights (members; the figures Premium and up, ADR 106): 12 months of the member's activity, charts and
 * tables.
 */
export function InsightsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('insights.title'));
  const plan = useViewerPlan(true);
  const isAllowed = plan !== undefined && plan !== null && hasPlan(plan, 'premium');
  const insights = useInsights(isAllowed);
  const [isDownloading, setDownloading] = useState(false);
  const isRefused = insights.error instanceof ApiError && insights.error.code === 'plan_required';

  const header = (
    <header className="flex flex-wrap items-end justify-between gap-4">
      <div className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight">{t('insights.title')}</h1>
        <p className="text-muted-foreground">{t('insights.intro')}</p>
      </div>
      {insights.data && (
        <Button
          variant="outline"
          disabled={isDownloading}
          onClick={() => {
            setDownloading(true);
            downloadInsightsCsv(insights.data.months.at(-1)!.month)
              .catch((error: unknown) => toast.error(getErrorMessage(error, t('insights.csvFailed'))))
              .finally(() => setDownloading(false));
          }}
        >
          <Download aria-hidden="true" />
          {t('insights.csv')}
        </Button>
      )}
    </header>
  );

  let body: React.ReactNode;
  if (plan === undefined || (isAllowed && insights.isPending)) {
    body = <Spinner label={t('insights.loading')} />;
  } else if (!isAllowed || isRefused) {
    body = (
      <PlanLock plan="premium" feature={t('insights.title')}>
        <p className="text-sm text-muted-foreground">{t('insights.lockText')}</p>
      </PlanLock>
    );
  } else if (insights.error || !insights.data) {
    body = <p role="alert">{getErrorMessage(insights.error, t('insights.loadFailed'))}</p>;
  } else {
    const { months } = insights.data;
    body = (
      <div className="grid gap-6 lg:grid-cols-2">
        <InsightChart
          title={t('insights.views.title')}
          isCount
          description={t('insights.views.description')}
          months={months}
          series={[
            { key: 'profileViews', label: t('insights.views.profile'), color: first },
            { key: 'exploreAppearances', label: t('insights.views.explore'), color: second },
            { key: 'matchAppearances', label: t('insights.views.matches'), color: third },
          ]}
        />
        <InsightChart
          title={t('insights.requests.title')}
          isCount
          description={t('insights.requests.description')}
          months={months}
          series={[
            { key: 'requestsReceived', label: t('insights.requests.received'), color: first },
            { key: 'requestsSent', label: t('insights.requests.sent'), color: second },
            { key: 'requestsAccepted', label: t('insights.requests.accepted'), color: third },
          ]}
          extraColumns={[{ key: 'acceptanceRate', label: t('insights.requests.rate'), asPercent: true }]}
        />
        <InsightChart
          title={t('insights.hours.title')}
          description={t('insights.hours.description')}
          months={months}
          series={[
            { key: 'hoursTaught', label: t('insights.hours.taught'), color: first },
            { key: 'hoursLearned', label: t('insights.hours.learned'), color: second },
          ]}
        />
        <InsightChart
          title={t('insights.coins.title')}
          description={t('insights.coins.description')}
          months={months}
          series={[
            { key: 'skillCoinIn', label: t('insights.coins.in'), color: first },
            { key: 'skillCoinOut', label: t('insights.coins.out'), color: second },
          ]}
        />
        <InsightChart
          title={t('insights.rating.title')}
          description={t('insights.rating.description')}
          kind="line"
          months={months}
          series={[{ key: 'averageRating', label: t('insights.rating.average'), color: first }]}
          extraColumns={[{ key: 'reviews', label: t('insights.rating.reviews') }]}
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
