import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insightCsvColumns, type Insights } from '@skillswap/contracts/insights/schemas';
import { createManualClock } from '../../lib/clock.ts';
import { parseCsv } from '../../lib/csv.ts';
import { createTestApp } from '../../test/app.ts';
import { databaseKind } from '../../test/database.ts';
import { createSwapKit, type KitMember, type SwapKit } from '../swap-lifecycle/swaps.test-helper.ts';
import { profileActivityOf } from './index.ts';
import { inject } from '../../test/inject.ts';
import { reviewRoutes } from '@skillswap/contracts/reviews/routes';

describe(`the analytics dashboard on ${databaseKind}`, () => {
  // The app's clock stands at 09:00 UTC today: the ledger stamps movements with the database's own time, so
  // a clock pinned to another month would put them outside the months the page shows.
  const today = new Date().toISOString().slice(0, 10);
  const clock = createManualClock(new Date(`${today}T09:00:00Z`));
  const monthsEndingNow = Array.from({ length: 12 }, (_, index) => {
    const [year, month] = today.split('-').map(Number) as [number, number];
    const total = year * 12 + (month - 1) - (11 - index);
    return `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}`;
  });
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  let kit: SwapKit;
  let owner: KitMember;
  let fan: KitMember;
  let third: KitMember;

  beforeAll(async () => {
    harness = await createTestApp({ clock });
    kit = createSwapKit(harness.app, harness.database);
    owner = await kit.joinMember('Insa Ingram', { plan: 'premium', offers: 'Guitar', wants: 'Spanish' });
    fan = await kit.joinMember('Fabio Fanning', { offers: 'Spanish', wants: 'Guitar' });
    third = await kit.joinMember('Tara Thorne', { offers: 'Spanish', wants: 'Guitar' });
  });
  afterAll(() => harness.close());

  const get = (member: KitMember | null, url: string) =>
    harness.app.inject({ method: 'GET', url, headers: member?.authHeader ?? {} });
  const insights = async (member: KitMember) => {
    const response = await get(member, '/api/me/insights');
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Insights>();
  };
  const thisMonth = async (member: KitMember) => (await insights(member)).months.at(-1)!;
  const storedDays = async () =>
    (
      await harness.database.db.execute<{ day: string; profile_views: number }>(
        sql`SELECT to_char(day, 'YYYY-MM-DD') AS day, profile_views FROM profile_activity_days
            WHERE member_id = ${owner.userId} ORDER BY day`,
      )
    ).rows.map((row) => ({ day: row.day, views: Number(row.profile_views) }));

  it('T76: refuses a Free member with 403 plan_required naming Premium, for the page and the CSV', async () => {
    for (const url of ['/api/me/insights', '/api/me/insights.csv']) {
      const response = await get(fan, url);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'plan_required', plan: 'premium' });
    }
  });

  it('shows 12 calendar months, the current one last, every one present', async () => {
    const { months } = await insights(owner);
    expect(months.map((month) => month.month)).toEqual(monthsEndingNow);
  });

  it('T76: counts views by others (not their own) and appearances in Explore and Matches, one row a day', async () => {
    const counter = profileActivityOf(harness.app);
    await counter.flush();
    const before = await thisMonth(owner);

    await get(fan, `/api/profiles/${owner.userId}`);
    await get(null, `/api/profiles/${owner.userId}`);
    await get(owner, `/api/profiles/${owner.userId}`); // their own visit is not a view
    const explore = await get(fan, `/api/profiles?q=${encodeURIComponent('Insa Ingram')}`);
    expect(explore.json<{ items: { id: string }[] }>().items.map((item) => item.id)).toContain(owner.userId);
    const matches = await get(fan, '/api/matches');
    expect(
      matches.json<{ items: { profile: { id: string } }[] }>().items.map((match) => match.profile.id),
    ).toContain(owner.userId);

    // Nothing is written per request: the counts wait in memory for the next flush.
    expect(await storedDays()).toEqual([]);
    await counter.flush();
    expect(await storedDays()).toEqual([{ day: today, views: 2 }]);
    const after = await thisMonth(owner);
    expect(after.profileViews - before.profileViews).toBe(2);
    expect(after.exploreAppearances - before.exploreAppearances).toBe(1);
    expect(after.matchAppearances - before.matchAppearances).toBe(1);

    // A second flush the same day adds to the same row.
    await get(third, `/api/profiles/${owner.userId}`);
    await counter.flush();
    expect(await storedDays()).toEqual([{ day: today, views: 3 }]);
    expect((await thisMonth(owner)).profileViews - before.profileViews).toBe(3);
  });

  it('T75: never tells who viewed: the answer and the CSV hold counts only', async () => {
    for (const url of ['/api/me/insights', '/api/me/insights.csv']) {
      const body = (await get(owner, url)).body;
      expect(body).not.toContain(fan.userId);
      expect(body).not.toContain('Fabio');
    }
  });

  it('adds requests received, sent and accepted, hours, SkillCoin and the ratings of the month', async () => {
    const received = await kit.requestSwap(fan, owner);
    await kit.actOk(owner, received, 'accept');
    const sent = await kit.requestSwap(owner, third);
    await kit.actOk(third, sent, 'decline');
    // The fan (requester) taught 2 hours, the owner (recipient) 1.
    await kit.actOk(fan, received, 'confirm', { requesterHours: 2, recipientHours: 1 });
    await kit.actOk(owner, received, 'confirm', { requesterHours: 2, recipientHours: 1 });
    for (const [author, rating] of [
      [fan, 4],
      [owner, 5],
    ] as const) {
      const review = await inject(harness.app, reviewRoutes.createReview, {
        params: { id: received },
        as: author,
        body: { rating, comment: 'A fine swap.' },
      });
      expect(review.statusCode, review.body).toBe(201);
    }

    const month = await thisMonth(owner);
    expect(month).toMatchObject({
      requestsReceived: 1,
      requestsSent: 1,
      requestsAccepted: 1,
      acceptanceRate: 1,
      hoursTaught: 1,
      hoursLearned: 2,
      averageRating: 4,
      reviews: 1,
    });
    // Every movement of the owner's account happened this month: what came in less what went out
    // is the balance.
    const balance = await kit.balanceOf(owner);
    expect(month.skillCoinIn).toBeGreaterThan(0);
    expect(month.skillCoinOut).toBeGreaterThan(0);
    expect(month.skillCoinIn - month.skillCoinOut).toBeCloseTo(balance.balance, 2);
    const fanMonth = await (async () => {
      await kit.setPlan(fan, 'premium');
      return thisMonth(fan);
    })();
    expect(fanMonth).toMatchObject({ requestsSent: 1, requestsReceived: 0, acceptanceRate: null });
    expect(fanMonth).toMatchObject({ hoursTaught: 2, hoursLearned: 1, averageRating: 5 });
    await kit.setPlan(fan, 'free');
  });

  it('puts older days in their month and leaves out what is older than 12 months', async () => {
    await harness.database.db.execute(sql`
      INSERT INTO profile_activity_days (member_id, day, profile_views, explore_appearances, match_appearances)
      VALUES (${owner.userId}, '2026-02-10', 5, 7, 1), (${owner.userId}, '2025-11-30', 100, 100, 100)
    `);
    const { months, totals } = await insights(owner);
    expect(months.find((month) => month.month === '2026-02')).toMatchObject({
      profileViews: 5,
      exploreAppearances: 7,
      matchAppearances: 1,
    });
    expect(totals.profileViews).toBe(months.reduce((sum, month) => sum + month.profileViews, 0));
    expect(totals.profileViews).toBeLessThan(100);
  });

  it('downloads the same figures as CSV, one row a month', async () => {
    const response = await get(owner, '/api/me/insights.csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toContain(
      `skillswap-insights-${monthsEndingNow.at(-1)}.csv`,
    );
    const lines = response.body.trim().split('\r\n');
    expect(lines).toHaveLength(13);
    // Every field quoted, as every CSV the API writes (lib/csv.ts); a figure without a value is empty.
    expect(lines[0]).toBe(
      '"month","profileViews","exploreAppearances","matchAppearances","requestsReceived","requestsSent",' +
        '"requestsAccepted","acceptanceRate","hoursTaught","hoursLearned","skillCoinIn","skillCoinOut",' +
        '"averageRating","reviews"',
    );
    expect(lines[monthsEndingNow.indexOf('2026-02') + 1]).toBe(
      '"2026-02","5","7","1","0","0","0","","0","0","0","0","","0"',
    );
    expect(lines[12]!.startsWith(`"${monthsEndingNow.at(-1)}","3","1","1","1","1","1","1","1","2",`)).toBe(
      true,
    );
    // Read back as CSV, each row holds the dashboard's figures for its month, column for column.
    const { months } = await insights(owner);
    expect(parseCsv(response.body).map((record) => record.fields)).toEqual([
      [...insightCsvColumns],
      ...months.map((month) => insightCsvColumns.map((column) => String(month[column] ?? ''))),
    ]);
  });

  it('locks again when the plan lapses, keeping what was counted', async () => {
    await kit.setPlan(owner, 'free');
    expect((await get(owner, '/api/me/insights')).statusCode).toBe(403);
    await get(fan, `/api/profiles/${owner.userId}`);
    await profileActivityOf(harness.app).flush();
    await kit.setPlan(owner, 'premium');
    expect((await thisMonth(owner)).profileViews).toBe(4);
  });
});
