import { Link, useSearchParams } from 'react-router';
import { cx } from 'class-variance-authority';
import { LoadingPanel } from '@/components/status/loading-panel.tsx';
import { RetryPanel } from '@/components/status/retry-panel.tsx';
import { useOpenDisputes } from '../api/admin-disputes.ts';
import { DisputeCase } from '../components/disputes/dispute-case.tsx';

const formatDate = (iso: string) => new Date(iso).toLocaleDateString(undefined, { dateStyle: 'medium' });

/** /admin/disputes: the open disputes, the longest-waiting first, and the one chosen (`?swap=<id>`). */
export function DisputesPage() {
  const [search] = useSearchParams();
  const chosen = search.get('swap');
  const disputes = useOpenDisputes();
  return (
    <section className="grid gap-6">
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight">Disputes</h1>
        <p className="text-muted-foreground">
          Read both sides, the swap’s history and its messages, then settle at the hours you decide or cancel.
        </p>
      </header>
      {disputes.isPending ? (
        <LoadingPanel label="Loading disputes" className="py-12" />
      ) : disputes.isError ? (
        <RetryPanel
          message="The disputes could not be loaded."
          onRetry={() => void disputes.refetch()}
          className="py-12"
        />
      ) : disputes.data.items.length === 0 ? (
        <p className="text-muted-foreground">No open disputes.</p>
      ) : (
        <ul aria-label="Open disputes" className="divide-y rounded-lg border">
          {disputes.data.items.map((dispute) => (
            <li key={dispute.swapId}>
              <Link
                to={`?swap=${dispute.swapId}`}
                aria-current={chosen === dispute.swapId ? 'true' : undefined}
                className={cx(
                  'grid gap-1 px-4 py-3 hover:bg-accent',
                  chosen === dispute.swapId && 'bg-accent text-accent-foreground',
                )}
              >
                <span className="font-medium">
                  {dispute.requester.fullName} and {dispute.recipient.fullName}
                </span>
                <span className="text-sm text-muted-foreground">
                  {dispute.offeredSkill} for {dispute.requestedSkill} · opened {formatDate(dispute.openedAt)}{' '}
                  · {dispute.hasStatement ? 'both sides in' : 'waiting for the other side'}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {chosen && <DisputeCase key={chosen} swapId={chosen} />}
    </section>
  );
}
