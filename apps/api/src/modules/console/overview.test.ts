import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Overview } from '@skillswap/contracts/admin/schemas';
import type { Session } from '@skillswap/contracts/auth/schemas';
import { createManualClock } from '../../lib/clock.ts';
import { freshIp, signIn } from '../../test/auth-requests.ts';
import { createTestApp } from '../../test/app.ts';
import { databaseKind } from '../../test/database.ts';
import { bearer } from '../../test/mfa-requests.ts';
import { signUpMember } from '../../test/members.ts';
import { signUpStaffMember, type TestStaffMember } from '../../test/staff.ts';
import { setVerifiedBadge } from '../profiles/index.ts';
import { openDispute } from '../swap-lifecycle/disputes.test-helper.ts';
import { createSwapKit } from '../swap-lifecycle/swaps.test-helper.ts';
import { inject } from '../../test/inject.ts';
import { adminRoutes } from '@skillswap/contracts/admin/routes';
import { contactRoutes } from '@skillswap/contracts/contact/routes';

describe(`console overview on ${databaseKind}`, () => {
  // The real time, so rows the database stamps with now() fall in the week the overview counts.
  const clock = createManualClock(new Date());
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  let moderator: TestStaffMember;
  beforeAll(async () => {
    harness = await createTestApp({ clock });
    moderator = await signUpStaffMember(harness.app, harness.database, clock, 'moderator');
  });
  afterAll(() => harness.close());

  const getOverview = (accessToken?: string) =>
    inject(harness.app, adminRoutes.getOverview, { headers: accessToken ? bearer(accessToken) : {} });
  const overviewOk = async () => {
    const response = await getOverview(moderator.accessToken);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Overview>();
  };

  it('O1: a visitor gets 401, a member 403, an admin signed in with the password alone is asked to step up', async () => {
    expect((await getOverview()).statusCode).toBe(401);
    const member = await signUpMember(harness.app);
    const refused = await getOverview(member.accessToken);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'forbidden' });

    const admin = await signUpStaffMember(harness.app, harness.database, clock, 'admin');
    const password = await signIn(harness.app, admin, { ip: freshIp() });
    const stepUp = await getOverview(password.json<Session>().access_token);
    expect(stepUp.statusCode).toBe(403);
    expect(stepUp.json()).toMatchObject({ code: 'mfa_required' });
    expect((await getOverview(admin.accessToken)).statusCode).toBe(200);
  });

  it('O2: members, badges, swaps, disputes, contact messages, SkillCoin and this week’s bars move with what happens', async () => {
    const before = await overviewOk();
    const kit = createSwapKit(harness.app, harness.database);
    const ada = await kit.joinMember('Ada Teacher', { offers: 'Guitar', wants: 'Spanish' });
    const ben = await kit.joinMember('Ben Learner', { offers: 'Spanish', wants: 'Guitar' });
    const cleo = await kit.joinMember('Cleo Third', { offers: 'Spanish', wants: 'Guitar' });
    expect(await setVerifiedBadge(harness.database.db, ada.email, true, clock.now())).toBeTruthy();

    const completed = await kit.requestSwap(ada, ben);
    await kit.actOk(ben, completed, 'accept');
    const hours = { requesterHours: 1, recipientHours: 1 };
    await kit.actOk(ada, completed, 'confirm', hours);
    await kit.actOk(ben, completed, 'confirm', hours);
    await openDispute(kit, cleo, ben);
    await kit.requestSwap(cleo, ada);

    const sent = await inject(harness.app, contactRoutes.sendContactMessage, {
      body: { name: 'Dana', email: 'dana@example.com', subject: 'Hello', message: 'A question for you.' },
    });
    expect(sent.statusCode, sent.body).toBe(201);

    const after = await overviewOk();
    expect(after.members.total - before.members.total).toBe(3);
    expect(after.members.newThisWeek - before.members.newThisWeek).toBe(3);
    expect(after.members.verified - before.members.verified).toBe(1);
    expect(after.swapsByStatus.completed - before.swapsByStatus.completed).toBe(1);
    expect(after.swapsByStatus.disputed - before.swapsByStatus.disputed).toBe(1);
    expect(after.swapsByStatus.requested - before.swapsByStatus.requested).toBe(1);
    expect(after.openDisputes).toBe(after.swapsByStatus.disputed);
    expect(after.newContactMessages - before.newContactMessages).toBe(1);
    expect(after.openReports).toBe(0);

    // Every coin a member holds came out of the fund: the two always add up to nothing.
    expect(after.skillCoin.inCirculation + after.skillCoin.communityFund).toBeCloseTo(0, 2);
    const balances = await Promise.all([ada, ben, cleo].map((member) => kit.balanceOf(member)));
    const joined = balances.reduce((sum, balance) => sum + balance.balance, 0);
    expect(after.skillCoin.inCirculation - before.skillCoin.inCirculation).toBeCloseTo(joined, 2);

    for (const series of [after.signUpsPerWeek, after.completedSwapsPerWeek]) {
      expect(series).toHaveLength(12);
      const mondays = series.map((week) => new Date(`${week.weekStart}T00:00:00Z`));
      expect(mondays.every((monday) => monday.getUTCDay() === 1)).toBe(true);
      expect(mondays.at(-1)!.getTime()).toBeLessThanOrEqual(clock.now().getTime());
      expect(clock.now().getTime() - mondays.at(-1)!.getTime()).toBeLessThan(7 * 24 * 60 * 60 * 1000);
      expect(mondays[11]!.getTime() - mondays[0]!.getTime()).toBe(11 * 7 * 24 * 60 * 60 * 1000);
    }
    expect(after.signUpsPerWeek.at(-1)!.count - before.signUpsPerWeek.at(-1)!.count).toBe(3);
    expect(after.completedSwapsPerWeek.at(-1)!.count - before.completedSwapsPerWeek.at(-1)!.count).toBe(1);
  });

  it('O3: the overview names no member and no e-mail', async () => {
    const body = (await getOverview(moderator.accessToken)).body;
    expect(body).not.toContain('@');
  });
});
