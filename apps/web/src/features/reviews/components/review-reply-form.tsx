import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { replyToReviewSchema, reviewReplyLimit } from '@skillswap/contracts/reviews/schemas';
import { FormField } from '@/components/forms/form-field.tsx';
import { setServerFieldErrors } from '@/components/forms/server-field-errors.ts';
import { toast } from '@/components/layout/toast.ts';
import { Button } from '@/components/ui/button.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { useValidationMessage } from '@/i18n/validation.ts';
import { getErrorMessage } from '@/lib/api-client.ts';
import { useReplyToReview } from '../api/reviews.ts';

type ReplyValues = z.input<typeof replyToReviewSchema>;
type ReplyInput = z.output<typeof replyToReviewSchema>;

/** Under a review on one's own profile: write the one public reply it can have. */
export function ReviewReplyForm({ memberId, reviewId }: { memberId: string; reviewId: string }) {
  const [isOpen, setIsOpen] = useState(false);
  const { t } = useTranslation();
  if (!isOpen) {
    return (
      <Button variant="ghost" size="sm" className="justify-self-start" onClick={() => setIsOpen(true)}>
        {t('reviews.reply.open')}
      </Button>
    );
  }
  return <ReplyForm memberId={memberId} reviewId={reviewId} onClose={() => setIsOpen(false)} />;
}

function ReplyForm({
  memberId,
  reviewId,
  onClose,
}: {
  memberId: string;
  reviewId: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const validation = useValidationMessage();
  const { register, handleSubmit, setError, formState } = useForm<ReplyValues, unknown, ReplyInput>({
    resolver: zodResolver(replyToReviewSchema),
    defaultValues: { reply: '' },
  });
  const mutation = useReplyToReview(memberId);
  const submit = handleSubmit(async ({ reply }) => {
    try {
      await mutation.mutateAsync({ reviewId, reply });
      toast.success(t('reviews.reply.done'));
    } catch (failure) {
      if (setServerFieldErrors(setError, failure, ['reply'])) return;
      toast.error(getErrorMessage(failure, t('reviews.reply.failed')));
    }
  });
  return (
    <form noValidate className="grid gap-2" onSubmit={(event) => void submit(event)}>
      <FormField label={t('reviews.reply.label')} error={validation(formState.errors.reply?.message)}>
        {(control) => <Textarea rows={3} maxLength={reviewReplyLimit} {...control} {...register('reply')} />}
      </FormField>
      <p className="text-xs text-muted-foreground">{t('reviews.reply.hint')}</p>
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={mutation.isPending}>
          {mutation.isPending ? t('reviews.reply.publishing') : t('reviews.reply.submit')}
        </Button>
        <Button type="button" variant="outline" size="sm" onClick={onClose}>
          {t('reviews.reply.cancel')}
        </Button>
      </div>
    </form>
  );
}
