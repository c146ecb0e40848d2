import type { WorkshopCard } from '@skillswap/contracts/workshops/schemas';
import { Badge } from '@/components/ui/badge.tsx';
import { useTranslation } from '@/i18n/i18n-context.ts';

/** Says a workshop is for one community's members only. */
export function CommunityBadge({ community }: { community: WorkshopCard['community'] }) {
  const { t } = useTranslation();
  if (!community) return null;
  return <Badge variant="secondary">{t('workshops.community.badge', { name: community.name })}</Badge>;
}
