import { Link } from 'react-router';
import { LoadingPanel } from '@/components/status/loading-panel.tsx';
import { RetryPanel } from '@/components/status/retry-panel.tsx';
import { workshopPath } from '@/config/paths.ts';
import { useEliteWorkshops } from '../api/workshops.ts';
import { EliteWorkshopForm } from '../components/workshops/elite-workshop-form.tsx';

const formatWhen = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** /admin/elite-workshops: the upcoming Elite monthly workshops, and a form to add one (admins). */
export function EliteWorkshopsPage() {
  const workshops = useEliteWorkshops();
  return (
    <section className="grid gap-6">
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight">Elite workshops</h1>
        <p className="text-muted-foreground">
          Monthly skill workshops for Elite members: only they can book, and each has one free seat a month.
        </p>
      </header>
      {workshops.isPending ? (
        <LoadingPanel label="Loading Elite workshops" className="py-12" />
      ) : workshops.isError ? (
        <RetryPanel
          message="The Elite workshops could not be loaded."
          onRetry={() => void workshops.refetch()}
          className="py-12"
        />
      ) : workshops.data.items.length === 0 ? (
        <p className="text-muted-foreground">No upcoming Elite workshops.</p>
      ) : (
        <ul aria-label="Upcoming Elite workshops" className="divide-y rounded-lg border">
          {workshops.data.items.map((workshop) => (
            <li key={workshop.id} className="grid gap-1 px-4 py-3">
              <Link to={workshopPath(workshop.id)} className="font-medium underline-offset-4 hover:underline">
                {workshop.title}
              </Link>
              <span className="text-sm text-muted-foreground">
                {formatWhen(workshop.startsAt)} · {workshop.host.fullName} · {workshop.seatsLeft} of{' '}
                {workshop.seats} seats left
              </span>
            </li>
          ))}
        </ul>
      )}
      <EliteWorkshopForm />
    </section>
  );
}
