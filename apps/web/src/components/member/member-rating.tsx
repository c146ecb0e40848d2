import { Star } from 'lucide-react';

/** A member card's star rating, read out as "Rating 4.5". */
export function MemberRating({ rating }: { rating: number }) {
  return (
    <p className="flex items-center gap-1 text-sm font-medium">
      <Star aria-hidden="true" className="size-4 fill-amber-400 text-amber-500" />
      <span>
        <span className="sr-only">Rating </span>
        {rating}
      </span>
    </p>
  );
}
