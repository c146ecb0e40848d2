import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { toast } from '@/components/layout/toast.ts';
import type { PublicProfile } from '@skillswap/contracts/profiles/schemas';
import { LoadingPanel } from '@/components/status/loading-panel.tsx';
import { RetryPanel } from '@/components/status/retry-panel.tsx';
import { Button } from '@/components/ui/button.tsx';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { useProfiles, type ProfileSearch } from '../api/list-profiles.ts';
import { ProfileCard } from './profile-card.tsx';

interface ProfileResultsProps {
  search: ProfileSearch;
  renderAction: (profile: PublicProfile) => ReactNode;
}

/** The result count, the cards, and more pages as the member scrolls (or presses Load more). */
export function ProfileResults({ search, renderAction }: ProfileResultsProps) {
  const { t } = useTranslation();
  const query = useProfiles(search);
  const { fetchNextPage, hasNextPage, isFetchingNextPage } = query;
  useToastOnLoadFailure(query.isError, t('explore.results.toastFailed'));
  const sentinel = useLoadMoreWhenVisible(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  });

  if (query.isPending) {
    return <LoadingPanel label={t('explore.results.loading')} className="py-16" />;
  }
  if (query.isError) {
    return (
      <RetryPanel
        message={t('explore.results.loadFailed')}
        onRetry={() => void query.refetch()}
        className="py-16"
      />
    );
  }

  const profiles = query.data.pages.flatMap((page) => page.items);
  // The count agrees with the list: once every page is in, it is the list's length (a block or an edit since
  // the first page can change what the total counted).
  const total = hasNextPage ? Math.max(query.data.pages[0]?.total ?? 0, profiles.length) : profiles.length;
  return (
    <div className="grid grid-cols-1 gap-6">
      <p role="status" className="text-sm text-muted-foreground">
        {t('explore.results.count', { count: total })}
      </p>
      {profiles.length === 0 ? (
        <div className="py-16 text-center">
          <h2 className="text-xl font-semibold">{t('explore.results.emptyTitle')}</h2>
          <p className="mt-2 text-muted-foreground">{t('explore.results.emptyHint')}</p>
        </div>
      ) : (
        <ul
          aria-label={t('explore.results.label')}
          className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3"
        >
          {profiles.map((profile) => (
            <li key={profile.id}>
              <ProfileCard profile={profile} action={renderAction(profile)} />
            </li>
          ))}
        </ul>
      )}
      {hasNextPage && (
        <div ref={sentinel} className="flex justify-center">
          <Button variant="outline" onClick={() => void fetchNextPage()} disabled={isFetchingNextPage}>
            {isFetchingNextPage ? t('explore.results.loadingMore') : t('explore.results.loadMore')}
          </Button>
        </div>
      )}
    </div>
  );
}

function useToastOnLoadFailure(isError: boolean, message: string) {
  useEffect(() => {
    if (isError) toast.error(message);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per failure, not per language switch
  }, [isError]);
}

/** Infinite scroll where the browser supports it; the Load more button works everywhere. */
function useLoadMoreWhenVisible(loadMore: () => void) {
  const loadMoreRef = useRef(loadMore);
  useEffect(() => {
    loadMoreRef.current = loadMore;
  });
  return useCallback((element: HTMLDivElement | null) => {
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) loadMoreRef.current();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
}
