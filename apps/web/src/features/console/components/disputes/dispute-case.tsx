import type { AdminDisputeDetail } from '@skillswap/contracts/admin-disputes/schemas';
import { LoadingPanel } from '@/components/status/loading-panel.tsx';
import { RetryPanel } from '@/components/status/retry-panel.tsx';
import { useFormatters } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { useDisputeCase } from '../../api/admin-disputes.ts';
import { ResolveDisputeForm } from './resolve-dispute-form.tsx';

/** One dispute: who, what was expected, both statements, the history and the messages, then the decision. */
export function DisputeCase({ swapId }: { swapId: string }) {
  const dispute = useDisputeCase(swapId);
  const { t } = useTranslation();
  const { skillCoins } = useFormatters();
  const formatTime = useFormatters().moment;
  if (dispute.isPending) return <LoadingPanel label={t('console.case.loading')} className="py-12" />;
  if (dispute.isError) {
    return (
      <RetryPanel
        message={t('console.case.loadFailed')}
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
        : t('console.case.skillSwap');
  return (
    <article aria-labelledby="dispute-case-title" className="grid gap-6 rounded-lg border p-4">
      <header className="grid gap-1">
        <h2 id="dispute-case-title" className="text-xl font-semibold">
          {t('console.disputes.between', {
            requester: view.requester.fullName,
            recipient: view.recipient.fullName,
          })}
        </h2>
        <p className="text-sm text-muted-foreground">
          {t('console.case.expected', {
            requester: view.requester.fullName,
            offered: view.offeredSkill,
            offeredHours: view.hoursOffered,
            recipient: view.recipient.fullName,
            requested: view.requestedSkill,
            requestedHours: view.hoursRequested,
          })}
          {view.hold
            ? ` ${t('console.case.hold', { name: nameOf(view.hold.memberId), amount: skillCoins(view.hold.amount) })}`
            : ''}
        </p>
      </header>
      <Statements view={view} nameOf={nameOf} />
      <section aria-labelledby="dispute-history-title" className="grid gap-2">
        <h3 id="dispute-history-title" className="font-semibold">
          {t('console.case.history')}
        </h3>
        <ol className="grid gap-1 text-sm">
          {view.events.map((event, index) => (
            <li key={index}>
              {t(event.note ? 'console.case.eventWithNote' : 'console.case.event', {
                time: formatTime(event.createdAt),
                type: event.type,
                name: nameOf(event.actorId),
                note: event.note ?? '',
              })}
            </li>
          ))}
          {view.confirmations.map((confirmation) => (
            <li key={confirmation.memberId}>
              {t('console.case.confirmed', {
                time: formatTime(confirmation.confirmedAt),
                name: nameOf(confirmation.memberId),
                requesterHours: confirmation.requesterHours,
                offered: view.offeredSkill,
                recipientHours: confirmation.recipientHours,
                requested: view.requestedSkill,
              })}
            </li>
          ))}
        </ol>
      </section>
      <section aria-labelledby="dispute-messages-title" className="grid gap-2">
        <h3 id="dispute-messages-title" className="font-semibold">
          {t('console.case.messages')}
        </h3>
        {view.messages.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('console.case.noMessages')}</p>
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
  const { t } = useTranslation();
  const formatTime = useFormatters().moment;
  return (
    <section aria-labelledby="dispute-statements-title" className="grid gap-2">
      <h3 id="dispute-statements-title" className="font-semibold">
        {t('console.case.statements')}
      </h3>
      <figure className="grid gap-1 rounded-md border p-3">
        <figcaption className="text-xs font-medium text-muted-foreground">
          {t('console.case.opened', { name: nameOf(view.openedBy), time: formatTime(view.openedAt) })}
        </figcaption>
        <p className="text-sm whitespace-pre-line">{view.reason}</p>
      </figure>
      {view.statement ? (
        <figure className="grid gap-1 rounded-md border p-3">
          <figcaption className="text-xs font-medium text-muted-foreground">
            {t('console.case.replied', {
              name: nameOf(view.statement.memberId),
              time: formatTime(view.statement.updatedAt),
            })}
          </figcaption>
          <p className="text-sm whitespace-pre-line">{view.statement.text}</p>
        </figure>
      ) : (
        <p className="text-sm text-muted-foreground">{t('console.case.noStatement')}</p>
      )}
    </section>
  );
}

function Resolution({ resolution }: { resolution: NonNullable<AdminDisputeDetail['resolution']> }) {
  const { t } = useTranslation();
  const formatTime = useFormatters().moment;
  const values = {
    time: formatTime(resolution.resolvedAt),
    by: resolution.resolvedBy?.fullName ?? t('console.case.commandLine'),
  };
  return (
    <section
      aria-labelledby="dispute-resolution-title"
      className="grid gap-1 rounded-md bg-muted p-3 text-sm"
    >
      <h3 id="dispute-resolution-title" className="font-semibold">
        {t('console.case.resolved')}
      </h3>
      <p>
        {resolution.outcome === 'cancelled'
          ? t('console.case.resolvedCancelled', values)
          : t('console.case.resolvedSettled', {
              ...values,
              requesterHours: resolution.requesterHours ?? 0,
              recipientHours: resolution.recipientHours ?? 0,
            })}
      </p>
      <p>{t('console.case.resolutionNote', { note: resolution.note })}</p>
    </section>
  );
}
