import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExplorePage } from '@skillswap/contracts/profiles/schemas';
import { createTestApp } from '../../test/app.ts';
import { databaseKind } from '../../test/database.ts';
import { signUpMember } from '../../test/members.ts';
import { setPlan } from '../auth/personal-tokens/personal-tokens.test-helper.ts';
import { addCommunity } from '../matches/community.fixture.ts';
import { locateUnlocatedCities } from './index.ts';

// Members from before migration 0058 have a city and no city centre (ADR 86); the backfill job gives them one
// (ADR 115), in batches two processes can run at once, trying a city the gazetteer does not know only once.

const skill = `Bookbinding${Date.now().toString(36)}`;

describe(`the city-centre backfill on ${databaseKind}`, () => {
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  let ids: Record<string, string>;

  beforeAll(async () => {
    harness = await createTestApp();
    ids = await addCommunity(harness.database.db, [
      { name: 'Old Paris', offers: [skill], wants: [], city: 'Paris', country: 'France' },
      { name: 'Old Lyon', offers: [skill], wants: [], city: 'Lyon', country: 'France' },
      { name: 'Old London', offers: [skill], wants: [], city: 'London', country: 'United Kingdom' },
      { name: 'Old Nowhere', offers: [skill], wants: [], city: 'Atlantisville', country: 'Nowhere' },
      {
        name: 'Old Hidden',
        offers: [skill],
        wants: [],
        city: 'Paris',
        country: 'France',
        showLocation: 'hidden',
      },
    ]);
  });
  afterAll(() => harness.close());

  const pointOf = async (name: string) => {
    const result = await harness.database.db.execute<{
      city_latitude: number | null;
      city_located_for: string;
    }>(sql`SELECT city_latitude, city_located_for FROM profiles WHERE id = ${ids[name]!}`);
    return result.rows[0]!;
  };

  it('locates every member, two runs at once sharing the batches, and tries an unknown city only once', async () => {
    expect((await pointOf('Old Paris')).city_latitude).toBeNull();
    const counts = [];
    for (let round = 0; round < 20; round += 1) {
      const handled = await Promise.all([
        locateUnlocatedCities(harness.database.db, 2),
        locateUnlocatedCities(harness.database.db, 2),
      ]);
      counts.push(...handled);
      if (handled.every((count) => count === 0)) break;
    }
    // Other tests' members may share the database; ours are five of those handled.
    expect(counts.reduce((sum, count) => sum + count, 0)).toBeGreaterThanOrEqual(5);
    expect(Number((await pointOf('Old Paris')).city_latitude)).toBeCloseTo(48.86, 1);
    expect(Number((await pointOf('Old London')).city_latitude)).toBeCloseTo(51.5, 0);
    expect(await pointOf('Old Nowhere')).toEqual({
      city_latitude: null,
      city_located_for: 'Atlantisville|Nowhere',
    });
    expect(await locateUnlocatedCities(harness.database.db, 100)).toBe(0);
  });

  it('lets a distance search find them, but never one who hides their location', async () => {
    const searcher = await signUpMember(harness.app);
    await setPlan(harness.database, searcher, 'premium');
    const response = await harness.app.inject({
      method: 'GET',
      url: `/api/explore/advanced?${new URLSearchParams({ q: skill, near: 'Paris, France', withinKm: '450' }).toString()}`,
      headers: searcher.authHeader,
    });
    expect(response.statusCode, response.body).toBe(200);
    const names = response.json<ExplorePage>().items.map((item) => item.full_name);
    expect(names.sort()).toEqual(['Old London', 'Old Lyon', 'Old Paris']);
  });
});
