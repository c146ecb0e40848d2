import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { skillCategories, type SkillCategory } from '@skillswap/contracts/shared/categories';
import type { ExplorePage } from '@skillswap/contracts/profiles/schemas';
import { normalizeSkill, skillTaxonomy } from '@skillswap/contracts/shared/skill-taxonomy';
import { profiles, users } from '../../db/schema/index.ts';
import { seedMembers } from '../../db/seed.ts';
import { createTestApp } from '../../test/app.ts';
import { databaseKind } from '../../test/database.ts';
import { signUpMember } from '../../test/members.ts';
import { refreshAllQueuedSkillSets } from '../matches/index.ts';
import { inject } from '../../test/inject.ts';
import { profileRoutes } from '@skillswap/contracts/profiles/routes';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** Every member a chip lists, page by page, and the total it announced. */
async function walkCategory(testApp: TestApp, query: string) {
  const ids: string[] = [];
  let cursor: string | null = null;
  let total = 0;
  do {
    const url: string = `/api/profiles?${query}&limit=50${cursor ? `&cursor=${cursor}` : ''}`;
    const response = await testApp.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    const page = response.json<ExplorePage>();
    total = page.total;
    ids.push(...page.items.map((item) => item.id));
    cursor = page.nextCursor;
  } while (cursor);
  return { ids, total };
}

async function addMembers(
  testApp: TestApp,
  members: { key: string; offered: string[]; wanted?: string[] }[],
) {
  const created = await testApp.database.db
    .insert(users)
    .values(
      members.map((member, index) => ({ email: `chip-${index}@explore.example`, fullName: member.key })),
    )
    .returning({ id: users.id });
  await testApp.database.db.insert(profiles).values(
    members.map((member, index) => ({
      id: created[index]!.id,
      fullName: member.key,
      skillsOffered: member.offered,
      skillsWanted: member.wanted ?? [],
    })),
  );
  return new Map(members.map((member, index) => [member.key, created[index]!.id]));
}

describe(`Explore category chips through the skill taxonomy on ${databaseKind}`, () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  async function chip(category: SkillCategory, extra = '') {
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/profiles?category=${category}&limit=50${extra}`,
    });
    const page = response.json<ExplorePage>();
    return { total: page.total, names: page.items.map((item) => item.full_name).sort() };
  }

  it('finds members by what their skills are, in any wording, and by the literal word as well', async () => {
    const guitarWordings = ['Guitar', 'Acoustic guitar', 'guitar lessons', 'Gitarre', 'Electric Guitar'];
    await addMembers(testApp, [
      { key: 'Py Coder', offered: ['Python'] },
      { key: 'Jo Script', offered: ['Baking'], wanted: ['JS'] },
      { key: 'Rea Native', offered: ['React Native'] },
      { key: 'Dana Base', offered: ['Database Design'] },
      { key: 'Ada Copy', offered: ['Ad Copywriting'] },
      { key: 'Nora Knit', offered: ['Knitting'], wanted: ['Spanish'] },
      ...guitarWordings.map((wording, index) => ({ key: `Guitarist ${index}`, offered: [wording] })),
    ]);
    await refreshAllQueuedSkillSets(testApp.database.db);

    // Python, JS and React are Coding; "Database Design" is SQL (Coding) by the taxonomy and Design
    // by the word.
    expect(await chip('Coding')).toEqual({
      total: 4,
      names: ['Dana Base', 'Jo Script', 'Py Coder', 'Rea Native'],
    });
    expect((await chip('Design')).names).toEqual(['Dana Base']);
    expect((await chip('Music')).names).toEqual(guitarWordings.map((_, index) => `Guitarist ${index}`));
    expect((await chip('Cooking')).names).toEqual(['Jo Script']);
    // "Ad Copywriting" is Marketing by the taxonomy and still Writing by the spec's substring reading.
    expect((await chip('Marketing')).names).toEqual(['Ada Copy']);
    expect((await chip('Writing')).names).toEqual(['Ada Copy']);
    expect((await chip('Fitness')).total).toBe(0);
    // A search and a chip still combine with AND.
    expect(await chip('Music', '&q=acoustic')).toEqual({ total: 1, names: ['Guitarist 1'] });
    expect(await chip('Coding', '&q=guitar')).toEqual({ total: 0, names: [] });
  });

  it('follows a member’s edit at once: the chip and its total change with the saved skills', async () => {
    const member = await signUpMember(testApp.app, { fullName: 'Ed Itor' });
    const save = (offered: string[]) =>
      inject(testApp.app, profileRoutes.updateMyProfile, {
        as: member,
        body: {
          full_name: 'Ed Itor',
          bio: 'Here to swap.',
          skills_offered: offered,
          skills_wanted: ['Yoga'],
        },
      });
    const before = await chip('Coding');
    expect((await save(['TypeScript basics'])).statusCode).toBe(200);
    expect(await chip('Coding')).toEqual({
      total: before.total + 1,
      names: [...before.names, 'Ed Itor'].sort(),
    });
    expect((await save(['Piano'])).statusCode).toBe(200);
    expect(await chip('Coding')).toEqual(before);
  });
});

describe(`Every taxonomy skill on its category chip on ${databaseKind}`, () => {
  let testApp: TestApp;
  /** One member per wording the taxonomy knows, named by that wording. */
  let memberOf: Map<string, string>;

  // Aliases the normaliser reads as another entry (a spelling two entries share) belong to that entry.
  const wordings = skillTaxonomy.flatMap((entry) =>
    [entry.canonical, ...entry.aliases]
      .filter((label) => normalizeSkill(label).canonical === entry.canonical)
      .map((label) => ({ label, category: entry.category })),
  );

  beforeAll(async () => {
    testApp = await createTestApp();
    memberOf = await addMembers(
      testApp,
      wordings.map((wording) => ({ key: wording.label, offered: [wording.label] })),
    );
    await refreshAllQueuedSkillSets(testApp.database.db);
  });
  afterAll(() => testApp.close());

  it.each(skillCategories)(
    'the %s chip lists every wording of its skills, and no others',
    async (category) => {
      const listed = await walkCategory(testApp, `category=${category}`);
      const expected = wordings
        .filter(
          (wording) =>
            wording.category === category || wording.label.toLowerCase().includes(category.toLowerCase()),
        )
        .map((wording) => memberOf.get(wording.label)!);
      expect(wordings.filter((wording) => wording.category === category).length).toBeGreaterThan(20);
      expect(listed.total).toBe(expected.length);
      expect(new Set(listed.ids)).toEqual(new Set(expected));
    },
  );
});

describe(`Category chips on the demo community on ${databaseKind}`, () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp();
    await seedMembers(testApp.database, 200);
    await refreshAllQueuedSkillSets(testApp.database.db);
  });
  afterAll(() => testApp.close());

  it('finds every demo member who offers or wants a skill of the category', async () => {
    const visible = await testApp.database.db.execute<{ id: string; offered: string[]; wanted: string[] }>(
      'SELECT id, skills_offered AS offered, skills_wanted AS wanted FROM public_profiles',
    );
    for (const category of skillCategories) {
      const expected = visible.rows
        .filter((row) =>
          [...row.offered, ...row.wanted].some(
            (skill) =>
              normalizeSkill(skill).category === category ||
              skill.toLowerCase().includes(category.toLowerCase()),
          ),
        )
        .map((row) => row.id);
      const listed = await walkCategory(testApp, `category=${category}`);
      expect(expected.length, category).toBeGreaterThan(0);
      expect(new Set(listed.ids), category).toEqual(new Set(expected));
    }
  });
});
