import { sql } from 'drizzle-orm';
import { createHash, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '@skillswap/contracts/auth/schemas';
import { createManualClock } from '../../../lib/clock.ts';
import { createTestApp } from '../../../test/app.ts';
import { databaseKind } from '../../../test/database.ts';
import { signUpMember } from '../../../test/members.ts';
import { inject } from '../../../test/inject.ts';
import { oauthRoutes } from '@skillswap/contracts/auth/oauth-routes';
import { authRoutes } from '@skillswap/contracts/auth/routes';

interface UserInfoResponse {
  body: Record<string, unknown>;
  statusCode: number;
}

describe(`OAuth sign-in attacks on ${databaseKind}`, () => {
  const clock = createManualClock(new Date());
  const provider = new OAuth2Server();
  let githubApi: Server;
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  let googleUser: Record<string, unknown> = {};
  const githubUser = { id: 4242, login: 'octo-member', name: 'Octo Member', email: null };
  const githubEmails = [{ email: 'octo@skillswap.test', primary: true, verified: true }];

  beforeAll(async () => {
    await provider.issuer.keys.generate('RS256');
    await provider.start(0, '127.0.0.1');
    provider.service.on('beforeUserinfo', (response: UserInfoResponse) => {
      response.body = googleUser;
    });
    // GitHub's user API shape, served locally: the profile and the list of verified addresses.
    githubApi = createServer((request, response) => {
      response.setHeader('content-type', 'application/json');
      const isAuthorized = request.headers.authorization?.startsWith('Bearer ');
      if (!isAuthorized) return response.writeHead(401).end('{}');
      response.end(JSON.stringify(request.url === '/user/emails' ? githubEmails : githubUser));
    });
    await new Promise<void>((resolve) => githubApi.listen(0, '127.0.0.1', resolve));
    const issuer = provider.issuer.url!;
    const githubBase = `http://127.0.0.1:${(githubApi.address() as AddressInfo).port}`;
    harness = await createTestApp({
      clock,
      config: {
        OAUTH_GOOGLE_CLIENT_ID: 'skillswap-google',
        OAUTH_GOOGLE_CLIENT_SECRET: 'google-client-secret',
        OAUTH_GOOGLE_AUTHORIZATION_URL: `${issuer}/authorize`,
        OAUTH_GOOGLE_TOKEN_URL: `${issuer}/token`,
        OAUTH_GOOGLE_USER_URL: `${issuer}/userinfo`,
        OAUTH_GITHUB_CLIENT_ID: 'skillswap-github',
        OAUTH_GITHUB_CLIENT_SECRET: 'github-client-secret',
        OAUTH_GITHUB_AUTHORIZATION_URL: `${issuer}/authorize`,
        OAUTH_GITHUB_TOKEN_URL: `${issuer}/token`,
        OAUTH_GITHUB_USER_URL: `${githubBase}/user`,
      },
    });
  });
  afterAll(async () => {
    await harness.close();
    await provider.stop();
    await new Promise((resolve) => githubApi.close(resolve));
  });

  /**
   * Follows the browser through: our authorize → the provider → our callback. Answers the callback's
   * response.
   */
  async function roundTrip(query: Record<string, string>) {
    const start = await harness.app.inject({
      method: 'GET',
      url: `/api/auth/authorize?${new URLSearchParams(query).toString()}`,
    });
    if (start.statusCode !== 302) return { start, callback: null, callbackUrl: null };
    const atProvider = await fetch(String(start.headers.location), { redirect: 'manual' });
    const callbackUrl = new URL(atProvider.headers.get('location')!);
    const callback = await harness.app.inject({
      method: 'GET',
      url: `${callbackUrl.pathname}${callbackUrl.search}`,
    });
    return { start, callback, callbackUrl };
  }

  it('lists only the configured providers and signs a new member in with Google through the refresh cookie; the provider-verified address counts as verified', async () => {
    const providers = await inject(harness.app, oauthRoutes.listProviders);
    expect(providers.json()).toEqual([
      { id: 'github', name: 'GitHub' },
      { id: 'google', name: 'Google' },
    ]);
    googleUser = { sub: 'google-1', email: 'olive@skillswap.test', email_verified: true, name: 'Olive Auth' };
    const { start, callback } = await roundTrip({ provider: 'google', redirect_to: '/settings' });
    const providerUrl = new URL(String(start.headers.location));
    expect(providerUrl.searchParams.get('code_challenge_method')).toBe('S256');
    expect(providerUrl.searchParams.get('state')).toMatch(/^[\w-]{43}$/);
    expect(callback!.statusCode).toBe(302);
    expect(callback!.headers.location).toBe(`${harness.config.PUBLIC_URL}/settings`);
    const cookie = /skillswap_refresh=([\w-]+)/.exec(String(callback!.headers['set-cookie']))![1]!;
    const restored = await inject(harness.app, authRoutes.token, {
      query: { grant_type: 'refresh_token' },
      headers: { 'x-skillswap-csrf': '1', origin: harness.config.PUBLIC_URL },
      cookies: { skillswap_refresh: cookie },
      body: {},
    });
    expect(restored.json<Session>().user).toMatchObject({
      email: 'olive@skillswap.test',
      user_metadata: { full_name: 'Olive Auth' },
      emailVerifiedAt: expect.any(String) as unknown,
    });
    // No verification link is mailed: the provider vouched for the address.
    const links = await harness.database.db.execute<{ total: string }>(
      sql`SELECT count(*) AS total FROM outbox WHERE recipient = 'olive@skillswap.test' AND subject LIKE 'Verify%'`,
    );
    expect(Number(links.rows[0]!.total)).toBe(0);
  });

  it('signs in with GitHub using its verified primary address, linking the existing account', async () => {
    const existing = await signUpMember(harness.app, { email: 'octo@skillswap.test' });
    const { callback } = await roundTrip({ provider: 'github' });
    expect(callback!.headers.location).toBe(`${harness.config.PUBLIC_URL}/`);
    const cookie = /skillswap_refresh=([\w-]+)/.exec(String(callback!.headers['set-cookie']))![1]!;
    const restored = await inject(harness.app, authRoutes.token, {
      query: { grant_type: 'refresh_token' },
      headers: { 'x-skillswap-csrf': '1', origin: harness.config.PUBLIC_URL },
      cookies: { skillswap_refresh: cookie },
      body: {},
    });
    expect(restored.json<Session>().user.id).toBe(existing.userId);
  });

  it('refuses to link an address the provider has not verified', async () => {
    const victim = await signUpMember(harness.app);
    googleUser = { sub: 'google-attacker', email: victim.email, email_verified: false, name: 'Mallory' };
    const { callback } = await roundTrip({ provider: 'google' });
    expect(callback!.headers.location).toBe(`${harness.config.PUBLIC_URL}/auth?error=email_not_verified`);
    expect(callback!.headers['set-cookie']).toBeUndefined();
  });

  it('a provider name that reads backwards is not used; the new member is named after their address', async () => {
    googleUser = {
      sub: 'google-mirror',
      email: 'mirror@skillswap.test',
      email_verified: true,
      name: '\u202eciV reweiV',
    };
    const { callback } = await roundTrip({ provider: 'google' });
    const cookie = /skillswap_refresh=([\w-]+)/.exec(String(callback!.headers['set-cookie']))![1]!;
    const restored = await inject(harness.app, authRoutes.token, {
      query: { grant_type: 'refresh_token' },
      headers: { 'x-skillswap-csrf': '1', origin: harness.config.PUBLIC_URL },
      cookies: { skillswap_refresh: cookie },
      body: {},
    });
    expect(restored.json<Session>().user.user_metadata.full_name).toBe('mirror');
  });

  it('T29: plain PKCE is refused; //evil.example, user@evil.example and other hosts in redirect_to fall back to the site; the code works once and expires', async () => {
    const plain = await inject(harness.app, oauthRoutes.authorize, {
      query: { provider: 'google', code_challenge: 'a'.repeat(43), code_challenge_method: 'plain' },
    });
    expect(plain.statusCode).toBe(400);
    expect(plain.json<{ message: string }>().message).toBe('Only the S256 PKCE method is supported');

    googleUser = {
      sub: 'google-2',
      email: 'redirects@skillswap.test',
      email_verified: true,
      name: 'Red Irect',
    };
    const site = new URL(harness.config.PUBLIC_URL).origin;
    for (const target of [
      '//evil.example',
      'https://user@evil.example',
      `${site.replace('://', '://user@')}/settings`,
      'https://evil.example/settings',
      `https://${new URL(site).host}.evil.example/`,
      '/\\evil.example',
      'javascript:alert(1)',
    ]) {
      const { callback } = await roundTrip({ provider: 'google', redirect_to: target });
      expect(callback!.statusCode).toBe(302);
      expect(new URL(String(callback!.headers.location)).origin).toBe(site);
      expect(String(callback!.headers.location)).not.toContain('evil');
    }
    const kept = await roundTrip({ provider: 'google', redirect_to: 'user@evil.example' });
    expect(new URL(String(kept.callback!.headers.location)).origin).toBe(site);

    // A client running its own PKCE gets a sign-in code to exchange with its verifier, once.
    const verifier = randomBytes(32).toString('base64url');
    const challenge = createHash('sha256').update(verifier).digest('base64url');
    const { callback, callbackUrl } = await roundTrip({
      provider: 'google',
      redirect_to: '/auth/callback',
      code_challenge: challenge,
      code_challenge_method: 'S256',
    });
    const code = new URL(String(callback!.headers.location)).searchParams.get('code')!;
    expect(code).toMatch(/^[\w-]{43}$/);
    const exchange = (body: object) =>
      inject(harness.app, authRoutes.token, { unchecked: true, query: { grant_type: 'pkce' }, body });
    expect((await exchange({ auth_code: code, code_verifier: 'wrong'.repeat(10) })).statusCode).toBe(400);
    const replayedCallback = await harness.app.inject({
      method: 'GET',
      url: `${callbackUrl!.pathname}${callbackUrl!.search}`,
    });
    expect(replayedCallback.headers.location).toBe(`${harness.config.PUBLIC_URL}/auth?error=invalid_state`);

    const second = await roundTrip({
      provider: 'google',
      code_challenge: challenge,
      code_challenge_method: 'S256',
    });
    const secondCode = new URL(String(second.callback!.headers.location)).searchParams.get('code')!;
    const first = await exchange({ auth_code: secondCode, code_verifier: verifier });
    expect(first.statusCode).toBe(200);
    expect(first.json<Session>().user.email).toBe('redirects@skillswap.test');
    const again = await exchange({ auth_code: secondCode, code_verifier: verifier });
    expect(again.statusCode).toBe(400);
    expect(again.json<{ message: string }>().message).toBe('Invalid or expired sign-in code');

    const third = await roundTrip({
      provider: 'google',
      code_challenge: challenge,
      code_challenge_method: 'S256',
    });
    const lateCode = new URL(String(third.callback!.headers.location)).searchParams.get('code')!;
    clock.advance(5 * 60 * 1000 + 1000);
    expect((await exchange({ auth_code: lateCode, code_verifier: verifier })).statusCode).toBe(400);
  });
});
