import type { ReactNode } from 'react';
import { swapStatuses } from '@skillswap/contracts/swaps/schemas';
import { LoadingPanel } from '@/components/status/loading-panel.tsx';
import { RetryPanel } from '@/components/status/retry-panel.tsx';
import { useFormatters } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { useOverview } from '../api/get-overview.ts';
import { WeeklyChart } from '../components/weekly-chart.tsx';

function Figure({ label, value, note }: { label: string; value: ReactNode; note?: ReactNode }) {
  return (
    <div className="grid content-start gap-1 rounded-lg border p-4">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="text-2xl font-semibold tabular-nums">{value}</dd>
      {note && <dd className="text-sm text-muted-foreground">{note}</dd>}
    </div>
  );
}

/** /admin/overview, where the console opens: how the community is doing, for moderators and admins. */
export function OverviewPage() {
  const overview = useOverview();
  const { t } = useTranslation();
  const { number } = useFormatters();
  const whole = (value: number) => number(value);
  const coins = (value: number) => number(value, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return (
    <section className="grid gap-6">
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight">{t('console.overview.title')}</h1>
        <p className="text-muted-foreground">{t('console.overview.description')}</p>
      </header>
      {overview.isPending ? (
        <LoadingPanel label={t('console.overview.loading')} className="py-12" />
      ) : overview.isError ? (
        <RetryPanel
          message={t('console.overview.loadFailed')}
          onRetry={() => void overview.refetch()}
          className="py-12"
        />
      ) : (
        <>
          <section aria-labelledby="overview-community" className="grid gap-3">
            <h2 id="overview-community" className="text-lg font-semibold">
              {t('console.overview.community')}
            </h2>
            <dl className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 lg:grid-cols-3">
              <Figure
                label={t('console.overview.members')}
                value={whole(overview.data.members.total)}
                note={t('console.overview.newThisWeek', { count: overview.data.members.newThisWeek })}
              />
              <Figure
                label={t('console.overview.verifiedMembers')}
                value={whole(overview.data.members.verified)}
              />
              <Figure
                label={t('console.overview.inCirculation')}
                value={coins(overview.data.skillCoin.inCirculation)}
              />
              <Figure
                label={t('console.overview.communityFund')}
                value={coins(overview.data.skillCoin.communityFund)}
              />
            </dl>
          </section>
          <section aria-labelledby="overview-waiting" className="grid gap-3">
            <h2 id="overview-waiting" className="text-lg font-semibold">
              {t('console.overview.waiting')}
            </h2>
            <dl className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 lg:grid-cols-3">
              <Figure label={t('console.overview.openDisputes')} value={whole(overview.data.openDisputes)} />
              <Figure
                label={t('console.overview.newContactMessages')}
                value={whole(overview.data.newContactMessages)}
              />
              <Figure label={t('console.overview.openReports')} value={whole(overview.data.openReports)} />
            </dl>
          </section>
          <section aria-labelledby="overview-swaps" className="grid gap-3">
            <h2 id="overview-swaps" className="text-lg font-semibold">
              {t('console.overview.swapsByStatus')}
            </h2>
            <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-7">
              {swapStatuses.map((status) => (
                <Figure
                  key={status}
                  label={t(`console.swapStatus.${status}`)}
                  value={whole(overview.data.swapsByStatus[status])}
                />
              ))}
            </dl>
          </section>
          <section aria-labelledby="overview-trends" className="grid gap-3">
            <h2 id="overview-trends" className="text-lg font-semibold">
              {t('console.overview.trends')}
            </h2>
            <div className="grid gap-4 xl:grid-cols-2">
              <WeeklyChart
                title={t('console.overview.signUps.title')}
                summaryKey="console.overview.signUps.summary"
                columnKey="console.overview.signUps.column"
                weeks={overview.data.signUpsPerWeek}
              />
              <WeeklyChart
                title={t('console.overview.completedSwaps.title')}
                summaryKey="console.overview.completedSwaps.summary"
                columnKey="console.overview.completedSwaps.column"
                weeks={overview.data.completedSwapsPerWeek}
              />
            </div>
          </section>
        </>
      )}
    </section>
  );
}
