import { eq, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../db/client.ts';
import { notifications, outbox } from '../../db/schema/index.ts';
import { createManualClock, systemClock } from '../../lib/clock.ts';
import { createMailWorker } from '../../lib/mail/mail-worker.ts';
import { startSmtpPeer, type SmtpPeer } from '../../lib/mail/smtp-peer.test-helper.ts';
import { createTestApp } from '../../test/app.ts';
import { databaseKind } from '../../test/database.ts';
import { createSwapKit, type KitMember, type SwapKit } from '../swap-lifecycle/swaps.test-helper.ts';
import { sendSessionReminders } from './session-reminders.ts';
import { createSessionKit, readInvite } from './sessions.test-helper.ts';

const silentLogger = Fastify({ logger: { level: 'silent' } }).log;

describe(`session invitations and reminders, delivered on ${databaseKind}`, () => {
  const clock = createManualClock(new Date('2026-06-01T08:00:00Z'));
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  let kit: SwapKit;
  let sessions: ReturnType<typeof createSessionKit>;
  let ana: KitMember;
  let ben: KitMember;
  let swapId: string;
  let peer: SmtpPeer;
  const extraDatabases: Database[] = [];

  beforeAll(async () => {
    harness = await createTestApp({ clock });
    kit = createSwapKit(harness.app, harness.database);
    sessions = createSessionKit(harness.app);
    ana = await kit.joinMember('Ana Sender');
    ben = await kit.joinMember('Ben Receiver', { offers: 'Spanish', wants: 'Guitar' });
    await sessions.setTimeZone(ana, 'Europe/Lisbon');
    await sessions.setTimeZone(ben, 'Asia/Kolkata');
    swapId = await kit.requestSwap(ana, ben);
    await kit.actOk(ben, swapId, 'accept');
    peer = await startSmtpPeer();
  });
  afterAll(async () => {
    await peer.stop();
    for (const extra of extraDatabases) await extra.close();
    await harness.close();
  });

  async function schedule(date: string, startTime: string) {
    const proposed = await sessions.ok(ana, 'POST', `/api/swaps/${swapId}/sessions`, {
      teacherId: ana.userId,
      slots: [{ date, startTime, durationMinutes: 60 }],
      place: { kind: 'online', url: 'https://meet.example/room' },
    });
    const session = proposed.sessions.find((row) => row.status === 'proposed')!;
    await sessions.ok(ben, 'POST', `/api/swaps/${swapId}/sessions/${session.id}/accept`, {
      slotId: session.slots[0]!.id,
    });
    return session.id;
  }

  it('mails both members the invitation as an .ics attachment that a real SMTP server receives', async () => {
    const sessionId = await schedule('2026-06-10', '18:00');
    const worker = createMailWorker({
      db: harness.database.db,
      clock: systemClock,
      logger: silentLogger,
      smtpUrl: `smtp://127.0.0.1:${peer.port}`,
      from: 'SkillSwap <no-reply@skillswap.test>',
    });
    while ((await worker.runOnce()).claimed > 0);
    worker.close();
    const toBen = peer.received.find(
      (mail) =>
        mail.subject === 'Your Guitar session is scheduled – SkillSwap' &&
        JSON.stringify(mail.to).includes(ben.email),
    )!;
    expect(toBen).toBeDefined();
    // 18:00 in Lisbon (UTC+1 in June) is 22:30 in Kolkata.
    expect(toBen.text).toContain('When: Wed, 10 Jun 2026, 22:30–23:30 (Asia/Kolkata, GMT+5:30)');
    expect(toBen.text).toContain(`${harness.config.PUBLIC_URL}/swaps/${swapId}`);
    expect(toBen.html).toContain(`href="${harness.config.PUBLIC_URL}/swaps/${swapId}"`);
    const attachment = toBen.attachments.find((file) => file.filename === 'invite.ics')!;
    expect(attachment.contentType).toBe('text/calendar');
    const invite = readInvite(attachment.content.toString('utf8'));
    expect(invite.method).toBe('REQUEST');
    expect(invite.event.uid).toBe(`session-${sessionId}@skillswap`);
    expect(new Date(invite.event.start).toISOString()).toBe('2026-06-10T17:00:00.000Z');
    expect(new Date(invite.event.end).toISOString()).toBe('2026-06-10T18:00:00.000Z');
  });

  /**
   * A reminder run as another server process would make it: on its own connection pool where there are pools.
   */
  async function ownConnections(name: string) {
    if (!harness.database.url) return harness.database.db;
    const url = new URL(harness.database.url);
    url.searchParams.set('application_name', name);
    const own = await openDatabase({ databaseUrl: url.toString(), dataDir: '', poolSize: 3 });
    extraDatabases.push(own);
    return own.db;
  }

  it('sends each reminder exactly once while two workers race for them on a manual clock', async () => {
    const sessionIds = [
      await schedule('2026-06-03', '09:00'),
      await schedule('2026-06-03', '09:30'),
      await schedule('2026-06-03', '10:00'),
    ];
    const workers = [await ownConnections('reminders-a'), await ownConnections('reminders-b')];
    const runBoth = () =>
      Promise.all(
        workers.flatMap((db) =>
          [0, 1, 2].map(() =>
            sendSessionReminders({ db, now: clock.now(), publicUrl: harness.config.PUBLIC_URL }, 1),
          ),
        ),
      );
    // Step through the day before the sessions and the hour before them, minute by minute in places.
    for (const at of [
      '2026-06-02T07:00:00Z',
      '2026-06-02T07:59:00Z',
      '2026-06-02T08:00:00Z',
      '2026-06-02T08:30:00Z',
      '2026-06-02T09:00:00Z',
      '2026-06-02T09:01:00Z',
      '2026-06-03T07:00:00Z',
      '2026-06-03T07:30:00Z',
      '2026-06-03T08:00:00Z',
      '2026-06-03T08:00:30Z',
    ]) {
      clock.set(new Date(at));
      await runBoth();
      await runBoth();
    }
    const reminders = await harness.database.db
      .select({ memberId: notifications.memberId, title: notifications.title })
      .from(notifications)
      .where(eq(notifications.type, 'session_reminder'));
    // Three sessions × two reminders × two members, each once.
    expect(reminders).toHaveLength(12);
    expect(reminders.filter((row) => row.title.startsWith('Within 24 hours:'))).toHaveLength(6);
    expect(reminders.filter((row) => row.title.startsWith('In an hour:'))).toHaveLength(6);
    const mails = await harness.database.db
      .select({ recipient: outbox.recipient })
      .from(outbox)
      .where(sql`${outbox.subject} LIKE 'Within 24 hours:%' OR ${outbox.subject} LIKE 'In an hour:%'`);
    expect(mails).toHaveLength(12);
    expect(sessionIds).toHaveLength(3);
  });

  it('leaves out the reminder e-mail when the member switched it off, and keeps the in-app one', async () => {
    const response = await harness.app.inject({
      method: 'PUT',
      url: '/api/me/notification-preferences',
      headers: (await kit.signInAgain(ben)).authHeader,
      payload: { email: { session_reminder: false } },
    });
    expect(response.statusCode).toBe(200);
    clock.set(new Date('2026-06-05T08:00:00Z'));
    const benNow = await kit.signInAgain(ben);
    const anaNow = await kit.signInAgain(ana);
    const proposed = await sessions.ok(anaNow, 'POST', `/api/swaps/${swapId}/sessions`, {
      teacherId: ben.userId,
      slots: [{ date: '2026-06-05', startTime: '10:30', durationMinutes: 30 }],
      place: { kind: 'in_person', text: 'The library' },
    });
    const session = proposed.sessions.find((row) => row.status === 'proposed')!;
    await sessions.ok(benNow, 'POST', `/api/swaps/${swapId}/sessions/${session.id}/accept`, {
      slotId: session.slots[0]!.id,
    });
    // 10:30 in Lisbon is 09:30 UTC: within the hour from 08:45.
    clock.set(new Date('2026-06-05T08:45:00Z'));
    await sendSessionReminders({
      db: harness.database.db,
      now: clock.now(),
      publicUrl: harness.config.PUBLIC_URL,
    });
    const subject = 'In an hour: SkillSwap: Spanish with Ben Receiver';
    const mails = await harness.database.db.select().from(outbox).where(eq(outbox.subject, subject));
    expect(mails.map((mail) => mail.recipient)).toEqual([ana.email]);
    // Ben teaches: his reminder names Ana, not himself.
    const inApp = await harness.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.memberId, ben.userId));
    expect(inApp.map((row) => row.title)).toContain('In an hour: SkillSwap: Teaching Spanish to Ana Sender');
    const anaInApp = await harness.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.title, subject));
    expect(anaInApp.map((row) => row.memberId)).toEqual([ana.userId]);
  });
});
