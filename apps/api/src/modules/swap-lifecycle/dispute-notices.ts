import { formatSkillCoin } from '@skillswap/contracts/ledger/schemas';
import type { NotificationInput } from '../notifications/index.ts';
import type { SwapRow } from '../swaps/index.ts';

/** What each member reads, in the app and by e-mail, when an operator resolves their dispute. */
type Notice = Omit<NotificationInput, 'memberId' | 'swapId' | 'link'>;

const titleFor = (otherName: string): Notice['title'] => ({
  key: 'swapLifecycle.resolvedTheDispute',
  values: { name: otherName },
});

export const disputeNotices = {
  settled: (
    swap: SwapRow,
    otherName: string,
    hours: { requesterHours: number; recipientHours: number },
    change: number,
    note: string,
  ): Notice => ({
    type: 'swap_completed',
    title: titleFor(otherName),
    body: {
      key: 'swapLifecycle.weSettledTheSwap',
      values: {
        offered: swap.offeredSkill,
        requested: swap.requestedSkill,
        requesterHours: hours.requesterHours,
        offered2: swap.offeredSkill,
        recipientHours: hours.recipientHours,
        requested2: swap.requestedSkill,
        change:
          change === 0
            ? { key: 'swapLifecycle.itCountsAsAn' }
            : {
                key: 'swapLifecycle.yourSkillcoinBalanceChanged',
                values: { change: formatSkillCoin(change, { signed: true }) },
              },
        note,
      },
    },
  }),
  cancelled: (swap: SwapRow, otherName: string, note: string): Notice => ({
    type: 'dispute_resolved',
    title: titleFor(otherName),
    body: {
      key: 'swapLifecycle.weCancelledTheSwap',
      values: { offered: swap.offeredSkill, requested: swap.requestedSkill, note },
    },
  }),
};
