import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PersonalTokenList } from '@skillswap/contracts/personal-tokens/schemas';
import { personalAccessTokens } from '../../../db/schema/index.ts';
import { createManualClock } from '../../../lib/clock.ts';
import { createTestApp } from '../../../test/app.ts';
import { freshIp, refresh } from '../../../test/auth-requests.ts';
import { databaseKind } from '../../../test/database.ts';
import { signUpStaffMember, type TestStaffMember } from '../../../test/staff.ts';
import { createSwapKit, type KitMember, type SwapKit } from '../../swap-lifecycle/swaps.test-helper.ts';
import { listMailTo, post, readLinkToken } from '../credentials/credentials.test-helper.ts';
import { bearer, createToken, setPlan } from './personal-tokens.test-helper.ts';
import { inject } from '../../../test/inject.ts';
import { profileRoutes } from '@skillswap/contracts/profiles/routes';
import { personalTokenRoutes } from '@skillswap/contracts/personal-tokens/routes';
import { adminReportRoutes } from '@skillswap/contracts/admin-reports/routes';
import { swapRoutes } from '@skillswap/contracts/swaps/routes';
import { messageRoutes } from '@skillswap/contracts/messages/routes';
import { memberSessionRoutes } from '@skillswap/contracts/auth-security/routes';
import { accountRoutes } from '@skillswap/contracts/account/routes';

const minute = 60_000;
const day = 24 * 60 * minute;

