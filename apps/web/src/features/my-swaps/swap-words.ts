import type { SwapBox, SwapMember, SwapView } from '@skillswap/contracts/swap-lifecycle';
import type { SwapStatus } from '@skillswap/contracts/swaps';

export const statusLabels: Record<SwapStatus, string> = {
  requested: 'Waiting for an answer',
  accepted: 'In progress',
  declined: 'Declined',
  cancelled: 'Cancelled',
  expired: 'Expired',
  completed: 'Completed',
  disputed: 'Disputed',
};

export const boxLabels: Record<SwapBox, string> = {
  incoming: 'Incoming',
  outgoing: 'Outgoing',
  active: 'Active',
  past: 'Past',
};

export const emptyBoxes: Record<SwapBox, { title: string; hint: string }> = {
  incoming: {
    title: 'No requests waiting for you',
    hint: 'When a member asks to swap skills with you, their request shows up here for you to accept or decline.',
  },
  outgoing: {
    title: 'No requests sent',
    hint: 'Find someone who teaches what you want to learn on Explore and send them a swap request.',
  },
  active: {
    title: 'No swaps in progress',
    hint: 'Accepted swaps show up here until both of you confirm the hours you taught.',
  },
  past: {
    title: 'Nothing here yet',
    hint: 'Completed, declined, cancelled and expired swaps are kept here.',
  },
};

export const otherMemberOf = (swap: SwapView): SwapMember =>
  swap.myRole === 'requester' ? swap.recipient : swap.requester;

const hoursText = (hours: number) => `${hours} ${hours === 1 ? 'hour' : 'hours'}`;

/** What the signed-in member teaches and learns in this swap, in their own words. */
export function describeExchange(swap: SwapView) {
  const isRequester = swap.myRole === 'requester';
  return {
    teach: {
      skill: isRequester ? swap.offeredSkill : swap.requestedSkill,
      hours: isRequester ? swap.hoursOffered : swap.hoursRequested,
    },
    learn: {
      skill: isRequester ? swap.requestedSkill : swap.offeredSkill,
      hours: isRequester ? swap.hoursRequested : swap.hoursOffered,
    },
  };
}

export function describeExchangeLine(swap: SwapView) {
  const { teach, learn } = describeExchange(swap);
  return `You teach ${teach.skill} (${hoursText(teach.hours)}) · You learn ${learn.skill} (${hoursText(learn.hours)})`;
}

/** The one thing the member should know about the swap right now, or null when nothing waits. */
export function describeNextStep(swap: SwapView): string | null {
  const other = otherMemberOf(swap).fullName;
  const mine = swap.confirmations[swap.myRole];
  const theirs = swap.confirmations[swap.myRole === 'requester' ? 'recipient' : 'requester'];
  if (swap.status === 'requested') {
    return swap.myRole === 'recipient'
      ? `${other} is waiting for your answer`
      : `Waiting for ${other} to answer`;
  }
  if (swap.status !== 'accepted') return null;
  if (theirs && !mine) return `${other} confirmed the hours: confirm yours to complete the swap`;
  if (theirs && mine) return 'Your confirmations differ: check the hours with each other';
  if (mine) return `Waiting for ${other} to confirm the hours`;
  return 'When your sessions are done, confirm the hours taught';
}

/** "You reviewed Sam Lee Jr. Thank you!": a name that already ends a sentence gets no second full stop. */
export function describeReviewThanks(otherName: string): string {
  const sentence = /[.!?]$/.test(otherName.trim()) ? otherName.trim() : `${otherName.trim()}.`;
  return `You reviewed ${sentence} Thank you!`;
}
