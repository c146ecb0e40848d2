import { formatSkillCoin } from '@skillswap/contracts/ledger/schemas';
import type { NotificationInput } from '../notifications/index.ts';
import type { SwapRow } from '../swaps/index.ts';

/** What each member reads, in the app and by e-mail, when an operator resolves their dispute. */
type Notice = Omit<NotificationInput, 'memberId' | 'swapId' | 'link'>;

const titleFor = (otherName: string) => `SkillSwap resolved the dispute about your swap with ${otherName}`;

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
    body: `We settled the swap of ${swap.offeredSkill} for ${swap.requestedSkill} at ${hours.requesterHours} h of ${swap.offeredSkill} and ${hours.recipientHours} h of ${swap.requestedSkill}. ${change === 0 ? 'It counts as an even swap, so no SkillCoin moved.' : `Your SkillCoin balance changed by ${formatSkillCoin(change, { signed: true })}.`} Our note: "${note}"`,
  }),
  cancelled: (swap: SwapRow, otherName: string, note: string): Notice => ({
    type: 'dispute_resolved',
    title: titleFor(otherName),
    body: `We cancelled the swap of ${swap.offeredSkill} for ${swap.requestedSkill}, so no SkillCoin moves and any SkillCoin held for it is released. Our note: "${note}"`,
  }),
};
