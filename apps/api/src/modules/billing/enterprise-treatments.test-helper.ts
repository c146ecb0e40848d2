import { expect } from 'vitest';
import type { CommunityDetail, CommunitySummary } from '@skillswap/contracts/communities';
import type { PlanFeatureId, PlanTier } from '@skillswap/contracts/plans';
import type { createManualClock } from '../../lib/clock.ts';
import type { createTestApp } from '../../test/app.ts';
import { createSwapKit } from '../swap-lifecycle/swaps.test-helper.ts';

// The proofs of what Enterprise sells without refusing the caller's own plan: an organisation's white-label
// branding follows its owner's plan (ADR 140), whoever of its admins set it and whoever looks at it.

type Harness = Awaited<ReturnType<typeof createTestApp>> & { clock: ReturnType<typeof createManualClock> };
type Proof = (harness: Harness, plan: PlanTier) => Promise<void>;

/**
 * White-label: an organisation whose owner is on the plan shows its name and accent on its page and may be
 * branded; once the owner is on Free the page shows none (nothing deleted) and branding answers
 * 403 `plan_required`; back on the plan, it shows again.
 */
const proveWhiteLabel: Proof = async (harness, plan) => {
  const kit = createSwapKit(harness.app, harness.database);
  const owner = await kit.joinMember('Label Owner', { plan });
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    harness.app.inject({ method, url, headers: owner.authHeader, ...(payload ? { payload } : {}) });
  const created = await call('POST', '/api/organisations', { name: 'Label Proof Works' });
  expect(created.statusCode, created.body).toBe(201);
  const { slug } = created.json<{ data: CommunitySummary }>().data;
  const branding = { displayName: 'Label Proof', logoId: null, accent: '#14532d' };
  expect((await call('PUT', `/api/organisations/${slug}/branding`, branding)).statusCode).toBe(200);
  const shown = async () =>
    (await call('GET', `/api/communities/${slug}`)).json<{ data: CommunityDetail }>().data.branding;
  expect(await shown()).toEqual({ displayName: 'Label Proof', logoUrl: null, accent: '#14532d' });

  await kit.setPlan(owner, 'free');
  expect(await shown()).toBeNull();
  const refused = await call('PUT', `/api/organisations/${slug}/branding`, branding);
  expect(refused.json()).toMatchObject({ code: 'plan_required', plan: 'enterprise' });

  await kit.setPlan(owner, plan);
  expect(await shown()).toMatchObject({ displayName: 'Label Proof' });
};

export const enterpriseTreatmentProofs: Partial<Record<PlanFeatureId, Proof>> = {
  'white-label': proveWhiteLabel,
};
