import type { PlanTier } from '@skillswap/contracts/plans';
import type { DbOrTx } from '../../db/client.ts';
import { findMemberCards } from '../swaps/index.ts';

// The Elite gate of workshops, read from the member's plan tier as the swap limits read it. When the shared
// plan-features helper (branch premium) lands, this is the one place to swap for it (issue 24).
export const isElitePlan = (plan: PlanTier) => plan === 'elite';

export async function isEliteMember(db: DbOrTx, memberId: string): Promise<boolean> {
  const card = (await findMemberCards(db, [memberId])).get(memberId);
  return card !== undefined && !card.isDeleted && isElitePlan(card.plan);
}
