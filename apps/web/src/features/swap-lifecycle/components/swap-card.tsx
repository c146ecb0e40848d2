import { MessageCircle } from 'lucide-react';
import { Link } from 'react-router';
import type { SwapView } from '@skillswap/contracts/swap-lifecycle/schemas';
import { MemberAvatar } from '@/components/member/member-avatar.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Card } from '@/components/ui/card.tsx';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { describeExchangeLine, describeNextStep, otherMemberOf } from '../swap-words.ts';
import { SwapCommunityLine } from './swap-community-line.tsx';
import { SwapStatusBadge } from './swap-status-badge.tsx';

/** One swap in a My Swaps list; the whole card opens the swap. */
export function SwapCard({ swap, detailPath }: { swap: SwapView; detailPath: string }) {
  const { t } = useTranslation();
  const other = otherMemberOf(swap);
  const nextStep = describeNextStep(t, swap);
  return (
    <Card className="relative gap-3 py-4 transition-colors hover:bg-muted/40">
      <div className="flex items-start gap-3 px-4">
        <MemberAvatar name={other.fullName} avatarUrl={other.avatarUrl} />
        <div className="grid min-w-0 flex-1 gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="font-semibold">
              <Link to={detailPath} className="after:absolute after:inset-0 focus-visible:outline-none">
                {t('swaps.card.title', { name: other.fullName })}
              </Link>
            </h3>
            <SwapStatusBadge status={swap.status} />
            {swap.unreadMessages > 0 && (
              <Badge variant="secondary" aria-label={t('swaps.card.unread', { count: swap.unreadMessages })}>
                <MessageCircle aria-hidden="true" />
                {swap.unreadMessages}
              </Badge>
            )}
          </div>
          <p className="text-sm text-muted-foreground">{describeExchangeLine(t, swap)}</p>
          <SwapCommunityLine swap={swap} />
          {nextStep && <p className="text-sm font-medium text-primary">{nextStep}</p>}
        </div>
      </div>
    </Card>
  );
}
