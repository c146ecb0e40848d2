import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { computeLevel, type MemberRecord } from '@skillswap/contracts/shared/levels';
import type { ExplorePage } from '@skillswap/contracts/profiles/schemas';
import { createTestApp } from '../../test/app.ts';
import { databaseKind } from '../../test/database.ts';
import { signUpMember, type TestMember } from '../../test/members.ts';
import { setPlan } from '../auth/personal-tokens/personal-tokens.test-helper.ts';
import { addCommunity } from '../matches/community.fixture.ts';

// Explore's level filter (ADR 115): the level is kept on the profile by the database (migration 0081), equal
// to what `computeLevel` makes of the member's record, so "at least this level" is an indexed condition.

const skill = `Lutemaking${Date.now().toString(36)}`;

describe(`Explore's level filter on ${databaseKind}`, () => {
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  let searcher: TestMember;
  let ids: Record<string, string>;
  const record: MemberRecord = {
    completedSwaps: 0,
    hoursTaught: 0,
    rating: 0,
    reviewCount: 0,
    distinctPartners: 0,
  };

  beforeAll(async () => {
    harness = await createTestApp();
    searcher = await signUpMember(harness.app);
    ids = await addCommunity(harness.database.db, [
      { name: 'Tess Teacher', offers: [skill], wants: [] },
      { name: 'Nell Newcomer', offers: [skill], wants: [] },
      { name: 'Pat Partner', offers: ['Anything'], wants: [] },
    ]);
  });
  afterAll(() => harness.close());

  const execute = (query: SQL) => harness.database.db.execute(query);
  const storedRank = async (id: string) =>
    Number((await execute(sql`SELECT level_rank FROM profiles WHERE id = ${id}`)).rows[0]!.level_rank);
  /**
   * A swap Tess taught `hours` in, completed the way the lifecycle completes one: confirmation, then status.
   */
  const completeSwap = async (hours: number) => {
    const swap = await execute(sql`
      INSERT INTO swaps (requester_id, recipient_id, offered_skill, requested_skill, status)
      VALUES (${ids['Tess Teacher']!}, ${ids['Pat Partner']!}, ${skill}, 'Anything', 'accepted') RETURNING id`);
    const swapId = swap.rows[0]!.id as string;
    await execute(sql`
      INSERT INTO swap_confirmations (swap_id, member_id, requester_hours, recipient_hours)
      VALUES (${swapId}, ${ids['Tess Teacher']!}, ${hours}, 1)`);
    await execute(sql`UPDATE swaps SET status = 'completed' WHERE id = ${swapId}`);
    record.completedSwaps += 1;
    record.hoursTaught += hours;
    record.distinctPartners = 1;
    return swapId;
  };
  const search = (member: TestMember, query: Record<string, string>) =>
    harness.app.inject({
      method: 'GET',
      url: `/api/explore/advanced?${new URLSearchParams({ q: skill, ...query }).toString()}`,
      headers: member.authHeader,
    });
  const names = async (query: Record<string, string>) => {
    const response = await search(searcher, query);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ExplorePage>().items.map((item) => item.full_name);
  };

  it('keeps the stored level equal to computeLevel as swaps complete, reviews publish and the rating moves', async () => {
    const tess = ids['Tess Teacher']!;
    expect(await storedRank(tess)).toBe(computeLevel(record).rank);
    let lastSwap = '';
    for (const hours of [1, 2, 2, 3, 3, 3, 3, 3, 3, 3]) {
      lastSwap = await completeSwap(hours);
      expect(await storedRank(tess), `after ${record.completedSwaps} swaps`).toBe(computeLevel(record).rank);
    }
    expect(computeLevel(record).id).toBe('contributor');
    // Five published reviews and a rating of 4.2: the bars of Mentor.
    for (let index = 0; index < 5; index += 1) {
      const swapId = index === 0 ? lastSwap : await completeSwap(1);
      await execute(sql`
        INSERT INTO reviews (swap_id, reviewer_id, reviewee_id, rating, published_at)
        VALUES (${swapId}, ${ids['Pat Partner']!}, ${tess}, 4, ${index === 4 ? sql`now()` : sql`NULL`})`);
      if (index < 4) await execute(sql`UPDATE reviews SET published_at = now() WHERE swap_id = ${swapId}`);
      record.reviewCount += 1;
      expect(await storedRank(tess)).toBe(computeLevel(record).rank);
    }
    await execute(sql`UPDATE profiles SET rating = 4.2 WHERE id = ${tess}`);
    record.rating = 4.2;
    expect(computeLevel(record).id).toBe('mentor');
    expect(await storedRank(tess)).toBe(4);
    await execute(sql`UPDATE profiles SET rating = 3.9 WHERE id = ${tess}`);
    record.rating = 3.9;
    expect(await storedRank(tess)).toBe(computeLevel(record).rank);
    // A completed swap taken back (a dispute reopened, say) lowers the level again.
    await execute(sql`UPDATE swaps SET status = 'disputed' WHERE id = ${lastSwap}`);
    record.completedSwaps -= 1;
    record.hoursTaught -= 3;
    expect(await storedRank(tess)).toBe(computeLevel(record).rank);
  });

  it('finds members of at least the level asked for, with the search, for Premium only', async () => {
    expect((await search(searcher, { level: 'explorer' })).statusCode).toBe(403);
    await setPlan(harness.database, searcher, 'premium');
    expect(await names({})).toEqual(expect.arrayContaining(['Tess Teacher', 'Nell Newcomer']));
    expect(await names({ level: 'explorer' })).toEqual(['Tess Teacher']);
    expect(await names({ level: 'contributor' })).toEqual(['Tess Teacher']);
    expect(await names({ level: 'master' })).toEqual([]);
    expect(await names({ level: 'newcomer' })).toEqual(
      expect.arrayContaining(['Tess Teacher', 'Nell Newcomer']),
    );
  });

  it('answers an unknown level with 400 naming the field', async () => {
    const response = await search(searcher, { level: 'grandmaster' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation_failed' });
    expect(response.body).toContain('level');
  });
});
