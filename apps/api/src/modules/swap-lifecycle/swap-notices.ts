import { formatSkillCoin } from '@skillswap/contracts/ledger/schemas';
import type { NotificationInput } from '../notifications/index.ts';
import type { SwapRow } from '../swaps/index.ts';

/**
 * The words members read about their swaps, in the app and by e-mail. A new request's notice is sent by the
 * swaps module (swaps/swap-request-notice.ts), which creates the request.
 */
type Notice = Omit<NotificationInput, 'memberId' | 'swapId' | 'link'>;

const hours = (value: number) => `${value} h`;

export const swapNotices = {
  accepted: (swap: SwapRow, recipientName: string): Notice => ({
    type: 'swap_accepted',
    title: `${recipientName} accepted your swap request`,
    body: `Your swap of ${swap.offeredSkill} for ${swap.requestedSkill} is on. Send ${recipientName} a message to plan your sessions.`,
  }),
  declined: (swap: SwapRow, recipientName: string, note: string | null): Notice => ({
    type: 'swap_declined',
    title: `${recipientName} declined your swap request`,
    body: `${recipientName} can't swap ${swap.requestedSkill} for ${swap.offeredSkill} right now.${note ? ` Their note: "${note}"` : ''} Explore other members who teach it.`,
  }),
  cancelled: (swap: SwapRow, actorName: string, reason: string | null): Notice => ({
    type: 'swap_cancelled',
    title: `${actorName} cancelled your swap`,
    body: `The swap of ${swap.offeredSkill} for ${swap.requestedSkill} was cancelled${reason ? `: "${reason}"` : '.'} Any SkillCoin held for it is released.`,
  }),
  expired: (swap: SwapRow, recipientName: string): Notice => ({
    type: 'swap_expired',
    title: `Your swap request to ${recipientName} expired`,
    body: `It had no answer for 14 days. You can send a new request, or find another member who teaches ${swap.requestedSkill}.`,
  }),
  confirmationWaiting: (swap: SwapRow, actorName: string, requesterHours: number, recipientHours: number) =>
    ({
      type: 'confirmation_waiting',
      title: `${actorName} confirmed the hours of your swap`,
      body: `${actorName} confirmed ${hours(requesterHours)} of ${swap.offeredSkill} and ${hours(recipientHours)} of ${swap.requestedSkill}. Confirm the same hours to complete the swap, or correct them.`,
    }) satisfies Notice,
  completed: (otherName: string, change: number): Notice => ({
    type: 'swap_completed',
    title: `Your swap with ${otherName} is complete`,
    body: `${change === 0 ? 'It was an even swap, so no SkillCoin moved.' : `Your SkillCoin balance changed by ${formatSkillCoin(change, { signed: true })}.`} Leave a review for ${otherName}.`,
  }),
  disputed: (swap: SwapRow, actorName: string, reason: string): Notice => ({
    type: 'swap_disputed',
    title: `${actorName} disputed your swap`,
    body: `${actorName} reported a problem with the swap of ${swap.offeredSkill} for ${swap.requestedSkill}: "${reason}". SkillSwap will review it. Add your side of the story on the swap page; you can edit it until the dispute is resolved. SkillCoin held for it stays held until then.`,
  }),
  disputeAnswered: (swap: SwapRow, memberName: string): Notice => ({
    type: 'swap_disputed',
    title: `${memberName} added their side to your dispute`,
    body: `${memberName} told SkillSwap their side of the swap of ${swap.offeredSkill} for ${swap.requestedSkill}. The dispute is under review by SkillSwap.`,
  }),
  accountClosed: (swap: SwapRow): Notice => ({
    type: 'swap_cancelled',
    title: `Your swap of ${swap.offeredSkill} for ${swap.requestedSkill} was cancelled`,
    body: `The other member closed their account, so the swap of ${swap.offeredSkill} for ${swap.requestedSkill} was cancelled. Any SkillCoin held for it is released.`,
  }),
  leftOrganisation: (swap: SwapRow, organisation: string): Notice => ({
    type: 'swap_cancelled',
    title: `Your swap of ${swap.offeredSkill} for ${swap.requestedSkill} was cancelled`,
    body: `One of you is no longer in ${organisation}, so the swap of ${swap.offeredSkill} for ${swap.requestedSkill} was cancelled. Any SkillCoin held for it is released.`,
  }),
  communityApproved: (swap: SwapRow, communityName: string): Notice => ({
    type: 'swap_accepted',
    title: `A coordinator of ${communityName} approved your swap request`,
    body: `The swap of ${swap.offeredSkill} for ${swap.requestedSkill} can now be accepted or declined.`,
  }),
  communityRefused: (swap: SwapRow, communityName: string): Notice => ({
    type: 'swap_cancelled',
    title: `A coordinator of ${communityName} refused your swap request`,
    body: `The swap of ${swap.offeredSkill} for ${swap.requestedSkill} will not go ahead in ${communityName}, so the request was cancelled.`,
  }),
  autoAccepted: (swap: SwapRow, communityName: string, days: number): Notice => ({
    type: 'swap_accepted',
    title: `Your swap of ${swap.offeredSkill} for ${swap.requestedSkill} was accepted automatically`,
    body: `It had no answer for ${days} days, and ${communityName} accepts requests made in it after that. Send a message to plan your sessions.`,
  }),
  autoAcceptRefused: (swap: SwapRow, communityName: string): Notice => ({
    type: 'swap_requested',
    title: `Your swap of ${swap.offeredSkill} for ${swap.requestedSkill} could not be accepted automatically`,
    body: `A limit or one of ${communityName}'s rules stood in the way. The request stays open: it can still be accepted or declined by hand.`,
  }),
  memberSuspended: (swap: SwapRow): Notice => ({
    type: 'swap_cancelled',
    title: `Your swap of ${swap.offeredSkill} for ${swap.requestedSkill} was cancelled`,
    body: `The other member can no longer use SkillSwap, so the swap of ${swap.offeredSkill} for ${swap.requestedSkill} was cancelled. Any SkillCoin held for it is released.`,
  }),
};
