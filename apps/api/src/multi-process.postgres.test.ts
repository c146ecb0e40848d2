import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ParsedMail } from 'mailparser';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '@skillswap/contracts/auth/schemas';
import { buildApp } from './app.ts';
import { testConfig } from './config.ts';
import { profiles, users } from './db/schema/index.ts';
import { countDeliveries } from './lib/mail/mail-delivery-count.test-helper.ts';
import { startSmtpPeer, type SmtpPeer } from './lib/mail/smtp-peer.test-helper.ts';
import { enqueueMessage } from './lib/outbox.ts';
import { createSwapKit, type KitMember } from './modules/swap-lifecycle/swaps.test-helper.ts';
import { createTestDatabase } from './test/database.ts';
import { isAcceptingConnections, startServerProcess, type ServerProcess } from './test/server-process.ts';
import { startSlowRequest } from './test/slow-request.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const from = 'SkillSwap <no-reply@skillswap.test>';
const authSecret = `two-processes-${randomBytes(24).toString('hex')}`;
const dayMs = 24 * 60 * 60 * 1000;
/**
 * One public origin for the set-up app and both processes: it is the issuer and audience of access tokens.
 */
const publicUrl = 'http://localhost:3000';

async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs = 30_000) {
  for (const startedAt = Date.now(); Date.now() - startedAt < timeoutMs; await sleep(100)) {
    if (await check()) return;
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** Log lines of a server process as objects (pino writes one JSON object per line). */
function logEntries(server: ServerProcess): Array<Record<string, unknown>> {
  return server
    .readLog()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

// Real server processes hashing passwords at their configured cost: a test may wait on both behind
// CI's other lanes.
describe('two server processes on one PostgreSQL', { timeout: 60_000 }, () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let setupApp: FastifyInstance;
  let kit: ReturnType<typeof createSwapKit>;
  let peer: SmtpPeer;
  let a: ServerProcess;
  let b: ServerProcess;
  let expiring: { requester: KitMember; swapId: string };
  let purgedMemberId: string;
  let digestMember: KitMember;
  let freeMember: KitMember;
  let recipients: KitMember[];

  beforeAll(async () => {
    database = await createTestDatabase();
    // Set-up goes through the real API too, in this process, on the same database and secret.
    setupApp = await buildApp({
      config: testConfig({ AUTH_SECRET: authSecret, PUBLIC_URL: publicUrl }),
      database,
    });
    await setupApp.ready();
    kit = createSwapKit(setupApp, database);

    // Work waiting for the background jobs before either process starts.
    for (let index = 0; index < 30; index += 1) {
      await enqueueMessage(database.db, {
        to: `reader${index}@mail.test`,
        subject: `Queued ${index}`,
        text: 'Hi',
      });
    }
    const requester = await kit.joinMember('Rita Requester');
    const recipient = await kit.joinMember('Sam Silent');
    expiring = { requester, swapId: await kit.requestSwap(requester, recipient) };
    await database.db.execute(
      sql`UPDATE swaps SET expires_at = now() - interval '1 minute' WHERE id = ${expiring.swapId}`,
    );
    const [leaving] = await database.db
      .insert(users)
      .values({
        email: 'gone@members.test',
        fullName: 'Gus Gone',
        deletedAt: new Date(Date.now() - 31 * dayMs),
      })
      .returning();
    purgedMemberId = leaving!.id;
    await database.db
      .insert(profiles)
      .values({ id: purgedMemberId, fullName: 'Gus Gone', deletedAt: new Date(Date.now() - 31 * dayMs) });
    // Teaches what the others want and wants what they teach: everyone has a match for the weekly digest.
    digestMember = await kit.joinMember('Sofia Spanish', { offers: 'Spanish', wants: 'Guitar' });
    // Profiles are saved before the processes start: a profile save racing the skill-set job can deadlock
    // (40P01), which is the database retry's business, not what this suite measures.
    freeMember = await kit.joinMember('Fran Free');
    recipients = [];
    for (let n = 1; n <= 6; n += 1) recipients.push(await kit.joinMember(`Recipient ${n}`));

    peer = await startSmtpPeer();
    const env = {
      DATABASE_URL: database.url!,
      NODE_ENV: 'test',
      AUTH_SECRET: authSecret,
      PUBLIC_URL: publicUrl,
      ARGON2_MEMORY_KIB: '1024',
      ARGON2_TIME_COST: '1',
      SMTP_URL: `smtp://127.0.0.1:${peer.port}`,
      MAIL_FROM: from,
      TRUST_PROXY: '1',
      JOB_INTERVAL_MS: '200',
    };
    [a, b] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
  }, 120_000);

  afterAll(async () => {
    a?.kill('SIGKILL');
    b?.kill('SIGKILL');
    await Promise.all([a?.exited, b?.exited]);
    await peer?.stop();
    await setupApp?.close();
    await database?.drop();
  });

  let nextIp = 1;
  const call = async (
    server: ServerProcess,
    method: string,
    path: string,
    options: { body?: object; token?: string; ip?: string } = {},
  ) => {
    const response = await fetch(`${server.baseUrl}${path}`, {
      method,
      headers: {
        'x-forwarded-for': options.ip ?? `198.18.${Math.floor(nextIp / 250)}.${(nextIp++ % 250) + 1}`,
        ...(options.body ? { 'content-type': 'application/json' } : {}),
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      },
      ...(options.body ? { body: JSON.stringify(options.body) } : {}),
    });
    const text = await response.text();
    return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
  };

  it('a session made on A works on B, and the session refreshed on B works on A', async () => {
    const email = `both-${randomBytes(4).toString('hex')}@skillswap.test`;
    const signUp = await call(a, 'POST', '/api/auth/signup', {
      body: { fullName: 'Bea Both', email, password: `Swap-${randomBytes(9).toString('base64url')}` },
    });
    expect(signUp.status).toBe(200);
    const session = signUp.body as unknown as Session;
    const onB = await call(b, 'GET', '/api/auth/user', { token: session.access_token });
    expect(onB.status).toBe(200);
    expect(onB.body).toMatchObject({ email });

    const refreshed = await call(b, 'POST', '/api/auth/token?grant_type=refresh_token', {
      body: { refresh_token: session.refresh_token },
    });
    expect(refreshed.status).toBe(200);
    const newOnA = await call(a, 'GET', '/api/auth/user', {
      token: (refreshed.body as unknown as Session).access_token,
    });
    expect(newOnA.status).toBe(200);
  });

  it('an avatar uploaded through A is served by B, with the same bytes, ETag and a 304', async () => {
    const picture = await sharp({ create: { width: 120, height: 90, channels: 3, background: '#2a6' } })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([picture], { type: 'image/jpeg' }), 'me.jpg');
    const uploaded = await fetch(`${a.baseUrl}/api/me/avatar`, {
      method: 'POST',
      headers: freeMember.authHeader,
      body: form,
    });
    expect(uploaded.status).toBe(200);
    const { avatar_url: avatarUrl } = (await uploaded.json()) as { avatar_url: string };
    const [fromA, fromB] = await Promise.all([a, b].map((server) => fetch(`${server.baseUrl}${avatarUrl}`)));
    expect(fromB!.status).toBe(200);
    expect(fromB!.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const etag = fromB!.headers.get('etag')!;
    expect(etag).toBe(fromA!.headers.get('etag'));
    expect(Buffer.from(await fromB!.arrayBuffer()).equals(Buffer.from(await fromA!.arrayBuffer()))).toBe(
      true,
    );
    const revalidated = await fetch(`${b.baseUrl}${avatarUrl}`, { headers: { 'if-none-match': etag } });
    expect(revalidated.status).toBe(304);
  });

  it('the per-IP sign-in limit counts attempts sent to both processes', async () => {
    const ip = '203.0.113.77';
    const attempt = (server: ServerProcess, index: number) =>
      call(server, 'POST', '/api/auth/token?grant_type=password', {
        ip,
        body: { email: `nobody-${index}@skillswap.test`, password: 'Not-the-password-1' },
      });
    const statuses: number[] = [];
    for (let index = 0; index < 30; index += 1)
      statuses.push((await attempt(index % 2 ? b : a, index)).status);
    expect(statuses.filter((status) => status === 429)).toEqual([]);
    // 15 went to each: neither alone is at its limit of 30, together they are.
    expect((await attempt(a, 30)).status).toBe(429);
    expect((await attempt(b, 31)).status).toBe(429);
  });

  it("a Free member's monthly request limit counts requests sent through both processes", async () => {
    const requester = freeMember;
    const send = (server: ServerProcess, recipient: KitMember) =>
      call(server, 'POST', '/api/swap-requests', {
        token: requester.accessToken,
        body: {
          targetId: recipient.userId,
          offeredSkill: 'Guitar',
          requestedSkill: 'Spanish',
          message: '',
        },
      });
    for (const [index, recipient] of recipients.slice(0, 5).entries()) {
      const sent = await send(index % 2 ? b : a, recipient);
      expect(sent.status).toBe(201);
      // Declined on the other process, so the Free plan's three active swaps never stand in the way.
      const swapId = (sent.body.data as { id: string }).id;
      const declined = await call(index % 2 ? a : b, 'POST', `/api/swaps/${swapId}/decline`, {
        token: recipient.accessToken,
      });
      expect(declined.status).toBe(200);
    }
    for (const server of [a, b]) {
      const sixth = await send(server, recipients[5]!);
      expect(sixth.status).toBe(422);
      expect(sixth.body).toMatchObject({ code: 'plan_limit_reached' });
      expect(String(sixth.body.message)).toContain('5 swap requests this month');
    }
  });

  it('each background item is done once across both: mail, expiry, purge and digests', async () => {
    const openMail = async () =>
      (await database.db.execute(sql`SELECT 1 FROM outbox WHERE status <> 'sent'`)).rows.length;
    await waitFor('the expiry, the purge and the digest', async () => {
      const swap = await database.db.execute<{ status: string }>(
        sql`SELECT status FROM swaps WHERE id = ${expiring.swapId}`,
      );
      const purged = await database.db.execute<{ purged_at: Date | null }>(
        sql`SELECT purged_at FROM profiles WHERE id = ${purgedMemberId}`,
      );
      const digest = await database.db.execute(
        sql`SELECT 1 FROM outbox WHERE recipient = ${digestMember.email} AND subject LIKE 'New matches%'`,
      );
      return (
        swap.rows[0]!.status === 'expired' && purged.rows[0]!.purged_at !== null && digest.rows.length > 0
      );
    });
    await waitFor('every message delivered', async () => (await openMail()) === 0);
    // Both processes keep running every job five times a second; give them time to do anything twice.
    await sleep(1500);
    await waitFor('every message delivered', async () => (await openMail()) === 0);

    // An expired request is not an e-mail type: the requester is told in the app, once.
    const expiry = await database.db.execute<{ events: number; notices: number }>(sql`
        SELECT
          (SELECT count(*)::int FROM swap_events WHERE swap_id = ${expiring.swapId} AND type = 'expired') AS events,
          (SELECT count(*)::int FROM notifications
            WHERE member_id = ${expiring.requester.userId} AND type = 'swap_expired') AS notices`);
    expect(expiry.rows[0]).toEqual({ events: 1, notices: 1 });

    const purgeRuns = [a, b]
      .flatMap(logEntries)
      .filter((entry) => entry.msg === 'purged deleted members’ data')
      .map((entry) => Number(entry.purged));
    expect(purgeRuns).toEqual([1]);

    const digests = await database.db.execute<{ recipient: string; mails: number }>(sql`
        SELECT recipient, count(*)::int AS mails FROM outbox
        WHERE subject = 'New matches for you on SkillSwap' GROUP BY recipient`);
    expect(digests.rows.map((row) => row.recipient)).toContain(digestMember.email);
    expect(digests.rows.every((row) => row.mails === 1)).toBe(true);

    const count = await countDeliveries(database.db, peer.received, from);
    expect(count.rows).toBeGreaterThanOrEqual(30 + 1 + digests.rows.length);
    expect(count).toEqual({
      rows: count.rows,
      distinctMessageIds: count.rows,
      duplicates: 0,
      unknownMessageIds: 0,
    });
    // Neither process logged an error: no job tripped over the other's work (a deadlock, a duplicate key).
    expect([a, b].flatMap(logEntries).filter((entry) => Number(entry.level) >= 50)).toEqual([]);
  });

  it('SIGTERM to A answers its requests in flight while B keeps serving, and A exits 0', async () => {
    const inFlight = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        startSlowRequest(a.baseUrl, {
          path: '/api/contact',
          headers: { 'x-forwarded-for': `198.51.100.${index + 101}` },
          body: {
            name: `Visitor ${index}`,
            email: `visitor${index}@mail.test`,
            subject: 'Rolling restart',
            message: 'Does this reach support while A restarts?',
          },
        }),
      ),
    );
    await a.waitUntilHandling('/api/contact', 8);
    a.kill('SIGTERM');
    await waitFor(
      'A to stop taking connections',
      async () => !(await isAcceptingConnections(a.baseUrl)),
      5000,
    );

    const onB = await Promise.all(Array.from({ length: 10 }, () => call(b, 'GET', '/api/health')));
    expect(onB.map((response) => response.status)).toEqual(onB.map(() => 200));
    for (const request of inFlight) request.finish();
    const answers = await Promise.all(inFlight.map((request) => request.response));
    expect(answers.map((answer) => answer.status)).toEqual(inFlight.map(() => 201));
    expect(await a.exited).toBe(0);
    expect((await call(b, 'GET', '/api/health')).status).toBe(200);
    // The acknowledgements A queued are sent by B, once each.
    await waitFor(
      'the acknowledgements',
      async () =>
        peer.received.filter(
          (mail) =>
            mail.subject === 'We received your message' && /^visitor\d@mail\.test$/.test(recipientOf(mail)),
        ).length === 8,
    );
    const acknowledged = peer.received
      .filter((mail) => mail.subject === 'We received your message')
      .map(recipientOf)
      .filter((to) => to.startsWith('visitor'))
      .sort();
    expect(acknowledged).toEqual(Array.from({ length: 8 }, (_, index) => `visitor${index}@mail.test`));
  });
});

/** The one address a test message was sent to. */
function recipientOf(mail: ParsedMail): string {
  const to = Array.isArray(mail.to) ? mail.to[0] : mail.to;
  return to?.value[0]?.address ?? '';
}
