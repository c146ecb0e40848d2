import type { CircleList, MatchList } from '@skillswap/contracts/matches/schemas';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.ts';
import { signUpMember, type TestMember } from '../../test/members.ts';
import { addCommunity, addSwap, setOwnProfile } from './community.fixture.ts';
import { inject } from '../../test/inject.ts';
import { matchRoutes } from '@skillswap/contracts/matches/routes';
import { profileRoutes } from '@skillswap/contracts/profiles/routes';

let testApp: Awaited<ReturnType<typeof createTestApp>>;
let maya: TestMember;
let ids: Record<string, string>;

// Maya teaches Spanish and Photoshop and wants Guitar and JavaScript, in Lisbon. Everyone else writes their
// skills their own way; the right ranking is worked out by hand in the tests below.
beforeAll(async () => {
  testApp = await createTestApp();
  const { db } = testApp.database;
  maya = await signUpMember(testApp.app, { fullName: 'Maya Seeker' });
  await setOwnProfile(db, maya.userId, {
    offers: ['Spanish', 'Photoshop'],
    wants: ['Guitar', 'JavaScript'],
    city: 'Lisbon',
    country: 'Portugal',
  });
  ids = await addCommunity(db, [
    // Mutual, near, well rated and verified: the best match.
    {
      name: 'Ana',
      offers: ['Guitar lessons'],
      wants: ['Español'],
      city: 'Lisbon',
      country: 'Portugal',
      rating: 4.8,
      verified: true,
    },
    // Mutual, far away.
    {
      name: 'Ben',
      offers: ['JS'],
      wants: ['Photoshop editing'],
      city: 'Berlin',
      country: 'Germany',
      rating: 4,
    },
    // Mutual, same country, no rating yet, one completed swap with Maya (completed swaps do not exclude).
    {
      name: 'Hal',
      offers: ['javascript basics'],
      wants: ['spanish for beginners'],
      city: 'Porto',
      country: 'Portugal',
    },
    // One way: teaches Maya guitar, same city, top rated; wants home cooking (which Dan teaches).
    {
      name: 'Cara',
      offers: ['Acoustic guitar'],
      wants: ['Home cooking'],
      city: 'Lisbon',
      country: 'Portugal',
      rating: 5,
    },
    // One way: teaches guitar, same city but hides where they live, so nearness does not count or show.
    {
      name: 'Jo',
      offers: ['GUITAR'],
      wants: ['Knitting'],
      city: 'Lisbon',
      country: 'Portugal',
      showLocation: 'hidden',
      rating: 4.5,
    },
    // One way: wants Maya's Spanish, teaches cooking; idle for months.
    {
      name: 'Dan',
      offers: ['Cooking classes'],
      wants: ['Spanish lessons'],
      city: 'Madrid',
      country: 'Spain',
      rating: 3,
      daysSinceUpdate: 120,
    },
    // Mutual but excluded: private, deleted, already in an open request, already in an accepted swap.
    { name: 'Eve', offers: ['Guitar'], wants: ['Spanish'], visibility: 'private', rating: 5 },
    { name: 'Finn', offers: ['Guitar'], wants: ['Spanish'], isDeleted: true, rating: 5 },
    { name: 'Gus', offers: ['Guitar'], wants: ['Spanish'], rating: 5 },
    { name: 'Kai', offers: ['Guitar'], wants: ['Spanish'], rating: 5 },
    // Nothing in common.
    { name: 'Ivy', offers: ['Pottery'], wants: ['Sushi'] },
  ]);
  await addSwap(db, maya.userId, ids.Gus!, 'requested');
  await addSwap(db, ids.Kai!, maya.userId, 'accepted');
  await addSwap(db, maya.userId, ids.Hal!, 'completed');
});

afterAll(async () => {
  await testApp?.close();
});

async function getMatches(member: TestMember = maya) {
  const response = await inject(testApp.app, matchRoutes.listMatches, { as: member });
  expect(response.statusCode).toBe(200);
  return response.json<MatchList>();
}

const names = (list: MatchList) => list.items.map((match) => match.profile.full_name);

