import type { SwapStatus } from '@skillswap/contracts/swaps';
import { Badge, type BadgeProps } from '@/components/ui/badge.tsx';
import { statusLabels } from '../swap-words.ts';

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
  return <Badge variant={variants[status]}>{statusLabels[status]}</Badge>;
}
