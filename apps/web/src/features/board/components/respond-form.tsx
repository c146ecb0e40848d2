import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { respondToBoardPostSchema, type BoardPost } from '@skillswap/contracts/board/schemas';
import { FormField } from '@/components/forms/form-field.tsx';
import { setServerFieldErrors } from '@/components/forms/server-field-errors.ts';
import { toast } from '@/components/layout/toast.ts';
import { Button } from '@/components/ui/button.tsx';
import { FormMessage } from '@/components/ui/form-message.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { swapDetailPath } from '@/config/paths.ts';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { useValidationMessage } from '@/i18n/validation.ts';
import { getErrorMessage } from '@/lib/api-client.ts';
import { useRespondToBoardPost } from '../api/respond-to-board-post.ts';

type RespondValues = z.input<typeof respondToBoardPostSchema>;
type RespondInput = z.output<typeof respondToBoardPostSchema>;

/**
 * Respond to a post: a swap request to its author, filled from the post (its skill and hours, a note citing
 * it). It counts as one of the month's requests, like any other.
 */
export function RespondForm({ post }: { post: BoardPost }) {
  const { t } = useTranslation();
  const validation = useValidationMessage();
  const { register, handleSubmit, setError, formState } = useForm<RespondValues, unknown, RespondInput>({
    resolver: zodResolver(respondToBoardPostSchema),
    defaultValues: { message: '' },
  });
  const { errors } = formState;
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
  const submit = handleSubmit(async ({ message }) => {
    // One request per response, however fast the clicks.
    if (mutation.isPending || mutation.isSuccess) return;
    try {
      await mutation.mutateAsync({ message });
      toast.success(t('board.respond.toast'), { id: `board-respond-${post.id}` });
    } catch (failure) {
      if (setServerFieldErrors(setError, failure, ['message'])) return;
      setError('root', { message: getErrorMessage(failure, t('board.respond.failed')) });
    }
  });
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-3 rounded-md border p-4">
      <h2 className="text-lg font-semibold">{t('board.respond.title')}</h2>
      <p className="text-sm text-muted-foreground">
        {t('board.respond.explain', { what, name: post.author.fullName })}
      </p>
      <FormField label={t('board.respond.message')} error={validation(errors.message?.message)}>
        {(control) => <Textarea maxLength={1500} {...control} {...register('message')} />}
      </FormField>
      <FormMessage role="alert">{errors.root?.message}</FormMessage>
      <Button type="submit" disabled={mutation.isPending} className="justify-self-start">
        {mutation.isPending ? t('board.respond.sending') : t('board.respond.submit')}
      </Button>
    </form>
  );
}
