import type { FastifyRequest } from 'fastify';
import { findPlanFeature, type PlanFeatureId } from '@skillswap/contracts/shared/plans';
import { requirePlan } from '../../lib/plans/plan-gate.ts';
import { getAuthRuntime } from './runtime/auth-runtime.ts';

/** The access hook's check for an endpoint that declares `planFeature` (ADR 84). */
export async function requirePlanFeature(
  request: FastifyRequest,
  memberId: string,
  featureId: PlanFeatureId,
): Promise<void> {
  const feature = findPlanFeature(featureId);
  const { database } = getAuthRuntime(request.server).deps;
  await requirePlan(database.db, memberId, feature.plan, feature.label);
}
