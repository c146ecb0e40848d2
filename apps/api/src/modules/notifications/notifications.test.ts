import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationPage, NotificationPreferences } from '@skillswap/contracts/notifications/schemas';
import { outbox } from '../../db/schema/index.ts';
import { createTestApp } from '../../test/app.ts';
import { databaseKind } from '../../test/database.ts';
import { createSwapKit, type KitMember, type SwapKit } from '../swap-lifecycle/swaps.test-helper.ts';
import { inject } from '../../test/inject.ts';
import { notificationRoutes } from '@skillswap/contracts/notifications/routes';

describe(`notifications on ${databaseKind}`, () => {
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  let kit: SwapKit;
  let ana: KitMember;
  let ben: KitMember;

  beforeAll(async () => {
    harness = await createTestApp();
    kit = createSwapKit(harness.app, harness.database);
    ana = await kit.joinMember('Ana Bell');
    ben = await kit.joinMember('Ben Bell');
    // Completing their profiles announced each one's starter grant (starter-grant-notice.test.ts); read it.
    for (const member of [ana, ben]) {
      await inject(harness.app, notificationRoutes.markNotificationsRead, { as: member, body: {} });
    }
  });
  afterAll(() => harness.close());

  const get = async <T>(member: KitMember, url: string) =>
    (await harness.app.inject({ method: 'GET', url, headers: member.authHeader })).json<T>();
  const mailTo = async (member: KitMember) =>
    (await harness.database.db.select().from(outbox)).filter((mail) => mail.recipient === member.email);

  it('tells the recipient of a new request and the requester of the answer, newest first', async () => {
    const swapId = await kit.requestSwap(ana, ben);
    const forBen = await get<NotificationPage>(ben, '/api/notifications');
    expect(forBen.unread).toBe(1);
    expect(forBen.items[0]).toMatchObject({
      type: 'swap_requested',
      title: 'You have a new swap request on SkillSwap',
      link: `/swaps/${swapId}`,
      isRead: false,
    });
    expect(forBen.items[0]!.body).toContain('Ana Bell would like to teach you Guitar');
    await kit.actOk(ben, swapId, 'accept');
    const forAna = await get<NotificationPage>(ana, '/api/notifications');
    expect(forAna.items.map((item) => item.type)).toEqual(['swap_accepted', 'starter_grant']);
    await kit.actOk(ana, swapId, 'confirm', { requesterHours: 1, recipientHours: 1 });
    const waiting = await get<NotificationPage>(ben, '/api/notifications');
    expect(waiting.items[0]).toMatchObject({
      type: 'confirmation_waiting',
      title: 'Ana Bell confirmed the hours of your swap',
    });
    await kit.actOk(ben, swapId, 'confirm', { requesterHours: 1, recipientHours: 1 });
    expect((await get<NotificationPage>(ana, '/api/notifications')).items[0]!.type).toBe('swap_completed');
  });

  it('marks some or all notifications read, and only the member’s own', async () => {
    const before = await get<{ unread: number }>(ben, '/api/notifications/unread-count');
    expect(before.unread).toBeGreaterThan(1);
    const page = await get<NotificationPage>(ben, '/api/notifications');
    const markOne = await inject(harness.app, notificationRoutes.markNotificationsRead, {
      as: ben,
      body: { ids: [page.items[0]!.id] },
    });
    expect(markOne.json<{ unread: number }>().unread).toBe(before.unread - 1);
    const anaPage = await get<NotificationPage>(ana, '/api/notifications');
    await inject(harness.app, notificationRoutes.markNotificationsRead, {
      as: ben,
      body: { ids: anaPage.items.map((item) => item.id) },
    });
    expect((await get<NotificationPage>(ana, '/api/notifications')).unread).toBe(anaPage.unread);
    const markAll = await inject(harness.app, notificationRoutes.markNotificationsRead, {
      as: ben,
      body: {},
    });
    expect(markAll.json<{ unread: number }>().unread).toBe(0);
  });

  it('sends e-mail for every type until the member switches one off, and keeps the in-app notice', async () => {
    const defaults = await get<NotificationPreferences>(ben, '/api/me/notification-preferences');
    expect(Object.values(defaults.email).every(Boolean)).toBe(true);
    const update = await inject(harness.app, notificationRoutes.updateNotificationPreferences, {
      as: ben,
      body: { email: { swap_requested: false } },
    });
    expect(update.json<NotificationPreferences>().email).toMatchObject({
      swap_requested: false,
      swap_accepted: true,
    });
    const mailsBefore = (await mailTo(ben)).length;
    const swapId = await kit.requestSwap(ana, ben);
    expect((await mailTo(ben)).length).toBe(mailsBefore);
    expect((await get<NotificationPage>(ben, '/api/notifications')).items[0]!.type).toBe('swap_requested');
    await kit.actOk(ana, swapId, 'cancel');
  });

  it('answers 401 to a visitor', async () => {
    const response = await inject(harness.app, notificationRoutes.listNotifications);
    expect(response.statusCode).toBe(401);
  });
});
