import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BoardPost } from '@skillswap/contracts/board/schemas';
import type { CommunityMap, MapPlaces } from '@skillswap/contracts/map/schemas';
import { createManualClock } from '../../lib/clock.ts';
import { distanceKm, locateCity } from '../../lib/gazetteer.ts';
import { createTestApp } from '../../test/app.ts';
import { databaseKind } from '../../test/database.ts';
import type { TestMember } from '../../test/members.ts';
import { createWorkshopKit, type WorkshopKit } from '../workshops/workshops.test-helper.ts';
import { inject } from '../../test/inject.ts';
import { profileRoutes } from '@skillswap/contracts/profiles/routes';

// Board posts and workshops on the map (ADR 193): only what the board and the workshop list already show the
// viewer, only where the author lets their city be shown, near the city's centre and never on the author.

describe(`board posts and workshops on the map on ${databaseKind}`, () => {
  const clock = createManualClock(new Date('2026-03-20T12:00:00Z'));
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  let kit: WorkshopKit;
  const lyon = locateCity('Lyon', 'France')!;

  const call = (member: TestMember | null, url: string) =>
    harness.app.inject({ method: 'GET', url, headers: member?.authHeader ?? {} });
  const places = async (member: TestMember | null, url: string) => {
    const response = await call(member, url);
    expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    return response.json<MapPlaces>();
  };
  const titlesOf = (map: MapPlaces) => map.places.map((place) => place.title);
  /** Lives in Lyon and shows it (or not), and has joined the Orchard. */
  const settle = async (member: TestMember & { fullName: string }, shows = true) => {
    const saved = await inject(harness.app, profileRoutes.updateMyProfile, {
      as: member,
      body: {
        full_name: member.fullName,
        bio: '',
        location_street: '3 Quai Précis',
        location_city: 'Lyon',
        location_country: 'France',
        skills_offered: ['Pottery'],
        skills_wanted: ['Spanish'],
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    if (!shows) {
      await kit.ok(member, 'POST', '/api/rpc/update_privacy_settings', { _show_location_detail: 'hidden' });
    }
    await kit.ok(member, 'POST', '/api/communities/orchard/join', {});
    return member;
  };
  const inLyon = (title: string, extra: object = {}) => ({
    kind: 'offer',
    title,
    description: 'Bring what you have.',
    skill: 'Guitar',
    hours: 1,
    isOnline: false,
    city: 'Lyon',
    lifetimeDays: 14,
    ...extra,
  });
  const postOk = (member: TestMember, payload: object) =>
    kit.ok<{ data: BoardPost }>(member, 'POST', '/api/board/posts', payload).then((answer) => answer.data);

  let owner: TestMember & { fullName: string };
  let poster: TestMember & { fullName: string };
  let host: TestMember & { fullName: string };

  beforeAll(async () => {
    harness = await createTestApp({ clock });
    kit = createWorkshopKit(harness.app, harness.database);
    owner = await kit.joinMember('Olga Orchard');
    await kit.ok(owner, 'POST', '/api/communities', {
      name: 'Orchard',
      description: '',
      isOnline: false,
      city: 'Lyon',
      visibility: 'public',
      joinRule: 'open',
    });
  });
  // The posts, then the workshops: each hook has its own time on a slow machine.
  beforeAll(async () => {
    poster = await settle(await kit.joinMember('Paul Poster'));
    await postOk(poster, inLyon('Bike repair by the river'));
    await postOk(poster, inLyon('Guitar lessons anywhere', { isOnline: true, city: undefined }));
    const closed = await postOk(poster, inLyon('Closed cello offer'));
    await kit.ok(poster, 'POST', `/api/board/posts/${closed.id}/close`, {});
    const hidden = await settle(await kit.joinMember('Hugo Hidden'), false);
    await postOk(hidden, inLyon('Hidden harp offer'));
    const blocker = await settle(await kit.joinMember('Bea Blocker'));
    await postOk(blocker, inLyon('Blocked banjo offer'));
    await kit.ok(blocker, 'POST', '/api/me/blocks', { memberId: owner.userId });
    // A private community's post: its members only, wherever the map is read.
    await kit.ok(poster, 'POST', '/api/communities', {
      name: 'Walled Garden',
      description: '',
      isOnline: true,
      visibility: 'private',
      joinRule: 'invitation',
    });
    await postOk(poster, inLyon('Walled garden seed swap', { community: 'walled-garden' }));
  });
  beforeAll(async () => {
    host = await settle(await kit.joinHost('Hana Host'));
    await kit.createWorkshop(host, { title: 'Pottery evening in Lyon' });
    await kit.createWorkshop(host, {
      title: 'Pottery online',
      place: { kind: 'online' },
    });
    const cancelled = await kit.createWorkshop(host, { title: 'Cancelled pottery' });
    await kit.ok(host, 'POST', `/api/workshops/${cancelled.id}/cancel`, { reason: 'Kiln broke' });
  });
  afterAll(() => harness.close());

  it("shows the community's open posts near their city, only where the author shows it, never on the author", async () => {
    const map = await places(owner, '/api/communities/orchard/map/posts?zoom=16');
    // Online with no city, closed, by a member hiding their city, by a member who blocked the viewer, or in a
    // private community the viewer is not in: none of these is on the map.
    expect(titlesOf(map)).toEqual(['Bike repair by the river']);
    expect(map).toMatchObject({ kind: 'post', shown: 1, clusters: [] });
    const [post] = map.places;
    expect(post).toMatchObject({ kind: 'post', city: 'Lyon', startsAt: null });
    expect(distanceKm(lyon, post!)).toBeLessThanOrEqual(2.001);
    expect(JSON.stringify(map)).not.toContain('Précis');
    // The same point every time and on Explore, and not the author's own point.
    expect((await places(poster, '/api/communities/orchard/map/posts?zoom=16')).places).toContainEqual(post);
    expect((await places(owner, '/api/explore/map/posts?zoom=16')).places).toContainEqual(post);
    const members = await kit.ok<CommunityMap>(owner, 'GET', '/api/communities/orchard/map?zoom=16');
    const author = members.members.find((member) => member.id === poster.userId)!;
    expect([author.latitude, author.longitude]).not.toEqual([post!.latitude, post!.longitude]);
  });

  it("keeps a private community's posts to its members and blocked members' posts from each other", async () => {
    const outsider = await places(owner, '/api/explore/map/posts?zoom=16');
    expect(titlesOf(outsider)).not.toContain('Walled garden seed swap');
    expect(titlesOf(outsider)).not.toContain('Blocked banjo offer');
    const member = await places(poster, '/api/explore/map/posts?zoom=16&q=garden');
    expect(titlesOf(member)).toEqual(['Walled garden seed swap']);
    // The board is for members: a visitor is asked to sign in.
    expect((await call(null, '/api/explore/map/posts?zoom=0')).statusCode).toBe(401);
  });

  it('shows upcoming in-person workshops at their host’s city, to visitors too, and none once started', async () => {
    const map = await places(owner, '/api/communities/orchard/map/workshops?zoom=16');
    // The online workshop has no place on a map; the cancelled one is not happening.
    expect(titlesOf(map)).toEqual(['Pottery evening in Lyon']);
    const [workshop] = map.places;
    expect(workshop).toMatchObject({ kind: 'workshop', city: 'Lyon', startsAt: '2026-06-10T18:00:00.000Z' });
    expect(distanceKm(lyon, workshop!)).toBeLessThanOrEqual(2.001);
    expect(JSON.stringify(map)).not.toContain('Rua das Flores');
    const visitor = await places(null, '/api/explore/map/workshops?zoom=16&q=pottery');
    expect(visitor.places).toEqual([workshop]);
    // Grouped at the world's zoom, as members are.
    const world = await places(owner, '/api/explore/map/workshops?zoom=0&community=orchard');
    expect(world.places.length + world.clusters.reduce((sum, cluster) => sum + cluster.count, 0)).toBe(1);
    clock.set(new Date('2026-06-10T18:00:01Z'));
    expect((await places(null, '/api/explore/map/workshops?zoom=16')).places).toEqual([]);
    clock.set(new Date('2026-03-20T12:00:00Z'));
  });

  it('refuses bad views and hostile text with a clear 4xx, never a 500', async () => {
    for (const url of [
      '/api/communities/orchard/map/posts?zoom=%00',
      '/api/communities/orchard/map/workshops?zoom=17',
      '/api/explore/map/posts?q=%00',
      '/api/explore/map/workshops?zoom=3&west=1',
    ]) {
      const response = await call(owner, url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json<{ message: string }>().message, url).toBeTruthy();
    }
    expect((await call(owner, '/api/communities/walled-garden/map/posts')).statusCode).toBe(404);
    expect((await call(owner, '/api/explore/map/workshops?community=no-such-place')).statusCode).toBe(404);
  });
});
