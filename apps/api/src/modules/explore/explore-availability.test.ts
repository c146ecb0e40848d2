import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExplorePage } from '@skillswap/contracts/profiles/schemas';
import { createTestApp } from '../../test/app.ts';
import { databaseKind } from '../../test/database.ts';
import { signUpMember, type TestMember } from '../../test/members.ts';
import { setPlan } from '../auth/personal-tokens/personal-tokens.test-helper.ts';
import { inject } from '../../test/inject.ts';
import { sessionRoutes } from '@skillswap/contracts/sessions/routes';
import { profileRoutes } from '@skillswap/contracts/profiles/routes';

// Explore's "available on" filter (ADR 110): a weekday's morning (06–12), afternoon (12–17) or evening
// (17–22) in the member's own time zone, covered by at least an hour of their stated week. Premium and
// up (ADR 86).

const skill = `Lutework${Date.now().toString(36)}`;

describe(`Explore's availability filter on ${databaseKind}`, () => {
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  let searcher: TestMember;
  const named: Record<string, string> = {};
  const byName: Record<string, TestMember> = {};

  const state = (member: TestMember, ranges: { weekday: number; start: string; end: string }[]) =>
    inject(harness.app, sessionRoutes.updateAvailability, { as: member, body: { ranges } });

  async function join(name: string, ranges: { weekday: number; start: string; end: string }[]) {
    const member = await signUpMember(harness.app, { fullName: name });
    const saved = await inject(harness.app, profileRoutes.updateMyProfile, {
      as: member,
      body: { full_name: name, bio: '', skills_offered: [skill], skills_wanted: [] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await state(member, ranges)).statusCode).toBe(200);
    named[member.userId] = name;
    byName[name] = member;
  }

  const search = (query: Record<string, string>, who: TestMember = searcher) =>
    harness.app.inject({
      method: 'GET',
      url: `/api/explore/advanced?${new URLSearchParams({ q: skill, ...query }).toString()}`,
      headers: who.authHeader,
    });
  const namesFound = async (available: string) => {
    const response = await search({ available });
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json<ExplorePage>();
    expect(page.total).toBe(page.items.length);
    return page.items.map((item) => named[item.id]).sort();
  };

  beforeAll(async () => {
    harness = await createTestApp();
    searcher = await signUpMember(harness.app);
    await setPlan(harness.database, searcher, 'premium');
    await join('Monday Evenings', [{ weekday: 1, start: '18:00', end: '21:00' }]);
    // Half an hour of Monday evening is not an evening they can teach in.
    await join('Monday Mornings', [
      { weekday: 1, start: '09:00', end: '10:30' },
      { weekday: 1, start: '21:30', end: '24:00' },
    ]);
    await join('Weekend Afternoons', [
      { weekday: 6, start: '11:30', end: '16:00' },
      { weekday: 7, start: '12:00', end: '13:00' },
    ]);
    await join('Never Said', []);
  }, 60_000);
  afterAll(() => harness?.close());

  it('finds the members available in that part of that weekday, at least an hour of it', async () => {
    expect(await namesFound('mon-evening')).toEqual(['Monday Evenings']);
    expect(await namesFound('mon-morning')).toEqual(['Monday Mornings']);
    expect(await namesFound('sat-morning')).toEqual([]);
    expect(await namesFound('sat-afternoon')).toEqual(['Weekend Afternoons']);
    expect(await namesFound('sun-afternoon')).toEqual(['Weekend Afternoons']);
    expect(await namesFound('tue-evening')).toEqual([]);
  });

  it('follows a changed week at once', async () => {
    expect(
      (await state(byName['Monday Evenings']!, [{ weekday: 2, start: '17:00', end: '22:00' }])).statusCode,
    ).toBe(200);
    expect(await namesFound('mon-evening')).toEqual([]);
    expect(await namesFound('tue-evening')).toEqual(['Monday Evenings']);
  });

  it('refuses an unknown part of the week with a 400, and a Free member with 403 plan_required', async () => {
    for (const bad of ['mon-night', 'monday-evening', '1-evening']) {
      const response = await search({ available: bad });
      expect(response.statusCode, bad).toBe(400);
      expect(response.json<{ code: string }>().code).toBe('validation_failed');
    }
    const free = await signUpMember(harness.app);
    const refused = await search({ available: 'mon-evening' }, free);
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ code: string }>().code).toBe('plan_required');
  });
});
