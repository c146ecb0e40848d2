import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csrfHeader, sessionSchema, type Session } from '@skillswap/contracts/auth/schemas';
import { createTestApp } from '../../../test/app.ts';
import { databaseKind } from '../../../test/database.ts';
import { signUpMember } from '../../../test/members.ts';
import { inject } from '../../../test/inject.ts';
import { authRoutes } from '@skillswap/contracts/auth/routes';
import { factorRoutes } from '@skillswap/contracts/auth/factor-routes';

describe(`accounts on ${databaseKind}`, () => {
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    harness = await createTestApp();
  });
  afterAll(() => harness.close());

  it('signs a new member up with a profile, a welcome e-mail and a working session', async () => {
    const response = await inject(harness.app, authRoutes.signUp, {
      body: { fullName: '  Ada Lovelace ', email: 'ada@skillswap.test', password: 'engines-of-1843' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const session = sessionSchema.parse(response.json());
    expect(session.user).toMatchObject({
      email: 'ada@skillswap.test',
      user_metadata: { full_name: 'Ada Lovelace' },
      factors: [],
      emailVerifiedAt: null,
    });
    expect(session.expires_in).toBe(900);
    expect(session.refresh_token).toMatch(/^[\w-]{43}$/);

    const me = await inject(harness.app, authRoutes.getUser, {
      headers: { authorization: `Bearer ${session.access_token}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual(session.user);

    const profile = await harness.database.db.execute<{ full_name: string }>(
      `SELECT full_name FROM profiles WHERE id = '${session.user.id}'`,
    );
    expect(profile.rows[0]?.full_name).toBe('Ada Lovelace');
    const mail = await harness.database.db.execute<{ subject: string; body_text: string }>(
      `SELECT subject, body_text FROM outbox WHERE recipient = 'ada@skillswap.test' ORDER BY id`,
    );
    expect(mail.rows.map((row) => row.subject)).toEqual([
      'Welcome to SkillSwap',
      'Verify your e-mail address for SkillSwap',
    ]);
    // "Complete your profile" leads to the profile step, not to privacy settings.
    expect(mail.rows[0]?.body_text).toContain(
      `Complete your profile to start trading skills: ${harness.config.PUBLIC_URL}/welcome`,
    );
  });

  it('refuses a password of nothing but spaces, and creates no account', async () => {
    const response = await inject(harness.app, authRoutes.signUp, {
      body: { fullName: 'Blank Key', email: 'blank-key@skillswap.test', password: '      ' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'validation_failed',
      message: 'Password cannot be only spaces',
    });
    const short = await inject(harness.app, authRoutes.signUp, {
      body: { fullName: 'Blank Key', email: 'blank-key@skillswap.test', password: '  ' },
    });
    expect(short.json()).toMatchObject({ message: 'Password must be at least 6 characters' });
    const accounts = await harness.database.db.execute<{ total: number }>(
      `SELECT count(*)::int AS total FROM users WHERE email = 'blank-key@skillswap.test'`,
    );
    expect(accounts.rows[0]?.total).toBe(0);
  });

  it('signs a member in with their password and refreshes the session', async () => {
    const member = await signUpMember(harness.app);
    const signIn = await inject(harness.app, authRoutes.token, {
      query: { grant_type: 'password' },
      body: { email: member.email.toUpperCase(), password: member.password },
    });
    expect(signIn.statusCode).toBe(200);
    const session = signIn.json<Session>();
    expect(session.user.id).toBe(member.userId);

    const refreshed = await inject(harness.app, authRoutes.token, {
      query: { grant_type: 'refresh_token' },
      body: { refresh_token: session.refresh_token },
    });
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.json<Session>().refresh_token).not.toBe(session.refresh_token);
  });

  it('keeps the refresh token in an HttpOnly cookie for the web app', async () => {
    const member = await signUpMember(harness.app);
    const signIn = await inject(harness.app, authRoutes.token, {
      query: { grant_type: 'password' },
      headers: { [csrfHeader.name]: csrfHeader.value, origin: harness.config.PUBLIC_URL },
      body: { email: member.email, password: member.password },
    });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json<Session>().refresh_token).toBeUndefined();
    const cookie = String(signIn.headers['set-cookie']);
    expect(cookie).toMatch(/^skillswap_refresh=[\w-]{43};/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    expect(cookie).toContain('Path=/api/auth');
    expect(cookie).not.toContain('Secure');
    const hint = signIn.cookies.find((set) => set.name === 'skillswap_session');
    expect(hint).toMatchObject({ value: '1', path: '/', sameSite: 'Strict' });
    expect(hint?.httpOnly).toBeFalsy();

    const value = /skillswap_refresh=([\w-]+)/.exec(cookie)![1]!;
    const refreshed = await inject(harness.app, authRoutes.token, {
      query: { grant_type: 'refresh_token' },
      headers: { [csrfHeader.name]: csrfHeader.value, origin: harness.config.PUBLIC_URL },
      cookies: { skillswap_refresh: value },
      body: {},
    });
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.json<Session>().user.id).toBe(member.userId);

    const signOut = await inject(harness.app, authRoutes.logout, {
      headers: { [csrfHeader.name]: csrfHeader.value, origin: harness.config.PUBLIC_URL },
      cookies: {
        skillswap_refresh: /skillswap_refresh=([\w-]+)/.exec(String(refreshed.headers['set-cookie']))![1]!,
      },
      body: {},
    });
    expect(signOut.statusCode).toBe(204);
    expect(String(signOut.headers['set-cookie'])).toMatch(/skillswap_refresh=;/);
    expect(signOut.cookies.find((set) => set.name === 'skillswap_session')?.value).toBe('');
  });

  it('tells the assurance level, and nothing without a session', async () => {
    const anonymous = await inject(harness.app, factorRoutes.getAssurance);
    expect(anonymous.json()).toEqual({
      currentLevel: null,
      nextLevel: null,
      currentAuthenticationMethods: [],
    });
    const member = await signUpMember(harness.app);
    const signedIn = await inject(harness.app, factorRoutes.getAssurance, { as: member });
    expect(signedIn.json()).toMatchObject({
      currentLevel: 'aal1',
      nextLevel: 'aal1',
      currentAuthenticationMethods: [{ method: 'password' }],
    });
  });

  it('publishes the public signing keys', async () => {
    const response = await harness.app.inject({ method: 'GET', url: '/.well-known/jwks.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=600');
    const { keys } = response.json<{ keys: Array<Record<string, string>> }>();
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) {
      expect(key).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig' });
      expect(key).not.toHaveProperty('d');
    }
  });
});
