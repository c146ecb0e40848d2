import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.ts';
import { databaseKind } from '../../test/database.ts';
import { signUpMember, type TestMember } from '../../test/members.ts';
import { refreshQueuedSkillSets } from './skill-sets.repository.ts';
import { inject } from '../../test/inject.ts';
import { profileRoutes } from '@skillswap/contracts/profiles/routes';

const rounds = 25;

// The refresh job and profile saves both write a member's canonical skills and the Explore generation; in
// PostgreSQL they took those locks in opposite orders and deadlocked. PGlite runs one at a time.
describe(`profile saves while the skill-set job runs, on ${databaseKind}`, () => {
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  let members: TestMember[] = [];

  beforeAll(async () => {
    harness = await createTestApp();
    members = [];
    for (let index = 0; index < 6; index += 1) members.push(await signUpMember(harness.app));
  });
  afterAll(() => harness.close());

  async function countDeadlocks() {
    if (databaseKind !== 'postgres') return 0;
    await new Promise((resolve) => setTimeout(resolve, 1_500)); // statistics reach the view within a second
    const result = await harness.database.db.execute<{ deadlocks: number }>(sql`
      SELECT deadlocks::int, pg_stat_clear_snapshot() FROM pg_stat_database WHERE datname = current_database()`);
    return result.rows[0]!.deadlocks;
  }

  it('never fail and never deadlock, and every save is what matching and search read', async () => {
    const deadlocksBefore = await countDeadlocks();
    const statuses: number[] = [];
    const jobErrors: string[] = [];
    for (let round = 0; round < rounds; round += 1) {
      // Queue everyone, as the seed, reviews and visibility changes do, then save and drain at the same time.
      await harness.database.db.execute(sql`UPDATE profiles SET rating = rating`);
      const saves = members.map((member, index) =>
        inject(harness.app, profileRoutes.updateMyProfile, {
          as: member,
          body: {
            full_name: `Member ${index} round ${round}`,
            bio: '',
            skills_offered: [round % 2 === 0 ? 'JavaScript' : 'Guitar'],
            skills_wanted: ['Spanish'],
          },
        }),
      );
      const drains = [0, 1].map(() =>
        refreshQueuedSkillSets(harness.database.db, 500).catch((error: unknown) => {
          jobErrors.push(String((error as { cause?: unknown }).cause ?? error));
          return 0;
        }),
      );
      const responses = await Promise.all(saves);
      await Promise.all(drains);
      statuses.push(...responses.map((response) => response.statusCode));
    }
    expect(jobErrors).toEqual([]);
    // Not merely retried: PostgreSQL found no deadlock at all (it counts them per database).
    expect(await countDeadlocks()).toBe(deadlocksBefore);
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    const offered = await harness.database.db.execute<{ offered: string[] }>(
      sql`SELECT offered FROM member_skill_sets WHERE member_id IN ${members.map((member) => member.userId)}`,
    );
    const expected = rounds % 2 === 1 ? 'javascript' : 'guitar';
    expect(offered.rows.map((row) => row.offered.join().toLowerCase())).toEqual(members.map(() => expected));
  }, 120_000);
});
