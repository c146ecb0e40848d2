import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/database.ts';
import { addCommunity } from './community.fixture.ts';
import {
  ensureCurrentTaxonomy,
  refreshAllQueuedSkillSets,
  refreshMemberSkillSet,
  refreshQueuedSkillSets,
} from './skill-sets.repository.ts';
import { taxonomyVersion } from './skill-sets.ts';

let database: Awaited<ReturnType<typeof createTestDatabase>>;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database?.drop();
});

async function storedSet(memberId: string) {
  const result = await database.db.execute<{ offered: string[]; wanted: string[]; categories: string[] }>(
    sql`SELECT offered, wanted, categories FROM member_skill_sets WHERE member_id = ${memberId}`,
  );
  return result.rows[0];
}

async function queued(): Promise<number> {
  const result = await database.db.execute<{ total: number }>(
    sql`SELECT count(*)::int AS total FROM member_skill_refresh`,
  );
  return result.rows[0]!.total;
}

describe('canonical skill sets', () => {
  it('are built for every new profile, whoever wrote it, from the queue the trigger fills', async () => {
    const { Lea } = await addCommunity(database.db, [
      { name: 'Lea', offers: ['JS', 'Guitar lessons', 'knitting'], wants: ['UX', 'Español'] },
    ]);
    expect(await queued()).toBe(1);
    expect(await refreshAllQueuedSkillSets(database.db)).toBe(1);
    expect(await queued()).toBe(0);
    expect(await storedSet(Lea!)).toEqual({
      offered: ['JavaScript', 'Guitar', 'Knitting'],
      wanted: ['UX Design', 'Spanish'],
      categories: ['Coding', 'Music', 'Design'],
    });
  });

  it('follow an edit, and an edit made during a rebuild is not lost', async () => {
    const { Max } = await addCommunity(database.db, [{ name: 'Max', offers: ['Piano'], wants: ['Yoga'] }]);
    await refreshAllQueuedSkillSets(database.db);
    await database.db.execute(sql`UPDATE profiles SET skills_offered = ARRAY['drums'] WHERE id = ${Max!}`);
    // A rebuild that read the queue before a newer edit must leave that newer edit queued.
    await database.db.execute(
      sql`UPDATE member_skill_refresh SET revision = revision + 1000 WHERE member_id = ${Max!}`,
    );
    await refreshMemberSkillSet(database.db, Max!);
    expect((await storedSet(Max!))?.offered).toEqual(['Drums']);
    expect(await queued()).toBe(0);
    await database.db.execute(
      sql`UPDATE profiles SET skills_wanted = ARRAY['pilates classes'] WHERE id = ${Max!}`,
    );
    expect(await refreshQueuedSkillSets(database.db, 10)).toBe(1);
    expect((await storedSet(Max!))?.wanted).toEqual(['Pilates']);
  });

  it('are rebuilt for everyone when the taxonomy changes', async () => {
    await ensureCurrentTaxonomy(database.db);
    expect(await ensureCurrentTaxonomy(database.db)).toBe(false);
    await database.db.execute(sql`UPDATE member_skill_sets SET taxonomy_version = 'older'`);
    await database.db.execute(sql`UPDATE matching_state SET value = 'older' WHERE key = 'taxonomy_version'`);
    expect(await ensureCurrentTaxonomy(database.db)).toBe(true);
    expect(await queued()).toBe(2);
    await refreshAllQueuedSkillSets(database.db);
    const versions = await database.db.execute<{ taxonomy_version: string }>(
      sql`SELECT DISTINCT taxonomy_version FROM member_skill_sets`,
    );
    expect(versions.rows).toEqual([{ taxonomy_version: taxonomyVersion }]);
  });
});
