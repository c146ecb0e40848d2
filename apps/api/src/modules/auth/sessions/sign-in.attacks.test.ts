import { parseOptions } from '@node-rs/argon2';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManualClock } from '../../../lib/clock.ts';
import { createTestApp } from '../../../test/app.ts';
import { databaseKind } from '../../../test/database.ts';
import { signUpMember, type TestMember } from '../../../test/members.ts';
import { buildSiblingApp, freshIp, getUser, median, signIn } from '../../../test/auth-requests.ts';
import { hashPassword } from '../shared/password.ts';
import { inject } from '../../../test/inject.ts';
import { authRoutes } from '@skillswap/contracts/auth/routes';

const productionCost = { ARGON2_MEMORY_KIB: 19456, ARGON2_TIME_COST: 2 };
const comparableHeaders = (headers: Record<string, unknown>) => {
  const { date: _date, 'x-request-id': _id, ...rest } = headers;
  return rest;
};

// Passwords are hashed at the production cost here (the attacks are about that cost), so each test
// gets a minute.
describe(`sign-in and sign-up attacks on ${databaseKind}`, { timeout: 60_000 }, () => {
  const clock = createManualClock(new Date('2026-04-01T09:00:00Z'));
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    harness = await createTestApp({ config: productionCost, clock });
  });
  afterAll(() => harness.close());

  it('T1: unknown email and wrong password answer the same status, body and headers, and take the same time over 50 tries', async () => {
    const accounts: TestMember[] = [];
    for (let index = 0; index < 10; index += 1) accounts.push(await signUpMember(harness.app));
    // Warm up both paths (dummy hash, key cache, query plans) before measuring.
    await signIn(
      harness.app,
      { email: 'warm-up@skillswap.test', password: 'not-the-one' },
      { ip: freshIp() },
    );
    const unknownTimes: number[] = [];
    const wrongTimes: number[] = [];
    let unknownAnswer = null as null | { status: number; body: string; headers: object };
    let wrongAnswer = null as null | { status: number; body: string; headers: object };
    for (let attempt = 0; attempt < 50; attempt += 1) {
      let started = performance.now();
      const unknown = await signIn(
        harness.app,
        { email: `nobody-${attempt}@skillswap.test`, password: 'Wrong-password-1' },
        { ip: freshIp() },
      );
      unknownTimes.push(performance.now() - started);
      started = performance.now();
      const wrong = await signIn(
        harness.app,
        { email: accounts[attempt % 10]!.email, password: 'Wrong-password-1' },
        { ip: freshIp() },
      );
      wrongTimes.push(performance.now() - started);
      unknownAnswer = {
        status: unknown.statusCode,
        body: unknown.body,
        headers: comparableHeaders(unknown.headers),
      };
      wrongAnswer = { status: wrong.statusCode, body: wrong.body, headers: comparableHeaders(wrong.headers) };
      expect(wrongAnswer).toEqual(unknownAnswer);
    }
    expect(unknownAnswer).toMatchObject({
      status: 400,
      body: JSON.stringify({ code: 'invalid_credentials', message: 'Invalid login credentials' }),
    });
    // Within 20 % (auth.md, T1), read from each pair: the two ran back to back, so the ratio within a pair
    // cancels the machine's load drifting over the run (beside CI's other lanes it once moved the ratio of
    // the two medians to 1.22). A path that skipped the password hash would answer tens of times faster.
    const pairRatios = unknownTimes.map((unknownTime, index) => wrongTimes[index]! / unknownTime);
    const ratio = median(pairRatios);
    expect(Math.max(ratio, 1 / ratio)).toBeLessThan(1.2);
    // 110 password hashes at the production cost: about 5 s on a quiet machine, several times that beside
    // CI's other lanes.
  }, 90_000);

  it('T2: a deleted account gets the generic error with the right and the wrong password', async () => {
    const member = await signUpMember(harness.app);
    await harness.database.db.execute(`UPDATE users SET deleted_at = now() WHERE id = '${member.userId}'`);
    const right = await signIn(harness.app, member, { ip: freshIp() });
    const wrong = await signIn(
      harness.app,
      { email: member.email, password: 'Not-my-password-9' },
      { ip: freshIp() },
    );
    expect(right.statusCode).toBe(400);
    expect(right.body).toBe(wrong.body);
    expect(right.json()).toEqual({ code: 'invalid_credentials', message: 'Invalid login credentials' });
    expect((await getUser(harness.app, member.accessToken)).statusCode).toBe(401);
  });

  it('T3: sign-up with an existing email takes nothing over, discloses nothing and leaves the password unchanged', async () => {
    const owner = await signUpMember(harness.app);
    const fresh = await inject(harness.app, authRoutes.signUp, {
      remoteAddress: freshIp(),
      body: { fullName: 'Mallory', email: 'brand-new@skillswap.test', password: 'Mallory-takes-1' },
    });
    const existing = await inject(harness.app, authRoutes.signUp, {
      remoteAddress: freshIp(),
      body: { fullName: 'Mallory', email: owner.email.toUpperCase(), password: 'Mallory-takes-1' },
    });
    expect(existing.statusCode).toBe(fresh.statusCode);
    expect(Object.keys(comparableHeaders(existing.headers)).sort()).toEqual(
      Object.keys(comparableHeaders(fresh.headers)).sort(),
    );
    const shapeOf = (body: Record<string, unknown>) =>
      Object.fromEntries(Object.entries(body).map(([key, value]) => [key, typeof value]));
    expect(shapeOf(existing.json())).toEqual(shapeOf(fresh.json()));
    expect(Object.keys(existing.json<{ user: object }>().user)).toEqual(
      Object.keys(fresh.json<{ user: object }>().user),
    );

    const decoy = existing.json<{ access_token: string; refresh_token: string; user: { id: string } }>();
    expect(decoy.user.id).not.toBe(owner.userId);
    expect((await getUser(harness.app, decoy.access_token)).statusCode).toBe(401);
    expect(
      (await signIn(harness.app, { email: owner.email, password: 'Mallory-takes-1' }, { ip: freshIp() }))
        .statusCode,
    ).toBe(400);
    expect((await signIn(harness.app, owner, { ip: freshIp() })).statusCode).toBe(200);
    const mail = await harness.database.db.execute<{ subject: string; body_text: string }>(
      `SELECT subject, body_text FROM outbox WHERE lower(recipient) = lower('${owner.email}') ORDER BY id`,
    );
    const warning = mail.rows.find(
      (row) => row.subject === 'Someone tried to create a SkillSwap account with your address',
    );
    // The owner, usually the person who typed the address, is offered both ways back in.
    expect(warning?.body_text).toContain(
      `If it was you, your account is waiting: sign in at ${harness.config.PUBLIC_URL}/auth`,
    );
    expect(warning?.body_text).toContain(
      `Forgotten your password? Choose a new one at ${harness.config.PUBLIC_URL}/forgot-password`,
    );
  });

  it('T4: one IP spraying many accounts gets 429; many IPs on one account meet a back-off; the owner gets back in', async () => {
    const sprayer = freshIp();
    const answers: number[] = [];
    for (let attempt = 0; attempt < 31; attempt += 1) {
      const response = await signIn(
        harness.app,
        { email: `spray-${attempt}@skillswap.test`, password: 'Summer-2026!' },
        { ip: sprayer },
      );
      answers.push(response.statusCode);
      if (attempt === 30) expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(answers.slice(0, 30).every((status) => status === 400)).toBe(true);
    expect(answers[30]).toBe(429);

    const owner = await signUpMember(harness.app);
    // The owner signed in from their browser before, which left a device cookie there.
    const earlier = await signIn(harness.app, owner, { ip: freshIp() });
    const deviceCookie = /skillswap_device=([\w.-]+)/.exec(String(earlier.headers['set-cookie']))![1]!;
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const response = await signIn(
        harness.app,
        { email: owner.email, password: `Guess-${attempt}-x` },
        { ip: freshIp() },
      );
      expect(response.statusCode).toBe(400);
    }
    const heldBack = await signIn(harness.app, owner, { ip: freshIp() });
    expect(heldBack.statusCode).toBe(429);
    expect(Number(heldBack.headers['retry-after'])).toBeGreaterThan(0);
    const forged = await inject(harness.app, authRoutes.token, {
      query: { grant_type: 'password' },
      remoteAddress: freshIp(),
      cookies: { skillswap_device: `${deviceCookie.split('.')[0]}.forged` },
      body: { email: owner.email, password: owner.password },
      csrf: false,
    });
    expect(forged.statusCode).toBe(429);
    const fromOwnBrowser = await inject(harness.app, authRoutes.token, {
      query: { grant_type: 'password' },
      remoteAddress: freshIp(),
      cookies: { skillswap_device: deviceCookie },
      body: { email: owner.email, password: owner.password },
      csrf: false,
    });
    expect(fromOwnBrowser.statusCode).toBe(200);

    clock.advance(Number(heldBack.headers['retry-after']) * 1000);
    const backIn = await signIn(harness.app, owner, { ip: freshIp() });
    expect(backIn.statusCode).toBe(200);
  });

  it('T4 (parallel): guesses sent at once from many IPs cannot outrun the per-account back-off', async () => {
    const owner = await signUpMember(harness.app);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        signIn(harness.app, { email: owner.email, password: `Parallel-guess-${index}` }, { ip: freshIp() }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 400)).toHaveLength(6);
    expect(statuses.filter((status) => status === 429)).toHaveLength(14);
  });

  it('T5: a spoofed X-Forwarded-For does not reset the limit unless a trusted proxy is configured', async () => {
    const attacker = freshIp();
    let last = 0;
    for (let attempt = 0; attempt < 31; attempt += 1) {
      const response = await signIn(
        harness.app,
        { email: `xff-${attempt}@skillswap.test`, password: 'Summer-2026!' },
        { ip: attacker, headers: { 'x-forwarded-for': `198.51.100.${attempt + 1}` } },
      );
      last = response.statusCode;
    }
    expect(last).toBe(429);

    const behindProxy = await buildSiblingApp(harness.database, { TRUST_PROXY: 1 }, clock);
    try {
      const proxy = freshIp();
      for (let attempt = 0; attempt < 31; attempt += 1) {
        const response = await signIn(
          behindProxy,
          { email: `proxied-${attempt}@skillswap.test`, password: 'Summer-2026!' },
          { ip: proxy, headers: { 'x-forwarded-for': `203.0.113.${attempt + 1}` } },
        );
        last = response.statusCode;
      }
      expect(last).toBe(400);
    } finally {
      await behindProxy.close();
    }
  });

  it('T6: passwords of 5 characters, 257 characters and 1 MB are refused, 6 and 256 accepted, all 256 count, common ones refused', async () => {
    const signUp = (password: string, email = `rules-${password.length}-${Math.random()}@skillswap.test`) =>
      inject(harness.app, authRoutes.signUp, {
        remoteAddress: freshIp(),
        body: { fullName: 'Rule Tester', email, password },
      });
    const five = await signUp('Zq7!k');
    expect(five.statusCode).toBe(400);
    expect(five.json<{ message: string }>().message).toBe('Password must be at least 6 characters');
    expect((await signUp('Zq7!kW')).statusCode).toBe(200);
    expect((await signUp('a1-'.repeat(85) + 'x')).statusCode).toBe(200);
    expect((await signUp('b2-'.repeat(85) + 'xy')).statusCode).toBe(400);

    // A 1 MB body is refused before anything reads it: no account is made, so the address is still free.
    const hugeEmail = `rules-huge-${Math.random()}@skillswap.test`;
    const huge = await signUp('c'.repeat(1024 * 1024), hugeEmail);
    expect(huge.statusCode).toBe(413);
    const account = await harness.database.db.execute(
      sql`SELECT 1 FROM users WHERE lower(email) = lower(${hugeEmail})`,
    );
    expect(account.rows).toEqual([]);

    const long = 'k'.repeat(72) + '-first-ending';
    const member = await signUpMember(harness.app, { password: long });
    const sameStart = 'k'.repeat(72) + '-other-ending';
    expect(
      (await signIn(harness.app, { email: member.email, password: sameStart }, { ip: freshIp() })).statusCode,
    ).toBe(400);
    expect(
      (await signIn(harness.app, { email: member.email, password: long }, { ip: freshIp() })).statusCode,
    ).toBe(200);

    const common = await signUp('password123');
    expect(common.statusCode).toBe(422);
    expect(common.json()).toEqual({
      code: 'weak_password',
      message: 'This password is too common and easy to guess. Please choose a different one.',
    });
  });

  it('T7: the stored hash is argon2id at m=19456, t=2, p=1 by default and every hash has its own salt', async () => {
    const first = await hashPassword('same password for both');
    const second = await hashPassword('same password for both');
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(first).not.toBe(second);
    const saltOf = (phc: string) => phc.split('$')[4];
    expect(saltOf(first)).not.toBe(saltOf(second));
    expect(parseOptions(first).memoryCost).toBe(19456);

    const member = await signUpMember(harness.app);
    const stored = await harness.database.db.execute<{ password_hash: string }>(
      `SELECT password_hash FROM users WHERE id = '${member.userId}'`,
    );
    expect(stored.rows[0]!.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('re-hashes a password stored at an older cost when its owner signs in', async () => {
    const cheap = await buildSiblingApp(
      harness.database,
      { ARGON2_MEMORY_KIB: 1024, ARGON2_TIME_COST: 1 },
      clock,
    );
    const member = await signUpMember(cheap);
    await cheap.close();
    expect((await signIn(harness.app, member, { ip: freshIp() })).statusCode).toBe(200);
    const stored = await harness.database.db.execute<{ password_hash: string }>(
      `SELECT password_hash FROM users WHERE id = '${member.userId}'`,
    );
    expect(stored.rows[0]!.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });
});
