import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationPreferences } from '@skillswap/contracts/notifications/schemas';
import { outbox } from '../../db/schema/index.ts';
import { createManualClock } from '../../lib/clock.ts';
import { createTestApp } from '../../test/app.ts';
import { databaseKind } from '../../test/database.ts';
import { createSwapKit, type KitMember, type SwapKit } from '../swap-lifecycle/swaps.test-helper.ts';
import { sendGroupedMessageMails } from './grouped-message-mail.job.ts';
import { inject } from '../../test/inject.ts';
import { messageRoutes } from '@skillswap/contracts/messages/routes';
import { notificationRoutes } from '@skillswap/contracts/notifications/routes';

const minute = 60_000;

describe(`chat message mail on ${databaseKind}`, () => {
  const clock = createManualClock(new Date('2026-11-28T10:00:00Z'));
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  let kit: SwapKit;

  beforeAll(async () => {
    harness = await createTestApp({ clock });
    kit = createSwapKit(harness.app, harness.database);
  });
  afterAll(() => harness.close());

  const send = async (member: KitMember, swapId: string, body: string) => {
    const response = await inject(harness.app, messageRoutes.sendMessage, {
      params: { id: swapId },
      as: member,
      body: { body },
    });
    expect(response.statusCode, response.body).toBe(201);
  };
  const readThread = async (member: KitMember, swapId: string) =>
    inject(harness.app, messageRoutes.markThreadRead, { params: { id: swapId }, as: member });
  const mailsTo = async (member: KitMember) =>
    harness.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, member.email))
      .orderBy(asc(outbox.id))
      .then((rows) => rows.filter((row) => row.subject.includes('message')));
  const runJob = (delayMinutes = 10) =>
    sendGroupedMessageMails({
      db: harness.database.db,
      now: clock.now(),
      publicUrl: 'http://skillswap.test',
      delayMinutes,
    });
  const choose = (member: KitMember, messageEmail: string) =>
    inject(harness.app, notificationRoutes.updateNotificationPreferences, {
      unchecked: true,
      as: member,
      body: { messageEmail },
    });

  it('mails nothing at once, then one mail per conversation for what is still unread after 10 minutes, never twice', async () => {
    const ana = await kit.joinMember('Ana Grouped');
    const ben = await kit.joinMember('Ben Sender');
    const swapId = await kit.requestSwap(ana, ben);
    await send(ben, swapId, 'Hi Ana, are weekends good?');
    clock.advance(19_000);
    await send(ben, swapId, 'Or any evening works too.');
    expect(await mailsTo(ana)).toHaveLength(0);

    clock.advance(9 * minute);
    await runJob();
    expect(await mailsTo(ana)).toHaveLength(0);

    clock.advance(2 * minute);
    await runJob();
    const mails = await mailsTo(ana);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('New message from Ben Sender (2 unread messages)');
    expect(mails[0]!.bodyText).toContain('are weekends good?');
    expect(mails[0]!.bodyText).toContain('Or any evening works too.');

    clock.advance(30 * minute);
    await runJob();
    expect(await mailsTo(ana)).toHaveLength(1);
  });

  it('never mails a member who reads the thread before the delay is over', async () => {
    const ana = await kit.joinMember('Ana Reading');
    const ben = await kit.joinMember('Ben Chatty');
    const swapId = await kit.requestSwap(ana, ben);
    await send(ben, swapId, 'First message');
    clock.advance(minute);
    expect((await readThread(ana, swapId)).statusCode).toBe(204);
    clock.advance(19_000);
    await send(ben, swapId, 'Second message, while Ana has the thread open');
    expect((await readThread(ana, swapId)).statusCode).toBe(204);
    clock.advance(15 * minute);
    await runJob();
    expect(await mailsTo(ana)).toHaveLength(0);
  });

  it('keeps the delay configurable', async () => {
    const ana = await kit.joinMember('Ana Quick');
    const ben = await kit.joinMember('Ben Quick');
    const swapId = await kit.requestSwap(ana, ben);
    await send(ben, swapId, 'Are you there?');
    clock.advance(3 * minute);
    await runJob(2);
    expect((await mailsTo(ana)).map((mail) => mail.subject)).toEqual(['New message from Ben Quick']);
  });

  it('lets a member choose instant mail, or none at all', async () => {
    const ana = await kit.joinMember('Ana Instant');
    const ben = await kit.joinMember('Ben Nomail');
    const swapId = await kit.requestSwap(ana, ben);

    const instant = await choose(ana, 'instant');
    expect(instant.statusCode).toBe(200);
    expect(instant.json<NotificationPreferences>()).toMatchObject({
      messageEmail: 'instant',
      email: { message_received: true },
    });
    const none = await choose(ben, 'none');
    expect(none.json<NotificationPreferences>()).toMatchObject({
      messageEmail: 'none',
      email: { message_received: false },
    });

    await send(ben, swapId, 'Instant hello');
    expect((await mailsTo(ana)).map((mail) => mail.subject)).toEqual(['New message from Ben Nomail']);
    await send(ana, swapId, 'Ben will not be mailed');
    clock.advance(20 * minute);
    await runJob();
    expect(await mailsTo(ana)).toHaveLength(1);
    expect(await mailsTo(ben)).toHaveLength(0);
  });

  it('starts members on grouped mail and refuses an unknown choice without changing it', async () => {
    const cleo = await kit.joinMember('Cleo Default');
    const read = await inject(harness.app, notificationRoutes.getNotificationPreferences, { as: cleo });
    expect(read.json<NotificationPreferences>().messageEmail).toBe('grouped');
    expect((await choose(cleo, 'sometimes')).statusCode).toBe(400);
    const after = await inject(harness.app, notificationRoutes.getNotificationPreferences, { as: cleo });
    expect(after.json<NotificationPreferences>().messageEmail).toBe('grouped');
  });
});
