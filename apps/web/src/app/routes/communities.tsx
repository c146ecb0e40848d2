import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { CommunitySummary } from '@skillswap/contracts/communities/schemas';
import { useDocumentTitle } from '@/components/layout/use-document-title.ts';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { communityPagePath } from '@/config/paths.ts';
import { useCommunities } from '@/features/communities/api/communities.ts';
import { CreateCommunityDialog } from '@/features/communities/components/create-community-dialog.tsx';
import { CreateOrganisationCard } from '@/features/organisations/components/create-organisation-card.tsx';
import { useViewerPlan } from '@/features/explore/api/get-viewer-plan.ts';
import { useTranslation } from '@/i18n/i18n-context.ts';

const joinRuleKeys: Record<CommunitySummary['joinRule'], string> = {
  open: 'communities.joinRule.open',
  approval: 'communities.joinRule.approval',
  invitation: 'communities.joinRule.invitation',
  plan: 'communities.joinRule.plan',
};

function CommunityCard({ community }: { community: CommunitySummary }) {
  const { t } = useTranslation();
  return (
    <article className="grid h-full gap-2 rounded-lg border bg-card p-4">
      <h3 className="text-lg font-semibold">
        <Link to={communityPagePath(community.slug)} className="hover:underline">
          {community.name}
        </Link>
      </h3>
      <p className="text-sm text-muted-foreground">
        {community.isOnline ? t('communities.online') : community.city} ·{' '}
        {t('communities.memberCount', { count: community.memberCount })}
      </p>
      {community.description && <p className="line-clamp-3 text-sm">{community.description}</p>}
      <div className="flex flex-wrap gap-2">
        <Badge variant="secondary">{t(joinRuleKeys[community.joinRule])}</Badge>
        {community.visibility === 'private' && <Badge variant="outline">{t('communities.private')}</Badge>}
        {community.myStatus === 'active' && (
          <Badge>
            {community.myRole === 'member'
              ? t('communities.role.member')
              : community.myRole === 'owner'
                ? t('communities.role.owner')
                : t('communities.role.coordinator')}
          </Badge>
        )}
        {community.myStatus === 'pending' && (
          <Badge variant="outline">{t('communities.requestPending')}</Badge>
        )}
      </div>
    </article>
  );
}

/** /communities (members only): public communities and the member's own, searchable. */
export function CommunitiesPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('communities.list.title'));
  const [term, setTerm] = useState('');
  const [query, setQuery] = useState('');
  const [isMine, setIsMine] = useState(false);
  const list = useCommunities(query, isMine);
  const plan = useViewerPlan(true);
  const search = (event: FormEvent) => {
    event.preventDefault();
    setQuery(term.trim());
  };
  const items = list.data?.items ?? [];

  return (
    <section className="mx-auto grid max-w-6xl gap-8 px-4 py-10">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="grid gap-2">
          <h1 className="text-3xl font-bold tracking-tight">{t('communities.list.title')}</h1>
          <p className="text-muted-foreground">{t('communities.list.intro')}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" aria-pressed={isMine} onClick={() => setIsMine(!isMine)}>
            {isMine ? t('communities.list.all') : t('communities.list.mine')}
          </Button>
          <CreateCommunityDialog />
        </div>
      </header>
      <form role="search" onSubmit={search} className="flex flex-wrap items-end gap-2">
        <div className="grid min-w-0 flex-1 gap-1.5">
          <Label htmlFor="community-search">{t('communities.list.searchLabel')}</Label>
          <Input
            id="community-search"
            value={term}
            onChange={(event) => setTerm(event.target.value)}
            placeholder={t('communities.list.searchPlaceholder')}
            maxLength={100}
          />
        </div>
        <Button type="submit" variant="secondary">
          {t('communities.list.search')}
        </Button>
      </form>
      {list.isPending ? (
        <div className="flex justify-center py-16 text-3xl text-primary">
          <Spinner />
        </div>
      ) : list.isError ? (
        <p role="alert" className="text-destructive">
          {t('communities.list.loadFailed')}
        </p>
      ) : items.length === 0 ? (
        <div className="grid justify-items-center gap-3 py-16 text-center">
          <h2 className="text-xl font-semibold">
            {query
              ? t('communities.list.noMatch')
              : isMine
                ? t('communities.list.noneMine')
                : t('communities.list.none')}
          </h2>
          <p className="text-muted-foreground">{t('communities.list.emptyHint')}</p>
        </div>
      ) : (
        <>
          <h2 className="sr-only">{isMine ? t('communities.list.mine') : t('communities.list.title')}</h2>
          <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-3">
            {items.map((community) => (
              <li key={community.id}>
                <CommunityCard community={community} />
              </li>
            ))}
          </ul>
        </>
      )}
      <CreateOrganisationCard plan={plan} />
    </section>
  );
}
