import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { LoadingPanel } from '@/components/status/loading-panel.tsx';
import { RetryPanel } from '@/components/status/retry-panel.tsx';
import { paths } from '@/config/paths.ts';
import { useFormatters } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { useAuditLog, type AuditFilters } from '../api/audit.ts';

const filterNames = ['actor', 'member', 'event', 'from', 'to'] as const;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * One value of an entry's details. An id reads as the member's name when it is a member's, else as a short
 * reference ("#6f1c2a4e"); the whole id is on hover, never written out bare.
 */
function DetailValue({ value, names }: { value: unknown; names: Record<string, string> }) {
  if (Array.isArray(value)) {
    return (
      <>
        {(value as unknown[]).map((item, index) => (
          <span key={index}>
            {index > 0 && ', '}
            <DetailValue value={item} names={names} />
          </span>
        ))}
      </>
    );
  }
  if (typeof value === 'string' && uuidPattern.test(value)) {
    const name = names[value.toLowerCase()];
    return (
      <span title={value} className="underline decoration-dotted underline-offset-4">
        {name ?? `#${value.slice(0, 8)}`}
      </span>
    );
  }
  return <>{typeof value === 'string' ? value : JSON.stringify(value)}</>;
}

/** A detail's key as words: `reportedId` reads "reported", `new_plan` reads "new plan". */
function describeKey(key: string) {
  return key
    .replace(/(?:_ids?|Ids?)$/, '')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replaceAll('_', ' ')
    .toLowerCase();
}

function Details({ details, names }: { details: Record<string, unknown>; names: Record<string, string> }) {
  return (
    <span className="wrap-anywhere text-muted-foreground">
      {Object.entries(details).map(([name, value], index) => (
        <span key={name}>
          {index > 0 && ', '}
          {describeKey(name)}: <DetailValue value={value} names={names} />
        </span>
      ))}
    </span>
  );
}

/** /admin/audit: every operator action and security event, newest first, with filters in the address. */
export function AuditPage() {
  const { t } = useTranslation();
  const { moment } = useFormatters();
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = Object.fromEntries(
    filterNames.map((name) => [name, searchParams.get(name) ?? '']),
  ) as unknown as AuditFilters;
  const [draft, setDraft] = useState<AuditFilters>(filters);
  const log = useAuditLog(filters);
  const eventTypes = log.data?.pages[0]?.eventTypes ?? [];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const chosen: Record<string, string> = {};
    for (const name of filterNames) if (draft[name].trim() !== '') chosen[name] = draft[name].trim();
    setSearchParams(chosen);
  };
  const field = (name: keyof AuditFilters) => ({
    id: `audit-${name}`,
    value: draft[name],
    onChange: (event: { target: { value: string } }) => setDraft({ ...draft, [name]: event.target.value }),
  });
  const entries = log.data?.pages.flatMap((page) => page.entries) ?? [];
  const names: Record<string, string> = {};
  for (const page of log.data?.pages ?? []) Object.assign(names, page.names);
  return (
    <section className="grid gap-4">
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight">{t('console.audit.title')}</h1>
        <p className="text-muted-foreground">{t('console.audit.description')}</p>
      </header>
      <form
        onSubmit={submit}
        aria-label={t('console.audit.filter')}
        className="grid gap-3 rounded-lg border p-4 sm:grid-cols-2 lg:grid-cols-3"
      >
        <div className="grid gap-1.5">
          <Label htmlFor="audit-actor">{t('console.audit.actor')}</Label>
          <Input maxLength={200} {...field('actor')} />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="audit-member">{t('console.audit.member')}</Label>
          <Input maxLength={200} {...field('member')} />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="audit-event">{t('console.audit.type')}</Label>
          <select
            {...field('event')}
            className="h-10 rounded-md border border-input bg-background px-3 text-sm"
          >
            <option value="">{t('console.audit.allTypes')}</option>
            {eventTypes.map((type) => (
              <option key={type} value={type}>
                {type.replaceAll('_', ' ')}
              </option>
            ))}
          </select>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="audit-from">{t('console.audit.from')}</Label>
          <Input type="date" {...field('from')} />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="audit-to">{t('console.audit.to')}</Label>
          <Input type="date" {...field('to')} />
        </div>
        <div className="flex items-end gap-2">
          <Button type="submit">{t('console.audit.submit')}</Button>
          <Button
            type="button"
            variant="outline"
            onClick={() => {
              setDraft({ actor: '', member: '', event: '', from: '', to: '' });
              setSearchParams({});
            }}
          >
            {t('console.audit.clear')}
          </Button>
        </div>
      </form>
      {log.isPending ? (
        <LoadingPanel label={t('console.audit.loading')} className="py-12" />
      ) : log.isError ? (
        <RetryPanel
          message={t('console.audit.loadFailed')}
          onRetry={() => void log.refetch()}
          className="py-12"
        />
      ) : entries.length === 0 ? (
        <p className="rounded-lg border p-6 text-center text-muted-foreground">{t('console.audit.none')}</p>
      ) : (
        <>
          <ul className="divide-y rounded-lg border text-sm" aria-label={t('console.audit.list')}>
            {entries.map((entry) => (
              <li key={entry.id} className="grid gap-1 px-4 py-3">
                <span className="font-medium">{entry.event.replaceAll('_', ' ')}</span>
                <span className="text-muted-foreground">
                  {moment(entry.createdAt)}
                  {entry.member && (
                    <>
                      {` · ${t('console.audit.about')} `}
                      <Link
                        to={`${paths.admin}/members/${entry.member.id}`}
                        title={entry.member.id}
                        className="wrap-anywhere text-foreground underline underline-offset-4"
                      >
                        {entry.member.fullName || t('console.audit.aMember')}
                      </Link>
                    </>
                  )}
                  {entry.actor && (
                    <>
                      {` · ${t('console.audit.by')} `}
                      <span title={entry.actor.id}>
                        {entry.actor.fullName || t('console.audit.aTeamMember')}
                      </span>
                    </>
                  )}
                </span>
                {Object.keys(entry.details).length > 0 && <Details details={entry.details} names={names} />}
              </li>
            ))}
          </ul>
          {log.hasNextPage && (
            <Button
              variant="outline"
              className="justify-self-center"
              disabled={log.isFetchingNextPage}
              onClick={() => void log.fetchNextPage()}
            >
              {t('console.audit.more')}
            </Button>
          )}
        </>
      )}
    </section>
  );
}
