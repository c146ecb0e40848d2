import { useSearchParams } from 'react-router';
import { boardQuerySchema } from '@skillswap/contracts/board/schemas';
import { useDocumentTitle } from '@/components/layout/use-document-title.ts';
import { Button } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useBoardPosts, type BoardFilters } from '@/features/board/api/list-board-posts.ts';
import { BoardFiltersForm } from '@/features/board/components/board-filters.tsx';
import { BoardPostCard } from '@/features/board/components/board-post-card.tsx';
import { NewPostDialog } from '@/features/board/components/new-post-dialog.tsx';
import { useCommunities } from '@/features/communities/api/communities.ts';
import { useTranslation } from '@/i18n/i18n-context.ts';

const filterNames = [
  'q',
  'skill',
  'category',
  'kind',
  'online',
  'near',
  'withinKm',
  'community',
  'sort',
  'forMe',
  'mine',
] as const;

/** The filters the address holds; a value the API would refuse is left out rather than shown as an error. */
function filtersFrom(params: URLSearchParams): BoardFilters {
  const filters: Record<string, string> = {};
  for (const name of filterNames) {
    const value = params.get(name);
    if (!value) continue;
    const checked = boardQuerySchema.shape[name].safeParse(value);
    if (checked.success && checked.data !== undefined) filters[name] = value;
  }
  return filters;
}

/** /board (members only): needs and offers, filtered from the address, newest first, page after page. */
export function BoardPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('board.page.title'));
  const [params, setParams] = useSearchParams();
  const filters = filtersFrom(params);
  const posts = useBoardPosts(filters);
  const communities = (useCommunities('', true).data?.items ?? []).filter(
    (item) => item.myStatus === 'active',
  );
  const items = posts.data?.pages.flatMap((page) => page.items) ?? [];
  const isFiltered = filterNames.some(
    (name) => name !== 'mine' && name !== 'sort' && filters[name] !== undefined,
  );
  const isMine = filters.mine === 'true';
  const apply = (next: BoardFilters) => {
    const search = new URLSearchParams();
    for (const name of filterNames) {
      const value = next[name];
      if (value) search.set(name, value);
    }
    setParams(search);
  };

  return (
    <section className="mx-auto grid max-w-6xl gap-8 px-4 py-10">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="grid gap-2">
          <h1 className="text-3xl font-bold tracking-tight">{t('board.page.title')}</h1>
          <p className="text-muted-foreground">{t('board.page.description')}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => apply({ ...filters, mine: isMine ? undefined : 'true' })}>
            {t(isMine ? 'board.page.allPosts' : 'board.page.myPosts')}
          </Button>
          <NewPostDialog communities={communities} />
        </div>
      </header>
      <BoardFiltersForm
        key={params.toString()}
        filters={filters}
        onChange={apply}
        communities={communities}
      />
      {posts.isPending ? (
        <div className="flex justify-center py-16 text-3xl text-primary">
          <Spinner />
        </div>
      ) : posts.isError ? (
        <p role="alert" className="text-destructive">
          {t('board.page.loadFailed')}
        </p>
      ) : items.length === 0 ? (
        <div className="grid justify-items-center gap-3 py-16 text-center">
          <h2 className="text-xl font-semibold">
            {t(isFiltered ? 'board.page.noMatch' : isMine ? 'board.page.noPostsOfMine' : 'board.page.empty')}
          </h2>
          <p className="text-muted-foreground">
            {t(isFiltered ? 'board.page.noMatchHint' : 'board.page.emptyHint')}
          </p>
          {isFiltered && (
            <Button variant="outline" onClick={() => apply(isMine ? { mine: 'true' } : {})}>
              {t('board.page.clearFilters')}
            </Button>
          )}
        </div>
      ) : (
        <>
          <h2 className="sr-only">{t('board.page.posts')}</h2>
          <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-3">
            {items.map((post) => (
              <li key={post.id}>
                <BoardPostCard post={post} />
              </li>
            ))}
          </ul>
          {posts.hasNextPage && (
            <Button
              variant="outline"
              className="justify-self-center"
              disabled={posts.isFetchingNextPage}
              onClick={() => void posts.fetchNextPage()}
            >
              {posts.isFetchingNextPage ? t('board.page.loading') : t('board.page.more')}
            </Button>
          )}
        </>
      )}
    </section>
  );
}
