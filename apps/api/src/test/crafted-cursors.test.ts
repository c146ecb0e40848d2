import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExplorePage } from '@skillswap/contracts/profiles/schemas';
import type { SwapList } from '@skillswap/contracts/swap-lifecycle/schemas';
import { createSwapKit, type KitMember, type SwapKit } from '../modules/swap-lifecycle/swaps.test-helper.ts';
import { createTestApp } from './app.ts';
import { databaseKind } from './database.ts';

const base64url = (text: string) => Buffer.from(text).toString('base64url');

/** Cursors a client could forge: right shape, wrong content. */
const forgedKeysetCursors = {
  'a dash-only id': base64url('[5,"------------------------------------"]'),
  'a rating out of range': base64url('[1e308,"6f1c2a3e-2f6b-4c1d-9a7e-0b1c2d3e4f50"]'),
  'a date and a dash-only id': base64url('2020-01-01T00:00:00Z|------------------------------------'),
  'a date past year 9999': base64url('+275760-09-13T00:00:00.000Z|00000000-0000-0000-0000-000000000000'),
  'a JSON date past year 9999': base64url(
    '["+275760-09-13T00:00:00.000Z","6f1c2a3e-2f6b-4c1d-9a7e-0b1c2d3e4f50"]',
  ),
  'a JSON date with a dash-only id': base64url(
    '["2020-01-01T00:00:00.000Z","------------------------------------"]',
  ),
  'a date that does not exist': base64url(
    '["2021-02-30T00:00:00.000Z","6f1c2a3e-2f6b-4c1d-9a7e-0b1c2d3e4f50"]',
  ),
  'not base64': '%%%',
  'too long': 'A'.repeat(400),
};

/** Numeric cursors that name no id the database could have handed out exactly. */
const forgedSequenceCursors = {
  'beyond what JavaScript holds exactly': '9007199254740993',
  'leading zeros': '0007',
  zero: '0',
  negative: '-1',
  'a fraction': '1.5',
};

describe(`crafted cursors on ${databaseKind}`, () => {
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  let kit: SwapKit;
  let ana: KitMember;
  let ben: KitMember;
  let swapId: string;

  beforeAll(async () => {
    harness = await createTestApp();
    kit = createSwapKit(harness.app, harness.database);
    ana = await kit.joinMember('Ana Lima');
    ben = await kit.joinMember('Ben Okafor', { offers: 'Spanish', wants: 'Guitar' });
    swapId = await kit.requestSwap(ana, ben);
  });
  afterAll(() => harness.close());

  const get = (url: string, member?: KitMember) =>
    harness.app.inject({ method: 'GET', url, ...(member ? { headers: member.authHeader } : {}) });

  function expectInvalidCursor(response: Awaited<ReturnType<typeof get>>) {
    expect({ status: response.statusCode, body: response.json<unknown>() }).toMatchObject({
      status: 400,
      body: { code: 'validation_failed', message: 'Invalid cursor' },
    });
  }

  it.each(Object.entries(forgedKeysetCursors))('Explore refuses a cursor with %s', async (_, cursor) => {
    expectInvalidCursor(await get(`/api/profiles?cursor=${encodeURIComponent(cursor)}`));
  });

  it.each(Object.entries(forgedKeysetCursors))('My Swaps refuses a cursor with %s', async (_, cursor) => {
    for (const box of ['incoming', 'outgoing', 'active', 'past']) {
      expectInvalidCursor(await get(`/api/swaps?box=${box}&cursor=${encodeURIComponent(cursor)}`, ana));
    }
  });

  it.each(Object.entries(forgedSequenceCursors))(
    'every list by id refuses a cursor with %s',
    async (_, cursor) => {
      const value = encodeURIComponent(cursor);
      expectInvalidCursor(await get(`/api/notifications?cursor=${value}`, ana));
      expectInvalidCursor(await get(`/api/ledger/statement?cursor=${value}`, ana));
      expectInvalidCursor(await get(`/api/profiles/${ben.userId}/reviews?cursor=${value}`));
      expectInvalidCursor(await get(`/api/swaps/${swapId}/messages?before=${value}`, ana));
    },
  );

  it('the cursors the API hands out still lead to the next page', async () => {
    const explore = (await get('/api/profiles?limit=1')).json<ExplorePage>();
    expect(explore.nextCursor).not.toBeNull();
    const secondExplore = await get(`/api/profiles?limit=1&cursor=${explore.nextCursor}`);
    expect(secondExplore.statusCode).toBe(200);
    expect(secondExplore.json<ExplorePage>().items[0]?.id).not.toBe(explore.items[0]?.id);

    const cleo = await kit.joinMember('Cleo Park', { offers: 'Spanish', wants: 'Guitar' });
    await kit.requestSwap(ana, cleo);
    const first = (await get('/api/swaps?box=outgoing&limit=1', ana)).json<SwapList>();
    const second = await get(`/api/swaps?box=outgoing&limit=1&cursor=${first.nextCursor}`, ana);
    expect(second.statusCode).toBe(200);
    expect(second.json<SwapList>().items.map((swap) => swap.id)).not.toContain(first.items[0]?.id);
    expect(second.json<SwapList>().nextCursor).toBeNull();
  });
});
