import type { ReactNode } from 'react';
import type { SwapStatus } from '@skillswap/contracts/swaps';
import { LoadingPanel } from '@/components/status/loading-panel.tsx';
import { RetryPanel } from '@/components/status/retry-panel.tsx';
import { useOverview } from '../api/get-overview.ts';
import { WeeklyChart } from '../components/weekly-chart.tsx';

const whole = new Intl.NumberFormat('en');
const coins = new Intl.NumberFormat('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

const statusLabels: Record<SwapStatus, string> = {
  requested: 'Requested',
  accepted: 'Accepted',
  declined: 'Declined',
  cancelled: 'Cancelled',
  expired: 'Expired',
  completed: 'Completed',
  disputed: 'Disputed',
};

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
  return (
    <section className="grid gap-6">
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight">Overview</h1>
        <p className="text-muted-foreground">How the SkillSwap community is doing right now.</p>
      </header>
      {overview.isPending ? (
        <LoadingPanel label="Loading the overview" className="py-12" />
      ) : overview.isError ? (
        <RetryPanel
          message="The overview could not be loaded."
          onRetry={() => void overview.refetch()}
          className="py-12"
        />
      ) : (
        <>
          <section aria-labelledby="overview-community" className="grid gap-3">
            <h2 id="overview-community" className="text-lg font-semibold">
              Community
            </h2>
            <dl className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 lg:grid-cols-3">
              <Figure
                label="Members"
                value={whole.format(overview.data.members.total)}
                note={`${whole.format(overview.data.members.newThisWeek)} new in the last 7 days`}
              />
              <Figure label="Verified members" value={whole.format(overview.data.members.verified)} />
              <Figure
                label="SkillCoin in circulation"
                value={coins.format(overview.data.skillCoin.inCirculation)}
              />
              <Figure label="Community fund" value={coins.format(overview.data.skillCoin.communityFund)} />
            </dl>
          </section>
          <section aria-labelledby="overview-waiting" className="grid gap-3">
            <h2 id="overview-waiting" className="text-lg font-semibold">
              Waiting for the team
            </h2>
            <dl className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 lg:grid-cols-3">
              <Figure label="Open disputes" value={whole.format(overview.data.openDisputes)} />
              <Figure label="New contact messages" value={whole.format(overview.data.newContactMessages)} />
              <Figure label="Open reports" value={whole.format(overview.data.openReports)} />
            </dl>
          </section>
          <section aria-labelledby="overview-swaps" className="grid gap-3">
            <h2 id="overview-swaps" className="text-lg font-semibold">
              Swaps by status
            </h2>
            <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-7">
              {(Object.keys(statusLabels) as SwapStatus[]).map((status) => (
                <Figure
                  key={status}
                  label={statusLabels[status]}
                  value={whole.format(overview.data.swapsByStatus[status])}
                />
              ))}
            </dl>
          </section>
          <section aria-labelledby="overview-trends" className="grid gap-3">
            <h2 id="overview-trends" className="text-lg font-semibold">
              The last 12 weeks
            </h2>
            <div className="grid gap-4 xl:grid-cols-2">
              <WeeklyChart title="Sign-ups per week" unit="sign-ups" weeks={overview.data.signUpsPerWeek} />
              <WeeklyChart
                title="Completed swaps per week"
                unit="completed swaps"
                weeks={overview.data.completedSwapsPerWeek}
              />
            </div>
          </section>
        </>
      )}
    </section>
  );
}
