import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExplorePage } from '@skillswap/contracts/profiles/schemas';
import type { ReviewPage } from '@skillswap/contracts/reviews/schemas';
import { findBrokenPromises } from '../modules/swap-lifecycle/ledger-invariants.test-helper.ts';
import { createTestApp } from '../test/app.ts';
import { databaseKind } from '../test/database.ts';
import { signUpMember } from '../test/members.ts';
import { seedMembers } from './seed.ts';
import { inject } from '../test/inject.ts';
import { reviewRoutes } from '@skillswap/contracts/reviews/routes';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

describe(`the demo community on ${databaseKind}`, () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp();
    await seedMembers(testApp.database, 60);
  });
  afterAll(() => testApp.close());

  /** What each demo member's rating must be by the product's rule: the mean of received reviews, or 0. */
  async function expectedRatings() {
    const result = await testApp.database.db.execute<{
      id: string;
      reviews: number;
      mean: string | null;
    }>(sql`
      SELECT p.id, count(r.id)::int AS reviews, round(avg(r.rating), 1)::text AS mean
      FROM profiles p LEFT JOIN reviews r ON r.reviewee_id = p.id
      GROUP BY p.id`);
    return new Map(
      result.rows.map((row) => [row.id, { reviews: row.reviews, rating: Number(row.mean ?? 0) }]),
    );
  }

  it('rates every demo member by the reviews they received, as Explore and their reviews page show', async () => {
    const expected = await expectedRatings();
    expect(expected.size).toBe(60);
    const listed: ExplorePage['items'] = [];
    let cursor: string | null = null;
    do {
      const url: string = `/api/profiles?limit=50${cursor ? `&cursor=${cursor}` : ''}`;
      const page = (await testApp.app.inject({ method: 'GET', url })).json<ExplorePage>();
      listed.push(...page.items);
      cursor = page.nextCursor;
    } while (cursor);
    expect(listed.length).toBeGreaterThan(40);
    for (const card of listed) expect(card.rating, card.id).toBe(expected.get(card.id)!.rating);
    // Most demo members have been reviewed, some not yet.
    const reviewed = [...expected.values()].filter((member) => member.reviews > 0);
    expect(reviewed.length).toBeGreaterThan(20);
    expect(reviewed.length).toBeLessThan(60);

    for (const card of listed.slice(0, 10)) {
      const response = await inject(testApp.app, reviewRoutes.listProfileReviews, {
        params: { id: card.id },
      });
      const reviews = response.json<ReviewPage>();
      expect(reviews.total).toBe(expected.get(card.id)!.reviews);
      expect(reviews.rating).toBe(card.rating);
    }
  });

  it('reviews only completed swaps, by their two members, once each', async () => {
    const stray = await testApp.database.db.execute<{ id: string }>(sql`
      SELECT r.id FROM reviews r JOIN swaps s ON s.id = r.swap_id
      WHERE s.status <> 'completed'
         OR NOT ((r.reviewer_id = s.requester_id AND r.reviewee_id = s.recipient_id)
              OR (r.reviewer_id = s.recipient_id AND r.reviewee_id = s.requester_id))`);
    expect(stray.rows).toEqual([]);
  });

  it('settles every demo swap through the ledger: balances sum to zero, none below the floor, each swap once', async () => {
    const swaps = await testApp.database.db.execute<{ status: string; total: number }>(
      sql`SELECT status, count(*)::int AS total FROM swaps GROUP BY status`,
    );
    expect(swaps.rows.map((row) => row.status)).toEqual(['completed']);
    expect(swaps.rows[0]!.total).toBeGreaterThan(20);
    expect(await findBrokenPromises(testApp.database.db)).toEqual([]);

    // Every demo profile is complete, so each member got the starter grant once; no one ever went below
    // zero, which honours the credit floor however strict (product rules R7.2: 0 until one has taught).
    const accounts = await testApp.database.db.execute<{ grants: number; balance: string }>(sql`
      SELECT (SELECT count(*)::int FROM ledger_transfers t JOIN ledger_movements m ON m.transfer_id = t.id
              WHERE t.kind = 'starter_grant' AND m.account_id = a.id) AS grants,
             (SELECT coalesce(sum(amount), 0)::text FROM ledger_movements m WHERE m.account_id = a.id) AS balance
      FROM ledger_accounts a WHERE a.kind = 'member'`);
    expect(accounts.rows).toHaveLength(60);
    for (const account of accounts.rows) {
      expect(account.grants).toBe(1);
      expect(Number(account.balance)).toBeGreaterThanOrEqual(0);
    }
    const moved = await testApp.database.db.execute<{ total: number }>(sql`
      SELECT count(*)::int AS total FROM ledger_transfers t
      WHERE t.kind = 'swap_settlement' AND EXISTS (SELECT 1 FROM ledger_movements m WHERE m.transfer_id = t.id)`);
    expect(moved.rows[0]!.total).toBeGreaterThan(0);
  });

  // Day one looked fake, every member initials and a templated bio, and
  // nothing around them.
  it('looks lived in on day one: portraits, varied bios, communities, open board posts and upcoming workshops', async () => {
    const viewer = await signUpMember(testApp.app, { fullName: 'Nia Newcomer' });
    const get = async <T>(url: string) => {
      const response = await testApp.app.inject({ method: 'GET', url, headers: viewer.authHeader });
      expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
      return response.json<T>();
    };
    const profiles = await testApp.database.db.execute<{ bio: string; avatar_url: string | null }>(
      sql`SELECT bio, avatar_url FROM profiles WHERE id <> ${viewer.userId}`,
    );
    const withPortrait = profiles.rows.filter((row) => row.avatar_url !== null);
    expect(withPortrait.length).toBeGreaterThan(profiles.rows.length * 0.6);
    expect(new Set(withPortrait.map((row) => row.avatar_url)).size).toBeGreaterThan(
      withPortrait.length * 0.8,
    );
    const portrait = await testApp.app.inject({ method: 'GET', url: withPortrait[0]!.avatar_url! });
    expect(portrait.statusCode).toBe(200);
    expect(portrait.headers['content-type']).toBe('image/webp');
    expect(portrait.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
    expect(new Set(profiles.rows.map((row) => row.bio)).size).toBe(profiles.rows.length);

    const { items: communities } = await get<{ items: Array<{ slug: string; memberCount: number }> }>(
      '/api/communities',
    );
    const demo = communities.filter((community) => community.memberCount > 1);
    expect(demo.length).toBeGreaterThanOrEqual(3);
    const page = await get<{ data: { announcements: unknown[] } }>(`/api/communities/${demo[0]!.slug}`);
    expect(page.data.announcements.length).toBeGreaterThan(0);

    const board = await get<{ items: Array<{ status: string }> }>('/api/board/posts');
    expect(board.items.filter((post) => post.status === 'open').length).toBeGreaterThanOrEqual(6);
    const upcoming = await get<{ items: Array<{ startsAt: string }> }>('/api/workshops');
    expect(
      upcoming.items.filter((workshop) => new Date(workshop.startsAt) > new Date()).length,
    ).toBeGreaterThanOrEqual(4);
  });

  it('is the same demo on every machine: the same seed draws the same members, bios and activity', async () => {
    const again = await createTestApp();
    try {
      await seedMembers(again.database, 60);
      const snapshot = async (app: TestApp) =>
        (
          await app.database.db.execute<{ line: string }>(sql`
            SELECT full_name || '|' || coalesce(bio, '') || '|' || (avatar_hash IS NOT NULL) AS line FROM profiles
            UNION ALL SELECT title FROM board_posts UNION ALL SELECT title FROM workshops
            UNION ALL SELECT name FROM communities ORDER BY 1`)
        ).rows.map((row) => row.line);
      const first = (await snapshot(testApp)).filter((line) => !line.startsWith('Nia Newcomer'));
      expect(await snapshot(again)).toEqual(first);
    } finally {
      await again.close();
    }
  });
});
