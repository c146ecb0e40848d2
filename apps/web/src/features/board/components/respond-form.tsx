import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { BoardPost } from '@skillswap/contracts/board';
import { toast } from '@/components/layout/toast.ts';
import { Button } from '@/components/ui/button.tsx';
import { FormMessage } from '@/components/ui/form-message.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { swapDetailPath } from '@/config/paths.ts';
import { getErrorMessage } from '@/lib/api-client.ts';
import { useRespondToBoardPost } from '../api/respond-to-board-post.ts';

/**
 * Respond to a post: a swap request to its author, filled from the post (its skill and hours, a note citing
 * it). It counts as one of the month's requests, like any other.
 */
export function RespondForm({ post }: { post: BoardPost }) {
  const id = useId();
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const mutation = useRespondToBoardPost(post.id);
  const what =
    post.kind === 'need'
      ? `You offer to teach ${post.skill} for ${post.hours} h.`
      : `You ask to learn ${post.skill} for ${post.hours} h.`;

  if (mutation.isSuccess) {
    return (
      <p role="status" className="rounded-md border p-4">
        Your response went to {post.author.fullName} as a swap request.{' '}
        <Link className="font-medium underline" to={swapDetailPath(mutation.data.data.id)}>
          See the request
        </Link>
      </p>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    mutation.mutate(
      { message },
      {
        onSuccess: () => toast.success('Response sent'),
        onError: (failure) =>
          setError(getErrorMessage(failure, 'The response could not be sent. Try again.')),
      },
    );
  };
  return (
    <form onSubmit={submit} className="grid gap-3 rounded-md border p-4">
      <h2 className="text-lg font-semibold">Respond</h2>
      <p className="text-sm text-muted-foreground">
        {what} This sends {post.author.fullName} a swap request and counts as one of your requests this month.
      </p>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-message`}>Message (optional)</Label>
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
        {mutation.isPending ? 'Sending...' : 'Respond'}
      </Button>
    </form>
  );
}