describe('GET /api/matches', () => {
  it('asks a visitor to sign in', async () => {
    const response = await inject(testApp.app, matchRoutes.listMatches);
    expect(response.statusCode).toBe(401);
  });

  it('ranks mutual matches first, then one-way ones, each by score, whatever the wording', async () => {
    expect(names(await getMatches())).toEqual(['Ana', 'Ben', 'Hal', 'Cara', 'Jo', 'Dan']);
  });

  it('says why, in the words of the product', async () => {
    const byName = new Map((await getMatches()).items.map((match) => [match.profile.full_name, match]));
    expect(byName.get('Ana')).toMatchObject({
      kind: 'mutual',
      teaches: ['Guitar'],
      learns: ['Spanish'],
      reasons: [
        'Teaches Guitar, wants Spanish',
        'Same city: Lisbon',
        'Verified member',
        'Rated 4.8',
        'Active this week',
      ],
    });
    expect(byName.get('Ben')?.reasons[0]).toBe('Teaches JavaScript, wants Photoshop');
    expect(byName.get('Hal')?.reasons).toContain('1 completed swap');
    expect(byName.get('Hal')?.reasons).toContain('Same country: Portugal');
    // The same reasons as facts, for a client that words them in the member's language.
    expect(byName.get('Ana')?.partnerReasons).toEqual([
      { code: 'same_city', place: 'Lisbon' },
      { code: 'verified' },
      { code: 'rated', rating: 4.8 },
      { code: 'active_this_week' },
    ]);
    expect(byName.get('Hal')?.partnerReasons).toEqual(
      expect.arrayContaining([
        { code: 'completed_swaps', count: 1 },
        { code: 'same_country', place: 'Portugal' },
      ]),
    );
    expect(byName.get('Cara')).toMatchObject({
      kind: 'teaches_you',
      reasons: expect.arrayContaining(['Teaches Guitar']) as unknown,
    });
    expect(byName.get('Dan')).toMatchObject({ kind: 'learns_from_you', reasons: ['Wants Spanish'] });
    expect(byName.get('Jo')?.reasons.join(' ')).not.toMatch(/Lisbon|city/i);
    expect(byName.get('Jo')?.profile.location).toBeNull();
  });

  it('scores by the documented weights', async () => {
    const scores: Record<string, number> = Object.fromEntries(
      (await getMatches()).items.map((m) => [m.profile.full_name ?? '', m.score]),
    );
    // shared skills 10 each + rating/5 × 10 + verified 5 + activity 15 + same city 10 / same country
    // 5 + swaps.
    expect(scores.Ana).toBeCloseTo(20 + 9.6 + 5 + 15 + 10, 0);
    expect(scores.Ben).toBeCloseTo(20 + 8 + 15, 0);
    expect(scores.Hal).toBeCloseTo(20 + 1 + 15 + 5, 0);
    expect(scores.Cara).toBeCloseTo(10 + 10 + 15 + 10, 0);
    expect(scores.Dan).toBeLessThan(scores.Jo!);
  });

  it('leaves out private and deleted members, the member themself and anyone already in a swap with them', async () => {
    const listed = names(await getMatches());
    for (const name of ['Eve', 'Finn', 'Gus', 'Kai', 'Ivy', 'Maya Seeker'])
      expect(listed).not.toContain(name);
  });

  it('brings back a member once the open request ends', async () => {
    const { db } = testApp.database;
    await db.execute(sql`UPDATE swaps SET status = 'declined' WHERE recipient_id = ${ids.Gus!}`);
    expect(names(await getMatches())).toContain('Gus');
    await db.execute(sql`UPDATE swaps SET status = 'requested' WHERE recipient_id = ${ids.Gus!}`);
  });

  it('drops a member who turns their profile private or deletes their account, at once', async () => {
    const { db } = testApp.database;
    await db.execute(sql`UPDATE profiles SET profile_visibility = 'private' WHERE id = ${ids.Ben!}`);
    await db.execute(sql`UPDATE profiles SET deleted_at = now() WHERE id = ${ids.Cara!}`);
    const listed = names(await getMatches());
    expect(listed).not.toContain('Ben');
    expect(listed).not.toContain('Cara');
    await db.execute(sql`UPDATE profiles SET profile_visibility = 'public' WHERE id = ${ids.Ben!}`);
    await db.execute(sql`UPDATE profiles SET deleted_at = NULL WHERE id = ${ids.Cara!}`);
    expect(names(await getMatches())).toEqual(['Ana', 'Ben', 'Hal', 'Cara', 'Jo', 'Dan']);
  });

  it('follows a profile edit at once', async () => {
    const { db } = testApp.database;
    await db.execute(sql`UPDATE profiles SET skills_wanted = ARRAY['Knitting'] WHERE id = ${ids.Ben!}`);
    const ben = (await getMatches()).items.find((match) => match.profile.full_name === 'Ben');
    expect(ben).toMatchObject({ kind: 'teaches_you', teaches: ['JavaScript'], learns: [] });
    expect(ben?.reasons[0]).toBe('Teaches JavaScript');
    await db.execute(
      sql`UPDATE profiles SET skills_wanted = ARRAY['Photoshop editing'] WHERE id = ${ids.Ben!}`,
    );
  });

  it('matches a profile saved through the profile form at once, whatever its wording', async () => {
    const zoe = await signUpMember(testApp.app, { fullName: 'Zoe Newcomer' });
    const saved = await inject(testApp.app, profileRoutes.updateMyProfile, {
      as: zoe,
      body: {
        full_name: 'Zoe Newcomer',
        bio: '',
        skills_offered: ['Guitar for beginners'],
        skills_wanted: ['spanish'],
      },
    });
    expect(saved.statusCode).toBe(200);
    const zoeMatch = (await getMatches()).items.find((match) => match.profile.id === zoe.userId);
    expect(zoeMatch).toMatchObject({ kind: 'mutual', teaches: ['Guitar'], learns: ['Spanish'] });
    expect(zoeMatch?.profile.skills_offered).toEqual(['Guitar for beginners']);
  });

  it('answers an empty list to a member who has not listed any skills yet', async () => {
    const newcomer = await signUpMember(testApp.app, { fullName: 'New Comer' });
    expect((await getMatches(newcomer)).items).toEqual([]);
  });
});

describe('GET /api/matches/circles', () => {
  it('finds the three-member circle where no one matches Maya both ways', async () => {
    const response = await inject(testApp.app, matchRoutes.listCircles, { as: maya });
    expect(response.statusCode).toBe(200);
    const { items } = response.json<CircleList>();
    const danCara = items.find((c) => c.members[0].full_name === 'Dan' && c.members[1].full_name === 'Cara');
    expect(danCara).toMatchObject({
      steps: [
        { from: maya.userId, to: ids.Dan, skill: 'Spanish' },
        { from: ids.Dan, to: ids.Cara, skill: 'Cooking' },
        { from: ids.Cara, to: maya.userId, skill: 'Guitar' },
      ],
      reasons: ['You teach Dan Spanish', 'Dan teaches Cara Cooking', 'Cara teaches you Guitar'],
    });
    for (const circle of items) {
      for (const member of circle.members)
        expect(['Eve', 'Finn', 'Gus', 'Kai']).not.toContain(member.full_name);
    }
  });

  it('asks a visitor to sign in', async () => {
    const response = await inject(testApp.app, matchRoutes.listCircles);
    expect(response.statusCode).toBe(401);
  });
});
