import type { FastifyRequest } from 'fastify';
import { errorCodes } from '@skillswap/contracts/errors';
import {
  findPlanFeature,
  hasPlan,
  planNames,
  type PlanFeatureId,
  type PlanTier,
} from '@skillswap/contracts/plans';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { findCurrentPlan } from './plan-gate.repository.ts';
import { getAuthRuntime } from './runtime/auth-runtime.ts';

/** 403 `plan_required`, its body naming the lowest plan that has the feature (ADR 84). */
export function planRequired(plan: Exclude<PlanTier, 'free'>, what: string): AppError {
  const message = `${what}: this comes with the ${planNames[plan]} plan. Upgrade to use it.`;
  return new AppError(errorCodes.planRequired, message, { plan });
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

/** The access hook's check for an endpoint that declares `planFeature`. */
export async function requirePlanFeature(
  request: FastifyRequest,
  memberId: string,
  featureId: PlanFeatureId,
): Promise<void> {
  const feature = findPlanFeature(featureId);
  const { database } = getAuthRuntime(request.server).deps;
  await requirePlan(database.db, memberId, feature.plan, feature.label);
}
