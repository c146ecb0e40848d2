import { Award } from 'lucide-react';
import { Badge } from '@/components/ui/badge.tsx';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { useReputation } from '../api/reviews.ts';

/** A member's level and badges, earned by completed swaps, hours taught and ratings (ADR 22). */
export function ReputationSummary({ memberId }: { memberId: string }) {
  const { t } = useTranslation();
  const reputation = useReputation(memberId);
  if (!reputation.data) return null;
  const { level, badges, completedSwaps, hoursTaught } = reputation.data;
  return (
    <section aria-label={t('reviews.reputation.label')} className="flex flex-wrap items-center gap-2">
      <Badge>
        <Award aria-hidden="true" />
        {level.name}
      </Badge>
      {badges.map((badge) => (
        <Badge key={badge.id} variant="secondary" title={badge.description}>
          {badge.name}
        </Badge>
      ))}
      <span className="text-sm text-muted-foreground">
        {t('reviews.reputation.summary', { swaps: completedSwaps, hours: hoursTaught })}
      </span>
    </section>
  );
}
