import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InboxMessage } from '@skillswap/contracts/admin-contact/schemas';
import type { SlaMonth, SlaReport } from '@skillswap/contracts/sla/schemas';
import { billingAccounts } from '../../db/schema/index.ts';
import { createManualClock } from '../../lib/clock.ts';
import { createTestApp } from '../../test/app.ts';
import { databaseKind } from '../../test/database.ts';
import type { TestMember } from '../../test/members.ts';
import { signUpStaffMember, type TestStaffMember } from '../../test/staff.ts';
import { setPlan } from '../auth/personal-tokens/personal-tokens.test-helper.ts';
import { createSwapKit } from '../swap-lifecycle/swaps.test-helper.ts';
import { startFakeStripe, type FakeStripe } from './fake-stripe.test-helper.ts';
import { inject } from '../../test/inject.ts';
import { organisationRoutes } from '@skillswap/contracts/organisations/routes';
import { adminOrganisationRoutes } from '@skillswap/contracts/admin-organisations/routes';

// The Enterprise SLA credit (ADR 143, threat T100): a month below 99.9% on /status credits
// 10% of the fee paid on its invoices, once, on the owner's request, which reaches the account manager first.

const webhookSecret = 'whsec_test_sla';

describe(`Enterprise SLA credits on ${databaseKind}`, { timeout: 60_000 }, () => {
  const clock = createManualClock(new Date('2026-04-10T12:00:00Z'));
  let fake: FakeStripe;
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  let owner: TestMember;
  let manager: TestStaffMember;
  let otherModerator: TestStaffMember;

  const call = (who: TestMember, method: 'GET' | 'POST', url: string) =>
    harness.app.inject({ method, url, headers: who.authHeader });
  const report = async (who: TestMember) => {
    const response = await call(who, 'GET', '/api/billing/sla');
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: SlaReport }>().data;
  };
  const requestCredit = (who: TestMember, month: string) =>
    call(who, 'POST', `/api/billing/sla/${month}/credit-request`);
  const inbox = async (who: TestMember) =>
    (await call(who, 'GET', '/api/admin/contact')).json<{ messages: InboxMessage[] }>().messages;

  beforeAll(async () => {
    fake = await startFakeStripe({
      webhookSecret,
      prices: { price_premium_sla: 999, price_elite_sla: 2999 },
    });
    harness = await createTestApp({
      clock,
      config: {
        STRIPE_SECRET_KEY: 'sk_test_fake',
        STRIPE_WEBHOOK_SECRET: webhookSecret,
        STRIPE_PRICE_PREMIUM: 'price_premium_sla',
        STRIPE_PRICE_ELITE: 'price_elite_sla',
        STRIPE_API_URL: fake.url,
      },
    });
    const { db } = harness.database;
    const kit = createSwapKit(harness.app, harness.database);
    owner = await kit.joinMember('Ola Owner', { plan: 'enterprise' });
    const admin = await signUpStaffMember(harness.app, harness.database, clock, 'admin');
    manager = await signUpStaffMember(harness.app, harness.database, clock, 'moderator');
    otherModerator = await signUpStaffMember(harness.app, harness.database, clock, 'moderator');
    const created = await inject(harness.app, organisationRoutes.createOrganisation, {
      as: owner,
      body: { name: 'Beacon Works' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const assigned = await inject(harness.app, adminOrganisationRoutes.setAccountManager, {
      params: { slug: 'beacon-works' },
      as: admin,
      body: { staffId: manager.userId, displayName: 'Noor' },
    });
    expect(assigned.statusCode, assigned.body).toBe(200);

    // Probes began on 28 February, every minute up that day; March has none at all (the service was down).
    await db.execute(sql`
      INSERT INTO status_probes (minute, is_ok, latency_ms)
      SELECT minute, true, 1 FROM generate_series('2026-02-28T00:00:00Z'::timestamptz,
        '2026-02-28T23:59:00Z'::timestamptz, interval '1 minute') AS minute`);
    // Enterprise is invoiced monthly; March has a second invoice (more seats), and another customer pays too.
    await db.insert(billingAccounts).values({ memberId: owner.userId, stripeCustomerId: 'cus_beacon' });
    fake.addPaidInvoice({
      customer: 'cus_beacon',
      amount: 50_000,
      created: new Date('2026-02-01T08:00:00Z'),
    });
    fake.addPaidInvoice({
      customer: 'cus_beacon',
      amount: 50_000,
      created: new Date('2026-03-01T08:00:00Z'),
    });
    fake.addPaidInvoice({
      customer: 'cus_beacon',
      amount: 10_001,
      created: new Date('2026-03-15T08:00:00Z'),
    });
    fake.addPaidInvoice({ customer: 'cus_other', amount: 90_000, created: new Date('2026-03-01T08:00:00Z') });
  }, 120_000);
  afterAll(async () => {
    await harness?.close();
    await fake?.close();
  });

  it('shows the owner each month: availability, whether it met 99.9%, the fee paid and the credit', async () => {
    const sla = await report(owner);
    expect(sla).toMatchObject({ availabilityTargetPercent: 99.9, creditPercent: 10 });
    expect(sla.months).toEqual([
      {
        month: '2026-01',
        minutes: 0,
        minutesUp: 0,
        availabilityPercent: null,
        isSlaMet: null,
        feePaid: null,
        credit: null,
        currency: null,
        creditRequestedAt: null,
        canRequestCredit: false,
      },
      {
        month: '2026-02',
        minutes: 1440,
        minutesUp: 1440,
        availabilityPercent: 100,
        isSlaMet: true,
        feePaid: 50_000,
        credit: 5_000,
        currency: 'eur',
        creditRequestedAt: null,
        canRequestCredit: false,
      },
      {
        month: '2026-03',
        minutes: 31 * 1440,
        minutesUp: 0,
        availabilityPercent: 0,
        isSlaMet: false,
        feePaid: 60_001,
        credit: 6_000,
        currency: 'eur',
        creditRequestedAt: null,
        canRequestCredit: true,
      },
    ]);
  });

  it('refuses months that met the SLA, were not measured, or are not among the last three', async () => {
    const met = await requestCredit(owner, '2026-02');
    expect(met.statusCode).toBe(409);
    expect(met.json()).toMatchObject({ code: 'conflict' });
    expect((await requestCredit(owner, '2026-01')).statusCode).toBe(409);
    expect((await requestCredit(owner, '2025-12')).statusCode).toBe(400);
    expect((await requestCredit(owner, '2026-04')).statusCode).toBe(400);
    expect((await requestCredit(owner, 'march')).statusCode).toBe(400);
  });

  it('records a missed month’s request once, as a message with the figures that reaches the account manager first', async () => {
    const requested = await requestCredit(owner, '2026-03');
    expect(requested.statusCode, requested.body).toBe(201);
    expect(requested.json<{ data: SlaMonth }>().data).toMatchObject({
      month: '2026-03',
      credit: 6_000,
      creditRequestedAt: '2026-04-10T12:00:00.000Z',
      canRequestCredit: false,
    });
    const again = await requestCredit(owner, '2026-03');
    expect(again.statusCode).toBe(409);
    expect((await report(owner)).months.at(-1)).toMatchObject({
      creditRequestedAt: '2026-04-10T12:00:00.000Z',
      canRequestCredit: false,
    });

    const forManager = await inbox(manager);
    const first = forManager[0]!;
    expect(first).toMatchObject({
      subject: 'SLA credit request for 2026-03',
      email: owner.email,
      memberId: owner.userId,
      isForAccountManager: true,
      organisation: { slug: 'beacon-works', name: 'Beacon Works' },
    });
    expect(first.message).toContain('0% (0 of 44640 minutes up)');
    expect(first.message).toContain('Fee paid for the month: 600.01 EUR.');
    expect(first.message).toContain('Credit due (10%): 60.00 EUR.');
    expect(forManager.filter((message) => message.subject.startsWith('SLA credit'))).toHaveLength(1);
    const forOther = await inbox(otherModerator);
    expect(forOther.find((message) => message.subject.startsWith('SLA credit'))?.isForAccountManager).toBe(
      false,
    );
  });

  it('refuses a missed month without a paid invoice, and everything off Enterprise', async () => {
    const kit = createSwapKit(harness.app, harness.database);
    const unbilled = await kit.joinMember('Una Unbilled', { plan: 'enterprise' });
    expect((await report(unbilled)).months.at(-1)).toMatchObject({ isSlaMet: false, feePaid: null });
    const noFee = await requestCredit(unbilled, '2026-03');
    expect(noFee.statusCode).toBe(409);
    expect(noFee.json<{ message: string }>().message).toContain('No paid invoice');

    await setPlan(harness.database, unbilled, 'elite');
    for (const response of [
      await call(unbilled, 'GET', '/api/billing/sla'),
      await requestCredit(unbilled, '2026-03'),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'plan_required', plan: 'enterprise' });
    }
  });
});
