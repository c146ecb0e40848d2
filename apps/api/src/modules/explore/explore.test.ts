import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExplorePage } from '@skillswap/contracts/profiles/schemas';
import { profiles, users } from '../../db/schema/index.ts';
import { createTestApp } from '../../test/app.ts';
import { databaseKind } from '../../test/database.ts';
import { refreshAllQueuedSkillSets } from '../matches/index.ts';
import { pruneExploreCounts } from './explore.repository.ts';
import { inject } from '../../test/inject.ts';
import { exploreRoutes } from '@skillswap/contracts/explore/routes';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
type ProfileValues = Partial<typeof profiles.$inferInsert> & { fullName: string };

describe(`Explore search on ${databaseKind}`, () => {
  let testApp: TestApp;
  const ids: Record<string, string> = {};

  async function addMember(key: string, values: ProfileValues) {
    const [user] = await testApp.database.db
      .insert(users)
      .values({ email: `${key}@explore.example`, fullName: values.fullName })
      .returning({ id: users.id });
    await testApp.database.db.insert(profiles).values({ id: user!.id, ...values });
    ids[key] = user!.id;
  }

  async function explore(query: string): Promise<ExplorePage> {
    const response = await testApp.app.inject({ method: 'GET', url: `/api/profiles?${query}` });
    expect(response.statusCode).toBe(200);
    return response.json<ExplorePage>();
  }

  const names = (page: ExplorePage) => page.items.map((item) => item.full_name).sort();

  beforeAll(async () => {
    testApp = await createTestApp();
    await addMember('ana', {
      fullName: 'Ana Guitarra',
      skillsOffered: ['Guitar', 'Music Theory'],
      skillsWanted: ['Python'],
      rating: 4.8,
      reviewCount: 5,
    });
    await addMember('bo', {
      fullName: 'Bo Chen',
      skillsOffered: ['Graphic Design'],
      skillsWanted: ['Bass guitar'],
      rating: 4.5,
      reviewCount: 5,
    });
    await addMember('cy', {
      fullName: 'Cy Ode',
      skillsOffered: ['SQL'],
      skillsWanted: ['UI Design', 'Baking'],
      rating: 3.9,
      reviewCount: 5,
    });
    await addMember('dee', {
      fullName: 'Dee Secret',
      skillsOffered: ['Guitar'],
      skillsWanted: ['Design'],
      profileVisibility: 'private',
    });
    await addMember('eve', {
      fullName: 'Eve Gone',
      skillsOffered: ['Guitar'],
      skillsWanted: ['Design'],
      deletedAt: new Date(),
    });
    await addMember('fay', {
      fullName: 'Fay Fields',
      skillsOffered: ['Yoga'],
      skillsWanted: ['Cooking basics'],
      rating: 0,
    });
  });
  afterAll(() => testApp.close());

  it('lists a member once they have at least one skill, never as a blank card', async () => {
    await addMember('gus', { fullName: 'Gus Skipped', rating: 5, reviewCount: 3 });
    expect(names(await explore(''))).not.toContain('Gus Skipped');
    expect(names(await explore('q=Gus'))).toEqual([]);
    await testApp.database.db
      .update(profiles)
      .set({ skillsWanted: ['Chess'] })
      .where(eq(profiles.id, ids.gus!));
    expect(names(await explore(''))).toContain('Gus Skipped');
    expect(names(await explore('q=Gus'))).toEqual(['Gus Skipped']);
    await testApp.database.db.update(profiles).set({ skillsWanted: [] }).where(eq(profiles.id, ids.gus!));
  });

  it('lists every visible member with no search and no category (All), in Explore order', async () => {
    const page = await explore('');
    expect(page.total).toBe(4);
    // Best reviewed first; Fay, without reviews yet, ranks above Cy's five reviews averaging 3.9 (ADR 0046).
    expect(page.items.map((item) => item.full_name)).toEqual([
      'Ana Guitarra',
      'Bo Chen',
      'Fay Fields',
      'Cy Ode',
    ]);
    expect(page.nextCursor).toBeNull();
  });

  it('finds a substring of a name or of either skill list, whatever the case', async () => {
    expect(names(await explore('q=GUITAR'))).toEqual(['Ana Guitarra', 'Bo Chen']);
    expect(names(await explore('q=chen'))).toEqual(['Bo Chen']);
    expect(names(await explore('q=aking'))).toEqual(['Cy Ode']);
    expect(names(await explore('q=music%20th'))).toEqual(['Ana Guitarra']);
  });

  it('folds case beyond ASCII', async () => {
    await addMember('elo', { fullName: 'Élodie Núñez', skillsOffered: ['Pâtisserie'], skillsWanted: ['Go'] });
    expect(names(await explore('q=%C3%A9lodie'))).toEqual(['Élodie Núñez']);
    expect(names(await explore('q=N%C3%9A%C3%91EZ'))).toEqual(['Élodie Núñez']);
    expect(names(await explore('q=P%C3%82TISS'))).toEqual(['Élodie Núñez']);
    await testApp.database.db
      .update(profiles)
      .set({ deletedAt: new Date() })
      .where(eq(profiles.id, ids.elo!));
  });

  it('never matches across two entries of a list', async () => {
    expect((await explore('q=guitar%20music')).total).toBe(0);
  });

  it('treats % and _ in a search as plain characters', async () => {
    expect((await explore('q=%25')).total).toBe(0);
    expect((await explore('q=a_a')).total).toBe(0);
  });

  it('answers one- and two-character searches as substrings too', async () => {
    expect(names(await explore('q=ql'))).toEqual(['Cy Ode']);
    expect(names(await explore('q=Yo'))).toEqual(['Fay Fields']);
    expect(names(await explore('q=z'))).toEqual([]);
    expect((await explore('q=o')).total).toBe(4);
  });

  it('filters by category against the skill lists only, not names', async () => {
    expect(names(await explore('category=Design'))).toEqual(['Bo Chen', 'Cy Ode']);
    expect(names(await explore('category=Music'))).toEqual(['Ana Guitarra']);
    expect(names(await explore('category=Cooking'))).toEqual(['Fay Fields']);
    expect((await explore('category=Writing')).total).toBe(0);
  });

  it('combines search and category with AND', async () => {
    expect(names(await explore('q=guitar&category=Design'))).toEqual(['Bo Chen']);
    expect(names(await explore('q=Cy&category=Design'))).toEqual(['Cy Ode']);
    expect((await explore('q=yoga&category=Design')).total).toBe(0);
  });

  it('never lists or counts private or deleted members', async () => {
    const everyone = await explore('limit=50');
    const listed = everyone.items.map((item) => item.id);
    expect(listed).not.toContain(ids.dee);
    expect(listed).not.toContain(ids.eve);
    expect((await explore('q=secret')).total).toBe(0);
    expect((await explore('q=gone')).total).toBe(0);
    expect((await explore('q=guitar')).total).toBe(2);
  });

  it('totals follow every change at once: a new member, edited skills, a deletion', async () => {
    expect((await explore('q=ukulele')).total).toBe(0);
    await addMember('gil', { fullName: 'Gil Strum', skillsOffered: ['Ukulele'], skillsWanted: ['Chess'] });
    expect((await explore('q=ukulele')).total).toBe(1);
    await testApp.database.db
      .update(profiles)
      .set({ skillsOffered: ['Banjo'] })
      .where(eq(profiles.id, ids.gil!));
    expect((await explore('q=ukulele')).total).toBe(0);
    expect((await explore('q=banjo')).total).toBe(1);
    await testApp.database.db
      .update(profiles)
      .set({ deletedAt: new Date() })
      .where(eq(profiles.id, ids.gil!));
    expect((await explore('q=banjo')).total).toBe(0);
  });

  it('forgets cached totals of past generations and after an hour', async () => {
    const cached = async () =>
      (await testApp.database.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM explore_counts`))
        .rows[0]!.n;
    await explore('q=guitar');
    expect(await cached()).toBeGreaterThan(0);
    await pruneExploreCounts(testApp.database.db, new Date());
    const kept = await cached();
    expect(kept).toBeGreaterThan(0);
    await pruneExploreCounts(testApp.database.db, new Date(Date.now() + 2 * 60 * 60 * 1000));
    expect(await cached()).toBe(0);
    expect((await explore('q=guitar')).total).toBe(2);
  });

  it('refuses an unknown category and a forged cursor', async () => {
    const badCategory = await inject(testApp.app, exploreRoutes.searchProfiles, {
      unchecked: true,
      query: { category: 'Knitting' },
    });
    expect(badCategory.statusCode).toBe(400);
    const badCursor = await inject(testApp.app, exploreRoutes.searchProfiles, {
      query: { cursor: 'bm9wZQ' },
    });
    expect(badCursor.statusCode).toBe(400);
    expect(badCursor.json()).toMatchObject({ code: 'validation_failed', message: 'Invalid cursor' });
  });
});

describe(`Explore pagination on ${databaseKind}`, () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp();
    // Many members share a rating, so the order must break ties by id to stay stable.
    const rows = Array.from({ length: 57 }, (_, index) => ({
      email: `page-${index}@explore.example`,
      fullName: `Pager ${index}`,
    }));
    const created = await testApp.database.db.insert(users).values(rows).returning({ id: users.id });
    await testApp.database.db.insert(profiles).values(
      created.map((user, index) => ({
        id: user.id,
        fullName: `Pager ${index}`,
        skillsOffered: [index % 3 === 0 ? 'Portrait Photography' : 'Piano'],
        skillsWanted: ['Yoga'],
        rating: [4.5, 3.5, 0][index % 3]!,
        reviewCount: [3, 3, 0][index % 3]!,
        profileVisibility: index % 10 === 9 ? ('private' as const) : ('public' as const),
      })),
    );
  });
  afterAll(() => testApp.close());

  async function walk(query: string, limit: number) {
    const seen: string[] = [];
    let cursor: string | null = null;
    let total = -1;
    do {
      const url: string = `/api/profiles?${query}&limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`;
      const page = (await testApp.app.inject({ method: 'GET', url })).json<ExplorePage>();
      total = page.total;
      expect(page.items.length).toBeLessThanOrEqual(limit);
      seen.push(...page.items.map((item) => item.id));
      cursor = page.nextCursor;
    } while (cursor);
    return { seen, total };
  }

  it('walks every page without duplicates or gaps, and the total matches', async () => {
    const { seen, total } = await walk('', 7);
    expect(total).toBe(52);
    expect(seen).toHaveLength(52);
    expect(new Set(seen).size).toBe(52);
  });

  it('pages through a search the same way', async () => {
    const { seen, total } = await walk('q=piano', 5);
    expect(total).toBe(35);
    expect(new Set(seen).size).toBe(35);
    const photo = await walk('category=Photography', 4);
    expect(photo.total).toBe(17);
    expect(new Set(photo.seen).size).toBe(17);
  });

  it('keeps Explore order across pages: well reviewed, then not yet reviewed, then poorly reviewed', async () => {
    const first = (
      await inject(testApp.app, exploreRoutes.searchProfiles, { query: { limit: '20' } })
    ).json<ExplorePage>();
    const second = (
      await inject(testApp.app, exploreRoutes.searchProfiles, {
        unchecked: true,
        query: { limit: '20', cursor: first.nextCursor },
      })
    ).json<ExplorePage>();
    const places = [...first.items, ...second.items].map((item) => [4.5, 0, 3.5].indexOf(item.rating));
    expect(places).toEqual([...places].sort((a, b) => a - b));
    expect(new Set(places)).toEqual(new Set([0, 1, 2]));
  });
});

describe(`Explore search through the skill taxonomy on ${databaseKind}`, () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp();
    const members: ProfileValues[] = [
      { fullName: 'Gus Park', skillsOffered: ['JS'], skillsWanted: ['Piano'], rating: 4, reviewCount: 1 },
      {
        fullName: 'Hal Stone',
        skillsOffered: ['Cooking'],
        skillsWanted: ['Java Script'],
        rating: 3,
        reviewCount: 1,
      },
      { fullName: 'Ivy Moss', skillsOffered: ['JavaScript'], skillsWanted: [], rating: 2, reviewCount: 1 },
      { fullName: 'Kit Hidden', skillsOffered: ['JS'], skillsWanted: [], profileVisibility: 'private' },
      { fullName: 'Lou Java', skillsOffered: ['Java'], skillsWanted: [], rating: 1, reviewCount: 1 },
    ];
    for (const [index, values] of members.entries()) {
      const [user] = await testApp.database.db
        .insert(users)
        .values({ email: `taxonomy-${index}@explore.example`, fullName: values.fullName })
        .returning({ id: users.id });
      await testApp.database.db.insert(profiles).values({ id: user!.id, ...values });
    }
  });
  afterAll(() => testApp.close());

  async function search(term: string) {
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/profiles?q=${encodeURIComponent(term)}`,
    });
    const page = response.json<ExplorePage>();
    return { total: page.total, names: page.items.map((item) => item.full_name) };
  }

  it('finds every wording of a known skill once the canonical skills are built, never a private member', async () => {
    // Before the background refresh, only the literal wording matches.
    expect(await search('JS')).toEqual({ total: 1, names: ['Gus Park'] });
    await refreshAllQueuedSkillSets(testApp.database.db);
    const everyWording = { total: 3, names: ['Gus Park', 'Hal Stone', 'Ivy Moss'] };
    expect(await search('JS')).toEqual(everyWording);
    expect(await search('javascript')).toEqual(everyWording);
    expect(await search('Java Script basics')).toEqual(everyWording);
  });

  it('keeps an unknown or different skill to its literal substring', async () => {
    await refreshAllQueuedSkillSets(testApp.database.db);
    expect(await search('java')).toEqual({ total: 3, names: ['Hal Stone', 'Ivy Moss', 'Lou Java'] });
    expect(await search('moss')).toEqual({ total: 1, names: ['Ivy Moss'] });
  });

  it('finds a rare wording through the search index as well (few matches among many members)', async () => {
    const fillers = Array.from({ length: 60 }, (_, index) => ({
      email: `filler-${index}@explore.example`,
      fullName: `Filler ${index}`,
    }));
    const rows = await testApp.database.db.insert(users).values(fillers).returning({ id: users.id });
    await testApp.database.db
      .insert(profiles)
      .values(
        rows.map((row, index) => ({ id: row.id, fullName: `Filler ${index}`, skillsOffered: ['Knitting'] })),
      );
    const [tess] = await testApp.database.db
      .insert(users)
      .values({ email: 'tess@explore.example', fullName: 'Tess Quill' })
      .returning({ id: users.id });
    await testApp.database.db
      .insert(profiles)
      .values({ id: tess!.id, fullName: 'Tess Quill', skillsOffered: ['TS'], skillsWanted: [] });
    await refreshAllQueuedSkillSets(testApp.database.db);
    expect(await search('TypeScript')).toEqual({ total: 1, names: ['Tess Quill'] });
    expect(await search('type script')).toEqual({ total: 1, names: ['Tess Quill'] });
  });
});
