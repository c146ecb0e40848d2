import type { SwapBox, SwapMember, SwapView } from '@skillswap/contracts/swap-lifecycle/schemas';
import type { SwapStatus } from '@skillswap/contracts/swaps/schemas';
import type { Translate } from '@/i18n/i18n-context.ts';

/** A swap status as members read it (swaps.status.*). */
export const statusLabel = (t: Translate, status: SwapStatus) => t(`swaps.status.${status}`);

/** The name of one My Swaps tab (swaps.box.*). */
export const boxLabel = (t: Translate, box: SwapBox) => t(`swaps.box.${box}`);

/** What an empty My Swaps tab says, and how to fill it. */
export const emptyBox = (t: Translate, box: SwapBox) => ({
  title: t(`swaps.empty.${box}.title`),
  hint: t(`swaps.empty.${box}.hint`),
});

export const otherMemberOf = (swap: SwapView): SwapMember =>
  swap.myRole === 'requester' ? swap.recipient : swap.requester;

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

/**
 * "You teach Guitar (1 hour) · You learn Spanish (2 hours)"; a side with no hours (a lesson paid in
 * SkillCoin) is left out rather than read "You teach Street Photography (0 hours)".
 */
export function describeExchangeLine(t: Translate, swap: SwapView) {
  const { teach, learn } = describeExchange(swap);
  const key =
    teach.hours === 0 && learn.hours > 0
      ? 'swaps.card.learnOnly'
      : learn.hours === 0 && teach.hours > 0
        ? 'swaps.card.teachOnly'
        : 'swaps.card.exchange';
  return t(key, {
    teachSkill: teach.skill,
    teachHours: teach.hours,
    learnSkill: learn.skill,
    learnHours: learn.hours,
  });
}

/** The one thing the member should know about the swap right now, or null when nothing waits. */
export function describeNextStep(t: Translate, swap: SwapView): string | null {
  const name = otherMemberOf(swap).fullName;
  const mine = swap.confirmations[swap.myRole];
  const theirs = swap.confirmations[swap.myRole === 'requester' ? 'recipient' : 'requester'];
  if (swap.status === 'requested') {
    return swap.myRole === 'recipient'
      ? t('swaps.next.answerThem', { name })
      : t('swaps.next.waitingForAnswer', { name });
  }
  if (swap.status !== 'accepted') return null;
  if (theirs && !mine) return t('swaps.next.confirmYours', { name });
  if (theirs && mine) return t('swaps.next.confirmationsDiffer');
  if (mine) return t('swaps.next.waitingForConfirmation', { name });
  return t('swaps.next.confirmWhenDone');
}

/** "You reviewed Sam Lee Jr. Thank you!": a name that already ends a sentence gets no second full stop. */
export function describeReviewThanks(t: Translate, otherName: string): string {
  const trimmed = otherName.trim();
  return /[.!?]$/.test(trimmed)
    ? t('swaps.reviewThanksEnded', { name: trimmed })
    : t('swaps.reviewThanks', { name: trimmed });
}
