import { zodResolver } from '@hookform/resolvers/zod';
import { Star } from 'lucide-react';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { createReviewSchema, reviewCommentLimit } from '@skillswap/contracts/reviews/schemas';
import { FormField } from '@/components/forms/form-field.tsx';
import { setServerFieldErrors } from '@/components/forms/server-field-errors.ts';
import { toast } from '@/components/layout/toast.ts';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { FormMessage } from '@/components/ui/form-message.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { useValidationMessage } from '@/i18n/validation.ts';
import { getErrorMessage } from '@/lib/api-client.ts';
import { cn } from '@/lib/cn.ts';
import { useCreateReview } from '../api/reviews.ts';

type ReviewValues = z.input<typeof createReviewSchema>;
type ReviewInput = z.output<typeof createReviewSchema>;

/** After a completed swap: rate the other member 1 to 5, with an optional comment. Once per swap. */
export function ReviewForm({ swapId, memberName }: { swapId: string; memberName: string }) {
  const { t } = useTranslation();
  const validation = useValidationMessage();
  const ratingWord = (value: number) => t(`reviews.rating.${value}`);
  const id = useId();
  const { control, register, handleSubmit, setError, formState } = useForm<
    ReviewValues,
    unknown,
    ReviewInput
  >({
    resolver: zodResolver(createReviewSchema),
    defaultValues: { rating: 0, comment: '' },
  });
  const { errors } = formState;
  const ratingError = validation(errors.rating?.message);
  const create = useCreateReview(swapId);
  const submit = handleSubmit(async ({ rating, comment }) => {
    try {
      await create.mutateAsync({ rating, comment: comment || undefined });
      toast.success(t('reviews.form.posted'));
    } catch (failure) {
      if (setServerFieldErrors(setError, failure, ['rating', 'comment'])) return;
      toast.error(getErrorMessage(failure, t('reviews.form.failed')));
    }
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t('reviews.form.title', { name: memberName })}</CardTitle>
        <CardDescription>{t('reviews.form.description', { name: memberName })}</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate className="grid gap-4" onSubmit={(event) => void submit(event)}>
          <fieldset className="grid gap-2">
            <legend className="text-sm font-medium">{t('reviews.form.rating')}</legend>
            <Controller
              control={control}
              name="rating"
              render={({ field }) => (
                <div
                  className="flex items-center gap-1"
                  role="radiogroup"
                  aria-invalid={ratingError ? true : undefined}
                  aria-describedby={ratingError ? `${id}-error` : undefined}
                >
                  {[1, 2, 3, 4, 5].map((value) => (
                    <button
                      key={value}
                      // The first star takes focus when no rating is chosen yet.
                      ref={value === 1 ? field.ref : undefined}
                      type="button"
                      role="radio"
                      aria-checked={field.value === value}
                      aria-label={t('reviews.form.stars', { count: value, word: ratingWord(value) })}
                      className="cursor-pointer rounded p-1 focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
                      onClick={() => field.onChange(value)}
                    >
                      <Star
                        aria-hidden="true"
                        className={cn(
                          'size-7',
                          value <= field.value ? 'fill-amber-400 text-amber-400' : 'text-muted-foreground/50',
                        )}
                      />
                    </button>
                  ))}
                  {field.value > 0 && (
                    <span className="ms-2 text-sm text-muted-foreground">{ratingWord(field.value)}</span>
                  )}
                </div>
              )}
            />
            <FormMessage id={`${id}-error`}>{ratingError}</FormMessage>
          </fieldset>
          <FormField label={t('reviews.form.comment')} error={validation(errors.comment?.message)}>
            {(fieldControl) => (
              <Textarea rows={3} maxLength={reviewCommentLimit} {...fieldControl} {...register('comment')} />
            )}
          </FormField>
          <Button type="submit" className="justify-self-start" disabled={create.isPending}>
            {create.isPending ? t('reviews.form.posting') : t('reviews.form.submit')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
