import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExplorePage } from '@skillswap/contracts/profiles/schemas';
import { auditLog, contactMessages, profiles, swapEvents, swaps, users } from '../../db/schema/index.ts';
import { createTestApp } from '../../test/app.ts';
import { databaseKind } from '../../test/database.ts';
import { signUpMember, type TestMember } from '../../test/members.ts';
import { purgeDeletedMembers } from './account.service.ts';
import { inject } from '../../test/inject.ts';
import { profileRoutes } from '@skillswap/contracts/profiles/routes';
import { swapRoutes } from '@skillswap/contracts/swaps/routes';
import { contactRoutes } from '@skillswap/contracts/contact/routes';
import { accountRoutes } from '@skillswap/contracts/account/routes';
import { exploreRoutes } from '@skillswap/contracts/explore/routes';
import { authRoutes } from '@skillswap/contracts/auth/routes';

const dayMs = 24 * 60 * 60 * 1000;

describe(`account deletion and export on ${databaseKind}`, () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  let hana: TestMember;
  let ivan: TestMember;
  let jo: TestMember;

  beforeAll(async () => {
    testApp = await createTestApp();
    hana = await signUpMember(testApp.app, { fullName: 'Hana Zephyr' });
    ivan = await signUpMember(testApp.app, { fullName: 'Ivan Zephyr' });
    jo = await signUpMember(testApp.app, { fullName: 'Jo Zephyr' });
    await inject(testApp.app, profileRoutes.updateMyProfile, {
      as: hana,
      body: {
        full_name: 'Hana Zephyr',
        bio: 'Teaches pottery',
        location_city: 'Porto',
        location_country: 'Portugal',
        skills_offered: ['Pottery'],
        skills_wanted: ['Spanish'],
      },
    });
    // Explore lists members with at least one skill.
    await inject(testApp.app, profileRoutes.updateMyProfile, {
      as: ivan,
      body: { full_name: 'Ivan Zephyr', bio: '', skills_offered: [], skills_wanted: ['Chess'] },
    });
    // A member lists a skill they teach before requesting a swap.
    await inject(testApp.app, profileRoutes.updateMyProfile, {
      as: jo,
      body: { full_name: 'Jo Zephyr', bio: '', skills_offered: ['Spanish'], skills_wanted: [] },
    });
    const request = (from: TestMember, to: TestMember) =>
      inject(testApp.app, swapRoutes.createSwapRequest, {
        as: from,
        body: {
          targetId: to.userId,
          offeredSkill: 'Pottery',
          requestedSkill: 'Spanish',
          message: 'Hello!',
        },
      });
    expect((await request(hana, ivan)).statusCode).toBe(201);
    expect((await request(jo, hana)).statusCode).toBe(201);
    await inject(testApp.app, contactRoutes.sendContactMessage, {
      as: hana,
      body: { name: 'Hana', email: hana.email, subject: 'Hi', message: 'A question about my account' },
    });
  });
  afterAll(() => testApp.close());

  it('exports all of the member’s data as a JSON download, and nobody else’s', async () => {
    const response = await inject(testApp.app, accountRoutes.exportAccount, { as: hana });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="skillswap-export-.*\.json"$/,
    );
    const data = response.json<{
      account: { email: string };
      profile: { bio: string; skills_offered: string[] };
      swaps: unknown[];
      swapEvents: unknown[];
      contactMessages: { message: string }[];
      sessions: unknown[];
    }>();
    expect(data.account.email).toBe(hana.email);
    expect(data.profile).toMatchObject({ bio: 'Teaches pottery', skills_offered: ['Pottery'] });
    expect(data.swaps).toHaveLength(2);
    expect(data.swapEvents).toHaveLength(2);
    expect(data.contactMessages.map((row) => row.message)).toEqual(['A question about my account']);
    expect(data.sessions.length).toBeGreaterThan(0);
    expect(response.body).not.toContain(ivan.email);
    expect(response.body).not.toContain('password_hash');
  });

  it('needs a signed-in member to delete or export', async () => {
    expect((await inject(testApp.app, accountRoutes.deleteAccount)).statusCode).toBe(401);
    expect((await inject(testApp.app, accountRoutes.exportAccount)).statusCode).toBe(401);
  });

  it('deleting an account hides it at once, ends its sessions and cancels its open requests', async () => {
    const response = await inject(testApp.app, accountRoutes.deleteAccount, { as: hana });
    expect(response.statusCode).toBe(204);

    const explore = await inject(testApp.app, exploreRoutes.searchProfiles, { query: { q: 'zephyr' } });
    expect(explore.json<ExplorePage>().items.map((item) => item.id)).not.toContain(hana.userId);
    expect(explore.json<ExplorePage>().total).toBe(2);
    expect(
      (await inject(testApp.app, profileRoutes.getProfile, { params: { id: hana.userId } })).statusCode,
    ).toBe(404);

    const withOldToken = await inject(testApp.app, profileRoutes.getMyProfile, { as: hana });
    expect(withOldToken.statusCode).toBe(401);
    const refresh = await inject(testApp.app, authRoutes.token, {
      query: { grant_type: 'refresh_token' },
      body: { refresh_token: hana.refreshToken },
    });
    expect(refresh.statusCode).not.toBe(200);

    const hanasSwaps = await testApp.database.db.select().from(swaps);
    expect(hanasSwaps.map((swap) => swap.status)).toEqual(['cancelled', 'cancelled']);
    const events = await testApp.database.db
      .select()
      .from(swapEvents)
      .where(eq(swapEvents.type, 'cancelled'));
    expect(events).toHaveLength(2);
    const audit = await testApp.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.event, 'account_deleted'));
    expect(audit.map((entry) => entry.userId)).toEqual([hana.userId]);
  });

  it('the other members see the cancelled request', async () => {
    const list = await inject(testApp.app, swapRoutes.listSwapRequests, { as: ivan });
    expect(list.json<{ items: { status: string }[] }>().items.map((item) => item.status)).toEqual([
      'cancelled',
    ]);
  });

  it('purges personal data 30 days after deletion, once', async () => {
    const deletedAt = (await testApp.database.db.select().from(users).where(eq(users.id, hana.userId)))[0]!
      .deletedAt!;
    const early = await purgeDeletedMembers(testApp.database.db, {
      now: new Date(deletedAt.getTime() + 29 * dayMs),
    });
    expect(early.purged).toBe(0);

    const due = await purgeDeletedMembers(testApp.database.db, {
      now: new Date(deletedAt.getTime() + 31 * dayMs),
    });
    expect(due.purged).toBe(1);
    const [user] = await testApp.database.db.select().from(users).where(eq(users.id, hana.userId));
    expect(user).toMatchObject({ fullName: 'Deleted member', passwordHash: null });
    expect(user!.email).not.toContain(hana.email.split('@')[0]!);
    const [profile] = await testApp.database.db.select().from(profiles).where(eq(profiles.id, hana.userId));
    expect(profile).toMatchObject({
      fullName: 'Deleted member',
      bio: null,
      locationCity: null,
      locationCountry: null,
      skillsOffered: [],
      skillsWanted: [],
      avatarUrl: null,
    });
    const [contact] = await testApp.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.userId, hana.userId));
    expect(contact).toMatchObject({ name: 'Deleted member', message: '' });

    const again = await purgeDeletedMembers(testApp.database.db, {
      now: new Date(deletedAt.getTime() + 60 * dayMs),
    });
    expect(again.purged).toBe(0);
  });
});
