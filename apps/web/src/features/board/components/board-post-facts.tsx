import type { BoardPost } from '@skillswap/contracts/board/schemas';
import { useFormatters } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/i18n-context.ts';

/** The facts of a post as a short list: skill, hours, place, expiry. */
export function BoardPostFacts({ post }: { post: BoardPost }) {
  const { t } = useTranslation();
  const { date } = useFormatters();
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
      <dt className="text-muted-foreground">{t('board.facts.skill')}</dt>
      <dd>
        {post.skill}
        {post.category ? ` (${post.category})` : ''}
      </dd>
      <dt className="text-muted-foreground">{t('board.facts.hours')}</dt>
      <dd>{t('board.facts.hoursValue', { count: post.hours })}</dd>
      <dt className="text-muted-foreground">{t('board.facts.where')}</dt>
      <dd>
        {post.isOnline ? t('board.facts.online') : t('board.facts.inPerson', { city: post.city ?? '' })}
      </dd>
      <dt className="text-muted-foreground">{t('board.facts.until')}</dt>
      <dd>
        <time dateTime={post.expiresAt}>{date(post.expiresAt)}</time>
      </dd>
    </dl>
  );
}
