import { Award } from 'lucide-react';
import { Badge } from '@/components/ui/badge.tsx';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { useMemberLevel } from '../api/member-levels.ts';

/** The member's level as a small badge on a card (ADR 22); nothing while it loads. */
export function LevelBadge({ memberId }: { memberId: string }) {
  const { t } = useTranslation();
  const level = useMemberLevel(memberId);
  if (!level.data) return null;
  return (
    <Badge variant="outline" title={t('reviews.level.title')}>
      <Award aria-hidden="true" />
      {level.data.name}
    </Badge>
  );
}
