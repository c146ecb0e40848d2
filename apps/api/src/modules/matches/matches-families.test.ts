import type { CoachAnswer } from '@skillswap/contracts/coach/schemas';
import type { MatchList } from '@skillswap/contracts/matches/schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '../../db/schema/index.ts';
import { createTestApp } from '../../test/app.ts';
import { databaseKind } from '../../test/database.ts';
import { signUpMember, type TestMember } from '../../test/members.ts';
import { addCommunity, setOwnProfile } from './community.fixture.ts';

// "Portuguese" wanted and "Portuguese Conversation" offered are one family. They match,
// below exact matches, with the reason shown, and the Coach names such a teacher too.
describe(`matching by skill family on ${databaseKind}`, () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  let lia: TestMember;

  beforeAll(async () => {
    testApp = await createTestApp();
    const { db } = testApp.database;
    lia = await signUpMember(testApp.app, { fullName: 'Lia Learner' });
    await setOwnProfile(db, lia.userId, { offers: ['Guitar'], wants: ['Portuguese'] });
    // The Coach is an Elite feature.
    await db.update(profiles).set({ plan: 'elite' }).where(eq(profiles.id, lia.userId));
    await addCommunity(db, [
      { name: 'Rui', offers: ['Portuguese Conversation'], wants: ['Knitting'], rating: 5, verified: true },
      { name: 'Sol', offers: ['Portuguese'], wants: ['Knitting'], rating: 3 },
      { name: 'Ted', offers: ['Jazz Guitar'], wants: ['Knitting'], rating: 5 },
    ]);
  }, 60_000);
  afterAll(() => testApp.close());

  const get = async <T>(url: string) => {
    const response = await testApp.app.inject({ method: 'GET', url, headers: lia.authHeader });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<T>();
  };

  it('matches a related skill of the same family, ranked below the exact one, with the reason', async () => {
    const { items } = await get<MatchList>('/api/matches');
    expect(items.map((match) => match.profile.full_name)).toEqual(['Sol', 'Rui']);
    const rui = items[1]!;
    expect(rui).toMatchObject({
      kind: 'teaches_you',
      teaches: [],
      related: [{ side: 'teaches', theirs: 'Portuguese Conversation', yours: 'Portuguese' }],
    });
    expect(rui.reasons).toContain('Related: teaches Portuguese Conversation (you want Portuguese)');
  });

  it('lets the Coach name a teacher of a related skill, after the exact ones', async () => {
    const answer = await get<CoachAnswer>('/api/me/coach');
    const plan = answer.plans.find((candidate) => candidate.skill === 'Portuguese')!;
    expect(plan.teachers.map((teacher) => [teacher.fullName, teacher.relatedSkill])).toEqual([
      ['Sol', null],
      ['Rui', 'Portuguese Conversation'],
    ]);
  });
});
