import { lazy, Suspense } from 'react';
import { useDocumentTitle } from '@/components/layout/use-document-title.ts';
import { LoadingPanel } from '@/components/status/loading-panel.tsx';
import { Button } from '@/components/ui/button.tsx';
import { useViewerPlan } from '@/features/explore/api/get-viewer-plan.ts';
import { CommunityScopeSelect } from '@/features/communities/components/community-scope-select.tsx';
import { AdvancedFilters } from '@/features/explore/components/advanced-filters.tsx';
import { CategoryChips } from '@/features/explore/components/category-chips.tsx';
import { ProfileResults } from '@/features/explore/components/profile-results.tsx';
import { SearchBox } from '@/features/explore/components/search-box.tsx';
import { useExploreSearch } from '@/features/explore/hooks/use-explore-search.ts';
import { LevelBadge } from '@/features/reviews/components/level-badge.tsx';
import { MatchesForYou } from '@/features/matches/components/matches-for-you.tsx';
import { SwapRequestButton } from '@/features/swaps/components/swap-request-button.tsx';
import { PartnerDirectory } from '@/features/federation-directory/components/partner-directory.tsx';
import { FeaturedRow } from '@/features/workshops/components/featured-row.tsx';
import { MemberEliteBadge } from '@/features/workshops/components/member-elite-badge.tsx';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { useAuth } from '@/lib/auth/auth-context.ts';
import { Link, useSearchParams } from 'react-router';
import { paths } from '@/config/paths.ts';

// The map and its boundaries load only when a member asks for the map (ADR 175).
const MembersMap = lazy(() =>
  import('@/features/map/components/members-map.tsx').then((module) => ({ default: module.MembersMap })),
);

/** Explore: search and filter public profiles, and request a swap from a card; or see them on a map. */
export function ExplorePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('explore.title'));
  const { search, setQuery, setCategory, setCommunity, setFilters } = useExploreSearch();
  const { user } = useAuth();
  // While the member searches, the results come first and their matches follow them.
  const isSearching = Boolean(search.q || search.category || search.filters || search.community);
  const matches = (
    <MatchesForYou renderAction={(match) => <SwapRequestButton target={match.profile} about={match} />} />
  );
  const plan = useViewerPlan(user !== null);
  // The list, the map or the members of other exchanges (members only, ADR 185), kept in the address
  // (`?view=map`, `?view=exchanges`) so a reload or a shared link opens the same view.
  const [params, setParams] = useSearchParams();
  const views = user ? (['list', 'map', 'exchanges'] as const) : (['list', 'map'] as const);
  const view = views.find((shown) => shown !== 'list' && shown === params.get('view')) ?? 'list';
  const setView = (shown: (typeof views)[number]) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (shown === 'list') next.delete('view');
      else next.set('view', shown);
      return next;
    });
  return (
    <section className="mx-auto grid max-w-6xl grid-cols-1 gap-8 px-4 py-10">
      <header className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight">{t('explore.title')}</h1>
        <p className="text-muted-foreground">{t('explore.intro')}</p>
        <nav aria-label={t('explore.nav')} className="flex gap-4 text-sm font-medium">
          <span aria-current="page">{t('explore.nav.members')}</span>
          <Link to={paths.workshops} className="text-primary hover:underline">
            {t('explore.nav.workshops')}
          </Link>
        </nav>
      </header>
      <div className="grid gap-4">
        <SearchBox value={search.q} onSearch={setQuery} />
        {/* Other exchanges are searched by text only: their categories and communities are their own. */}
        {view !== 'exchanges' && (
          <>
            <CategoryChips selected={search.category} onSelect={setCategory} />
            {user && <CommunityScopeSelect value={search.community} onChange={setCommunity} />}
            <AdvancedFilters plan={plan} filters={search.filters} onApply={setFilters} />
          </>
        )}
      </div>
      <div role="group" aria-label={t('explore.view.label')} className="flex gap-2">
        {views.map((shown) => (
          <Button
            key={shown}
            type="button"
            size="sm"
            variant={view === shown ? 'default' : 'outline'}
            aria-pressed={view === shown}
            onClick={() => setView(shown)}
          >
            {shown === 'exchanges' ? t('federationDirectory.view') : t(`explore.view.${shown}`)}
          </Button>
        ))}
      </div>
      {view === 'exchanges' ? (
        <PartnerDirectory q={search.q} />
      ) : view === 'map' ? (
        <div className="grid gap-3">
          {search.filters && (
            <p className="text-sm text-muted-foreground">{t('explore.view.advancedNote')}</p>
          )}
          <Suspense fallback={<LoadingPanel label={t('map.loading')} className="py-12" />}>
            <MembersMap
              source={{
                kind: 'explore',
                q: search.q,
                category: search.category,
                community: search.community,
              }}
            />
          </Suspense>
        </div>
      ) : (
        <>
          <FeaturedRow search={search.q} category={search.category} />
          {user && !isSearching && matches}
          <ProfileResults
            search={search}
            renderAction={(profile) => (
              <div className="flex flex-wrap items-center gap-2">
                <MemberEliteBadge memberId={profile.id} />
                <LevelBadge memberId={profile.id} />
                <SwapRequestButton target={profile} />
              </div>
            )}
          />
          {user && isSearching && matches}
        </>
      )}
    </section>
  );
}
