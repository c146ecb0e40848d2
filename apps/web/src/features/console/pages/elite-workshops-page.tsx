import { Link } from 'react-router';
import { LoadingPanel } from '@/components/status/loading-panel.tsx';
import { RetryPanel } from '@/components/status/retry-panel.tsx';
import { workshopPath } from '@/config/paths.ts';
import { useFormatters } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { useEliteWorkshops } from '../api/workshops.ts';
import { EliteWorkshopForm } from '../components/workshops/elite-workshop-form.tsx';

/** /admin/elite-workshops: the upcoming Elite monthly workshops, and a form to add one (admins). */
export function EliteWorkshopsPage() {
  const workshops = useEliteWorkshops();
  const { t } = useTranslation();
  const { when } = useFormatters();
  return (
    <section className="grid gap-6">
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight">{t('console.elite.title')}</h1>
        <p className="text-muted-foreground">{t('console.elite.description')}</p>
      </header>
      {workshops.isPending ? (
        <LoadingPanel label={t('console.elite.loading')} className="py-12" />
      ) : workshops.isError ? (
        <RetryPanel
          message={t('console.elite.loadFailed')}
          onRetry={() => void workshops.refetch()}
          className="py-12"
        />
      ) : workshops.data.items.length === 0 ? (
        <p className="text-muted-foreground">{t('console.elite.none')}</p>
      ) : (
        <ul aria-label={t('console.elite.list')} className="divide-y rounded-lg border">
          {workshops.data.items.map((workshop) => (
            <li key={workshop.id} className="grid gap-1 px-4 py-3">
              <Link to={workshopPath(workshop.id)} className="font-medium underline-offset-4 hover:underline">
                {workshop.title}
              </Link>
              <span className="text-sm text-muted-foreground">
                {t('console.elite.item', {
                  when: when(workshop.startsAt),
                  host: workshop.host.fullName,
                  seatsLeft: workshop.seatsLeft,
                  seats: workshop.seats,
                })}
              </span>
            </li>
          ))}
        </ul>
      )}
      <EliteWorkshopForm />
    </section>
  );
}
