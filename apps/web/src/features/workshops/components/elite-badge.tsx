import { Crown } from 'lucide-react';
import { Badge } from '@/components/ui/badge.tsx';
import { useTranslation } from '@/i18n/i18n-context.ts';

/** The Elite plan's badge, beside a member's name. */
export function EliteBadge() {
  const { t } = useTranslation();
  return (
    <Badge variant="secondary" title={t('workshops.elite.member')}>
      <Crown aria-hidden="true" />
      {t('workshops.elite.badge')}
    </Badge>
  );
}
