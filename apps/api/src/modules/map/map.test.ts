import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommunityMap } from '@skillswap/contracts/map/schemas';
import { distanceKm, locateCity } from '../../lib/gazetteer.ts';
import { createTestApp } from '../../test/app.ts';
import { databaseKind } from '../../test/database.ts';
import { signUpMember, type TestMember } from '../../test/members.ts';
import { inject } from '../../test/inject.ts';
import { mapRoutes } from '@skillswap/contracts/map/routes';

// ADR 175: a community's members on a map, each near their city's centre and never nearer
// than their location privacy allows; grouped at low zoom; outsiders of a private community see nothing.

describe(`the members' map on ${databaseKind}`, () => {
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    harness = await createTestApp();
  });
  afterAll(() => harness.close());

  const call = (member: TestMember, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    harness.app.inject({ method, url, headers: member.authHeader, ...(payload ? { payload } : {}) });
  const ok = async <T>(member: TestMember, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => {
    const response = await call(member, method, url, payload);
    expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
    return response.json<T>();
  };
  /** A member living in `city` who joined the community. */
  const resident = async (fullName: string, city: string, country: string, slug = 'atlas') => {
    const member = await signUpMember(harness.app, { fullName });
    await ok(member, 'PUT', '/api/me/profile', {
      full_name: fullName,
      bio: '',
      location_street: '12 Rue Exacte',
      location_city: city,
      location_country: country,
      skills_offered: ['Guitar'],
      skills_wanted: ['Spanish'],
    });
    await ok(member, 'POST', `/api/communities/${slug}/join`, {});
    return member;
  };
  const mapOf = (member: TestMember, query = 'zoom=0', slug = 'atlas') =>
    ok<CommunityMap>(member, 'GET', `/api/communities/${slug}/map?${query}`);

  let owner: TestMember;
  let lea: TestMember;
  let hidden: TestMember;
  let blocker: TestMember;
  const lyon = locateCity('Lyon', 'France')!;

  beforeAll(async () => {
    owner = await signUpMember(harness.app, { fullName: 'Ottilie Atlas' });
    await ok(owner, 'POST', '/api/communities', {
      name: 'Atlas',
      description: '',
      isOnline: false,
      city: 'Lyon',
      visibility: 'public',
      joinRule: 'open',
    });
    lea = await resident('Léa Lyon', 'Lyon', 'France');
    await resident('Luc Lyon', 'Lyon', 'France');
    await resident('Lars Leeds', 'Leeds', 'United Kingdom');
    await resident('Nia Nowhere', 'Nowhereville-sur-Rien', 'Atlantis');
    hidden = await resident('Hugo Hidden', 'Lyon', 'France');
    await ok(hidden, 'POST', '/api/rpc/update_privacy_settings', { _show_location_detail: 'hidden' });
    blocker = await resident('Bea Blocker', 'Lyon', 'France');
    await ok(blocker, 'POST', '/api/me/blocks', { memberId: owner.userId });
  });

  it('places members whose privacy shows their city within 2 km of its centre, the same point every time', async () => {
    const map = await mapOf(owner, 'zoom=16');
    const names = map.members.map((member) => member.name);
    expect(names).toEqual(['Lars Leeds', 'Léa Lyon', 'Luc Lyon']);
    // The owner gave no city; Hugo hides his location; Nia's city is not one the map knows. Bea blocked the
    // viewer: she is neither shown nor counted.
    expect(map).toMatchObject({ shown: 3, notShown: 3, clusters: [] });
    for (const member of map.members.filter((one) => one.city === 'Lyon')) {
      const away = distanceKm(lyon, member);
      expect(away).toBeLessThanOrEqual(2.001);
      expect(away).toBeGreaterThan(0);
      expect(JSON.stringify(member)).not.toContain('Rue Exacte');
    }
    const [first, second] = map.members.filter((one) => one.city === 'Lyon');
    expect(first).not.toMatchObject({ latitude: second!.latitude, longitude: second!.longitude });
    expect((await mapOf(lea, 'zoom=16')).members).toEqual(
      expect.arrayContaining(map.members.filter((one) => one.name !== 'Léa Lyon' || one.id === lea.userId)),
    );
    // The blocked pair do not see each other either way.
    expect((await mapOf(blocker, 'zoom=16')).members.map((one) => one.name)).not.toContain('Ottilie Atlas');
    expect(map.members.map((one) => one.id)).not.toContain(blocker.userId);
  });

  it('groups members close together at low zoom and names the group after their city', async () => {
    const world = await mapOf(owner, 'zoom=0');
    expect(world.members).toEqual([]);
    expect(world.clusters).toHaveLength(1);
    expect(world.clusters[0]).toMatchObject({ count: 3, city: 'Lyon' });
    expect(world.clusters[0]!.expansionZoom).toBeGreaterThan(0);
    // Zoomed to where the group splits, Leeds and Lyon come apart; Lyon's two members stay together.
    const split = await mapOf(owner, `zoom=${world.clusters[0]!.expansionZoom}`);
    expect(split.clusters.map((cluster) => [cluster.city, cluster.count])).toEqual([['Lyon', 2]]);
    expect(split.members.map((member) => member.name)).toEqual(['Lars Leeds']);
    expect(world.bounds![0]).toBeLessThan(0); // Leeds, west of Greenwich
    expect(world.bounds![2]).toBeGreaterThan(4); // Lyon
  });

  it('answers only what lies in the view asked for', async () => {
    const box = `west=${lyon.longitude - 0.2}&south=${lyon.latitude - 0.2}&east=${lyon.longitude + 0.2}&north=${lyon.latitude + 0.2}`;
    const view = await mapOf(owner, `zoom=16&${box}`);
    expect(view.members.map((member) => member.name)).toEqual(['Léa Lyon', 'Luc Lyon']);
    expect(view.shown).toBe(3);
  });

  it('refuses a view it cannot draw, with a clear error', async () => {
    for (const query of [
      'zoom=17',
      'zoom=-1',
      'zoom=two',
      'zoom=3&west=1',
      'zoom=3&west=0&south=10&east=1&north=5',
    ]) {
      const response = await call(owner, 'GET', `/api/communities/atlas/map?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation_failed' });
    }
  });

  it("keeps a private community's map from outsiders, and says when no one is on it", async () => {
    await ok(owner, 'POST', '/api/communities', {
      name: 'Quiet Atlas',
      description: '',
      isOnline: true,
      visibility: 'private',
      joinRule: 'invitation',
    });
    const outsider = await signUpMember(harness.app, { fullName: 'Otto Outsider' });
    expect((await call(outsider, 'GET', '/api/communities/quiet-atlas/map')).statusCode).toBe(404);
    expect(await mapOf(owner, 'zoom=0', 'quiet-atlas')).toMatchObject({
      shown: 0,
      notShown: 1,
      bounds: null,
      clusters: [],
      members: [],
    });
  });

  it('places the members Explore finds for a search, for visitors too, as the community map does', async () => {
    const visitor = await inject(harness.app, mapRoutes.getExploreMap, {
      query: { community: 'atlas', zoom: '16' },
    });
    expect(visitor.statusCode).toBe(200);
    const seen = visitor.json<CommunityMap>();
    // Hugo hides his city and Nia's is unknown: Explore finds them, the map only counts them.
    expect(seen.members.map((member) => member.name)).toEqual([
      'Bea Blocker',
      'Lars Leeds',
      'Léa Lyon',
      'Luc Lyon',
    ]);
    expect(seen.notShown).toBeGreaterThanOrEqual(2);
    // The same point as on the community's map.
    const onCommunityMap = (await mapOf(owner, 'zoom=16')).members.find(
      (member) => member.name === 'Léa Lyon',
    );
    expect(seen.members.find((member) => member.name === 'Léa Lyon')).toEqual(onCommunityMap);
    // Signed in, a block keeps Bea and the owner apart here too; a text narrows it as Explore's search does.
    const signedIn = await ok<CommunityMap>(owner, 'GET', '/api/explore/map?community=atlas&zoom=16');
    expect(signedIn.members.map((member) => member.name)).not.toContain('Bea Blocker');
    const leeds = await ok<CommunityMap>(owner, 'GET', '/api/explore/map?community=atlas&q=Leeds&zoom=16');
    expect(leeds.members.map((member) => member.name)).toEqual(['Lars Leeds']);
    // A NUL byte, in the search or in a number, is refused with a clear error.
    for (const query of ['q=%00&zoom=3', 'zoom=%00']) {
      const response = await harness.app.inject({ method: 'GET', url: `/api/explore/map?${query}` });
      expect(response.statusCode, query).toBe(400);
      expect(response.json<{ message: string }>().message, query).toBeTruthy();
    }
    for (const query of ['zoom=99', 'q=x&west=1', 'community=no-such-community']) {
      const response = await harness.app.inject({ method: 'GET', url: `/api/explore/map?${query}` });
      expect(response.statusCode, query).toBe(query.startsWith('community') ? 404 : 400);
    }
  });
});
