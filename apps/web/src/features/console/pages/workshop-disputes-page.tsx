import { LoadingPanel } from '@/components/status/loading-panel.tsx';
import { RetryPanel } from '@/components/status/retry-panel.tsx';
import { useFormatters } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { useWorkshopDisputes } from '../api/workshops.ts';
import { DecideWorkshopDisputeForm } from '../components/workshops/decide-workshop-dispute-form.tsx';

/** /admin/workshop-disputes: disputed workshop seats not decided yet, the longest-waiting first. */
export function WorkshopDisputesPage() {
  const disputes = useWorkshopDisputes();
  const { t } = useTranslation();
  const { skillCoins, date } = useFormatters();
  return (
    <section className="grid gap-6">
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight">{t('console.workshopDisputes.title')}</h1>
        <p className="text-muted-foreground">{t('console.workshopDisputes.description')}</p>
      </header>
      {disputes.isPending ? (
        <LoadingPanel label={t('console.workshopDisputes.loading')} className="py-12" />
      ) : disputes.isError ? (
        <RetryPanel
          message={t('console.workshopDisputes.loadFailed')}
          onRetry={() => void disputes.refetch()}
          className="py-12"
        />
      ) : disputes.data.items.length === 0 ? (
        <p className="text-muted-foreground">{t('console.workshopDisputes.none')}</p>
      ) : (
        <ul aria-label={t('console.workshopDisputes.list')} className="grid gap-4">
          {disputes.data.items.map((dispute) => (
            <li key={dispute.bookingId} className="grid gap-3 rounded-lg border p-4">
              <div className="grid gap-1">
                <span className="font-medium">
                  {t('console.workshopDisputes.heading', {
                    learner: dispute.learner.fullName,
                    title: dispute.workshopTitle,
                    host: dispute.host.fullName,
                  })}
                </span>
                <span className="text-sm text-muted-foreground">
                  {t('console.workshopDisputes.meta', {
                    price: skillCoins(dispute.price),
                    date: date(dispute.disputedAt),
                  })}
                </span>
                <blockquote className="border-s-2 ps-3 text-sm">{dispute.reason}</blockquote>
              </div>
              <DecideWorkshopDisputeForm dispute={dispute} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
