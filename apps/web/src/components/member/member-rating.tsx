import { Star } from 'lucide-react';

/** A rating of 0 means no review yet (ratings run 1 to 5): such a member is "New", not badly rated. */
export const isUnrated = (rating: number | null | undefined) => !rating;

/** A member card's star rating, read out as "Rating 4.5"; "New" until the first review (issue 21, item 8). */
export function MemberRating({ rating }: { rating: number | null }) {
  return (
    <p className="flex items-center gap-1 text-sm font-medium">
      <Star aria-hidden="true" className="size-4 fill-amber-400 text-amber-500" />
      <span>
        <span className="sr-only">Rating </span>
        {isUnrated(rating) ? 'New' : rating}
      </span>
    </p>
  );
}
