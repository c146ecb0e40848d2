import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, databaseKind } from '../test/database.ts';
import { migrate } from './migrate.ts';
import { profiles, publicProfiles, users } from './schema/index.ts';

describe(`database layer on ${databaseKind}`, () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.drop());

  async function createMember(overrides: Partial<typeof profiles.$inferInsert> = {}) {
    const [user] = await database.db
      .insert(users)
      .values({ email: `member-${crypto.randomUUID()}@example.com`, fullName: 'Test Member' })
      .returning();
    await database.db.insert(profiles).values({
      id: user!.id,
      fullName: 'Test Member',
      locationStreet: '12 Harbour Street',
      locationCity: 'Lisbon',
      locationRegion: 'Lisbon District',
      locationCountry: 'Portugal',
      skillsOffered: ['Guitar'],
      skillsWanted: ['Spanish'],
      ...overrides,
    });
    return user!.id;
  }

  async function findPublic(id: string) {
    const rows = await database.db.select().from(publicProfiles).where(eq(publicProfiles.id, id));
    return rows[0];
  }

  it('applies every migration from empty, and a second run applies nothing', async () => {
    const result = await database.db.execute<{ name: string }>(
      'SELECT name FROM schema_migrations ORDER BY name',
    );
    expect(result.rows.map((row) => row.name)).toContain('0000_foundation.sql');
    expect(await migrate(database)).toEqual([]);
  });

  it('has pg_trgm enabled', async () => {
    const result = await database.db.execute<{ similarity: number }>(
      "SELECT similarity('guitar', 'guitars') AS similarity",
    );
    expect(Number(result.rows[0]!.similarity)).toBeGreaterThan(0.5);
  });

  it('shows a public member with the spec fields and city-level location by default', async () => {
    const id = await createMember();
    // Explore's search columns (migrations 0010, 0039) are in the view too, derived from the name,
    // skills and reviews.
    const {
      search_text: searchText,
      skills_text: skillsText,
      skill_categories: skillCategories,
      explore_rank: exploreRank,
      ...row
    } = (await findPublic(id))!;
    expect(searchText).toContain('guitar');
    expect(skillsText).toContain('spanish');
    // Categories come from the skill-set job, which has not run for this member yet; a newcomer ranks 4.0.
    expect(skillCategories).toEqual([]);
    expect(exploreRank).toBe(4);
    expect(row).toEqual({
      id,
      full_name: 'Test Member',
      avatar_url: null,
      location: 'Lisbon, Portugal',
      bio: null,
      skills_offered: ['Guitar'],
      skills_wanted: ['Spanish'],
      verified: false,
      rating: 0,
    });
  });

  it('hides private profiles', async () => {
    const id = await createMember({ profileVisibility: 'private' });
    expect(await findPublic(id)).toBeUndefined();
  });

  it('hides deleted profiles', async () => {
    const id = await createMember({ deletedAt: new Date() });
    expect(await findPublic(id)).toBeUndefined();
  });

  it('masks location by the member’s choice', async () => {
    const full = await createMember({ showLocationDetail: 'full' });
    const hidden = await createMember({ showLocationDetail: 'hidden' });
    expect((await findPublic(full))?.location).toBe('12 Harbour Street, Lisbon, Lisbon District, Portugal');
    expect((await findPublic(hidden))?.location).toBeNull();
  });

  it('never exposes e-mail or privacy columns through the view', async () => {
    const id = await createMember({ showEmail: true });
    const row = await findPublic(id);
    expect(Object.keys(row ?? {})).not.toContain('email');
    expect(Object.keys(row ?? {})).not.toContain('show_email');
  });

  it('refuses values outside the allowed privacy settings', async () => {
    await expect(createMember({ showLocationDetail: 'street' as 'full' })).rejects.toThrow();
    await expect(createMember({ profileVisibility: 'friends' as 'public' })).rejects.toThrow();
  });
});
