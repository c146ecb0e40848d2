import { expect } from 'vitest';
import type { InboxMessage } from '@skillswap/contracts/admin-contact/schemas';
import type { CommunityDetail, CommunitySummary } from '@skillswap/contracts/communities/schemas';
import type { PlanFeatureId, PlanTier } from '@skillswap/contracts/shared/plans';
import type { createManualClock } from '../../lib/clock.ts';
import type { createTestApp } from '../../test/app.ts';
import { freshIp } from '../../test/auth-requests.ts';
import { signUpMember, type TestMember } from '../../test/members.ts';
import { signUpStaffMember } from '../../test/staff.ts';
import { setPlan } from '../auth/personal-tokens/personal-tokens.test-helper.ts';
import { createSwapKit } from '../swap-lifecycle/swaps.test-helper.ts';

// The proofs of what Enterprise sells without refusing the caller's own plan: the member on the
// plan treated as Pricing promises, and the treatment gone once the plan lapses. The account manager (ADR
// 142), and an organisation's white-label branding, which follows its owner's plan whoever of its admins set
// it and whoever looks at it (ADR 140).

type Harness = Awaited<ReturnType<typeof createTestApp>> & { clock: ReturnType<typeof createManualClock> };
type Proof = (harness: Harness, plan: PlanTier) => Promise<void>;

/**
 * The account manager (ADR 142): the organisation owner's message comes first, marked, for the staff member
 * an admin assigned, above a newer Premium one; once the owner's plan lapses, it waits its turn again.
 */
const proveAccountManager: Proof = async (harness, plan) => {
  const { app, database, clock } = harness;
  const admin = await signUpStaffMember(app, database, clock, 'admin');
  const manager = await signUpStaffMember(app, database, clock, 'moderator');
  const owner = await signUpMember(app);
  const other = await signUpMember(app);
  await setPlan(database, owner, plan);
  await setPlan(database, other, 'premium');
  const created = await app.inject({
    method: 'POST',
    url: '/api/organisations',
    headers: owner.authHeader,
    payload: { name: 'Proof Account Guild', slug: 'proof-account-guild' },
  });
  expect(created.statusCode, created.body).toBe(201);
  const assigned = await app.inject({
    method: 'PUT',
    url: '/api/admin/organisations/proof-account-guild/account-manager',
    headers: admin.authHeader,
    payload: { staffId: manager.userId, displayName: 'Your manager' },
  });
  expect(assigned.statusCode, assigned.body).toBe(200);
  const send = async (subject: string, sender: TestMember) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/contact',
      remoteAddress: freshIp(),
      headers: sender.authHeader,
      payload: { name: 'Sender', email: sender.email, subject, message: 'Help, please.' },
    });
    expect(response.statusCode).toBe(201);
  };
  const inbox = async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/admin/contact',
      headers: manager.authHeader,
    });
    expect(response.statusCode).toBe(200);
    return response
      .json<{ messages: InboxMessage[] }>()
      .messages.filter((message) => message.subject.startsWith('Proof manager '))
      .map((message) => [message.subject, message.isForAccountManager]);
  };
  await send('Proof manager organisation', owner);
  clock.advance(60_000);
  await send('Proof manager premium', other);
  expect(await inbox()).toEqual([
    ['Proof manager organisation', true],
    ['Proof manager premium', false],
  ]);
  await setPlan(database, owner, 'free');
  expect(await inbox()).toEqual([
    ['Proof manager premium', false],
    ['Proof manager organisation', false],
  ]);
};

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
  'account-manager': proveAccountManager,
  'white-label': proveWhiteLabel,
};
