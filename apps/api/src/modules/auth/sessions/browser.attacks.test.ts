import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csrfHeader } from '@skillswap/contracts/auth/schemas';
import { createTestApp } from '../../../test/app.ts';
import { databaseKind } from '../../../test/database.ts';
import { signUpMember } from '../../../test/members.ts';
import { buildSiblingApp, getUser, refresh } from '../../../test/auth-requests.ts';
import { inject } from '../../../test/inject.ts';
import { authRoutes } from '@skillswap/contracts/auth/routes';
import { factorRoutes } from '@skillswap/contracts/auth/factor-routes';

const browser = { [csrfHeader.name]: csrfHeader.value };

describe(`browser-facing attacks on ${databaseKind}`, () => {
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    harness = await createTestApp();
  });
  afterAll(() => harness.close());

  /** Signs in as the web app does and answers the refresh cookie's value. */
  async function signInWithCookie() {
    const member = await signUpMember(harness.app);
    const response = await inject(harness.app, authRoutes.token, {
      query: { grant_type: 'password' },
      headers: { ...browser, origin: harness.config.PUBLIC_URL },
      body: { email: member.email, password: member.password },
    });
    const cookie = /skillswap_refresh=([\w-]+)/.exec(String(response.headers['set-cookie']))![1]!;
    return { member, cookie, accessToken: response.json<{ access_token: string }>().access_token };
  }

  it('T30: cookie endpoints with a foreign Origin or without the custom header answer 403, and GET changes nothing', async () => {
    const { cookie, accessToken } = await signInWithCookie();
    const attempts = [
      {
        url: '/api/auth/token?grant_type=refresh_token',
        headers: { ...browser, origin: 'https://evil.example' },
      },
      { url: '/api/auth/token?grant_type=refresh_token', headers: { origin: harness.config.PUBLIC_URL } },
      { url: '/api/auth/token?grant_type=refresh_token', headers: {} },
      { url: '/api/auth/logout', headers: { ...browser, origin: 'https://evil.example' } },
      { url: '/api/auth/logout', headers: {} },
    ];
    for (const attempt of attempts) {
      const response = await harness.app.inject({
        method: 'POST',
        url: attempt.url,
        headers: attempt.headers,
        cookies: { skillswap_refresh: cookie },
        payload: {},
      });
      expect(response.statusCode).toBe(403);
      expect(response.json<{ code: string }>().code).toBe('forbidden');
    }
    for (const url of ['/api/auth/logout', '/api/auth/token?grant_type=refresh_token']) {
      const response = await harness.app.inject({
        method: 'GET',
        url,
        headers: { ...browser, accept: 'application/json' },
        cookies: { skillswap_refresh: cookie },
      });
      // A cookie endpoint only takes POST: GET is 405 Method Not Allowed, naming POST, and changes nothing.
      expect(response.statusCode).toBe(405);
      expect(response.headers.allow).toContain('POST');
    }
    expect((await getUser(harness.app, accessToken)).statusCode).toBe(200);
    const stillValid = await inject(harness.app, authRoutes.token, {
      query: { grant_type: 'refresh_token' },
      headers: { ...browser, origin: harness.config.PUBLIC_URL },
      cookies: { skillswap_refresh: cookie },
      body: {},
      csrf: false,
    });
    expect(stillValid.statusCode).toBe(200);
  });

  it('T40: cookie endpoints with the custom header but no Origin answer 403 and change nothing', async () => {
    const { cookie, accessToken } = await signInWithCookie();
    for (const url of ['/api/auth/token?grant_type=refresh_token', '/api/auth/logout']) {
      const response = await harness.app.inject({
        method: 'POST',
        url,
        headers: browser,
        cookies: { skillswap_refresh: cookie },
        payload: {},
      });
      expect(response.statusCode).toBe(403);
      expect(response.json<{ code: string; message: string }>()).toMatchObject({
        code: 'forbidden',
        message: expect.stringContaining('Origin') as unknown,
      });
      expect(response.headers['set-cookie']).toBeUndefined();
    }
    // Neither the refresh nor the sign-out happened: the session and its cookie still work.
    expect((await getUser(harness.app, accessToken)).statusCode).toBe(200);
    const withOrigin = await inject(harness.app, authRoutes.token, {
      query: { grant_type: 'refresh_token' },
      headers: { ...browser, origin: harness.config.PUBLIC_URL },
      cookies: { skillswap_refresh: cookie },
      body: {},
      csrf: false,
    });
    expect(withOrigin.statusCode).toBe(200);
  });

  it('T31: security headers on every response, token responses not cacheable, and no CORS for other sites', async () => {
    const member = await signUpMember(harness.app);
    const responses = [
      await inject(harness.app, factorRoutes.getAssurance),
      await harness.app.inject({ method: 'GET', url: '/.well-known/jwks.json' }),
      await inject(harness.app, authRoutes.getUser),
      await harness.app.inject({
        method: 'GET',
        url: '/api/nowhere',
        headers: { accept: 'application/json' },
      }),
      await refresh(harness.app, member.refreshToken),
    ];
    for (const response of responses) {
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBeDefined();
      expect(response.headers['strict-transport-security']).toBeUndefined();
    }
    expect(responses[4]!.headers['cache-control']).toBe('no-store');

    const preflight = await harness.app.inject({
      method: 'OPTIONS',
      url: '/api/auth/token?grant_type=password',
      headers: {
        origin: 'https://evil.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': `content-type, ${csrfHeader.name}`,
      },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    const crossSite = await inject(harness.app, factorRoutes.getAssurance, {
      headers: { origin: 'https://evil.example' },
    });
    expect(crossSite.headers['access-control-allow-origin']).toBeUndefined();

    const secureSite = await buildSiblingApp(harness.database, { PUBLIC_URL: 'https://skillswap.example' });
    try {
      const other = await signUpMember(secureSite);
      const signIn = await inject(secureSite, authRoutes.token, {
        query: { grant_type: 'password' },
        headers: { ...browser, origin: 'https://skillswap.example' },
        body: { email: other.email, password: other.password },
      });
      expect(signIn.headers['strict-transport-security']).toContain('max-age=');
      expect(String(signIn.headers['set-cookie'])).toContain('Secure');
      expect(signIn.headers['cache-control']).toBe('no-store');
    } finally {
      await secureSite.close();
    }
  });
});
