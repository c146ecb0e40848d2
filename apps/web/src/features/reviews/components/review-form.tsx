import { Star } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from '@/components/layout/toast.ts';
import { reviewCommentLimit } from '@skillswap/contracts/reviews/schemas';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { FormMessage } from '@/components/ui/form-message.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { getErrorMessage } from '@/lib/api-client.ts';
import { cn } from '@/lib/cn.ts';
import { useCreateReview } from '../api/reviews.ts';

/** After a completed swap: rate the other member 1 to 5, with an optional comment. Once per swap. */
export function ReviewForm({ swapId, memberName }: { swapId: string; memberName: string }) {
  const { t } = useTranslation();
  const ratingWord = (value: number) => t(`reviews.rating.${value}`);
  const id = useId();
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const create = useCreateReview(swapId);
  const submit = () => {
    if (rating < 1) {
      setError(t('reviews.validation.rating'));
      return;
    }
    create.mutate(
      { rating, comment: comment.trim() || undefined },
      {
        onSuccess: () => toast.success(t('reviews.form.posted')),
        onError: (failure) => toast.error(getErrorMessage(failure, t('reviews.form.failed'))),
      },
    );
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t('reviews.form.title', { name: memberName })}</CardTitle>
        <CardDescription>{t('reviews.form.description', { name: memberName })}</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <fieldset className="grid gap-2">
            <legend className="text-sm font-medium">{t('reviews.form.rating')}</legend>
            <div
              className="flex items-center gap-1"
              role="radiogroup"
              aria-describedby={error ? `${id}-error` : undefined}
            >
              {[1, 2, 3, 4, 5].map((value) => (
                <button
                  key={value}
                  type="button"
                  role="radio"
                  aria-checked={rating === value}
                  aria-label={t('reviews.form.stars', { count: value, word: ratingWord(value) })}
                  className="cursor-pointer rounded p-1 focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
                  onClick={() => {
                    setRating(value);
                    setError(null);
                  }}
                >
                  <Star
                    aria-hidden="true"
                    className={cn(
                      'size-7',
                      value <= rating ? 'fill-amber-400 text-amber-400' : 'text-muted-foreground/50',
                    )}
                  />
                </button>
              ))}
              {rating > 0 && <span className="ms-2 text-sm text-muted-foreground">{ratingWord(rating)}</span>}
            </div>
            <FormMessage id={`${id}-error`}>{error}</FormMessage>
          </fieldset>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-comment`}>{t('reviews.form.comment')}</Label>
            <Textarea
              id={`${id}-comment`}
              rows={3}
              maxLength={reviewCommentLimit}
              value={comment}
              onChange={(event) => setComment(event.target.value)}
            />
          </div>
          <Button type="submit" className="justify-self-start" disabled={create.isPending}>
            {create.isPending ? t('reviews.form.posting') : t('reviews.form.submit')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
