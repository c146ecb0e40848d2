import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { BoardPost } from '@skillswap/contracts/board/schemas';
import { toast } from '@/components/layout/toast.ts';
import { Button } from '@/components/ui/button.tsx';
import { FormMessage } from '@/components/ui/form-message.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { swapDetailPath } from '@/config/paths.ts';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { getErrorMessage } from '@/lib/api-client.ts';
import { useRespondToBoardPost } from '../api/respond-to-board-post.ts';

/**
 * Respond to a post: a swap request to its author, filled from the post (its skill and hours, a note citing
 * it). It counts as one of the month's requests, like any other.
 */
export function RespondForm({ post }: { post: BoardPost }) {
  const id = useId();
  const { t } = useTranslation();
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const mutation = useRespondToBoardPost(post.id);
  const what = t(post.kind === 'need' ? 'board.respond.offerTeach' : 'board.respond.askLearn', {
    skill: post.skill,
    hours: post.hours,
  });

  if (mutation.isSuccess) {
    return (
      <p role="status" className="rounded-md border p-4">
        {t('board.respond.sent', { name: post.author.fullName })}{' '}
        <Link className="font-medium underline" to={swapDetailPath(mutation.data.data.id)}>
          {t('board.respond.seeRequest')}
        </Link>
      </p>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // One request per response, however fast the clicks.
    if (mutation.isPending || mutation.isSuccess) return;
    setError(null);
    mutation.mutate(
      { message },
      {
        onSuccess: () => toast.success(t('board.respond.toast'), { id: `board-respond-${post.id}` }),
        onError: (failure) => setError(getErrorMessage(failure, t('board.respond.failed'))),
      },
    );
  };
  return (
    <form onSubmit={submit} className="grid gap-3 rounded-md border p-4">
      <h2 className="text-lg font-semibold">{t('board.respond.title')}</h2>
      <p className="text-sm text-muted-foreground">
        {t('board.respond.explain', { what, name: post.author.fullName })}
      </p>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-message`}>{t('board.respond.message')}</Label>
        <Textarea
          id={`${id}-message`}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          maxLength={1500}
          aria-describedby={error ? `${id}-error` : undefined}
        />
      </div>
      <FormMessage id={`${id}-error`} role="alert">
        {error}
      </FormMessage>
      <Button type="submit" disabled={mutation.isPending} className="justify-self-start">
        {mutation.isPending ? t('board.respond.sending') : t('board.respond.submit')}
      </Button>
    </form>
  );
}
