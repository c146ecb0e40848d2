import type { PlanFeatureId, PlanTier } from '@skillswap/contracts/plans';
import type { createTestApp } from '../../test/app.ts';

type Harness = Awaited<ReturnType<typeof createTestApp>>;

/**
 * For each feature whose gate is a treatment rather than a refusal: a check that a member on `plan` is treated
 * as the plan promises and a Free member is not, through the API alone (ADR 84).
 */
export const treatmentProofs: Partial<
  Record<PlanFeatureId, (harness: Harness, plan: PlanTier) => Promise<void>>
> = {};
