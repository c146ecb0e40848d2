import { Link } from 'react-router';
import type { BoardPostDetail } from '@skillswap/contracts/board/schemas';
import { toast } from '@/components/layout/toast.ts';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { swapDetailPath } from '@/config/paths.ts';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { getErrorMessage } from '@/lib/api-client.ts';
import { useChangeBoardPost, type BoardPostChange } from '../api/change-board-post.ts';

const doneKeys: Record<BoardPostChange, string> = {
  renew: 'board.author.renewed',
  close: 'board.author.closed',
  reopen: 'board.author.reopened',
};

/** What the author sees on their post: renew, close or reopen it, and the responses to accept or decline. */
export function PostAuthorPanel({ detail }: { detail: BoardPostDetail }) {
  const { t } = useTranslation();
  const post = detail.data;
  const mutation = useChangeBoardPost(post.id);
  const change = (action: BoardPostChange) =>
    mutation.mutate(action, {
      onSuccess: () => toast.success(t(doneKeys[action])),
      onError: (failure) => toast.error(getErrorMessage(failure, t('board.author.failed'))),
    });
  const responses = detail.responses ?? [];
  return (
    <section aria-labelledby="post-responses" className="grid gap-4">
      {post.status !== 'hidden' && (
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" disabled={mutation.isPending} onClick={() => change('renew')}>
            {t('board.author.renew', { days: post.lifetimeDays })}
          </Button>
          {post.status === 'closed' ? (
            <Button variant="outline" disabled={mutation.isPending} onClick={() => change('reopen')}>
              {t('board.author.reopen')}
            </Button>
          ) : (
            <Button variant="outline" disabled={mutation.isPending} onClick={() => change('close')}>
              {t('board.author.close')}
            </Button>
          )}
        </div>
      )}
      <h2 id="post-responses" className="text-lg font-semibold">
        {t('board.author.responses', { count: responses.length })}
      </h2>
      {responses.length === 0 ? (
        <p className="text-muted-foreground">{t('board.author.none')}</p>
      ) : (
        <ul className="grid gap-2">
          {responses.map((swap) => (
            <li
              key={swap.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-md border p-3"
            >
              <span>
                <span className="font-medium">{swap.requester.full_name ?? t('board.author.aMember')}</span>{' '}
                <Badge variant="outline">{t(`board.responseStatus.${swap.status}`)}</Badge>
              </span>
              <Link className="text-sm font-medium underline" to={swapDetailPath(swap.id)}>
                {t(swap.status === 'requested' ? 'board.author.openToDecide' : 'board.author.openSwap')}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