// Threats T41–T44 (docs/auth-threat-model.md, ADR 79): a personal access token ends when the member's safety
// asks it, and making one is guarded like the other ways into an account.
describe(`personal access token lifetimes on ${databaseKind}`, () => {
  const clock = createManualClock(new Date('2026-11-03T09:00:00Z'));
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  let kit: SwapKit;
  let moderator: TestStaffMember;

  beforeAll(async () => {
    harness = await createTestApp({ clock });
    kit = createSwapKit(harness.app, harness.database);
    moderator = await signUpStaffMember(harness.app, harness.database, clock, 'moderator');
  });
  afterAll(() => harness.close());

  const profileWith = (token: string) =>
    inject(harness.app, profileRoutes.getMyProfile, { headers: bearer(token) });
  const listTokens = async (member: KitMember) =>
    (await inject(harness.app, personalTokenRoutes.listPersonalTokens, { as: member })).json<{
      data: PersonalTokenList;
    }>().data;

  /** A fresh Enterprise member (signed up just now, so recently authenticated) with a profile. */
  async function enterpriseMember(name = 'Erin Enterprise') {
    const member = await kit.joinMember(`${name} ${randomBytes(2).toString('hex')}`);
    await setPlan(harness.database, member, 'enterprise');
    return member;
  }

  it('T41: a suspended member’s token, refresh token and access token all stop at once; the token says why', async () => {
    const erin = await enterpriseMember();
    const other = await kit.joinMember('Other Member', { offers: 'Spanish', wants: 'Guitar' });
    const swapId = await kit.requestSwap(other, erin);
    const { token } = await createToken(harness.app, erin, ['profile:read', 'swaps:write', 'messages:write']);
    expect((await profileWith(token)).statusCode).toBe(200);

    const suspended = await inject(harness.app, adminReportRoutes.suspendMember, {
      params: { id: erin.userId },
      as: moderator,
      body: { reason: 'Spam' },
    });
    expect(suspended.statusCode).toBe(200);

    const attempts = [
      await profileWith(token),
      await inject(harness.app, swapRoutes.createSwapRequest, {
        headers: bearer(token),
        body: { targetId: other.userId, offeredSkill: 'Guitar', requestedSkill: 'Spanish', message: '' },
      }),
      await inject(harness.app, messageRoutes.sendMessage, {
        params: { id: swapId },
        headers: bearer(token),
        body: { body: 'Still here' },
      }),
    ];
    for (const refused of attempts) {
      expect(refused.statusCode).toBe(401);
      expect(refused.json<{ code: string }>().code).toBe('account_suspended');
    }
    expect((await refresh(harness.app, erin.refreshToken, { ip: freshIp() })).statusCode).toBe(401);
    expect((await inject(harness.app, profileRoutes.getMyProfile, { as: erin })).statusCode).toBe(401);

    // The check is made at every use, so the token works again when the suspension is lifted.
    const lifted = await inject(harness.app, adminReportRoutes.unsuspendMember, {
      params: { id: erin.userId },
      as: moderator,
      body: {},
    });
    expect(lifted.statusCode).toBe(200);
    expect((await profileWith(token)).statusCode).toBe(200);
  });

  it('T42: a token works for the days chosen (90 by default), then answers 401 token_expired', async () => {
    const erin = await enterpriseMember();
    const create = (payload: object) =>
      inject(harness.app, personalTokenRoutes.createPersonalToken, {
        unchecked: true,
        as: erin,
        body: payload,
      });
    const refused = await create({ name: 'Forever', scopes: ['profile:read'], expiresInDays: 10_000 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ message: string }>().message).toContain('30, 90 or 365');

    const lifetimes = new Map<string, number>();
    for (const [name, days] of [
      ['Default', undefined],
      ['Month', 30],
      ['Year', 365],
    ] as const) {
      const response = await create({
        name,
        scopes: ['profile:read'],
        ...(days ? { expiresInDays: days } : {}),
      });
      expect(response.statusCode).toBe(201);
      const created = response.json<{ data: { token: string; expiresAt: string } }>().data;
      expect(new Date(created.expiresAt).getTime() - clock.now().getTime()).toBe((days ?? 90) * day);
      lifetimes.set(name, days ?? 90);
      lifetimes.set(created.token, days ?? 90);
    }
    const listed = await listTokens(erin);
    // Made in the same instant, so listed in no particular order among themselves.
    const listedExpiries = Object.fromEntries(listed.tokens.map((token) => [token.name, token.expiresAt]));
    expect(listedExpiries).toEqual(
      Object.fromEntries(
        ['Default', 'Month', 'Year'].map((name) => [
          name,
          new Date(clock.now().getTime() + lifetimes.get(name)! * day).toISOString(),
        ]),
      ),
    );

    const month = [...lifetimes].find(([key, days]) => key.startsWith('skillswap_pat_') && days === 30)![0];
    clock.advance(30 * day - minute);
    expect((await profileWith(month)).statusCode).toBe(200);
    clock.advance(minute);
    const expired = await profileWith(month);
    expect(expired.statusCode).toBe(401);
    expect(expired.json<{ code: string; message: string }>()).toMatchObject({
      code: 'token_expired',
      message: expect.stringContaining('expired') as unknown,
    });
    // An expired token stays listed until revoked, so the member sees why a program stopped.
    const erinNow = await kit.signInAgain(erin);
    expect((await listTokens(erinNow)).tokens.map((token) => token.name)).toContain('Month');
  });

  it('T43: creating a token needs a proof within 5 minutes, and mails the member (never the token)', async () => {
    const erin = await enterpriseMember();
    const create = () =>
      inject(harness.app, personalTokenRoutes.createPersonalToken, {
        as: erin,
        body: { name: 'Nightly export', scopes: ['ledger:read'] },
      });
    clock.advance(5 * minute + 1_000);
    const stale = await create();
    expect(stale.statusCode).toBe(403);
    expect(stale.json<{ code: string }>().code).toBe('reauth_required');
    expect((await listTokens(erin)).tokens).toEqual([]);

    const proved = await post(
      harness.app,
      '/api/auth/reauthenticate',
      { password: erin.password },
      { token: erin.accessToken },
    );
    expect(proved.statusCode).toBe(200);
    const created = await create();
    expect(created.statusCode).toBe(201);
    const { token, expiresAt } = created.json<{ data: { token: string; expiresAt: string } }>().data;

    const mail = (await listMailTo(harness.database, erin.email)).at(-1)!;
    expect(mail.subject).toBe('A personal access token was created for your SkillSwap account');
    expect(mail.text).toContain('“Nightly export”');
    expect(mail.text).toContain('ledger:read');
    expect(mail.text).toContain(
      new Date(expiresAt).toLocaleDateString('en-US', { dateStyle: 'long', timeZone: 'UTC' }),
    );
    expect(mail.text).toContain('/settings#api');
    expect(mail.html).toContain('Nightly export');
    expect(`${mail.text}${mail.html}`).not.toContain(token);
    expect(`${mail.text}${mail.html}`).not.toContain(token.slice(-10));
  });

  it('T44: a password reset, signing out all other sessions and undoing an e-mail change each revoke every token', async () => {
    const revokedBy = async (action: (member: KitMember) => Promise<void>) => {
      const erin = await enterpriseMember();
      const { token } = await createToken(harness.app, erin, ['profile:read']);
      expect((await profileWith(token)).statusCode).toBe(200);
      await action(erin);
      const refused = await profileWith(token);
      expect(refused.statusCode).toBe(401);
      const rows = await harness.database.db
        .select({ revokedAt: personalAccessTokens.revokedAt })
        .from(personalAccessTokens)
        .where(eq(personalAccessTokens.memberId, erin.userId));
      expect(rows.every((row) => row.revokedAt !== null)).toBe(true);
      return erin;
    };

    await revokedBy(async (erin) => {
      expect((await post(harness.app, '/api/auth/recover', { email: erin.email })).statusCode).toBe(202);
      const link = await readLinkToken(harness.database, erin.email, '/reset-password');
      const reset = await post(harness.app, '/api/auth/password/reset', {
        token: link,
        password: `Reset-${randomBytes(6).toString('hex')}`,
      });
      expect(reset.statusCode).toBe(204);
    });

    const signedOut = await revokedBy(async (erin) => {
      const response = await inject(harness.app, memberSessionRoutes.signOutOtherSessions, { as: erin });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ signedOut: 0, revokedTokens: 1 });
    });
    // The session that asked stays signed in.
    expect((await inject(harness.app, profileRoutes.getMyProfile, { as: signedOut })).statusCode).toBe(200);

    await revokedBy(async (erin) => {
      const newEmail = `moved-${randomBytes(4).toString('hex')}@skillswap.test`;
      expect(
        (await post(harness.app, '/api/auth/email', { email: newEmail }, { token: erin.accessToken }))
          .statusCode,
      ).toBe(202);
      const confirm = await readLinkToken(harness.database, newEmail, '/confirm-email');
      expect((await post(harness.app, '/api/auth/email/confirm', { token: confirm })).statusCode).toBe(200);
      const undo = await readLinkToken(harness.database, erin.email, '/undo-email-change');
      expect((await post(harness.app, '/api/auth/email/undo', { token: undo })).statusCode).toBe(200);
    });
  });

  it('lists every token in the data export by name, scopes and dates, never the token or its hash', async () => {
    const erin = await enterpriseMember();
    const { token, id } = await createToken(harness.app, erin, ['swaps:read', 'ledger:read'], 'Exported');
    await inject(harness.app, personalTokenRoutes.revokePersonalToken, { params: { tokenId: id }, as: erin });
    const exported = await inject(harness.app, accountRoutes.exportAccount, { as: erin });
    expect(exported.statusCode).toBe(200);
    const data = exported.json<{ personalAccessTokens: Array<Record<string, unknown>> }>();
    expect(data.personalAccessTokens).toEqual([
      {
        name: 'Exported',
        scopes: ['swaps:read', 'ledger:read'],
        createdAt: clock.now().toISOString(),
        expiresAt: new Date(clock.now().getTime() + 90 * day).toISOString(),
        lastUsedAt: null,
        revokedAt: clock.now().toISOString(),
      },
    ]);
    const [row] = await harness.database.db
      .select({ tokenHash: personalAccessTokens.tokenHash })
      .from(personalAccessTokens)
      .where(eq(personalAccessTokens.id, id));
    expect(exported.body).not.toContain(row!.tokenHash);
    expect(exported.body).not.toContain(token.slice(personalTokenPrefixLength));
  });
});

const personalTokenPrefixLength = 'skillswap_pat_'.length;
