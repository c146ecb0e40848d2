import { Star } from 'lucide-react';
import { useFormatters } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/i18n-context.ts';

/** A rating of 0 means no review yet (ratings run 1 to 5): such a member is "New", not badly rated. */
export const isUnrated = (rating: number | null | undefined) => !rating;

/** A member card's star rating, read out as "Rating 4.5"; "New" until the first review. */
export function MemberRating({ rating }: { rating: number | null }) {
  const { t } = useTranslation();
  const { number } = useFormatters();
  return (
    <p className="flex items-center gap-1 text-sm font-medium">
      <Star aria-hidden="true" className="size-4 fill-amber-400 text-amber-500" />
      <span>
        <span className="sr-only">{t('components.rating.label')} </span>
        {isUnrated(rating) || rating === null ? t('components.rating.new') : number(rating)}
      </span>
    </p>
  );
}
