import { errorCodes } from '@skillswap/contracts/shared/errors';
import {
  noTeachingMessage,
  type SwapRequest,
  type UpdateSwapRequestInput,
} from '@skillswap/contracts/swaps/schemas';
import type { Db } from '../../db/client.ts';
import { swapRulesOf } from '../community-economy/index.ts';
import { tellCoordinatorsOfRequest } from './community-requests.ts';
import {
  AppError,
  forbidden,
  invalidInput,
  notFound,
  type ErrorKey,
  type ErrorMessage,
} from '../../lib/errors.ts';
import { isPastExpiry } from './request-expiry.ts';
import { lockSwap, reopenCommunityApproval, updateSwapTerms } from './swaps.repository.ts';
import { toSwapRequests } from './swaps.service.ts';

// How an answered request is described; a disputed swap was accepted first.
const answeredWords: Record<string, ErrorKey> = {
  accepted: 'common.accepted',
  declined: 'common.declined',
  cancelled: 'common.cancelled',
  completed: 'common.completed',
  disputed: 'common.accepted',
};

/**
 * The requester changes the terms of a request until it is answered: under the swap's row lock, so an
 * edit and an acceptance cannot cross (the recipient accepts either the old terms or the new ones, whole).
 * Refused for anyone else, once the request is accepted, declined, cancelled or expired, and when the
 * merged hours would teach nothing.
 */
export async function updateSwapRequest(
  db: Db,
  options: {
    memberId: string;
    swapId: string;
    changes: UpdateSwapRequestInput;
    now: Date;
    /** For the coordinators' notice when an approved request's terms change. */
    publicUrl: string;
  },
): Promise<SwapRequest> {
  const { memberId, changes, now } = options;
  const row = await db.transaction(async (tx) => {
    const swap = await lockSwap(tx, options.swapId);
    if (!swap || (swap.requesterId !== memberId && swap.recipientId !== memberId)) {
      throw notFound('common.swapRequestNotFound');
    }
    if (swap.requesterId !== memberId) throw forbidden('swaps.onlyTheMemberWho');
    if (swap.status !== 'requested' || isPastExpiry(swap, now)) {
      const word = swap.status === 'requested' ? undefined : answeredWords[swap.status];
      const what: ErrorMessage = word
        ? { key: 'swaps.alreadyAnswered', values: { status: { key: word } } }
        : { key: 'common.requestExpired' };
      throw new AppError(errorCodes.conflict, 'swaps.noLongerChangeable', { values: { what } });
    }
    const terms = {
      offeredSkill: changes.offeredSkill ?? swap.offeredSkill,
      requestedSkill: changes.requestedSkill ?? swap.requestedSkill,
      message: changes.message ?? swap.message,
      hoursOffered: changes.hoursOffered ?? Number(swap.hoursOffered),
      hoursRequested: changes.hoursRequested ?? Number(swap.hoursRequested),
    };
    if (terms.hoursOffered + terms.hoursRequested <= 0) {
      throw invalidInput(noTeachingMessage);
    }
    const updated = await updateSwapTerms(tx, swap, terms, now);
    // Coordinators approved the terms they saw (ADR 181): new skills or hours wait for their approval again.
    const isNewDeal =
      terms.offeredSkill !== swap.offeredSkill ||
      terms.requestedSkill !== swap.requestedSkill ||
      terms.hoursOffered !== Number(swap.hoursOffered) ||
      terms.hoursRequested !== Number(swap.hoursRequested);
    if (swap.communityId && swap.communityApproval === 'approved' && isNewDeal) {
      await reopenCommunityApproval(tx, swap.id);
      const rules = await swapRulesOf(tx, swap.communityId, { lock: false });
      if (rules) await tellCoordinatorsOfRequest(tx, { publicUrl: options.publicUrl, now }, updated, rules);
      return { ...updated, communityApproval: 'pending' as const };
    }
    return updated;
  });
  return (await toSwapRequests(db, [row], memberId))[0]!;
}
