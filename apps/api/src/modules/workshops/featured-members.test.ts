import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.ts';
import { databaseKind } from '../../test/database.ts';
import { createSwapKit } from '../swap-lifecycle/swaps.test-helper.ts';
import { inject } from '../../test/inject.ts';
import { workshopRoutes } from '@skillswap/contracts/workshops/routes';

describe(`Explore's featured Elite members on ${databaseKind}`, () => {
  let harness: Awaited<ReturnType<typeof createTestApp>>;

  beforeAll(async () => {
    harness = await createTestApp();
  });
  afterAll(async () => {
    await harness.close();
  });

  it(
    'shows up to 4 Elite members relevant to the search, each within 20% of the mean over 1,000 loads',
    { timeout: 120_000 },
    async () => {
      const kit = createSwapKit(harness.app, harness.database);
      const elite = [];
      for (let index = 0; index < 7; index += 1)
        elite.push(await kit.joinMember(`Origami Elite ${index + 1}`, { plan: 'elite', offers: 'Origami' }));
      const premium = await kit.joinMember('Origami Premium', { plan: 'premium', offers: 'Origami' });
      const otherElite = await kit.joinMember('Welding Elite', { plan: 'elite', offers: 'Welding' });

      const shown = new Map<string, number>();
      for (let load = 0; load < 1000; load += 1) {
        const response = await inject(harness.app, workshopRoutes.listFeaturedMembers, {
          query: { search: 'origami' },
        });
        const items = response.json<{ items: { id: string }[] }>().items;
        expect(items).toHaveLength(4);
        expect(new Set(items.map((item) => item.id)).size).toBe(4);
        for (const item of items) shown.set(item.id, (shown.get(item.id) ?? 0) + 1);
      }
      expect([...shown.keys()].sort()).toEqual(elite.map((member) => member.userId).sort());
      expect(shown.has(premium.userId)).toBe(false);
      expect(shown.has(otherElite.userId)).toBe(false);
      const mean = 4000 / elite.length;
      for (const count of shown.values()) {
        expect(count).toBeGreaterThanOrEqual(mean * 0.8);
        expect(count).toBeLessThanOrEqual(mean * 1.2);
      }
      const badges = await harness.app.inject({
        method: 'GET',
        url: `/api/members/elite?ids=${[elite[0]!.userId, premium.userId, otherElite.userId].join(',')}`,
      });
      expect(badges.json<{ eliteIds: string[] }>().eliteIds.sort()).toEqual(
        [elite[0]!.userId, otherElite.userId].sort(),
      );
      const none = await inject(harness.app, workshopRoutes.listFeaturedMembers, {
        query: { search: 'zzzz-nothing' },
      });
      expect(none.json<{ items: unknown[] }>().items).toEqual([]);
    },
  );
});
