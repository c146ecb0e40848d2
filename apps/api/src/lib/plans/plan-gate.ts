import { errorCodes } from '@skillswap/contracts/shared/errors';
import { hasPlan, planNames, type PlanTier } from '@skillswap/contracts/shared/plans';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../errors.ts';
import { findCurrentPlan } from './current-plan.repository.ts';

// The plan gate (ADR 84) lives in lib, not in auth, so the services that check a plan do not depend on auth.

/** 403 `plan_required`, its body naming the lowest plan that has the feature (ADR 84). */
export function planRequired(plan: Exclude<PlanTier, 'free'>, what: string): AppError {
  return new AppError(errorCodes.planRequired, 'common.planRequired', {
    values: { feature: what, plan: planNames[plan] },
    plan,
  });
}

/** Refuses a member below `minimum` with 403 `plan_required`; answers their plan otherwise. */
export async function requirePlan(
  db: DbOrTx,
  memberId: string,
  minimum: PlanTier,
  what = 'This feature',
): Promise<PlanTier> {
  const plan = await findCurrentPlan(db, memberId);
  if (minimum !== 'free' && !hasPlan(plan, minimum)) throw planRequired(minimum, what);
  return plan;
}
