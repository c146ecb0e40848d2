import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  maxPersonalTokens,
  personalTokenPrefix,
  type PersonalTokenList,
} from '@skillswap/contracts/personal-tokens/schemas';
import { createManualClock } from '../../../lib/clock.ts';
import { auditLog, personalAccessTokens } from '../../../db/schema/index.ts';
import { purgeDeletedMembers } from '../../account/index.ts';
import { createTestApp } from '../../../test/app.ts';
import { databaseKind } from '../../../test/database.ts';
import { signUpMember, type TestMember } from '../../../test/members.ts';
import { personalTokenRateLimit } from './personal-token.ts';
import { bearer, createToken, setPlan } from './personal-tokens.test-helper.ts';
import { inject } from '../../../test/inject.ts';
import { personalTokenRoutes } from '@skillswap/contracts/personal-tokens/routes';
import { ledgerRoutes } from '@skillswap/contracts/ledger/routes';
import { profileRoutes } from '@skillswap/contracts/profiles/routes';
import { accountRoutes } from '@skillswap/contracts/account/routes';
import { authRoutes } from '@skillswap/contracts/auth/routes';
import { factorRoutes } from '@skillswap/contracts/auth/factor-routes';

const dayMs = 24 * 60 * 60 * 1000;

describe(`personal access tokens on ${databaseKind}`, () => {
  const clock = createManualClock(new Date('2026-11-02T09:00:00Z'));
  let testApp: Awaited<ReturnType<typeof createTestApp>>;

  beforeAll(async () => {
    testApp = await createTestApp({ clock });
  });
  afterAll(async () => {
    await testApp?.close();
  });

  const listTokens = async (member: TestMember) => {
    const response = await inject(testApp.app, personalTokenRoutes.listPersonalTokens, { as: member });
    expect(response.statusCode).toBe(200);
    return response.json<{ data: PersonalTokenList }>().data;
  };
  const balanceWith = (token: string) =>
    inject(testApp.app, ledgerRoutes.getBalance, { headers: bearer(token) });

  async function enterpriseMember() {
    const member = await signUpMember(testApp.app);
    await setPlan(testApp.database, member, 'enterprise');
    return member;
  }

  it('tells a member on another plan that tokens come with Enterprise, and makes none', async () => {
    const member = await signUpMember(testApp.app);
    expect(await listTokens(member)).toEqual({ isAvailable: false, tokens: [] });
    const refused = await inject(testApp.app, personalTokenRoutes.createPersonalToken, {
      as: member,
      body: { name: 'Script', scopes: ['ledger:read'] },
    });
    expect(refused.statusCode).toBe(403);
    const body = refused.json<{ code: string; message: string; plan: string }>();
    expect(body.code).toBe('plan_required');
    expect(body.plan).toBe('enterprise');
    expect(body.message).toContain('Enterprise');
    expect(await listTokens(member)).toEqual({ isAvailable: false, tokens: [] });
  });

  it('shows a new token once, keeps only its hash, and lists it by name, scopes and last characters', async () => {
    const member = await enterpriseMember();
    const response = await inject(testApp.app, personalTokenRoutes.createPersonalToken, {
      as: member,
      body: { name: '  Calendar sync  ', scopes: ['swaps:read', 'ledger:read'] },
    });
    expect(response.statusCode).toBe(201);
    expect(response.headers['cache-control']).toBe('no-store');
    const created = response.json<{ data: { id: string; token: string } }>().data;
    expect(created.token).toMatch(new RegExp(`^${personalTokenPrefix}[A-Za-z0-9_-]{43}$`));

    const { isAvailable, tokens } = await listTokens(member);
    expect(isAvailable).toBe(true);
    expect(tokens).toEqual([
      {
        id: created.id,
        name: 'Calendar sync',
        scopes: ['swaps:read', 'ledger:read'],
        lastCharacters: created.token.slice(-4),
        createdAt: clock.now().toISOString(),
        lastUsedAt: null,
        expiresAt: new Date(clock.now().getTime() + 90 * dayMs).toISOString(),
      },
    ]);
    const rows = await testApp.database.db.select().from(personalAccessTokens);
    expect(JSON.stringify(rows)).not.toContain(created.token);
    const audit = await testApp.database.db.select().from(auditLog).where(eq(auditLog.userId, member.userId));
    expect(audit.map((entry) => entry.event)).toContain('personal_token_created');
    expect(JSON.stringify(audit)).not.toContain(created.token);
  });

  it('refuses bad names and scopes with a clear 400', async () => {
    const member = await enterpriseMember();
    for (const payload of [
      { name: '', scopes: ['ledger:read'] },
      { name: 'x'.repeat(61), scopes: ['ledger:read'] },
      { name: 'No scopes', scopes: [] },
      { name: 'Made up', scopes: ['admin'] },
      { name: 'Twice', scopes: ['ledger:read', 'ledger:read'] },
    ]) {
      const response = await inject(testApp.app, personalTokenRoutes.createPersonalToken, {
        unchecked: true,
        as: member,
        body: payload,
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });

  it(`stops at ${maxPersonalTokens} live tokens`, async () => {
    const member = await enterpriseMember();
    const made = [];
    for (let index = 0; index < maxPersonalTokens; index += 1) {
      made.push(await createToken(testApp.app, member, ['profile:read'], `Token ${index}`));
    }
    const refused = await inject(testApp.app, personalTokenRoutes.createPersonalToken, {
      as: member,
      body: { name: 'One more', scopes: ['profile:read'] },
    });
    expect(refused.statusCode).toBe(409);
    const revoke = await inject(testApp.app, personalTokenRoutes.revokePersonalToken, {
      params: { tokenId: made[0]!.id },
      as: member,
    });
    expect(revoke.statusCode).toBe(204);
    await createToken(testApp.app, member, ['profile:read'], 'One more');
  });

  it('acts for its member, and notes the last use to the minute', async () => {
    const member = await enterpriseMember();
    const { id, token } = await createToken(testApp.app, member, ['ledger:read', 'profile:read']);
    const profile = await inject(testApp.app, profileRoutes.getMyProfile, { headers: bearer(token) });
    expect(profile.statusCode).toBe(200);
    expect(profile.json<{ id: string }>().id).toBe(member.userId);
    const firstUse = clock.now().toISOString();
    expect((await listTokens(member)).tokens.find((listed) => listed.id === id)?.lastUsedAt).toBe(firstUse);

    clock.advance(30_000);
    expect((await balanceWith(token)).statusCode).toBe(200);
    expect((await listTokens(member)).tokens.find((listed) => listed.id === id)?.lastUsedAt).toBe(firstUse);
    clock.advance(31_000);
    expect((await balanceWith(token)).statusCode).toBe(200);
    expect((await listTokens(member)).tokens.find((listed) => listed.id === id)?.lastUsedAt).toBe(
      clock.now().toISOString(),
    );
  });

  it('stops working at once when revoked; only its own member can revoke it', async () => {
    const member = await enterpriseMember();
    const stranger = await enterpriseMember();
    const { id, token } = await createToken(testApp.app, member, ['ledger:read']);
    expect((await balanceWith(token)).statusCode).toBe(200);

    const byStranger = await inject(testApp.app, personalTokenRoutes.revokePersonalToken, {
      params: { tokenId: id },
      as: stranger,
    });
    expect(byStranger.statusCode).toBe(404);
    expect((await balanceWith(token)).statusCode).toBe(200);

    const byToken = await inject(testApp.app, personalTokenRoutes.revokePersonalToken, {
      params: { tokenId: id },
      headers: bearer(token),
    });
    expect(byToken.statusCode).toBe(401);

    const revoked = await inject(testApp.app, personalTokenRoutes.revokePersonalToken, {
      params: { tokenId: id },
      as: member,
    });
    expect(revoked.statusCode).toBe(204);
    const refused = await balanceWith(token);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ code: 'unauthorized' });
    expect((await listTokens(member)).tokens).toEqual([]);
    const again = await inject(testApp.app, personalTokenRoutes.revokePersonalToken, {
      params: { tokenId: id },
      as: member,
    });
    expect(again.statusCode).toBe(404);
    const audit = await testApp.database.db.select().from(auditLog).where(eq(auditLog.userId, member.userId));
    expect(audit.filter((entry) => entry.event === 'personal_token_revoked')).toHaveLength(1);
  });

  it('is refused while its member is off the Enterprise plan', async () => {
    const member = await enterpriseMember();
    const { token } = await createToken(testApp.app, member, ['ledger:read']);
    await setPlan(testApp.database, member, 'elite');
    const refused = await balanceWith(token);
    expect(refused.statusCode).toBe(401);
    expect(refused.json<{ message: string }>().message).toContain('Enterprise');
    expect(await listTokens(member)).toMatchObject({
      isAvailable: false,
      tokens: [{ scopes: ['ledger:read'] }],
    });
    // Kept, not deleted: back on Enterprise, the same token works again (ADR 71).
    await setPlan(testApp.database, member, 'enterprise');
    expect((await balanceWith(token)).statusCode).toBe(200);
  });

  it('is refused once its member has deleted their account', async () => {
    const member = await enterpriseMember();
    const { token } = await createToken(testApp.app, member, ['ledger:read']);
    const deleted = await inject(testApp.app, accountRoutes.deleteAccount, { as: member });
    expect(deleted.statusCode).toBe(204);
    expect((await balanceWith(token)).statusCode).toBe(401);
    // The purge, 30 days on, removes the token rows with the rest of the member's personal data.
    await purgeDeletedMembers(testApp.database.db, { now: new Date(clock.now().getTime() + 31 * dayMs) });
    const rows = await testApp.database.db
      .select()
      .from(personalAccessTokens)
      .where(eq(personalAccessTokens.memberId, member.userId));
    expect(rows).toEqual([]);
  });

  it('refuses forged, malformed and session-less look-alike tokens', async () => {
    const member = await enterpriseMember();
    const { token } = await createToken(testApp.app, member, ['ledger:read']);
    const forged = [
      `${personalTokenPrefix}${'A'.repeat(43)}`,
      `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`,
      `${token}x`,
      personalTokenPrefix,
      token.replace(personalTokenPrefix, 'skillswap_pat-'),
    ];
    for (const candidate of forged) {
      const response = await balanceWith(candidate);
      expect(response.statusCode, candidate).toBe(401);
    }
    // A token is no session: the session endpoints refuse it.
    expect((await inject(testApp.app, authRoutes.getUser, { headers: bearer(token) })).statusCode).toBe(401);
    expect(
      (await inject(testApp.app, factorRoutes.getAssurance, { headers: bearer(token) })).statusCode,
    ).toBe(401);
  });

  it(`is rate limited per token: ${personalTokenRateLimit.limit} a minute, then 429 with Retry-After`, async () => {
    const member = await enterpriseMember();
    const busy = await createToken(testApp.app, member, ['ledger:read'], 'Busy');
    const calm = await createToken(testApp.app, member, ['ledger:read'], 'Calm');
    for (let sent = 0; sent < personalTokenRateLimit.limit; sent += 1) {
      expect((await balanceWith(busy.token)).statusCode).toBe(200);
    }
    const limited = await balanceWith(busy.token);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'rate_limit_exceeded' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
    // Another token of the same member, and the member's own session, are not affected.
    expect((await balanceWith(calm.token)).statusCode).toBe(200);
    expect((await inject(testApp.app, ledgerRoutes.getBalance, { as: member })).statusCode).toBe(200);
    clock.advance(Number(limited.headers['retry-after']) * 1000);
    expect((await balanceWith(busy.token)).statusCode).toBe(200);
  });

  it('is described in the OpenAPI document, and listed only on the operations that take it', async () => {
    const document = (await testApp.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
      components: { securitySchemes: Record<string, { type: string; scheme: string; description: string }> };
      paths: Record<string, Record<string, { security?: Array<Record<string, string[]>> }>>;
    }>();
    const scheme = document.components.securitySchemes.personalAccessToken!;
    expect(scheme).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(scheme.description).toContain(`Authorization: Bearer ${personalTokenPrefix}`);
    expect(scheme.description).toContain('Settings → API');
    expect(scheme.description).toContain('`ledger:read`');
    expect(document.paths['/api/ledger/balance']!.get!.security).toContainEqual({
      personalAccessToken: ['ledger:read'],
    });
    expect(document.paths['/api/swaps/{id}/accept']!.post!.security).toContainEqual({
      personalAccessToken: ['swaps:write'],
    });
    const everySecurity = JSON.stringify([
      document.paths['/api/me']!.delete!.security,
      document.paths['/api/billing']!.get!.security,
      document.paths['/api/auth/personal-tokens']!.post!.security,
    ]);
    expect(everySecurity).not.toContain('personalAccessToken');
  });
});
