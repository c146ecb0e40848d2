import { swapRequestLifetimeDays } from '@skillswap/contracts/swap-lifecycle/schemas';
import { errorCodes } from '@skillswap/contracts/shared/errors';
import type { DbOrTx } from '../../db/client.ts';
import { AppError, forbidden, notFound } from '../../lib/errors.ts';
import { isActiveCommunityMember } from '../communities/index.ts';
import {
  swapNeedsApproval,
  swapRulesOf,
  tellCoordinatorsOfSwap,
  type SwapCommunityRules,
} from '../community-economy/index.ts';
import type { NotifyContext } from '../notifications/index.ts';
import { findNames, type SwapRow } from './swaps.repository.ts';

const dayMs = 24 * 60 * 60 * 1000;

/**
 * The community a request is made in (ADR 181): both members must be its active members (403 for the
 * requester, 400 naming the other member). Answers its rules and whether a coordinator has to approve
 * the swap first.
 */
export async function communityOfRequest(
  tx: DbOrTx,
  request: { communityId: string; requesterId: string; target: { id: string; fullName: string }; now: Date },
): Promise<{ rules: SwapCommunityRules; approval: 'pending' | null }> {
  const rules = await swapRulesOf(tx, request.communityId, { lock: false });
  if (!rules) throw notFound('common.communityNotFound');
  if (!(await isActiveCommunityMember(tx, request.communityId, request.requesterId))) {
    throw forbidden('swaps.joinBeforeYouMake', { community: rules.communityName });
  }
  if (!(await isActiveCommunityMember(tx, request.communityId, request.target.id))) {
    throw new AppError(errorCodes.validation, 'swaps.isNotAnActive', {
      values: { name: request.target.fullName, community: rules.communityName },
    });
  }
  const needsApproval = await swapNeedsApproval(
    tx,
    rules,
    [request.requesterId, request.target.id],
    request.now,
  );
  return { rules, approval: needsApproval ? 'pending' : null };
}

/**
 * How long a request made in the community waits for an answer: the usual 14 days, or a day past the
 * community's automatic acceptance when that comes later, so the request is accepted before it can expire.
 */
export function requestLifetimeMs(rules: Pick<SwapCommunityRules, 'autoAcceptDays'>): number {
  const days = Math.max(swapRequestLifetimeDays, (rules.autoAcceptDays ?? 0) + 1);
  return days * dayMs;
}

/**
 * Tells the community's coordinators (never the swap's own members) that a request waits for their approval.
 */
export async function tellCoordinatorsOfRequest(
  tx: DbOrTx,
  context: NotifyContext,
  swap: SwapRow,
  rules: SwapCommunityRules,
  /** The members' names when already read; read here otherwise. */
  known?: Map<string, string>,
) {
  const names = known ?? (await findNames(tx, [swap.requesterId, swap.recipientId]));
  await tellCoordinatorsOfSwap(tx, context, {
    rules,
    memberIds: [swap.requesterId, swap.recipientId],
    title: { key: 'swaps.aSwapInWaits', values: { community: rules.communityName } },
    body: {
      key: 'swaps.askedForInReturn',
      values: {
        requester: names.get(swap.requesterId) ?? '',
        recipient: names.get(swap.recipientId) ?? '',
        requested: swap.requestedSkill,
        offered: swap.offeredSkill,
      },
    },
  });
}
