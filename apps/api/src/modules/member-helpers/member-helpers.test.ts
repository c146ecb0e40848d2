import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actingForHeader } from '@skillswap/contracts/shared/http';
import type {
  HelperActionList,
  HelperAppointment,
  MyHelpers,
} from '@skillswap/contracts/member-helpers/schemas';
import type { NotificationPage } from '@skillswap/contracts/notifications/schemas';
import { createTestApp } from '../../test/app.ts';
import { databaseKind } from '../../test/database.ts';
import { signUpMember, type TestMember } from '../../test/members.ts';
import { bearer, createToken, setPlan } from '../auth/personal-tokens/personal-tokens.test-helper.ts';
import { createSwapKit, type SwapKit } from '../swap-lifecycle/swaps.test-helper.ts';
import { inject } from '../../test/inject.ts';
import { ledgerRoutes } from '@skillswap/contracts/ledger/routes';

// ADR 179: a member appoints a helper, who acts for them within the consent (browsing,
// swaps, messages in swaps, hours) and nowhere else; everything the helper does is written down, shown to
// everyone the action touches, audited and told to the member. The member, the helper or a
// coordinator ends it.

describe(`helpers on ${databaseKind}`, () => {
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  let kit: SwapKit;
  beforeAll(async () => {
    harness = await createTestApp();
    kit = createSwapKit(harness.app, harness.database);
  });
  afterAll(() => harness.close());

  type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
  const call = (
    member: TestMember,
    method: Method,
    url: string,
    options: { payload?: object; actingFor?: TestMember } = {},
  ) =>
    harness.app.inject({
      method,
      url,
      headers: {
        ...member.authHeader,
        ...(options.actingFor ? { [actingForHeader]: options.actingFor.userId } : {}),
      },
      ...(options.payload ? { payload: options.payload } : {}),
    });
  const ok = async <T>(...args: Parameters<typeof call>) => {
    const response = await call(...args);
    expect(response.statusCode, `${args[1]} ${args[2]}: ${response.body}`).toBeLessThan(300);
    return response.json<T>();
  };
  const auditOf = async (memberId: string) =>
    (
      await harness.database.db.execute<{ event: string; actor_id: string | null; details: unknown }>(
        sql`SELECT event, actor_id, details FROM audit_log WHERE user_id = ${memberId} ORDER BY id`,
      )
    ).rows;
  const titles = async (member: TestMember) =>
    (await ok<NotificationPage>(member, 'GET', '/api/notifications')).items.map((item) => item.title);

  let ana: TestMember;
  let ben: TestMember;
  let carl: TestMember;
  let appointment: HelperAppointment;

  beforeAll(async () => {
    ana = await kit.joinMember('Ana Helped', { offers: 'Knitting', wants: 'Guitar' });
    ben = await kit.joinMember('Ben Helper');
    carl = await kit.joinMember('Carl Counterpart', { offers: 'Guitar', wants: 'Knitting' });
  });

  it('appoints a helper only with the consent box ticked, and tells both members', async () => {
    const unticked = await call(ana, 'POST', '/api/me/helpers', {
      payload: { helperId: ben.userId, consent: false },
    });
    expect(unticked.statusCode).toBe(400);
    expect((await ok<MyHelpers>(ana, 'GET', '/api/me/helpers')).helpers).toEqual([]);

    const created = await call(ana, 'POST', '/api/me/helpers', {
      payload: { helperId: ben.userId, consent: true },
    });
    expect(created.statusCode, created.body).toBe(201);
    appointment = created.json<HelperAppointment>();
    expect(appointment).toMatchObject({
      member: { id: ana.userId, name: 'Ana Helped' },
      helper: { id: ben.userId, name: 'Ben Helper' },
      appointedBy: { id: ana.userId },
      community: null,
    });
    const bens = await ok<MyHelpers>(ben, 'GET', '/api/me/helpers');
    expect(bens.helping.map((row) => row.member.name)).toEqual(['Ana Helped']);
    expect(await titles(ben)).toContain('Ana Helped made you their helper');
    expect(await titles(ana)).toContain('Ben Helper is now your helper');
    expect((await auditOf(ana.userId)).map((row) => row.event)).toContain('helper_appointed');
  });

  it('refuses oneself, an unknown member, the same helper twice and a fourth helper, changing nothing', async () => {
    expect(
      (await call(ana, 'POST', '/api/me/helpers', { payload: { helperId: ana.userId, consent: true } }))
        .statusCode,
    ).toBe(400);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect(
      (await call(ana, 'POST', '/api/me/helpers', { payload: { helperId: unknown, consent: true } }))
        .statusCode,
    ).toBe(404);
    expect(
      (await call(ana, 'POST', '/api/me/helpers', { payload: { helperId: ben.userId, consent: true } }))
        .statusCode,
    ).toBe(409);
    const dee = await signUpMember(harness.app, { fullName: 'Dee Two' });
    const eve = await signUpMember(harness.app, { fullName: 'Eve Three' });
    const fay = await signUpMember(harness.app, { fullName: 'Fay Four' });
    await ok(ana, 'POST', '/api/me/helpers', { payload: { helperId: dee.userId, consent: true } });
    await ok(ana, 'POST', '/api/me/helpers', { payload: { helperId: eve.userId, consent: true } });
    const fourth = await call(ana, 'POST', '/api/me/helpers', {
      payload: { helperId: fay.userId, consent: true },
    });
    expect(fourth.statusCode).toBe(409);
    const mine = await ok<MyHelpers>(ana, 'GET', '/api/me/helpers');
    expect(mine.helpers.map((row) => row.helper.name)).toEqual(['Ben Helper', 'Dee Two', 'Eve Three']);
    // Dee steps down herself; Eve is ended by Ana.
    for (const [actor, helper] of [
      [dee, 'Dee Two'],
      [ana, 'Eve Three'],
    ] as const) {
      const id = mine.helpers.find((row) => row.helper.name === helper)!.id;
      expect((await call(actor, 'DELETE', `/api/helpers/${id}`)).statusCode).toBe(204);
    }
  });

  it('lets the helper read and act for the member, and shows the swap’s other member who did it', async () => {
    const own = await ok<{ balance: number }>(ana, 'GET', '/api/ledger/balance');
    expect(await ok<{ balance: number }>(ben, 'GET', '/api/ledger/balance', { actingFor: ana })).toEqual(own);

    const sent = await call(ben, 'POST', '/api/swap-requests', {
      actingFor: ana,
      payload: {
        targetId: carl.userId,
        offeredSkill: 'Knitting',
        requestedSkill: 'Guitar',
        message: 'From Ana',
      },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const swapId = sent.json<{ data: { id: string } }>().data.id;
    // The request is Ana's: Carl sees it from her, and she sees it among her own.
    const swap = await ok<{ requester_id?: string; requesterId?: string }>(
      carl,
      'GET',
      `/api/swaps/${swapId}`,
    );
    expect(JSON.stringify(swap)).toContain(ana.userId);
    expect(JSON.stringify(swap)).not.toContain(ben.userId);

    await ok(ben, 'POST', `/api/swaps/${swapId}/messages`, {
      actingFor: ana,
      payload: { body: 'Ana asks: Tuesday?' },
    });

    for (const viewer of [carl, ana]) {
      const actions = await ok<HelperActionList>(viewer, 'GET', `/api/swaps/${swapId}/helper-actions`);
      expect(actions.items.map((item) => [item.action, item.helper.name, item.member.name])).toEqual([
        ['sendMessage', 'Ben Helper', 'Ana Helped'],
        ['createSwapRequest', 'Ben Helper', 'Ana Helped'],
      ]);
    }
    // A stranger to the swap learns nothing of it.
    expect((await call(ben, 'GET', `/api/swaps/${swapId}/helper-actions`)).statusCode).toBe(404);

    expect(await titles(ana)).toContain('Ben Helper acted for you');
    const audit = await auditOf(ana.userId);
    expect(audit.filter((row) => row.event === 'helper_action')).toEqual([
      expect.objectContaining({ actor_id: ben.userId, details: { action: 'createSwapRequest', swapId } }),
      expect.objectContaining({ actor_id: ben.userId, details: { action: 'sendMessage', swapId } }),
    ]);
    const log = await ok<HelperActionList>(ana, 'GET', '/api/me/helper-actions');
    expect(log.items).toHaveLength(2);
  });

  it('refuses the helper everything outside the consent with a 403, and changes nothing', async () => {
    const before = await ok<{ full_name: string }>(ana, 'GET', '/api/me/profile');
    const attempts: Array<[Method, string, object | undefined]> = [
      [
        'PUT',
        '/api/me/profile',
        { full_name: 'Taken Over', bio: '', skills_offered: ['X'], skills_wanted: ['Y'] },
      ],
      ['POST', '/api/rpc/update_privacy_settings', { _show_location_detail: 'hidden' }],
      ['POST', '/api/me/helpers', { helperId: carl.userId, consent: true }],
      ['GET', '/api/me/helpers', undefined],
      ['GET', '/api/notifications', undefined],
      ['POST', '/api/auth/personal-tokens', { name: 'mine now', scopes: ['ledger:read'] }],
    ];
    for (const [method, url, payload] of attempts) {
      const response = await call(ben, method, url, { actingFor: ana, ...(payload ? { payload } : {}) });
      expect([method, url, response.statusCode]).toEqual([method, url, 403]);
    }
    expect(await ok(ana, 'GET', '/api/me/profile')).toEqual(before);
    expect((await ok<MyHelpers>(ana, 'GET', '/api/me/helpers')).helpers).toHaveLength(1);

    // Someone who is not her helper, and a personal access token even of her helper, act for nobody.
    expect((await call(carl, 'GET', '/api/ledger/balance', { actingFor: ana })).statusCode).toBe(403);
    await setPlan(harness.database, ben, 'enterprise');
    const token = await createToken(harness.app, ben, ['ledger:read']);
    const byToken = await inject(harness.app, ledgerRoutes.getBalance, {
      headers: { ...bearer(token.token), [actingForHeader]: ana.userId },
    });
    expect(byToken.statusCode).toBe(403);
    expect(
      (await call(ben, 'GET', '/api/ledger/balance', { actingFor: { ...ana, userId: 'not-a-uuid' } }))
        .statusCode,
    ).toBe(403);
  });

  it('ends the appointment for the member, the helper or a coordinator of the member’s community only', async () => {
    const owner = await signUpMember(harness.app, { fullName: 'Olga Owner' });
    await ok(owner, 'POST', '/api/communities', {
      payload: {
        name: 'Riverside',
        description: '',
        isOnline: false,
        city: 'Leeds',
        visibility: 'public',
        joinRule: 'open',
      },
    });
    await ok(ana, 'POST', '/api/communities/riverside/join', { payload: {} });
    // Carl is nobody here: he is told the appointment does not exist.
    expect((await call(carl, 'DELETE', `/api/helpers/${appointment.id}`)).statusCode).toBe(404);
    const listed = await ok<MyHelpers>(owner, 'GET', '/api/communities/riverside/helpers');
    expect(listed.helpers.map((row) => row.id)).toEqual([appointment.id]);
    expect((await call(carl, 'GET', '/api/communities/riverside/helpers')).statusCode).toBe(403);

    expect((await call(owner, 'DELETE', `/api/helpers/${appointment.id}`)).statusCode).toBe(204);
    expect((await call(owner, 'DELETE', `/api/helpers/${appointment.id}`)).statusCode).toBe(404);
    expect(await titles(ana)).toContain('Ben Helper is no longer your helper');
    expect(await titles(ben)).toContain('You are no longer Ana Helped’s helper');
    expect((await auditOf(ana.userId)).filter((row) => row.event === 'helper_revoked').at(-1)).toMatchObject({
      actor_id: owner.userId,
    });
    // From now on Ben acts for nobody, and what he did stays listed.
    expect((await call(ben, 'GET', '/api/ledger/balance', { actingFor: ana })).statusCode).toBe(403);
    expect((await ok<HelperActionList>(ana, 'GET', '/api/me/helper-actions')).items).toHaveLength(2);
  });
});
