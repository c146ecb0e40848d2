import { useState, type FormEvent } from 'react';
import { Link, useRoutes, useSearchParams, type RouteObject } from 'react-router';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { LoadingPanel } from '@/components/status/loading-panel.tsx';
import { RetryPanel } from '@/components/status/retry-panel.tsx';
import { paths } from '@/config/paths.ts';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { useMemberSearch } from '../api/members.ts';
import { roleLabelKeys } from '../role-labels.ts';
import { MemberDetailPage } from './member-detail-page.tsx';

// A route table, not <Routes>: `useRoutes` is in the first download already, <Routes> would add to
// it (ADR 66).
const memberRoutes: RouteObject[] = [
  { index: true, element: <MemberSearch /> },
  { path: ':memberId', element: <MemberDetailPage /> },
];

/** /admin/members: find a member by name or e-mail; /admin/members/:memberId is their page. */
export function MembersPage() {
  return useRoutes(memberRoutes);
}

function MemberSearch() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const q = searchParams.get('q') ?? '';
  const [draft, setDraft] = useState(q);
  const results = useMemberSearch(q);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSearchParams(draft.trim() ? { q: draft.trim() } : {});
  };
  return (
    <section className="grid gap-4">
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight">{t('console.members.title')}</h1>
        <p className="text-muted-foreground">{t('console.members.description')}</p>
      </header>
      <form role="search" onSubmit={submit} className="flex flex-wrap items-end gap-2">
        <div className="grid min-w-0 flex-1 gap-1.5">
          <Label htmlFor="member-search">{t('console.members.search')}</Label>
          <Input
            id="member-search"
            type="search"
            value={draft}
            maxLength={200}
            onChange={(event) => setDraft(event.target.value)}
          />
        </div>
        <Button type="submit">{t('console.members.submit')}</Button>
      </form>
      {results.isPending ? (
        <LoadingPanel label={t('console.members.searching')} className="py-12" />
      ) : results.isError ? (
        <RetryPanel
          message={t('console.members.loadFailed')}
          onRetry={() => void results.refetch()}
          className="py-12"
        />
      ) : results.data.members.length === 0 ? (
        <p className="rounded-lg border p-6 text-center text-muted-foreground">
          {t('console.members.noMatch', { query: q })}
        </p>
      ) : (
        <>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {q
              ? t('console.members.matches', { count: results.data.members.length, query: q })
              : t('console.members.newest')}
          </p>
          <ul className="divide-y rounded-lg border" aria-label={t('console.members.list')}>
            {results.data.members.map((member) => (
              <li key={member.id} className="grid gap-1 px-4 py-3">
                <div className="flex flex-wrap items-center gap-2">
                  <Link
                    to={`${paths.admin}/members/${member.id}`}
                    className="font-medium break-all underline-offset-4 hover:underline"
                  >
                    {member.fullName || t('console.unnamedMember')}
                  </Link>
                  {member.verified && <Badge variant="secondary">{t('console.members.verified')}</Badge>}
                  {member.role !== 'member' && <Badge>{t(roleLabelKeys[member.role])}</Badge>}
                  {member.deleted && <Badge variant="outline">{t('console.members.deleted')}</Badge>}
                </div>
                <span className="text-sm break-all text-muted-foreground">{member.email}</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
