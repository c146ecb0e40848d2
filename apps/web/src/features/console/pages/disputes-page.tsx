import { Link, useSearchParams } from 'react-router';
import { cx } from 'class-variance-authority';
import { LoadingPanel } from '@/components/status/loading-panel.tsx';
import { RetryPanel } from '@/components/status/retry-panel.tsx';
import { useFormatters } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { useOpenDisputes } from '../api/admin-disputes.ts';
import { DisputeCase } from '../components/disputes/dispute-case.tsx';

/** /admin/disputes: the open disputes, the longest-waiting first, and the one chosen (`?swap=<id>`). */
export function DisputesPage() {
  const [search] = useSearchParams();
  const chosen = search.get('swap');
  const disputes = useOpenDisputes();
  const { t } = useTranslation();
  const { date } = useFormatters();
  return (
    <section className="grid gap-6">
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight">{t('console.disputes.title')}</h1>
        <p className="text-muted-foreground">{t('console.disputes.description')}</p>
      </header>
      {disputes.isPending ? (
        <LoadingPanel label={t('console.disputes.loading')} className="py-12" />
      ) : disputes.isError ? (
        <RetryPanel
          message={t('console.disputes.loadFailed')}
          onRetry={() => void disputes.refetch()}
          className="py-12"
        />
      ) : disputes.data.items.length === 0 ? (
        <p className="text-muted-foreground">{t('console.disputes.none')}</p>
      ) : (
        <ul aria-label={t('console.disputes.list')} className="divide-y rounded-lg border">
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
                  {t('console.disputes.between', {
                    requester: dispute.requester.fullName,
                    recipient: dispute.recipient.fullName,
                  })}
                </span>
                <span className="text-sm text-muted-foreground">
                  {t(
                    dispute.hasStatement ? 'console.disputes.itemBothSides' : 'console.disputes.itemWaiting',
                    {
                      offered: dispute.offeredSkill,
                      requested: dispute.requestedSkill,
                      date: date(dispute.openedAt),
                    },
                  )}
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
