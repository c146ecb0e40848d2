import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '@/components/layout/use-document-title.ts';
import { CommunityScopeSelect } from '@/features/communities/components/community-scope-select.tsx';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { PostsForYou } from '@/features/board/components/posts-for-you.tsx';
import { CirclesSection } from '@/features/matches/components/circles-section.tsx';
import { MatchList } from '@/features/matches/components/match-list.tsx';
import { SwapRequestButton } from '@/features/swaps/components/swap-request-button.tsx';
import { WorkshopsForYou } from '@/features/workshops/components/workshops-for-you.tsx';

/**
 * "Matches for you": the member's ranked matches with their reasons, swap circles, then board posts that fit.
 * Member-only.
 */
export function MatchesPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('matches.title'));
  // Matches among one community's members (?community=slug), or among everyone.
  const [params, setParams] = useSearchParams();
  const community = params.get('community')?.trim() || null;
  const setCommunity = (slug: string | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (slug) next.set('community', slug);
      else next.delete('community');
      return next;
    });
  return (
    <section className="mx-auto grid max-w-6xl gap-10 px-4 py-10">
      <header className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight">{t('matches.title')}</h1>
        <p className="text-muted-foreground">{t('matches.intro')}</p>
        <CommunityScopeSelect value={community} onChange={setCommunity} />
      </header>
      <MatchList
        community={community}
        className="grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-3"
        renderAction={(match) => <SwapRequestButton target={match.profile} about={match} />}
      />
      <WorkshopsForYou />
      <CirclesSection />
      <PostsForYou />
    </section>
  );
}
