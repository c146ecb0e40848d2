import { Link } from 'react-router';
import type { SwapView } from '@skillswap/contracts/swap-lifecycle/schemas';
import { communityPagePath } from '@/config/paths.ts';
import { useFormatters } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { RichMessage } from '@/i18n/rich-message.tsx';

/**
 * The community a swap was made in (ADR 181): its rules apply to the swap. While a coordinator's approval is
 * awaited, the line says so: the request cannot be accepted until then. In a list card the name is plain text
 * (the whole card opens the swap); on the swap's page it links to the community.
 */
export function SwapCommunityLine({ swap, isLinked = false }: { swap: SwapView; isLinked?: boolean }) {
  const { t } = useTranslation();
  const { isolate } = useFormatters();
  const { community } = swap;
  if (!community) return null;
  const name = isLinked ? (
    <Link to={communityPagePath(community.slug)} className="underline">
      {isolate(community.name)}
    </Link>
  ) : (
    isolate(community.name)
  );
  return (
    <p className="text-sm text-muted-foreground">
      <RichMessage t={t} messageKey="swaps.community.madeIn" elements={{ community: name }} />
      {community.approval === 'pending' && swap.status === 'requested' && (
        <span className="block font-medium text-foreground">{t('swaps.community.awaitingApproval')}</span>
      )}
    </p>
  );
}
