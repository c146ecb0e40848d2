import { useDocumentTitle } from '@/components/layout/use-document-title.ts';
import { useViewerPlan } from '@/features/explore/api/get-viewer-plan.ts';
import { AdvancedFilters } from '@/features/explore/components/advanced-filters.tsx';
import { CategoryChips } from '@/features/explore/components/category-chips.tsx';
import { ProfileResults } from '@/features/explore/components/profile-results.tsx';
import { SearchBox } from '@/features/explore/components/search-box.tsx';
import { useExploreSearch } from '@/features/explore/hooks/use-explore-search.ts';
import { LevelBadge } from '@/features/reviews/components/level-badge.tsx';
import { MatchesForYou } from '@/features/matches/components/matches-for-you.tsx';
import { SwapRequestButton } from '@/features/swaps/components/swap-request-button.tsx';
import { useAuth } from '@/lib/auth/auth-context.ts';

/** Explore: search and filter public profiles, and request a swap from a card. */
export function ExplorePage() {
  useDocumentTitle('Explore Skills');
  const { search, setQuery, setCategory, setFilters } = useExploreSearch();
  const { user } = useAuth();
  const plan = useViewerPlan(user !== null);
  return (
    <section className="mx-auto grid max-w-6xl grid-cols-1 gap-8 px-4 py-10">
      <header className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight">Explore Skills</h1>
        <p className="text-muted-foreground">Find members who teach what you want to learn.</p>
      </header>
      <div className="grid gap-4">
        <SearchBox value={search.q} onSearch={setQuery} />
        <CategoryChips selected={search.category} onSelect={setCategory} />
        <AdvancedFilters plan={plan} filters={search.filters} onApply={setFilters} />
      </div>
      {user && <MatchesForYou renderAction={(match) => <SwapRequestButton target={match.profile} />} />}
      <ProfileResults
        search={search}
        renderAction={(profile) => (
          <div className="flex items-center gap-2">
            <LevelBadge memberId={profile.id} />
            <SwapRequestButton target={profile} />
          </div>
        )}
      />
    </section>
  );
}
