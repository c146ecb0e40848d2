import { Star } from 'lucide-react';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { cn } from '@/lib/cn.ts';

/** Five stars, filled up to `rating` (rounded to the nearest whole star), with the number for readers. */
export function StarRating({ rating, className }: { rating: number; className?: string }) {
  const { t } = useTranslation();
  const filled = Math.round(rating);
  return (
    <span
      className={cn('inline-flex items-center gap-0.5', className)}
      aria-label={t('reviews.stars', { rating })}
      role="img"
    >
      {[1, 2, 3, 4, 5].map((value) => (
        <Star
          key={value}
          aria-hidden="true"
          className={cn(
            'size-4',
            value <= filled ? 'fill-amber-400 text-amber-400' : 'text-muted-foreground/40',
          )}
        />
      ))}
    </span>
  );
}
