import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationPage } from '@skillswap/contracts/notifications/schemas';
import { outbox } from '../../db/schema/index.ts';
import { createTestApp } from '../../test/app.ts';
import { databaseKind } from '../../test/database.ts';
import { createSwapKit, type KitMember, type SwapKit } from './swaps.test-helper.ts';
import { inject } from '../../test/inject.ts';
import { notificationRoutes } from '@skillswap/contracts/notifications/routes';

describe(`what the other member is told when a swap is declined, disputed or cancelled on ${databaseKind}`, () => {
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  let kit: SwapKit;
  let round = 0;

  beforeAll(async () => {
    harness = await createTestApp();
    kit = createSwapKit(harness.app, harness.database);
  });
  afterAll(() => harness.close());

  async function pair() {
    round += 1;
    return [
      await kit.joinMember(`Ana Asker ${round}`),
      await kit.joinMember(`Ben Giver ${round}`, { offers: 'Spanish', wants: 'Guitar' }),
    ] as const;
  }
  const latestNotification = async (member: KitMember) => {
    const response = await inject(harness.app, notificationRoutes.listNotifications, { as: member });
    return response.json<NotificationPage>().items[0]!;
  };
  const latestMail = async (member: KitMember) =>
    (await harness.database.db.select().from(outbox).orderBy(asc(outbox.id)))
      .filter((mail) => mail.recipient === member.email)
      .at(-1)!;

  it('a decline note reaches the requester in the app and by e-mail', async () => {
    const [ana, ben] = await pair();
    const swapId = await kit.requestSwap(ana, ben);
    const note = 'I am away until March, ask me again then';
    await kit.actOk(ben, swapId, 'decline', { reason: note });

    const notification = await latestNotification(ana);
    expect(notification).toMatchObject({
      type: 'swap_declined',
      title: `${ben.fullName} declined your swap request`,
    });
    expect(notification.body).toContain(`Their note: "${note}"`);
    const mail = await latestMail(ana);
    expect(mail.subject).toBe(`${ben.fullName} declined your swap request`);
    expect(mail.bodyText).toContain(note);
  });

  it('a decline without a note says nothing more', async () => {
    const [ana, ben] = await pair();
    const swapId = await kit.requestSwap(ana, ben);
    await kit.actOk(ben, swapId, 'decline');
    expect((await latestNotification(ana)).body).not.toContain('note');
  });

  it('the disputed member is told by e-mail as well as in the app, with the reason', async () => {
    const [ana, ben] = await pair();
    const swapId = await kit.requestSwap(ana, ben);
    await kit.actOk(ben, swapId, 'accept');
    const reason = 'We agreed on three sessions and only one happened';
    await kit.actOk(ben, swapId, 'dispute', { reason });

    const notification = await latestNotification(ana);
    expect(notification).toMatchObject({
      type: 'swap_disputed',
      title: `${ben.fullName} disputed your swap`,
    });
    const mail = await latestMail(ana);
    expect(mail.subject).toBe(`${ben.fullName} disputed your swap`);
    expect(mail.bodyText).toContain(reason);
  });

  it('a partner’s cancellation of an accepted swap is e-mailed, with the reason', async () => {
    const [ana, ben] = await pair();
    const swapId = await kit.requestSwap(ana, ben);
    await kit.actOk(ben, swapId, 'accept');
    const reason = 'My schedule changed';
    await kit.actOk(ana, swapId, 'cancel', { reason });

    expect((await latestNotification(ben)).type).toBe('swap_cancelled');
    const mail = await latestMail(ben);
    expect(mail.subject).toBe(`${ana.fullName} cancelled your swap`);
    expect(mail.bodyText).toContain(reason);
  });

  it('a member who switches those e-mails off still sees them in the app', async () => {
    const [ana, ben] = await pair();
    const preferences = await inject(harness.app, notificationRoutes.updateNotificationPreferences, {
      as: ana,
      body: { email: { swap_disputed: false, swap_cancelled: false } },
    });
    expect(preferences.statusCode).toBe(200);
    const mailBefore = await latestMail(ana);
    const swapId = await kit.requestSwap(ana, ben);
    await kit.actOk(ben, swapId, 'accept');
    await kit.actOk(ben, swapId, 'dispute', { reason: 'Nothing happened at all here' });
    expect((await latestNotification(ana)).type).toBe('swap_disputed');
    const other = await kit.requestSwap(ana, ben);
    await kit.actOk(ben, other, 'accept');
    await kit.actOk(ben, other, 'cancel');
    expect((await latestNotification(ana)).type).toBe('swap_cancelled');
    const mailAfter = await latestMail(ana);
    expect(mailAfter.subject).not.toMatch(/disputed|cancelled/);
    expect(mailAfter.id).toBeGreaterThan(mailBefore.id);
  });
});
