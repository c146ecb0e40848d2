import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExplorePage } from '@skillswap/contracts/profiles/schemas';
import { createManualClock } from '../../lib/clock.ts';
import { createTestApp } from '../../test/app.ts';
import { databaseKind } from '../../test/database.ts';
import { memberCalls } from '../../test/member-calls.ts';
import type { TestMember } from '../../test/members.ts';
import { createSwapKit, type SwapKit } from '../swap-lifecycle/swaps.test-helper.ts';

// A community's Explore totals are cached (migration 0136): each change to who is in the community, or to
// whom Explore may show, must show in the very next search, whichever way it was made.

describe(`community-scoped Explore totals on ${databaseKind}`, () => {
  const clock = createManualClock(new Date('2026-11-30T09:00:00Z'));
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  let kit: SwapKit;

  beforeAll(async () => {
    harness = await createTestApp({ clock });
    kit = createSwapKit(harness.app, harness.database);
  });
  afterAll(() => harness.close());

  const { call, ok } = memberCalls(() => harness.app);
  const create = (owner: TestMember, name: string, extra: object = {}) =>
    ok(owner, 'POST', '/api/communities', {
      name,
      description: `${name} meets on Tuesdays.`,
      isOnline: false,
      city: 'Braga',
      visibility: 'public',
      joinRule: 'open',
      ...extra,
    });
  /** The scoped first page as the viewer reads it: names and total, with or without a search term. */
  const scoped = async (viewer: TestMember, slug: string, term = '') => {
    const query = `community=${slug}${term ? `&q=${term}` : ''}`;
    const page = await ok<ExplorePage>(viewer, 'GET', `/api/profiles?${query}`);
    return { names: page.items.map((item) => item.full_name).sort(), total: page.total };
  };

  it('counts a member who joins, leaves or is removed in the next search, with and without a term', async () => {
    const owner = await kit.joinMember('Ada Quenby', { offers: 'Banjo' });
    const bo = await kit.joinMember('Bo Quenby', { offers: 'Banjo' });
    const cy = await kit.joinMember('Cy Quenby', { offers: 'Knitting' });
    await create(owner, 'Quenby Strings');
    expect(await scoped(owner, 'quenby-strings')).toEqual({ names: ['Ada Quenby'], total: 1 });
    expect((await scoped(owner, 'quenby-strings', 'banjo')).total).toBe(1);

    await ok(bo, 'POST', '/api/communities/quenby-strings/join', {});
    await ok(cy, 'POST', '/api/communities/quenby-strings/join', {});
    expect(await scoped(owner, 'quenby-strings')).toEqual({
      names: ['Ada Quenby', 'Bo Quenby', 'Cy Quenby'],
      total: 3,
    });
    expect(await scoped(owner, 'quenby-strings', 'banjo')).toEqual({
      names: ['Ada Quenby', 'Bo Quenby'],
      total: 2,
    });

    expect((await call(bo, 'POST', '/api/communities/quenby-strings/leave')).statusCode).toBe(204);
    expect(await scoped(owner, 'quenby-strings', 'banjo')).toEqual({ names: ['Ada Quenby'], total: 1 });
    await ok(owner, 'POST', `/api/communities/quenby-strings/members/${cy.userId}/remove`);
    expect(await scoped(owner, 'quenby-strings')).toEqual({ names: ['Ada Quenby'], total: 1 });
  });

  it("counts a member who rejoins, and keeps a community's total when another community changes", async () => {
    const owner = await kit.joinMember('Jo Ambery', { offers: 'Lute' });
    const kai = await kit.joinMember('Kai Ambery', { offers: 'Lute' });
    await create(owner, 'Ambery Lutes');
    await ok(kai, 'POST', '/api/communities/ambery-lutes/join', {});
    expect((await call(kai, 'POST', '/api/communities/ambery-lutes/leave')).statusCode).toBe(204);
    expect((await scoped(owner, 'ambery-lutes', 'lute')).total).toBe(1);
    await ok(kai, 'POST', '/api/communities/ambery-lutes/join', {});
    await create(kai, 'Ambery Harps');
    expect(await scoped(owner, 'ambery-lutes', 'lute')).toEqual({
      names: ['Jo Ambery', 'Kai Ambery'],
      total: 2,
    });
    expect(await scoped(kai, 'ambery-harps')).toEqual({ names: ['Kai Ambery'], total: 1 });
  });

  it('counts a request only once approved, and an invited member at once, in a private community', async () => {
    const owner = await kit.joinMember('Dee Varrow', { offers: 'Fiddle' });
    const eli = await kit.joinMember('Eli Varrow', { offers: 'Fiddle' });
    const fay = await kit.joinMember('Fay Varrow', { offers: 'Fiddle' });
    await create(owner, 'Varrow Approval', { joinRule: 'approval' });
    expect((await scoped(owner, 'varrow-approval', 'fiddle')).total).toBe(1);
    await ok(eli, 'POST', '/api/communities/varrow-approval/join', {});
    expect((await scoped(owner, 'varrow-approval', 'fiddle')).total).toBe(1);
    await ok(owner, 'POST', `/api/communities/varrow-approval/members/${eli.userId}/approve`);
    expect(await scoped(owner, 'varrow-approval', 'fiddle')).toEqual({
      names: ['Dee Varrow', 'Eli Varrow'],
      total: 2,
    });

    await create(owner, 'Varrow Hidden', { visibility: 'private', joinRule: 'invitation' });
    expect((await scoped(owner, 'varrow-hidden')).total).toBe(1);
    const detail = await ok<{ data: { inviteToken: string } }>(
      owner,
      'GET',
      '/api/communities/varrow-hidden',
    );
    await ok(fay, 'POST', '/api/communities/varrow-hidden/join', { invite: detail.data.inviteToken });
    expect(await scoped(fay, 'varrow-hidden')).toEqual({ names: ['Dee Varrow', 'Fay Varrow'], total: 2 });
  });

  it('leaves out a member who hides their profile or deletes their account, and counts them back once shown', async () => {
    const owner = await kit.joinMember('Gil Wendle', { offers: 'Oboe' });
    const hal = await kit.joinMember('Hal Wendle', { offers: 'Oboe' });
    const ida = await kit.joinMember('Ida Wendle', { offers: 'Oboe' });
    await create(owner, 'Wendle Reeds');
    await ok(hal, 'POST', '/api/communities/wendle-reeds/join', {});
    await ok(ida, 'POST', '/api/communities/wendle-reeds/join', {});
    expect((await scoped(owner, 'wendle-reeds', 'oboe')).total).toBe(3);

    await ok(hal, 'POST', '/api/rpc/update_privacy_settings', { _profile_visibility: 'private' });
    expect(await scoped(owner, 'wendle-reeds', 'oboe')).toEqual({
      names: ['Gil Wendle', 'Ida Wendle'],
      total: 2,
    });
    await ok(hal, 'POST', '/api/rpc/update_privacy_settings', { _profile_visibility: 'public' });
    expect((await scoped(owner, 'wendle-reeds', 'oboe')).total).toBe(3);

    expect((await call(ida, 'DELETE', '/api/me')).statusCode).toBe(204);
    expect(await scoped(owner, 'wendle-reeds')).toEqual({ names: ['Gil Wendle', 'Hal Wendle'], total: 2 });
  });
});
