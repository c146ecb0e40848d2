import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actingForHeader } from '@skillswap/contracts/shared/http';
import type {
  ClaimCode,
  ManagedMember,
  ManagedMemberList,
} from '@skillswap/contracts/managed-members/schemas';
import { createTestApp } from '../../test/app.ts';
import { databaseKind } from '../../test/database.ts';
import { signUpMember, type TestMember } from '../../test/members.ts';
import { inject } from '../../test/inject.ts';
import { ledgerRoutes } from '@skillswap/contracts/ledger/routes';
import { authRoutes } from '@skillswap/contracts/auth/routes';

// ADR 180: a coordinator creates a member who has no e-mail, acts for them as their helper,
// and hands them a one-time code; the member claims the account with an address and a password of their own.

describe(`members without e-mail on ${databaseKind}`, () => {
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    harness = await createTestApp();
  });
  afterAll(() => harness.close());

  type Method = 'GET' | 'POST';
  const call = (member: TestMember | null, method: Method, url: string, payload?: object) =>
    harness.app.inject({ method, url, headers: member?.authHeader ?? {}, ...(payload ? { payload } : {}) });
  const ok = async <T>(member: TestMember | null, method: Method, url: string, payload?: object) => {
    const response = await call(member, method, url, payload);
    expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
    return response.json<T>();
  };
  const community = (name: string) => ({
    name,
    description: '',
    isOnline: false,
    city: 'Leeds',
    visibility: 'public',
    joinRule: 'open',
  });
  const outboxTo = async (fragment: string) =>
    (
      await harness.database.db.execute<{ n: number | string }>(
        sql`SELECT count(*) AS n FROM outbox WHERE recipient LIKE ${`%${fragment}%`}`,
      )
    ).rows[0]!.n;

  let olga: TestMember;
  let pia: TestMember;
  let dora: ManagedMember;

  beforeAll(async () => {
    olga = await signUpMember(harness.app, { fullName: 'Olga Coordinator' });
    pia = await signUpMember(harness.app, { fullName: 'Pia Elsewhere' });
    await ok(olga, 'POST', '/api/communities', community('Riverside'));
    await ok(pia, 'POST', '/api/communities', community('Hilltop'));
  });

  it('creates a member with no e-mail who belongs to the community and whom the coordinator helps', async () => {
    const bad = await call(olga, 'POST', '/api/communities/riverside/managed-members', {
      fullName: 'Dora\u0000Paper',
      phone: null,
    });
    expect(bad.statusCode).toBe(400);
    expect(
      (
        await call(olga, 'POST', '/api/communities/riverside/managed-members', {
          fullName: 'Dora',
          phone: 'call me',
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (await ok<ManagedMemberList>(olga, 'GET', '/api/communities/riverside/managed-members')).items,
    ).toEqual([]);

    const created = await call(olga, 'POST', '/api/communities/riverside/managed-members', {
      fullName: 'Dora Paper',
      phone: '+44 7700 900123',
    });
    expect(created.statusCode, created.body).toBe(201);
    dora = created.json<ManagedMember>();
    expect(dora).toMatchObject({ name: 'Dora Paper', phone: '+44 7700 900123', claimCodeExpiresAt: null });
    const members = await ok<{ items: Array<{ id: string }> }>(
      olga,
      'GET',
      '/api/communities/riverside/members',
    );
    expect(JSON.stringify(members)).toContain(dora.id);
    // Olga acts for Dora at once: Dora's statement is hers to read.
    const balance = await inject(harness.app, ledgerRoutes.getBalance, {
      headers: { ...olga.authHeader, [actingForHeader]: dora.id },
    });
    expect(balance.statusCode, balance.body).toBe(200);
    // No mail was queued for an address that does not exist, though Dora was told she has a helper.
    expect(Number(await outboxTo('.invalid'))).toBe(0);
    const audit = await harness.database.db.execute<{ event: string }>(
      sql`SELECT event FROM audit_log WHERE user_id = ${dora.id} ORDER BY id`,
    );
    expect(audit.rows.map((row) => row.event)).toEqual(['managed_member_created', 'helper_appointed']);
  });

  it('keeps the list and the codes to the community’s own coordinators', async () => {
    expect((await call(pia, 'GET', '/api/communities/riverside/managed-members')).statusCode).toBe(403);
    expect(
      (await call(pia, 'POST', `/api/communities/riverside/managed-members/${dora.id}/claim-code`))
        .statusCode,
    ).toBe(403);
    // Pia's own community does not manage Dora.
    expect(
      (await call(pia, 'POST', `/api/communities/hilltop/managed-members/${dora.id}/claim-code`)).statusCode,
    ).toBe(404);
  });

  it('lets the member claim the account once with the code, then sign in as anyone does', async () => {
    const code = await ok<ClaimCode>(
      olga,
      'POST',
      `/api/communities/riverside/managed-members/${dora.id}/claim-code`,
    );
    expect(code.code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    const listed = await ok<ManagedMemberList>(olga, 'GET', '/api/communities/riverside/managed-members');
    expect(listed.items[0]!.claimCodeExpiresAt).toBe(code.expiresAt);

    const claim = { email: 'dora@skillswap.test', password: 'Paper-Rose-42' };
    const wrong = await call(null, 'POST', '/api/claim-account', { ...claim, code: 'AAAA-BBBB-CCCC' });
    expect(wrong.json()).toMatchObject({ code: 'invalid_link' });
    const taken = await call(null, 'POST', '/api/claim-account', {
      ...claim,
      email: olga.email,
      code: code.code,
    });
    expect(taken.statusCode).toBe(400);

    // Typed as it sounds over the phone: lower case, spaces instead of dashes.
    const typed = code.code.toLowerCase().replaceAll('-', ' ');
    expect(await ok(null, 'POST', '/api/claim-account', { ...claim, code: typed })).toEqual({
      email: claim.email,
    });
    const again = await call(null, 'POST', '/api/claim-account', { ...claim, code: code.code });
    expect(again.json()).toMatchObject({ code: 'invalid_link' });

    const signIn = await inject(harness.app, authRoutes.token, {
      query: { grant_type: 'password' },
      body: claim,
    });
    expect(signIn.statusCode, signIn.body).toBe(200);
    expect(signIn.json<{ user: { id: string } }>().user.id).toBe(dora.id);
    expect(
      (await ok<ManagedMemberList>(olga, 'GET', '/api/communities/riverside/managed-members')).items,
    ).toEqual([]);
    // A verification link went to her new address.
    expect(Number(await outboxTo(claim.email))).toBeGreaterThan(0);
  });
});
