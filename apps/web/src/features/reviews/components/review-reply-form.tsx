import { useState } from 'react';
import { reviewReplyLimit } from '@skillswap/contracts/reviews/schemas';
import { FormField } from '@/components/forms/form-field.tsx';
import { toast } from '@/components/layout/toast.ts';
import { Button } from '@/components/ui/button.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { getErrorMessage } from '@/lib/api-client.ts';
import { useReplyToReview } from '../api/reviews.ts';

/** Under a review on one's own profile: write the one public reply it can have. */
export function ReviewReplyForm({ memberId, reviewId }: { memberId: string; reviewId: string }) {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const mutation = useReplyToReview(memberId);
  if (!isOpen) {
    return (
      <Button variant="ghost" size="sm" className="justify-self-start" onClick={() => setIsOpen(true)}>
        {t('reviews.reply.open')}
      </Button>
    );
  }
  const submit = () => {
    const reply = text.trim();
    if (!reply) {
      setError(t('reviews.validation.reply'));
      return;
    }
    mutation.mutate(
      { reviewId, reply },
      {
        onSuccess: () => toast.success(t('reviews.reply.done')),
        onError: (failure) => toast.error(getErrorMessage(failure, t('reviews.reply.failed'))),
      },
    );
  };
  return (
    <form
      className="grid gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <FormField label={t('reviews.reply.label')} error={error}>
        {(control) => (
          <Textarea
            rows={3}
            maxLength={reviewReplyLimit}
            value={text}
            {...control}
            onChange={(event) => {
              setText(event.target.value);
              setError(null);
            }}
          />
        )}
      </FormField>
      <p className="text-xs text-muted-foreground">{t('reviews.reply.hint')}</p>
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={mutation.isPending}>
          {mutation.isPending ? t('reviews.reply.publishing') : t('reviews.reply.submit')}
        </Button>
        <Button type="button" variant="outline" size="sm" onClick={() => setIsOpen(false)}>
          {t('reviews.reply.cancel')}
        </Button>
      </div>
    </form>
  );
}
