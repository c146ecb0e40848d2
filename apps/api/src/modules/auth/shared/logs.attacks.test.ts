import { createHash, randomBytes } from 'node:crypto';
import { OAuth2Server } from 'oauth2-mock-server';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '@skillswap/contracts/auth/schemas';
import { databaseKind } from '../../../test/database.ts';
import { totpCodeAt } from '../../../test/mfa-requests.ts';
import { startServerProcess, type ServerProcess } from '../../../test/server-process.ts';

const authSecret = `log-test-${randomBytes(24).toString('hex')}`;

/** A database for the child server: in-process PGlite by default, a fresh PostgreSQL database when asked. */
async function prepareDatabase(): Promise<{ env: Record<string, string>; drop(): Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return { env: {}, drop: async () => undefined };
  const name = `skillswap_logs_${randomBytes(6).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(sql).finally(() => client.end());
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString() },
    drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

describe(`what reaches the logs on ${databaseKind}`, () => {
  const provider = new OAuth2Server();
  let server: ServerProcess;
  const siteOrigin = 'http://skillswap.localhost';
  let database: Awaited<ReturnType<typeof prepareDatabase>>;
  const secrets: string[] = [authSecret];

  beforeAll(async () => {
    await provider.issuer.keys.generate('RS256');
    await provider.start(0, '127.0.0.1');
    provider.service.on('beforeUserinfo', (response: { body: object }) => {
      response.body = {
        sub: 'log-1',
        email: 'logged@skillswap.test',
        email_verified: true,
        name: 'Log Member',
      };
    });
    const issuer = provider.issuer.url!;
    database = await prepareDatabase();
    server = await startServerProcess({
      ...database.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'debug',
      // The cookie refresh below must name an allowed Origin; the port is not known before the start.
      PUBLIC_URL: siteOrigin,
      AUTH_SECRET: authSecret,
      ARGON2_MEMORY_KIB: '1024',
      ARGON2_TIME_COST: '1',
      OAUTH_GOOGLE_CLIENT_ID: 'skillswap-google',
      OAUTH_GOOGLE_CLIENT_SECRET: 'google-client-secret-for-logs',
      OAUTH_GOOGLE_AUTHORIZATION_URL: `${issuer}/authorize`,
      OAUTH_GOOGLE_TOKEN_URL: `${issuer}/token`,
      OAUTH_GOOGLE_USER_URL: `${issuer}/userinfo`,
    });
    secrets.push('google-client-secret-for-logs');
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    await provider.stop();
    await database?.drop();
  });

  async function call<T>(
    method: string,
    url: string,
    options: { body?: object; token?: string; headers?: Record<string, string> } = {},
  ) {
    const response = await fetch(`${server.baseUrl}${url}`, {
      method,
      redirect: 'manual',
      headers: {
        ...(options.body ? { 'content-type': 'application/json' } : {}),
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...options.headers,
      },
      body: options.body ? JSON.stringify(options.body) : undefined,
    });
    const text = await response.text();
    return {
      status: response.status,
      headers: response.headers,
      json: (text ? JSON.parse(text) : null) as T,
    };
  }

  it('T32: after a full run of sign-up, sign-in, refresh, MFA, OAuth and sign-out the logs hold no password, token, secret or code', async () => {
    const password = `Log-pass-${randomBytes(6).toString('hex')}`;
    const email = 'log-member@skillswap.test';
    secrets.push(password);
    const signUp = await call<Session>('POST', '/api/auth/signup', {
      body: { fullName: 'Log Member', email, password },
    });
    expect(signUp.status).toBe(200);
    const wrongPassword = `Wrong-pass-${randomBytes(6).toString('hex')}`;
    secrets.push(wrongPassword);
    expect(
      (
        await call('POST', '/api/auth/token?grant_type=password', {
          body: { email, password: wrongPassword },
        })
      ).status,
    ).toBe(400);
    const signIn = await call<Session>('POST', '/api/auth/token?grant_type=password', {
      body: { email, password },
    });
    secrets.push(
      signIn.json.access_token,
      signIn.json.refresh_token!,
      signUp.json.access_token,
      signUp.json.refresh_token!,
    );
    const refreshed = await call<Session>('POST', '/api/auth/token?grant_type=refresh_token', {
      body: { refresh_token: signIn.json.refresh_token },
    });
    secrets.push(refreshed.json.access_token, refreshed.json.refresh_token!);

    const enrolled = await call<{ id: string; totp: { secret: string; uri: string } }>(
      'POST',
      '/api/auth/factors',
      {
        token: refreshed.json.access_token,
        body: { friendly_name: 'Logged app', factor_type: 'totp' },
      },
    );
    secrets.push(enrolled.json.totp.secret);
    const challenge = await call<{ id: string }>('POST', `/api/auth/factors/${enrolled.json.id}/challenge`, {
      token: refreshed.json.access_token,
      body: {},
    });
    const code = totpCodeAt(enrolled.json.totp.secret, new Date());
    const verified = await call<Session>('POST', `/api/auth/factors/${enrolled.json.id}/verify`, {
      token: refreshed.json.access_token,
      body: { challenge_id: challenge.json.id, code },
    });
    expect(verified.status).toBe(200);
    secrets.push(verified.json.access_token, verified.json.refresh_token!);

    const start = await call('GET', '/api/auth/authorize?provider=google&redirect_to=/settings');
    const atProvider = await fetch(start.headers.get('location')!, { redirect: 'manual' });
    const callbackUrl = new URL(atProvider.headers.get('location')!);
    secrets.push(callbackUrl.searchParams.get('code')!, callbackUrl.searchParams.get('state')!);
    const callback = await call('GET', `${callbackUrl.pathname}${callbackUrl.search}`);
    expect(callback.status).toBe(302);
    const cookie = /skillswap_refresh=([\w-]+)/.exec(callback.headers.get('set-cookie') ?? '')![1]!;
    secrets.push(cookie);
    const restored = await call<Session>('POST', '/api/auth/token?grant_type=refresh_token', {
      headers: {
        'x-skillswap-csrf': '1',
        origin: siteOrigin,
        cookie: `skillswap_refresh=${cookie}`,
      },
      body: {},
    });
    secrets.push(restored.json.access_token);
    expect((await call('POST', '/api/auth/logout', { token: verified.json.access_token })).status).toBe(204);

    const log = server.readLog();
    expect(log).toContain('incoming request');
    expect(log).toContain('/api/auth/callback?');
    for (const secret of secrets) expect(log).not.toContain(secret);
    expect(log).not.toMatch(new RegExp(`(?<![\\d.])${code}(?![\\d.])`));
    const derived = createHash('sha256').update(password).digest('hex');
    expect(log).not.toContain(derived);
  });

  it('T51: a secret in a path (a calendar feed’s token) reaches the log redacted, like one in a query', async () => {
    const signUp = await call<Session>('POST', '/api/auth/signup', {
      body: { fullName: 'Feed Member', email: 'feed-log@skillswap.test', password: 'Feed-log-pass-1' },
    });
    expect(signUp.status).toBe(200);
    const created = await call<{ url: string }>('POST', '/api/me/calendar-feed', {
      token: signUp.json.access_token,
    });
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    const feedPath = new URL(created.json.url).pathname;
    const token = feedPath
      .split('/')
      .at(-1)!
      .replace(/\.ics$/, '');
    expect(token).toMatch(/^[\w-]{43}$/);
    expect((await fetch(`${server.baseUrl}${feedPath}`)).status).toBe(200);
    expect((await fetch(`${server.baseUrl}${feedPath}/?token=${token}`)).status).toBe(200);

    const log = server.readLog();
    expect(log).toContain('/api/calendar-feeds/redacted');
    expect(log).not.toContain(token);
  });
});
