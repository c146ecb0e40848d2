import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationPage } from '@skillswap/contracts/notifications/schemas';
import { createTestApp } from '../../test/app.ts';
import { databaseKind } from '../../test/database.ts';
import { signUpMember, type TestMember } from '../../test/members.ts';
import { inject } from '../../test/inject.ts';
import { profileRoutes } from '@skillswap/contracts/profiles/routes';
import { notificationRoutes } from '@skillswap/contracts/notifications/routes';
import { ledgerRoutes } from '@skillswap/contracts/ledger/routes';

describe(`the starter grant's notification on ${databaseKind}`, () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;

  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  const saveProfile = (member: TestMember, profile: { bio: string; offered: string[]; wanted: string[] }) =>
    inject(testApp.app, profileRoutes.updateMyProfile, {
      as: member,
      body: {
        full_name: 'Nia Grant',
        bio: profile.bio,
        skills_offered: profile.offered,
        skills_wanted: profile.wanted,
      },
    });
  const bell = async (member: TestMember) =>
    (
      await inject(testApp.app, notificationRoutes.listNotifications, { as: member })
    ).json<NotificationPage>();

  it('tells the member when the grant arrives, once, and not before the profile is complete', async () => {
    const member = await signUpMember(testApp.app, { fullName: 'Nia Grant' });
    expect((await saveProfile(member, { bio: '', offered: ['Guitar'], wanted: ['Yoga'] })).statusCode).toBe(
      200,
    );
    expect((await bell(member)).items).toEqual([]);

    expect(
      (await saveProfile(member, { bio: 'I teach guitar.', offered: ['Guitar'], wanted: ['Yoga'] }))
        .statusCode,
    ).toBe(200);
    const page = await bell(member);
    expect(page.unread).toBe(1);
    expect(page.items).toMatchObject([
      {
        type: 'starter_grant',
        title: 'You received your 2 SC starter grant',
        link: '/swaps',
        isRead: false,
      },
    ]);
    expect(page.items[0]!.body).toContain('the community fund gave you 2 SC');

    // Saving the profile again changes nothing: the grant and its notice happen once.
    expect(
      (await saveProfile(member, { bio: 'I teach guitar well.', offered: ['Guitar'], wanted: ['Yoga'] }))
        .statusCode,
    ).toBe(200);
    expect((await bell(member)).items).toHaveLength(1);
    const balance = await inject(testApp.app, ledgerRoutes.getBalance, { as: member });
    expect(balance.json()).toMatchObject({ balance: 2 });
  });
});
