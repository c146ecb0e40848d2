import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Session } from '@skillswap/contracts/auth/schemas';
import type { ExplorePage } from '@skillswap/contracts/profiles/schemas';
import { freePort } from './test/ports.ts';
import { startServer, type RunningServer } from './test/server-processes.ts';

async function waitForLogLine(server: RunningServer, pattern: RegExp, timeoutMs = 30_000) {
  for (const startedAt = Date.now(); Date.now() - startedAt < timeoutMs;) {
    const match = pattern.exec(server.readLog());
    if (match) return match;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No log line matched ${pattern}:\n${server.readLog()}`);
}

// The embedded database and no SMTP server: what `npm ci && npm start` gives a newcomer (scripts/start.mjs
// sets NODE_ENV=production, MAIL_TRANSPORT=log and a secret of the install's own). Runs the same on
// either test database.
describe('a local install with no mail server', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'skillswap-local-mail-'));
  let server: RunningServer | null = null;
  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('a new member verifies the address with the link the server printed, then sends a swap request (201)', async () => {
    const port = await freePort();
    server = await startServer(
      {
        NODE_ENV: 'production',
        MAIL_TRANSPORT: 'log',
        AUTH_SECRET: randomBytes(32).toString('base64url'),
        DATA_DIR: dataDir,
        PORT: String(port),
        SEED_MEMBERS: '3',
        LOG_LEVEL: 'info',
        // npm start's hashing cost (the test helper's cheap one is refused in production).
        ARGON2_MEMORY_KIB: '19456',
        ARGON2_TIME_COST: '2',
      },
      // A first start creates the database and seeds it; on a busy machine that can take a minute or more.
      { timeoutMs: 170_000 },
    );
    const call = async <T>(method: string, url: string, options: { body?: object; token?: string } = {}) => {
      const response = await fetch(`${server!.baseUrl}${url}`, {
        method,
        headers: {
          ...(options.body ? { 'content-type': 'application/json' } : {}),
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        },
        ...(options.body ? { body: JSON.stringify(options.body) } : {}),
      });
      const text = await response.text();
      return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
    };

    const email = `newcomer-${randomBytes(4).toString('hex')}@skillswap.test`;
    const signUp = await call<Session>('POST', '/api/auth/signup', {
      body: { fullName: 'Nora Newcomer', email, password: `Swap-${randomBytes(9).toString('base64url')}` },
    });
    expect(signUp.status).toBe(200);
    const token = signUp.body.access_token;
    const profile = await call('PUT', '/api/me/profile', {
      token,
      body: {
        full_name: 'Nora Newcomer',
        bio: 'Learning.',
        skills_offered: ['Guitar'],
        skills_wanted: ['Chess'],
      },
    });
    expect(profile.status).toBe(200);
    const explore = await call<ExplorePage>('GET', '/api/profiles');
    const target = explore.body.items.find((member) => member.id !== signUp.body.user.id)!;
    const request = {
      targetId: target.id,
      offeredSkill: 'Guitar',
      requestedSkill: 'Chess',
      message: 'Shall we swap?',
    };
    const unverified = await call<{ code: string }>('POST', '/api/swap-requests', { token, body: request });
    expect(unverified.status).toBe(403);
    expect(unverified.body.code).toBe('email_unverified');

    // What the terminal shows: the link, in the line that says where the mail went.
    const line = await waitForLogLine(
      server,
      new RegExp(
        `"msg":"E-mail \\\\"[^"]*\\\\" to ${email.replace(/[.]/g, '\\.')} delivered to log[^"]*Links: [^"]*?(http://\\S+/verify-email\\?token=[\\w-]+)`,
      ),
    );
    const link = new URL(line[1]!);
    expect(`${link.origin}${link.pathname}`).toBe(`http://localhost:${port}/verify-email`);
    const verified = await call('POST', '/api/auth/verify-email', {
      body: { token: link.searchParams.get('token') },
    });
    expect(verified.status).toBe(200);
    const refreshed = await call<Session>('POST', '/api/auth/token?grant_type=refresh_token', {
      body: { refresh_token: signUp.body.refresh_token },
    });
    expect(refreshed.status).toBe(200);

    const sent = await call('POST', '/api/swap-requests', {
      token: refreshed.body.access_token,
      body: request,
    });
    expect(sent.status).toBe(201);

    // The same mail, readable in the local mailbox (this test runs on the server's computer).
    const mailbox = await fetch(`${server.baseUrl}/dev/mailbox`);
    expect(mailbox.status).toBe(200);
    expect(await mailbox.text()).toContain(`<a href="${line[1]!.replaceAll('&', '&#38;')}">`);
  }, 300_000);
});
