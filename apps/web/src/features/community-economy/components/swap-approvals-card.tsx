import type { SwapApproval } from '@skillswap/contracts/community-economy/schemas';
import { toast } from '@/components/layout/toast.ts';
import { Button } from '@/components/ui/button.tsx';
import { useFormatters } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { getErrorMessage } from '@/lib/api-client.ts';
import { economyActions, useEconomyAction, useSwapApprovals } from '../api/community-economy.ts';
import { EconomySection } from './section.tsx';

/**
 * Swaps made in the community that wait for a coordinator's approval before they can be accepted (ADR 181),
 * for coordinators. The notifications about them link here (`#swap-approvals`). A coordinator's own swap is
 * decided by another coordinator (the server refuses it).
 */
export function SwapApprovalsCard({ slug, viewerId }: { slug: string; viewerId: string | null }) {
  const { t } = useTranslation();
  const approvals = useSwapApprovals(slug, true);
  const items = approvals.data?.items ?? [];
  if (approvals.isSuccess && items.length === 0) return null;
  return (
    <EconomySection title={t('communityEconomy.swapApprovals.title')} anchor="swap-approvals">
      <p className="text-sm text-muted-foreground">{t('communityEconomy.swapApprovals.intro')}</p>
      <ul className="grid gap-3">
        {items.map((approval) => (
          <ApprovalItem key={approval.swapId} slug={slug} approval={approval} viewerId={viewerId} />
        ))}
      </ul>
    </EconomySection>
  );
}

function ApprovalItem({
  slug,
  approval,
  viewerId,
}: {
  slug: string;
  approval: SwapApproval;
  viewerId: string | null;
}) {
  const { t } = useTranslation();
  const { date, isolate, number } = useFormatters();
  const action = useEconomyAction(slug);
  const isOwn = viewerId === approval.requester.id || viewerId === approval.recipient.id;
  const decide = (decision: 'approved' | 'refused') =>
    action
      .mutateAsync(() => economyActions.decideSwap(slug, approval.swapId, decision))
      .then(
        () =>
          toast.success(
            t(
              decision === 'approved'
                ? 'communityEconomy.swapApprovals.approved'
                : 'communityEconomy.swapApprovals.refused',
            ),
          ),
        (failure: unknown) => toast.error(getErrorMessage(failure, t('communityEconomy.failed'))),
      );
  return (
    <li className="grid gap-2 border-b pb-3 last:border-b-0">
      <p className="text-sm">
        {t('communityEconomy.swapApprovals.line', {
          requester: isolate(approval.requester.fullName),
          recipient: isolate(approval.recipient.fullName),
          offered: isolate(approval.offeredSkill),
          offeredHours: number(approval.hoursOffered, { maximumFractionDigits: 2 }),
          requested: isolate(approval.requestedSkill),
          requestedHours: number(approval.hoursRequested, { maximumFractionDigits: 2 }),
        })}
      </p>
      <p className="text-xs text-muted-foreground">
        {t('communityEconomy.swapApprovals.asked', { date: date(approval.createdAt) })}
      </p>
      {isOwn ? (
        <p className="text-xs text-muted-foreground">{t('communityEconomy.swapApprovals.own')}</p>
      ) : (
        <span className="flex gap-2">
          <Button size="sm" disabled={action.isPending} onClick={() => void decide('approved')}>
            {t('communityEconomy.approval.approve')}
          </Button>
          <Button
            size="sm"
            variant="outline"
            disabled={action.isPending}
            onClick={() => void decide('refused')}
          >
            {t('communityEconomy.approval.refuse')}
          </Button>
        </span>
      )}
    </li>
  );
}
