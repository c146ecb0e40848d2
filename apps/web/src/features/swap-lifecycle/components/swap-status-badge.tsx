import type { SwapStatus } from '@skillswap/contracts/swaps/schemas';
import { Badge, type BadgeProps } from '@/components/ui/badge.tsx';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { statusLabel } from '../swap-words.ts';

const variants: Record<SwapStatus, BadgeProps['variant']> = {
  requested: 'secondary',
  accepted: 'default',
  declined: 'outline',
  cancelled: 'outline',
  expired: 'outline',
  completed: 'success',
  disputed: 'destructive',
};

export function SwapStatusBadge({ status }: { status: SwapStatus }) {
  const { t } = useTranslation();
  return <Badge variant={variants[status]}>{statusLabel(t, status)}</Badge>;
}
