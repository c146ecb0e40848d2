import { Star } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from '@/components/layout/toast.ts';
import { reviewCommentLimit } from '@skillswap/contracts/reviews';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { FormMessage } from '@/components/ui/form-message.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { getErrorMessage } from '@/lib/api-client.ts';
import { cn } from '@/lib/cn.ts';
import { useCreateReview } from '../api/reviews.ts';

const ratingWords = ['', 'Poor', 'Fair', 'Good', 'Very good', 'Excellent'];

/** After a completed swap: rate the other member 1 to 5, with an optional comment. Once per swap. */
export function ReviewForm({ swapId, memberName }: { swapId: string; memberName: string }) {
  const id = useId();
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const create = useCreateReview(swapId);
  const submit = () => {
    if (rating < 1) {
      setError('Choose a rating from 1 to 5');
      return;
    }
    create.mutate(
      { rating, comment: comment.trim() || undefined },
      {
        onSuccess: () => toast.success('Review posted. Thank you!'),
        onError: (failure) => toast.error(getErrorMessage(failure, 'Your review could not be posted')),
      },
    );
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Review {memberName}</CardTitle>
        <CardDescription>
          How was learning with {memberName}? Your review appears on their public profile.
        </CardDescription>
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
            <legend className="text-sm font-medium">Rating</legend>
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
                  aria-label={`${value} star${value === 1 ? '' : 's'}: ${ratingWords[value]}`}
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
              {rating > 0 && (
                <span className="ms-2 text-sm text-muted-foreground">{ratingWords[rating]}</span>
              )}
            </div>
            <FormMessage id={`${id}-error`}>{error}</FormMessage>
          </fieldset>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-comment`}>Comment (optional)</Label>
            <Textarea
              id={`${id}-comment`}
              rows={3}
              maxLength={reviewCommentLimit}
              value={comment}
              onChange={(event) => setComment(event.target.value)}
            />
          </div>
          <Button type="submit" className="justify-self-start" disabled={create.isPending}>
            {create.isPending ? 'Posting...' : 'Post Review'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
