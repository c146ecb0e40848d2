import { Link } from 'react-router';
import type { BoardPostDetail } from '@skillswap/contracts/board';
import { toast } from '@/components/layout/toast.ts';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { swapDetailPath } from '@/config/paths.ts';
import { getErrorMessage } from '@/lib/api-client.ts';
import { useChangeBoardPost, type BoardPostChange } from '../api/change-board-post.ts';

const doneWords: Record<BoardPostChange, string> = {
  renew: 'Post renewed',
  close: 'Post closed',
  reopen: 'Post reopened',
};

/** What the author sees on their post: renew, close or reopen it, and the responses to accept or decline. */
export function PostAuthorPanel({ detail }: { detail: BoardPostDetail }) {
  const post = detail.data;
  const mutation = useChangeBoardPost(post.id);
  const change = (action: BoardPostChange) =>
    mutation.mutate(action, {
      onSuccess: () => toast.success(doneWords[action]),
      onError: (failure) => toast.error(getErrorMessage(failure, 'That did not work. Try again.')),
    });
  const responses = detail.responses ?? [];
  return (
    <section aria-labelledby="post-responses" className="grid gap-4">
      {post.status !== 'hidden' && (
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" disabled={mutation.isPending} onClick={() => change('renew')}>
            Renew for {post.lifetimeDays} days
          </Button>
          {post.status === 'closed' ? (
            <Button variant="outline" disabled={mutation.isPending} onClick={() => change('reopen')}>
              Reopen
            </Button>
          ) : (
            <Button variant="outline" disabled={mutation.isPending} onClick={() => change('close')}>
              Close
            </Button>
          )}
        </div>
      )}
      <h2 id="post-responses" className="text-lg font-semibold">
        Responses ({responses.length})
      </h2>
      {responses.length === 0 ? (
        <p className="text-muted-foreground">No responses yet. Members who answer send you a swap request.</p>
      ) : (
        <ul className="grid gap-2">
          {responses.map((swap) => (
            <li
              key={swap.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-md border p-3"
            >
              <span>
                <span className="font-medium">{swap.requester.full_name ?? 'A member'}</span>{' '}
                <Badge variant="outline">{swap.status}</Badge>
              </span>
              <Link className="text-sm font-medium underline" to={swapDetailPath(swap.id)}>
                {swap.status === 'requested' ? 'Open to accept or decline' : 'Open the swap'}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
