import { LoadingPanel } from '@/components/status/loading-panel.tsx';
import { RetryPanel } from '@/components/status/retry-panel.tsx';
import { useWorkshopDisputes } from '../api/workshops.ts';
import { DecideWorkshopDisputeForm } from '../components/workshops/decide-workshop-dispute-form.tsx';

const formatDate = (iso: string) => new Date(iso).toLocaleDateString(undefined, { dateStyle: 'medium' });

/** /admin/workshop-disputes: disputed workshop seats not decided yet, the longest-waiting first. */
export function WorkshopDisputesPage() {
  const disputes = useWorkshopDisputes();
  return (
    <section className="grid gap-6">
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight">Workshop disputes</h1>
        <p className="text-muted-foreground">
          A learner disputed a settled seat. Refund it from the host, or uphold the settlement; both are told.
        </p>
      </header>
      {disputes.isPending ? (
        <LoadingPanel label="Loading workshop disputes" className="py-12" />
      ) : disputes.isError ? (
        <RetryPanel
          message="The workshop disputes could not be loaded."
          onRetry={() => void disputes.refetch()}
          className="py-12"
        />
      ) : disputes.data.items.length === 0 ? (
        <p className="text-muted-foreground">No open workshop disputes.</p>
      ) : (
        <ul aria-label="Open workshop disputes" className="grid gap-4">
          {disputes.data.items.map((dispute) => (
            <li key={dispute.bookingId} className="grid gap-3 rounded-lg border p-4">
              <div className="grid gap-1">
                <span className="font-medium">
                  {dispute.learner.fullName} disputes “{dispute.workshopTitle}” hosted by{' '}
                  {dispute.host.fullName}
                </span>
                <span className="text-sm text-muted-foreground">
                  {dispute.price} SC · disputed {formatDate(dispute.disputedAt)}
                </span>
                <blockquote className="border-l-2 pl-3 text-sm">{dispute.reason}</blockquote>
              </div>
              <DecideWorkshopDisputeForm dispute={dispute} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
