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
    title: { key: 'common.acceptedYourSwapRequest', values: { name: recipientName } },
    body: {
      key: 'swapLifecycle.yourSwapIsOn',
      values: { offered: swap.offeredSkill, requested: swap.requestedSkill, name: recipientName },
    },
  }),
  declined: (swap: SwapRow, recipientName: string, note: string | null): Notice => ({
    type: 'swap_declined',
    title: { key: 'common.declinedYourSwapRequest', values: { name: recipientName } },
    body: {
      key: 'swapLifecycle.cantSwapForRight',
      values: {
        name: recipientName,
        requested: swap.requestedSkill,
        offered: swap.offeredSkill,
        note: note ? { key: 'swapLifecycle.theirNote', values: { note } } : '',
      },
    },
  }),
  cancelled: (swap: SwapRow, actorName: string, reason: string | null): Notice => ({
    type: 'swap_cancelled',
    title: { key: 'swapLifecycle.cancelledYourSwap', values: { name: actorName } },
    body: {
      key: 'swapLifecycle.theSwapWasCancelled',
      values: {
        offered: swap.offeredSkill,
        requested: swap.requestedSkill,
        reason: reason ? { key: 'common.quoted', values: { text: reason } } : '.',
      },
    },
  }),
  expired: (swap: SwapRow, recipientName: string): Notice => ({
    type: 'swap_expired',
    title: { key: 'common.yourRequestExpired', values: { name: recipientName } },
    body: { key: 'swapLifecycle.itHadNoAnswer', values: { skill: swap.requestedSkill } },
  }),
  confirmationWaiting: (swap: SwapRow, actorName: string, requesterHours: number, recipientHours: number) =>
    ({
      type: 'confirmation_waiting',
      title: { key: 'swapLifecycle.confirmedTheHoursOf', values: { name: actorName } },
      body: {
        key: 'swapLifecycle.confirmedOfAndOf',
        values: {
          name: actorName,
          requesterHours: hours(requesterHours),
          offered: swap.offeredSkill,
          recipientHours: hours(recipientHours),
          requested: swap.requestedSkill,
        },
      },
    }) satisfies Notice,
  completed: (otherName: string, change: number): Notice => ({
    type: 'swap_completed',
    title: { key: 'swapLifecycle.yourSwapWithIs', values: { name: otherName } },
    body: {
      key: 'swapLifecycle.leaveAReviewFor',
      values: {
        outcome:
          change === 0
            ? { key: 'swapLifecycle.itWasAnEven' }
            : {
                key: 'swapLifecycle.yourSkillcoinBalanceChanged',
                values: { change: formatSkillCoin(change, { signed: true }) },
              },
        name: otherName,
      },
    },
  }),
  disputed: (swap: SwapRow, actorName: string, reason: string): Notice => ({
    type: 'swap_disputed',
    title: { key: 'swapLifecycle.disputedYourSwap', values: { name: actorName } },
    body: {
      key: 'swapLifecycle.reportedAProblemWith',
      values: { name: actorName, offered: swap.offeredSkill, requested: swap.requestedSkill, reason },
    },
  }),
  disputeAnswered: (swap: SwapRow, memberName: string): Notice => ({
    type: 'swap_disputed',
    title: { key: 'swapLifecycle.addedTheirSideTo', values: { name: memberName } },
    body: {
      key: 'swapLifecycle.toldSkillswapTheirSide',
      values: { name: memberName, offered: swap.offeredSkill, requested: swap.requestedSkill },
    },
  }),
  accountClosed: (swap: SwapRow): Notice => ({
    type: 'swap_cancelled',
    title: {
      key: 'swapLifecycle.yourSwapWasCancelled',
      values: { offered: swap.offeredSkill, requested: swap.requestedSkill },
    },
    body: {
      key: 'swapLifecycle.theOtherMemberClosed',
      values: { offered: swap.offeredSkill, requested: swap.requestedSkill },
    },
  }),
  leftOrganisation: (swap: SwapRow, organisation: string): Notice => ({
    type: 'swap_cancelled',
    title: {
      key: 'swapLifecycle.yourSwapWasCancelled',
      values: { offered: swap.offeredSkill, requested: swap.requestedSkill },
    },
    body: {
      key: 'swapLifecycle.oneOfYouIs',
      values: { organisation, offered: swap.offeredSkill, requested: swap.requestedSkill },
    },
  }),
  communityApproved: (swap: SwapRow, communityName: string): Notice => ({
    type: 'swap_accepted',
    title: { key: 'swapLifecycle.aCoordinatorOfApproved', values: { community: communityName } },
    body: {
      key: 'swapLifecycle.canNowBeAnswered',
      values: { offered: swap.offeredSkill, requested: swap.requestedSkill },
    },
  }),
  communityRefused: (swap: SwapRow, communityName: string): Notice => ({
    type: 'swap_cancelled',
    title: { key: 'swapLifecycle.aCoordinatorOfRefused', values: { community: communityName } },
    body: {
      key: 'swapLifecycle.willNotGoAhead',
      values: { offered: swap.offeredSkill, requested: swap.requestedSkill, community: communityName },
    },
  }),
  autoAccepted: (swap: SwapRow, communityName: string, days: number): Notice => ({
    type: 'swap_accepted',
    title: {
      key: 'swapLifecycle.acceptedAutomatically',
      values: { offered: swap.offeredSkill, requested: swap.requestedSkill },
    },
    body: { key: 'swapLifecycle.noAnswerForDays', values: { days, community: communityName } },
  }),
  autoAcceptRefused: (swap: SwapRow, communityName: string): Notice => ({
    type: 'swap_requested',
    title: {
      key: 'swapLifecycle.notAcceptedAutomatically',
      values: { offered: swap.offeredSkill, requested: swap.requestedSkill },
    },
    body: { key: 'swapLifecycle.aLimitOrOne', values: { community: communityName } },
  }),
  memberSuspended: (swap: SwapRow): Notice => ({
    type: 'swap_cancelled',
    title: {
      key: 'swapLifecycle.yourSwapWasCancelled',
      values: { offered: swap.offeredSkill, requested: swap.requestedSkill },
    },
    body: {
      key: 'swapLifecycle.theOtherMemberCan',
      values: { offered: swap.offeredSkill, requested: swap.requestedSkill },
    },
  }),
};
