import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Endpoint } from '@skillswap/contracts/shared/endpoint';
import { allEndpoints } from '@skillswap/contracts/endpoints';
import {
  planFeatures,
  type PlanFeature,
  type PlanFeatureId,
  type PlanTier,
} from '@skillswap/contracts/shared/plans';
import { fillPath } from '@skillswap/contracts/shared/route';
import { createManualClock } from '../../lib/clock.ts';
import { createTestApp } from '../../test/app.ts';
import { databaseKind } from '../../test/database.ts';
import { signUpMember, type TestMember } from '../../test/members.ts';
import { setPlan } from '../auth/personal-tokens/personal-tokens.test-helper.ts';
import { eliteTreatmentProofs } from './elite-treatments.test-helper.ts';
import { enterpriseTreatmentProofs } from './enterprise-treatments.test-helper.ts';
import { treatmentProofs } from './plan-treatments.test-helper.ts';

// Pricing, the Terms and the FAQ list the delivered features of `planFeatures` and nothing else (ADR 84).
// This file proves that each one is kept to its plan by the server: no feature is sold without its gate.

const delivered: PlanFeature[] = planFeatures.filter((feature: PlanFeature) => feature.isDelivered);
const paid = delivered.filter((feature) => feature.plan !== 'free');
const endpointsOf = (feature: PlanFeature) =>
  allEndpoints.filter((endpoint: Endpoint) => endpoint.planFeature === feature.id);

function sampleUrl(endpoint: Endpoint): string {
  const names = [...endpoint.path.matchAll(/:([A-Za-z]\w*)/g)].map((match) => match[1]!);
  return fillPath(endpoint.path, Object.fromEntries(names.map((name) => [name, randomUUID()])));
}

describe(`every feature Pricing sells has its gate, on ${databaseKind}`, () => {
  const clock = createManualClock(new Date('2026-11-25T09:00:00Z'));
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  let member: TestMember;

  beforeAll(async () => {
    harness = await createTestApp({ clock });
    member = await signUpMember(harness.app);
  });
  afterAll(() => harness?.close());

  async function callAll(endpoints: Endpoint[]) {
    const answers = [];
    for (const endpoint of endpoints) {
      const response = await harness.app.inject({
        method: endpoint.method,
        url: sampleUrl(endpoint),
        headers: member.authHeader,
      });
      const body = String(response.headers['content-type']).includes('json')
        ? response.json<{ code?: string; plan?: string }>()
        : {};
      answers.push({ key: `${endpoint.method} ${endpoint.path}`, status: response.statusCode, ...body });
    }
    return answers;
  }
  const onPlan = async (plan: PlanTier) => setPlan(harness.database, member, plan);

  it('lists no paid feature without a gate, and declares only features the list knows', () => {
    expect(paid.filter((feature) => feature.gate === 'none').map((feature) => feature.id)).toEqual([]);
    const known = new Set<string>(planFeatures.map((feature) => feature.id));
    const declared = allEndpoints.flatMap((endpoint) => (endpoint.planFeature ? [endpoint.planFeature] : []));
    expect(declared.filter((id) => !known.has(id))).toEqual([]);
  });

  for (const feature of paid.filter((candidate) => candidate.gate === 'endpoint')) {
    it(`keeps "${feature.label}" to ${feature.plan} and up: a Free member is refused, a lapse locks it again`, async () => {
      const endpoints = endpointsOf(feature);
      expect(endpoints.length, `no endpoint declares planFeature '${feature.id}'`).toBeGreaterThan(0);
      await onPlan('free');
      for (const answer of await callAll(endpoints)) {
        expect(answer, answer.key).toMatchObject({ status: 403, code: 'plan_required', plan: feature.plan });
      }
      await onPlan(feature.plan);
      for (const answer of await callAll(endpoints)) {
        expect(answer.code, answer.key).not.toBe('plan_required');
        expect([401, 500]).not.toContain(answer.status);
      }
      await onPlan('free');
      for (const answer of await callAll(endpoints)) {
        expect(answer, answer.key).toMatchObject({ status: 403, code: 'plan_required', plan: feature.plan });
      }
    });
  }

  for (const feature of paid.filter((candidate) => candidate.gate === 'treatment')) {
    it(`treats a member on ${feature.plan} differently for "${feature.label}", and a Free member not`, async () => {
      const proof = { ...treatmentProofs, ...eliteTreatmentProofs, ...enterpriseTreatmentProofs }[
        feature.id as PlanFeatureId
      ];
      expect(proof, `no proof of the treatment '${feature.id}'`).toBeDefined();
      await proof!({ ...harness, clock }, feature.plan);
    });
  }
});
