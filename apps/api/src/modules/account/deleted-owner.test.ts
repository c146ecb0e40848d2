import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConsoleOrganisation } from '@skillswap/contracts/admin-organisations/schemas';
import type { CommunityDetail, CommunityList } from '@skillswap/contracts/communities/schemas';
import type { NotificationPage } from '@skillswap/contracts/notifications/schemas';
import { createManualClock } from '../../lib/clock.ts';
import { createTestApp } from '../../test/app.ts';
import { databaseKind } from '../../test/database.ts';
import type { TestMember } from '../../test/members.ts';
import { signUpStaffMember } from '../../test/staff.ts';
import { createSwapKit, type SwapKit } from '../swap-lifecycle/swaps.test-helper.ts';

// What a deletion leaves behind in communities and the console, and what the export holds.

describe(
  `a deleted owner's communities, and the data export, on ${databaseKind}`,
  { timeout: 120_000 },
  () => {
    const clock = createManualClock(new Date('2026-11-20T09:00:00Z'));
    let harness: Awaited<ReturnType<typeof createTestApp>>;
    let kit: SwapKit;
    let admin: TestMember;

    beforeAll(async () => {
      harness = await createTestApp({ clock });
      kit = createSwapKit(harness.app, harness.database);
      admin = await signUpStaffMember(harness.app, harness.database, clock, 'admin');
    }, 120_000);
    afterAll(() => harness.close());

    const call = (
      member: TestMember,
      method: 'GET' | 'POST' | 'PUT' | 'DELETE',
      url: string,
      payload?: object,
    ) => harness.app.inject({ method, url, headers: member.authHeader, ...(payload ? { payload } : {}) });
    const ok = async <T>(
      member: TestMember,
      method: 'GET' | 'POST' | 'PUT',
      url: string,
      payload?: object,
    ) => {
      const response = await call(member, method, url, payload);
      expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
      return response.json<T>();
    };
    const create = async (owner: TestMember, name: string) =>
      (
        await ok<{ data: { slug: string } }>(owner, 'POST', '/api/communities', {
          name,
          description: `${name} swaps skills.`,
          isOnline: true,
          visibility: 'public',
          joinRule: 'open',
        })
      ).data.slug;
    // Deletion asks for a sign-in within the last 5 minutes; the clock may have moved on since
    // the member joined.
    const deleteAccount = async (member: TestMember) => {
      const fresh = await kit.signInAgain(member);
      expect((await call(fresh, 'DELETE', '/api/me')).statusCode).toBe(204);
    };
    const detail = async (member: TestMember, slug: string) =>
      (await ok<{ data: CommunityDetail }>(member, 'GET', `/api/communities/${slug}`)).data;

    it('hands a deleted owner’s community to its longest-serving coordinator, else member, else archives it', async () => {
      const owner = await kit.joinMember('Ola Owner');
      const [early, coordinator, late] = [
        await kit.joinMember('Eda Early'),
        await kit.joinMember('Cole Coordinator'),
        await kit.joinMember('Lu Late'),
      ];
      const withCoordinator = await create(owner, 'Heron Hall');
      const membersOnly = await create(owner, 'Heron Yard');
      const alone = await create(owner, 'Heron Alone');
      for (const slug of [withCoordinator, membersOnly]) {
        for (const member of [early, coordinator, late]) {
          clock.advance(60_000);
          await ok(member, 'POST', `/api/communities/${slug}/join`, {});
        }
      }
      await ok(owner, 'POST', `/api/communities/${withCoordinator}/members/${coordinator.userId}/role`, {
        role: 'coordinator',
      });

      await deleteAccount(owner);
      expect((await detail(coordinator, withCoordinator)).myRole).toBe('owner');
      expect((await detail(early, withCoordinator)).myRole).toBe('member');
      expect((await detail(early, membersOnly)).myRole).toBe('owner');
      expect((await detail(coordinator, membersOnly)).myRole).toBe('member');
      const titles = (await ok<NotificationPage>(coordinator, 'GET', '/api/notifications')).items.map(
        (n) => n.title,
      );
      expect(titles).toContain('You are now the owner of Heron Hall');
      // The new owner runs it: the invitation link and the coordinators' tools are theirs.
      expect((await detail(coordinator, withCoordinator)).inviteToken).toEqual(expect.any(String));

      // Nobody was left in the third: it is archived, gone from lists and pages.
      expect((await call(early, 'GET', `/api/communities/${alone}`)).statusCode).toBe(404);
      expect((await call(early, 'POST', `/api/communities/${alone}/join`, {})).statusCode).toBe(404);
      const listed = await ok<CommunityList>(early, 'GET', '/api/communities?q=heron');
      expect(listed.items.map((item) => item.name).sort()).toEqual(['Heron Hall', 'Heron Yard']);
    });

    it('names a deleted organisation owner "Former member" in the console', async () => {
      const owner = await kit.joinMember('Vera Vanished', { plan: 'enterprise' });
      expect((await call(owner, 'POST', '/api/organisations', { name: 'Vanished Works' })).statusCode).toBe(
        201,
      );
      await deleteAccount(owner);
      const listed = await ok<{ organisations: ConsoleOrganisation[] }>(
        admin,
        'GET',
        '/api/admin/organisations',
      );
      const organisation = listed.organisations.find((each) => each.slug === 'vanished-works');
      expect(organisation?.owner).toEqual({ id: owner.userId, fullName: 'Former member' });
    });

    it('puts the Coach’s weekly goal and the push quiet hours in the data export', async () => {
      const member = await kit.joinMember('Gia Goal', { plan: 'elite' });
      await ok(member, 'PUT', '/api/me/coach/goal', { weeklyHours: 6 });
      await ok(member, 'PUT', '/api/me/push-preferences', {
        categories: { board: false },
        quietHours: { start: '22:00', end: '07:30', timeZone: 'Europe/Lisbon' },
      });
      const exported = await ok<Record<string, unknown>>(member, 'GET', '/api/me/export');
      expect(exported.coachGoal).toMatchObject({ weekly_hours: 6 });
      expect(exported.pushPreferences).toMatchObject({
        disabled_categories: ['board'],
        quiet_start_minute: 22 * 60,
        quiet_end_minute: 7 * 60 + 30,
        quiet_time_zone: 'Europe/Lisbon',
      });
    });
  },
);
