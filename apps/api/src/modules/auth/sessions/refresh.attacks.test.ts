import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '@skillswap/contracts/auth/schemas';
import { createManualClock } from '../../../lib/clock.ts';
import { createTestApp } from '../../../test/app.ts';
import { databaseKind } from '../../../test/database.ts';
import { signUpMember } from '../../../test/members.ts';
import { freshIp, getUser, refresh } from '../../../test/auth-requests.ts';
import { inject } from '../../../test/inject.ts';
import { authRoutes } from '@skillswap/contracts/auth/routes';

const day = 24 * 60 * 60 * 1000;

describe(`session and refresh token attacks on ${databaseKind}`, () => {
  const clock = createManualClock(new Date('2026-06-01T10:00:00Z'));
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    harness = await createTestApp({ clock });
  });
  afterAll(() => harness.close());

  const activeTokenCount = async (userId: string) => {
    const result = await harness.database.db.execute<{ active: string | number }>(`
      SELECT count(*) AS active FROM auth_refresh_tokens t JOIN auth_sessions s ON s.id = t.session_id
      WHERE s.user_id = '${userId}' AND t.revoked_at IS NULL`);
    return Number(result.rows[0]!.active);
  };

  it('T12: after sign-out the refresh token is dead at once and the access token is refused where the session is checked', async () => {
    const member = await signUpMember(harness.app);
    const signOut = await inject(harness.app, authRoutes.logout, { unchecked: true, as: member });
    expect(signOut.statusCode).toBe(204);
    const refreshed = await refresh(harness.app, member.refreshToken);
    expect(refreshed.statusCode).toBe(401);
    expect(refreshed.json<{ code: string }>().code).toBe('session_not_found');
    expect((await getUser(harness.app, member.accessToken)).statusCode).toBe(401);
  });

  it('T13: every refresh returns a new refresh token and revokes the one before it', async () => {
    const member = await signUpMember(harness.app);
    const seen = new Set([member.refreshToken]);
    let current = member.refreshToken;
    for (let round = 0; round < 3; round += 1) {
      clock.advance(11_000);
      const response = await refresh(harness.app, current);
      expect(response.statusCode).toBe(200);
      current = response.json<Session>().refresh_token!;
      expect(seen.has(current)).toBe(false);
      seen.add(current);
    }
    expect(await activeTokenCount(member.userId)).toBe(1);
    clock.advance(11_000);
    const replay = await refresh(harness.app, member.refreshToken);
    expect(replay.statusCode).toBe(401);
    expect(replay.json<{ code: string }>().code).toBe('refresh_token_already_used');
  });

  it('T14: ten parallel refreshes with one token inside 10 s all succeed and leave one active token', async () => {
    const member = await signUpMember(harness.app);
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => refresh(harness.app, member.refreshToken)),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(10).fill(200));
    const tokens = new Set(responses.map((response) => response.json<Session>().refresh_token));
    expect(tokens.size).toBe(1);
    expect(await activeTokenCount(member.userId)).toBe(1);
    const [active] = [...tokens];
    clock.advance(11_000);
    expect((await refresh(harness.app, active!)).statusCode).toBe(200);
  });

  it('T15: the parent of the active token after 10 s ends the session, and so does any older token', async () => {
    const member = await signUpMember(harness.app);
    const child = (await refresh(harness.app, member.refreshToken)).json<Session>().refresh_token!;
    clock.advance(10_001);
    const late = await refresh(harness.app, member.refreshToken);
    expect(late.statusCode).toBe(401);
    expect(late.json<{ code: string }>().code).toBe('refresh_token_already_used');
    expect((await refresh(harness.app, child)).statusCode).toBe(401);

    const other = await signUpMember(harness.app);
    const second = (await refresh(harness.app, other.refreshToken)).json<Session>().refresh_token!;
    const third = (await refresh(harness.app, second)).json<Session>();
    // The grandparent of the active token, replayed at once: no grace for it.
    const grandparent = await refresh(harness.app, other.refreshToken);
    expect(grandparent.statusCode).toBe(401);
    expect(grandparent.json<{ code: string }>().code).toBe('refresh_token_already_used');
    expect((await refresh(harness.app, third.refresh_token!)).statusCode).toBe(401);
    expect((await getUser(harness.app, third.access_token)).statusCode).toBe(401);
    const audit = await harness.database.db.execute<{ event: string }>(
      `SELECT event FROM audit_log WHERE user_id = '${other.userId}' AND event = 'refresh_token_reused'`,
    );
    expect(audit.rows).toHaveLength(1);
  });

  it('T16: malformed, random or 10 KB refresh tokens get a 400, and the database holds no usable token', async () => {
    const member = await signUpMember(harness.app);
    for (const token of [
      '',
      'abc',
      'a.b.c',
      'x'.repeat(10 * 1024),
      Buffer.alloc(32, 7).toString('base64url'),
    ]) {
      const response = await refresh(harness.app, token, { ip: freshIp() });
      expect(response.statusCode).toBe(400);
    }
    const rows = await harness.database.db.execute(`SELECT * FROM auth_refresh_tokens`);
    const stored = JSON.stringify(rows.rows);
    expect(stored).not.toContain(member.refreshToken);
    const rotated = (await refresh(harness.app, member.refreshToken)).json<Session>().refresh_token!;
    const after = JSON.stringify(
      (await harness.database.db.execute(`SELECT * FROM auth_refresh_tokens`)).rows,
    );
    expect(after).not.toContain(rotated);
    expect(after).not.toContain(member.refreshToken);
  });

  it('T17: sessions end after 7 days idle and after 30 days in all', async () => {
    const idle = await signUpMember(harness.app);
    clock.advance(7 * day + 1000);
    const idleAnswer = await refresh(harness.app, idle.refreshToken);
    expect(idleAnswer.statusCode).toBe(401);
    expect(idleAnswer.json<{ code: string }>().code).toBe('session_not_found');

    const busy = await signUpMember(harness.app);
    let token = busy.refreshToken;
    for (let elapsed = 0; elapsed < 30; elapsed += 6) {
      clock.advance(6 * day);
      const response = await refresh(harness.app, token);
      if (elapsed + 6 <= 30) {
        expect(response.statusCode).toBe(200);
        token = response.json<Session>().refresh_token!;
      }
    }
    clock.advance(1 * day);
    const expired = await refresh(harness.app, token);
    expect(expired.statusCode).toBe(401);
    expect(expired.json<{ code: string }>().code).toBe('session_not_found');
  });

  it('T18 (server side): a 429 on refresh keeps the session and its cookie, so the member stays signed in', async () => {
    const member = await signUpMember(harness.app);
    const ip = freshIp();
    let token = member.refreshToken;
    for (let attempt = 0; attempt < 150; attempt += 1) {
      const response = await refresh(harness.app, token, { ip });
      if (response.statusCode === 200) token = response.json<Session>().refresh_token!;
      clock.advance(11_000 / 150);
    }
    const limited = await inject(harness.app, authRoutes.token, {
      query: { grant_type: 'refresh_token' },
      remoteAddress: ip,
      headers: { 'x-skillswap-csrf': '1', origin: harness.config.PUBLIC_URL },
      cookies: { skillswap_refresh: token },
      body: {},
    });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.headers['set-cookie']).toBeUndefined();
    clock.advance(5 * 60 * 1000);
    expect((await refresh(harness.app, token, { ip })).statusCode).toBe(200);
  });
});
