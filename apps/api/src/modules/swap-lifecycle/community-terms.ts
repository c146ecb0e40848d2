import type { DbOrTx } from '../../db/client.ts';
import { conflict } from '../../lib/errors.ts';
import { swapRulesOf } from '../community-economy/index.ts';
import type { SwapCommunityLimits } from '../ledger/index.ts';
import type { SwapRow } from '../swaps/index.ts';

/**
 * The rules of the community a swap was made in, as its hold and settlement keep them (ADR 181), with the
 * rules row share-locked (after the swap, before the ledger accounts). Undefined for a swap made outside any
 * community (or in one since deleted): the install's rules alone, exactly as before. A request still waiting
 * for a coordinator's approval is refused here, before anything is held.
 */
export async function communityTermsOf(tx: DbOrTx, swap: SwapRow): Promise<SwapCommunityLimits | undefined> {
  if (!swap.communityId) return undefined;
  const rules = await swapRulesOf(tx, swap.communityId, { lock: true });
  if (!rules) return undefined;
  if (swap.status === 'requested' && swap.communityApproval === 'pending') {
    throw conflict('swapLifecycle.thisSwapWaitsFor', { community: rules.communityName });
  }
  const { communityId, communityName, creditFloor, balanceCap, levyPercent } = rules;
  return { communityId, communityName, creditFloor, balanceCap, levyPercent };
}
