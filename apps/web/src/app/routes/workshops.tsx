import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import type { WorkshopListQuery } from '@skillswap/contracts/workshops/schemas';
import { useDocumentTitle } from '@/components/layout/use-document-title.ts';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { paths } from '@/config/paths.ts';
import { useHostingStatus } from '@/features/workshops/api/create-workshop.ts';
import { useWorkshop } from '@/features/workshops/api/get-workshop.ts';
import { useWorkshops } from '@/features/workshops/api/list-workshops.ts';
import { EliteBadge } from '@/features/workshops/components/elite-badge.tsx';
import { CommunityBadge } from '@/features/workshops/components/community-badge.tsx';
import { HostPanel } from '@/features/workshops/components/host-panel.tsx';
import { SeatPanel } from '@/features/workshops/components/seat-panel.tsx';
import { WorkshopCard } from '@/features/workshops/components/workshop-card.tsx';
import { WorkshopFilters } from '@/features/workshops/components/workshop-filters.tsx';
import { HostingLock } from '@/features/workshops/components/hosting-lock.tsx';
import { WorkshopForm } from '@/features/workshops/components/workshop-form.tsx';
import { useWorkshopTime } from '@/features/workshops/components/workshop-time.ts';
import { useFormatters } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { useAuth } from '@/lib/auth/auth-context.ts';

/** /workshops: upcoming workshops, searchable by words, skill, date and online or in person. */
export function WorkshopsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('workshops.page.title'));
  const { user } = useAuth();
  const [query, setQuery] = useState<WorkshopListQuery>({});
  const workshops = useWorkshops(query);
  return (
    <section className="mx-auto grid max-w-6xl grid-cols-1 gap-6 px-4 py-10">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="grid gap-2">
          <h1 className="text-3xl font-bold tracking-tight">{t('workshops.page.title')}</h1>
          <p className="text-muted-foreground">{t('workshops.page.description')}</p>
        </div>
        <div className="flex gap-2">
          <Button asChild variant="outline">
            <Link to={paths.explore}>{t('workshops.page.members')}</Link>
          </Button>
          {user && (
            <Button asChild>
              <Link to={paths.newWorkshop}>{t('workshops.page.host')}</Link>
            </Button>
          )}
        </div>
      </header>
      <WorkshopFilters value={query} onChange={setQuery} />
      {workshops.isPending && <Spinner label={t('workshops.page.loading')} />}
      {workshops.data && workshops.data.items.length === 0 && <p>{t('workshops.page.none')}</p>}
      <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-3">
        {workshops.data?.items.map((workshop) => (
          <li key={workshop.id}>
            <WorkshopCard workshop={workshop} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** /workshops/new (members only): the form, or why the member cannot host yet. */
export function NewWorkshopPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('workshops.page.host'));
  const status = useHostingStatus();
  return (
    <section className="mx-auto grid max-w-2xl gap-6 px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight">{t('workshops.page.host')}</h1>
      {status.isPending && <Spinner label={t('workshops.page.checking')} />}
      {status.data?.nextStep && <HostingLock step={status.data.nextStep} />}
      {status.data?.canHost && <WorkshopForm />}
    </section>
  );
}

/** /workshops/:id: the workshop's page with seats left, and the learner's or the host's actions. */
export function WorkshopDetailPage() {
  const { id = '' } = useParams();
  const { user } = useAuth();
  const workshop = useWorkshop(id);
  const workshopTime = useWorkshopTime();
  const { t } = useTranslation();
  const { skillCoins } = useFormatters();
  // When the page opened: attendance opens once the workshop has started.
  const [openedAt] = useState(() => Date.now());
  useDocumentTitle(workshop.data?.title ?? t('workshops.detail.documentTitle'));
  const back = (
    <Button asChild variant="ghost" size="sm" className="justify-self-start">
      <Link to={paths.workshops}>
        <ArrowLeft aria-hidden="true" /> {t('workshops.detail.all')}
      </Link>
    </Button>
  );
  if (workshop.isPending) return <Spinner label={t('workshops.detail.loading')} />;
  if (!workshop.data)
    return (
      <section className="mx-auto grid max-w-3xl gap-4 px-4 py-10">
        {back}
        <p role="alert">{t('workshops.detail.notFound')}</p>
      </section>
    );
  const data = workshop.data;
  const hasStarted = new Date(data.startsAt).getTime() <= openedAt;
  return (
    <section className="mx-auto grid max-w-3xl gap-6 px-4 py-10">
      {back}
      <header className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight">{data.title}</h1>
        <div className="flex flex-wrap items-center gap-2 text-muted-foreground">
          <Badge variant="outline">{data.skill}</Badge>
          {data.isElite && <Badge>{t('workshops.card.eliteMonthly')}</Badge>}
          <CommunityBadge community={data.community} />
          <span>{t('workshops.card.with', { name: data.host.fullName })}</span>
          {data.host.isElite && <EliteBadge />}
        </div>
      </header>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="font-medium">{t('workshops.detail.when')}</dt>
        <dd>{workshopTime.when(data.startsAt, data.durationMinutes)}</dd>
        <dt className="font-medium">{t('workshops.filters.where')}</dt>
        <dd className="wrap-anywhere">
          {data.place === null ? (
            t(
              data.placeKind === 'online'
                ? 'workshops.detail.onlineHidden'
                : 'workshops.detail.inPersonHidden',
            )
          ) : data.placeKind === 'online' && /^https:\/\//i.test(data.place) ? (
            // The meeting link opens, as a swap session's does.
            <a href={data.place} target="_blank" rel="noopener noreferrer" className="text-primary underline">
              {data.place}
            </a>
          ) : (
            data.place
          )}
        </dd>
        <dt className="font-medium">{t('workshops.detail.price')}</dt>
        <dd>{t('workshops.card.price', { price: skillCoins(data.price) })}</dd>
        <dt className="font-medium">{t('workshops.detail.seats')}</dt>
        <dd data-testid="seats-left">
          {workshopTime.seatsLeft(data.seatsLeft, data.seats)}
          {data.waitlisted > 0 && ` · ${t('workshops.detail.waitlisted', { count: data.waitlisted })}`}
        </dd>
      </dl>
      <p className="whitespace-pre-line">{data.description}</p>
      {data.isHost ? (
        <HostPanel workshop={data} hasStarted={hasStarted} />
      ) : user ? (
        <SeatPanel workshop={data} />
      ) : (
        <Button asChild className="justify-self-start">
          <Link to={paths.auth}>{t('workshops.detail.signIn')}</Link>
        </Button>
      )}
    </section>
  );
}
