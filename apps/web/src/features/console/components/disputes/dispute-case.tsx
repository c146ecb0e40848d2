import type { AdminDisputeDetail } from '@skillswap/contracts/admin-disputes';
import { LoadingPanel } from '@/components/status/loading-panel.tsx';
import { RetryPanel } from '@/components/status/retry-panel.tsx';
import { useDisputeCase } from '../../api/admin-disputes.ts';
import { ResolveDisputeForm } from './resolve-dispute-form.tsx';

const formatTime = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** One dispute: who, what was expected, both statements, the history and the messages, then the decision. */
export function DisputeCase({ swapId }: { swapId: string }) {
  const dispute = useDisputeCase(swapId);
  if (dispute.isPending) return <LoadingPanel label="Loading the dispute" className="py-12" />;
  if (dispute.isError) {
    return (
      <RetryPanel
        message="This dispute could not be loaded."
        onRetry={() => void dispute.refetch()}
        className="py-12"
      />
    );
  }
  const view = dispute.data;
  const nameOf = (id: string | null) =>
    id === view.requester.id
      ? view.requester.fullName
      : id === view.recipient.id
        ? view.recipient.fullName
        : 'SkillSwap';
  return (
    <article aria-labelledby="dispute-case-title" className="grid gap-6 rounded-lg border p-4">
      <header className="grid gap-1">
        <h2 id="dispute-case-title" className="text-xl font-semibold">
          {view.requester.fullName} and {view.recipient.fullName}
        </h2>
        <p className="text-sm text-muted-foreground">
          {view.requester.fullName} teaches {view.offeredSkill} ({view.hoursOffered} h expected);{' '}
          {view.recipient.fullName} teaches {view.requestedSkill} ({view.hoursRequested} h expected).
          {view.hold ? ` ${nameOf(view.hold.memberId)} has ${view.hold.amount} SC held.` : ''}
        </p>
      </header>
      <Statements view={view} nameOf={nameOf} />
      <section aria-labelledby="dispute-history-title" className="grid gap-2">
        <h3 id="dispute-history-title" className="font-semibold">
          History
        </h3>
        <ol className="grid gap-1 text-sm">
          {view.events.map((event, index) => (
            <li key={index}>
              {formatTime(event.createdAt)} · {event.type} by {nameOf(event.actorId)}
              {event.note ? `: ${event.note}` : ''}
            </li>
          ))}
          {view.confirmations.map((confirmation) => (
            <li key={confirmation.memberId}>
              {formatTime(confirmation.confirmedAt)} · {nameOf(confirmation.memberId)} confirmed{' '}
              {confirmation.requesterHours} h of {view.offeredSkill} and {confirmation.recipientHours} h of{' '}
              {view.requestedSkill}
            </li>
          ))}
        </ol>
      </section>
      <section aria-labelledby="dispute-messages-title" className="grid gap-2">
        <h3 id="dispute-messages-title" className="font-semibold">
          Messages
        </h3>
        {view.messages.length === 0 ? (
          <p className="text-sm text-muted-foreground">They sent each other no messages.</p>
        ) : (
          <ol className="grid max-h-80 gap-2 overflow-y-auto text-sm">
            {view.messages.map((message) => (
              <li key={message.id} className="rounded-md bg-muted p-2">
                <span className="font-medium">{nameOf(message.senderId)}</span>{' '}
                <span className="text-muted-foreground">{formatTime(message.createdAt)}</span>
                <p className="whitespace-pre-line">{message.body}</p>
              </li>
            ))}
          </ol>
        )}
      </section>
      {view.resolution ? <Resolution resolution={view.resolution} /> : <ResolveDisputeForm dispute={view} />}
    </article>
  );
}

function Statements({ view, nameOf }: { view: AdminDisputeDetail; nameOf: (id: string | null) => string }) {
  return (
    <section aria-labelledby="dispute-statements-title" className="grid gap-2">
      <h3 id="dispute-statements-title" className="font-semibold">
        Statements
      </h3>
      <figure className="grid gap-1 rounded-md border p-3">
        <figcaption className="text-xs font-medium text-muted-foreground">
          {nameOf(view.openedBy)} opened the dispute on {formatTime(view.openedAt)}
        </figcaption>
        <p className="text-sm whitespace-pre-line">{view.reason}</p>
      </figure>
      {view.statement ? (
        <figure className="grid gap-1 rounded-md border p-3">
          <figcaption className="text-xs font-medium text-muted-foreground">
            {nameOf(view.statement.memberId)} replied on {formatTime(view.statement.updatedAt)}
          </figcaption>
          <p className="text-sm whitespace-pre-line">{view.statement.text}</p>
        </figure>
      ) : (
        <p className="text-sm text-muted-foreground">The other member has not added their side yet.</p>
      )}
    </section>
  );
}

function Resolution({ resolution }: { resolution: NonNullable<AdminDisputeDetail['resolution']> }) {
  return (
    <section
      aria-labelledby="dispute-resolution-title"
      className="grid gap-1 rounded-md bg-muted p-3 text-sm"
    >
      <h3 id="dispute-resolution-title" className="font-semibold">
        Resolved
      </h3>
      <p>
        {resolution.outcome === 'cancelled'
          ? 'Cancelled'
          : `Settled at ${resolution.requesterHours} h and ${resolution.recipientHours} h`}{' '}
        on {formatTime(resolution.resolvedAt)} by{' '}
        {resolution.resolvedBy?.fullName ?? 'an operator on the command line'}.
      </p>
      <p>Note to both members: “{resolution.note}”</p>
    </section>
  );
}
