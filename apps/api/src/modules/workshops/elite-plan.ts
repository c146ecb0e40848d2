import { planRank, type PlanTier } from '@skillswap/contracts/shared/plans';
import type { DbOrTx } from '../../db/client.ts';
import { findMemberCards } from '../swaps/index.ts';

// Whether a member is Elite, read from their plan tier as the swap limits read it. Enterprise is "Everything
// in Elite", so it counts too: the badge, the monthly workshops. A refused booking answers
// 403 `plan_required` naming Elite, like every plan gate (ADR 84).
export const isElitePlan = (plan: PlanTier) => planRank[plan] >= planRank.elite;

export async function isEliteMember(db: DbOrTx, memberId: string): Promise<boolean> {
  const card = (await findMemberCards(db, [memberId])).get(memberId);
  return card !== undefined && !card.isDeleted && isElitePlan(card.plan);
}
