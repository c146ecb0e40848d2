import type { ReactNode } from 'react';
import type { Review } from '@skillswap/contracts/reviews/schemas';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useFormatters } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { useReviews } from '../api/reviews.ts';
import { ReviewReplyForm } from './review-reply-form.tsx';
import { StarRating } from './star-rating.tsx';

/**
 * Reviews on a public profile: the mean rating, then each review, newest first, with the member's reply
 * under it. On their own profile the member can reply once to each review.
 */
export function ReviewList({
  memberId,
  viewerId = null,
  renderReviewActions,
}: {
  memberId: string;
  viewerId?: string | null;
  /** Shown under each review, e.g. Report (composed by the route). */
  renderReviewActions?: (review: Review) => ReactNode;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const reviews = useReviews(memberId);
  // The profile itself explains an unknown or private member; no second message here.
  if (reviews.isError) return null;
  return (
    <section aria-labelledby="reviews-title" className="grid gap-4">
      <div className="flex flex-wrap items-baseline gap-3">
        <h2 id="reviews-title" className="text-xl font-semibold">
          {t('reviews.list.title')}
        </h2>
        {reviews.data && reviews.data.total > 0 && (
          <span className="flex items-center gap-2 text-sm text-muted-foreground">
            <StarRating rating={reviews.data.rating} />
            {t('reviews.list.average', {
              rating: format.number(reviews.data.rating, {
                minimumFractionDigits: 1,
                maximumFractionDigits: 1,
              }),
              count: reviews.data.total,
            })}
          </span>
        )}
      </div>
      {reviews.isPending ? (
        <Spinner className="text-2xl text-primary" />
      ) : reviews.data.items.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('reviews.list.empty')}</p>
      ) : (
        <ul className="grid gap-3">
          {reviews.data.items.map((review) => (
            <ReviewItem
              key={review.id}
              review={review}
              memberId={memberId}
              canReply={viewerId === memberId && review.reply === null}
              actions={renderReviewActions?.(review)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

function ReviewItem(props: { review: Review; memberId: string; canReply: boolean; actions: ReactNode }) {
  const { review } = props;
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <li className="grid gap-1 rounded-lg border p-4">
      <div className="flex flex-wrap items-center gap-2">
        <StarRating rating={review.rating} />
        <span className="text-sm font-medium">{review.reviewer.fullName}</span>
        <span className="text-xs text-muted-foreground">
          {t('reviews.list.learned', {
            skill: review.skill,
            date: format.date(review.createdAt),
          })}
        </span>
      </div>
      {review.comment && <p className="text-sm">{review.comment}</p>}
      {review.reply && (
        <div className="mt-2 grid gap-1 border-s-2 border-primary/40 ps-3">
          <p className="text-xs font-medium text-muted-foreground">
            {t('reviews.list.reply', {
              date: format.date(review.reply.repliedAt),
            })}
          </p>
          <p className="text-sm">{review.reply.text}</p>
        </div>
      )}
      {props.canReply && <ReviewReplyForm memberId={props.memberId} reviewId={review.id} />}
      {props.actions}
    </li>
  );
}
