import { Link } from 'react-router';
import type { BoardPost } from '@skillswap/contracts/board/schemas';
import { Badge } from '@/components/ui/badge.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { boardPostPath } from '@/config/paths.ts';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { BoardPostFacts } from './board-post-facts.tsx';

/**
 * One post in the board's list: what, who, how long, where; the title leads to the post. A post a helper made
 * names them ("by Ben for Ana", ADR 198).
 */
export function BoardPostCard({ post }: { post: BoardPost }) {
  const { t } = useTranslation();
  return (
    <Card className="h-full">
      <CardHeader className="gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant={post.kind === 'need' ? 'default' : 'success'}>
            {t(post.kind === 'need' ? 'board.card.need' : 'board.card.offer')}
          </Badge>
          {post.status !== 'open' && <Badge variant="outline">{t(statusKeys[post.status])}</Badge>}
          {post.fit === 2 && <Badge variant="outline">{t('board.card.fits')}</Badge>}
          {post.community && (
            <Badge variant="outline">{t('board.card.community', { community: post.community.name })}</Badge>
          )}
        </div>
        <CardTitle className="text-lg">
          <Link to={boardPostPath(post.id)} className="hover:underline">
            {post.title}
          </Link>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-2">
        <BoardPostFacts post={post} />
        <p className="text-sm text-muted-foreground">
          {post.helper
            ? t('board.card.byHelperFor', { helper: post.helper.name, name: post.author.fullName })
            : t('board.card.by', { name: post.author.fullName })}
        </p>
      </CardContent>
    </Card>
  );
}

/** The catalogue key of a post's status ("Open", "Closed", "Expired", "Hidden by SkillSwap"). */
export const statusKeys: Record<BoardPost['status'], string> = {
  open: 'board.status.open',
  closed: 'board.status.closed',
  expired: 'board.status.expired',
  hidden: 'board.status.hidden',
};
