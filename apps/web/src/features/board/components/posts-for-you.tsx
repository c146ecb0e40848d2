import { Link } from 'react-router';
import { Spinner } from '@/components/ui/spinner.tsx';
import { paths } from '@/config/paths.ts';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { useBoardPosts } from '../api/list-board-posts.ts';
import { BoardPostCard } from './board-post-card.tsx';

const shown = 6;

/**
 * Board posts that fit the member's skills (needs of what they teach, offers of what they want), newest
 * first.
 */
export function PostsForYou() {
  const { t } = useTranslation();
  const posts = useBoardPosts({ forMe: 'true' });
  const items = posts.data?.pages[0]?.items.slice(0, shown) ?? [];
  return (
    <section aria-labelledby="posts-for-you" className="grid gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="posts-for-you" className="text-2xl font-semibold">
          {t('board.forYou.title')}
        </h2>
        <Link className="text-sm font-medium underline" to={`${paths.board}?forMe=true`}>
          {t('board.forYou.seeAll')}
        </Link>
      </div>
      {posts.isPending ? (
        <div className="flex justify-center py-6 text-2xl text-primary">
          <Spinner />
        </div>
      ) : items.length === 0 ? (
        <p className="text-muted-foreground">{t('board.forYou.none')}</p>
      ) : (
        <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-3">
          {items.map((post) => (
            <li key={post.id}>
              <BoardPostCard post={post} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
