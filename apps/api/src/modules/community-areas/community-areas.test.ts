import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommunityArea, CommunityAreaList } from '@skillswap/contracts/community-areas/schemas';
import type { ImpactReport } from '@skillswap/contracts/impact/schemas';
import type { CommunityMap } from '@skillswap/contracts/map/schemas';
import { createTestApp } from '../../test/app.ts';
import { memberCalls } from '../../test/member-calls.ts';
import { databaseKind } from '../../test/database.ts';
import { signUpMember, type TestMember } from '../../test/members.ts';
import { createSwapKit, type SwapKit } from '../swap-lifecycle/swaps.test-helper.ts';

// ADR 176: a community names its areas (cities and postcode prefixes) with an area
// coordinator; the map and the impact report narrow to one, and the area's coordinator reads that area's
// report and no other.

describe(`community areas on ${databaseKind}`, () => {
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  let kit: SwapKit;
  beforeAll(async () => {
    harness = await createTestApp();
    kit = createSwapKit(harness.app, harness.database);
  });
  afterAll(() => harness.close());

  const { call, ok } = memberCalls(() => harness.app);
  const resident = async (fullName: string, city: string) => {
    // Through the swap kit: a complete profile, so the starter grant a recorded exchange is paid from.
    const member = await kit.joinMember(fullName);
    await ok(member, 'PUT', '/api/me/profile', {
      full_name: fullName,
      bio: '',
      location_city: city,
      skills_offered: ['Guitar'],
      skills_wanted: ['Spanish'],
    });
    await ok(member, 'POST', '/api/communities/shire/join', {});
    return member;
  };

  let owner: TestMember;
  let nell: TestMember;
  let ned: TestMember;
  let hana: TestMember;
  let sam: TestMember;
  let sue: TestMember;
  let north: CommunityArea;

  beforeAll(async () => {
    owner = await signUpMember(harness.app, { fullName: 'Olive Shire' });
    await ok(owner, 'POST', '/api/communities', {
      name: 'Shire',
      description: '',
      isOnline: false,
      city: 'Leeds',
      visibility: 'public',
      joinRule: 'open',
    });
    nell = await resident('Nell North', 'Leeds');
    ned = await resident('Ned North', ' leeds ');
    hana = await resident('Hana Hidden', 'Leeds');
    await ok(hana, 'POST', '/api/rpc/update_privacy_settings', { _show_location_detail: 'hidden' });
    // Hana told a postcode area for reports: the reports place her in the north, the map never does.
    await ok(hana, 'PUT', '/api/me/reporting-details', { ageBand: null, gender: null, postcodeArea: 'LS6' });
    sam = await resident('Sam South', 'Sheffield');
    sue = await resident('Sue South', 'Sheffield');
  });

  it('lets a coordinator name an area with its cities, prefixes and coordinator, and every member read it', async () => {
    north = await ok<CommunityArea>(owner, 'POST', '/api/communities/shire/areas', {
      name: 'North',
      cities: ['Leeds', 'Bradford'],
      postcodePrefixes: ['ls 6', 'bd1'],
      coordinatorId: nell.userId,
    });
    // Hana hides her city: she is not counted in the area by it.
    expect(north).toMatchObject({
      name: 'North',
      cities: ['Leeds', 'Bradford'],
      postcodePrefixes: ['LS6', 'BD1'],
      coordinator: { id: nell.userId, name: 'Nell North' },
      members: 2,
    });
    const list = await ok<CommunityAreaList>(sam, 'GET', '/api/communities/shire/areas');
    expect(list.items.map((area) => area.name)).toEqual(['North']);
    const audit = await harness.database.db.execute<{ event: string }>(
      sql`SELECT event FROM audit_log WHERE actor_id = ${owner.userId} AND event LIKE 'community_area%'`,
    );
    expect(audit.rows.map((row) => row.event)).toEqual(['community_area_created']);
  });

  it('refuses what would make a bad area, and anyone but a coordinator, changing nothing', async () => {
    const base = { name: 'South', cities: ['Sheffield'], postcodePrefixes: [], coordinatorId: null };
    const refusals: Array<[TestMember, object, number]> = [
      [sam, base, 403],
      [owner, { ...base, name: 'north' }, 409],
      [owner, { ...base, cities: [], postcodePrefixes: [] }, 400],
      [owner, { ...base, postcodePrefixes: ['LS-6!'] }, 400],
      [owner, { ...base, cities: ['Leeds', 'LEEDS'] }, 400],
      [owner, { ...base, name: 'x'.repeat(61) }, 400],
      [owner, { ...base, name: 'South\u0000' }, 400],
      [owner, { ...base, cities: ['Shef\u0000field'] }, 400],
      [owner, { ...base, postcodePrefixes: ['S1\u0000'] }, 400],
      [owner, { ...base, coordinatorId: (await signUpMember(harness.app)).userId }, 400],
    ];
    for (const [member, payload, status] of refusals) {
      const response = await call(member, 'POST', '/api/communities/shire/areas', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
    }
    const list = await ok<CommunityAreaList>(owner, 'GET', '/api/communities/shire/areas');
    expect(list.items.map((area) => area.name)).toEqual(['North']);
  });

  it('narrows the map to an area: members there who show their city', async () => {
    const map = await ok<CommunityMap>(owner, 'GET', `/api/communities/shire/map?zoom=16&area=${north.id}`);
    expect(map.members.map((member) => member.name)).toEqual(['Ned North', 'Nell North']);
    expect(map.shown).toBe(2);
    const unknown = await call(
      owner,
      'GET',
      '/api/communities/shire/map?area=00000000-0000-4000-8000-000000000000',
    );
    expect(unknown.statusCode).toBe(404);
    expect((await call(owner, 'GET', '/api/communities/shire/map?area=%00')).statusCode).toBe(400);
  });

  it("narrows the impact report to an area's members, which its coordinator may read and no more", async () => {
    const today = new Date().toISOString().slice(0, 10);
    const record = (teacher: TestMember, learner: TestMember, hours: number) =>
      ok(owner, 'POST', '/api/communities/shire/recorded-exchanges', {
        teacherIds: [teacher.userId],
        learnerIds: [learner.userId],
        hours,
        category: 'Cooking',
        happenedOn: today,
      });
    await record(ned, hana, 2); // both in the north (Hana by her postcode area)
    await record(sam, sue, 1.5); // both in the south
    await record(sue, nell, 1); // one side in the north

    const whole = await ok<ImpactReport>(owner, 'GET', '/api/communities/shire/impact');
    expect(whole.exchanges.hours).toBe(4.5);
    const area = await ok<ImpactReport>(nell, 'GET', `/api/communities/shire/impact?area=${north.id}`);
    expect(area.scope).toMatchObject({ kind: 'community', area: { id: north.id, name: 'North' } });
    expect(area.exchanges).toMatchObject({ exchanges: 2, hours: 3 });
    const csv = await call(nell, 'GET', `/api/communities/shire/impact/export.csv?area=${north.id}`);
    expect(csv.body).toContain('"area","North"');
    expect(csv.headers['content-disposition']).toMatch(/filename="shire-north-impact-.+\.csv"/);

    // Nell coordinates the north only: not the whole community's report, nor its settings.
    expect((await call(nell, 'GET', '/api/communities/shire/impact')).statusCode).toBe(403);
    expect((await call(nell, 'GET', '/api/communities/shire/impact/settings')).statusCode).toBe(403);
    expect((await call(ned, 'GET', `/api/communities/shire/impact?area=${north.id}`)).statusCode).toBe(403);
  });

  it('changes and removes an area, each in the audit log; an area is only ever read through its community', async () => {
    const changed = await ok<CommunityArea>(owner, 'PUT', `/api/communities/shire/areas/${north.id}`, {
      name: 'North and West',
      cities: ['Leeds'],
      postcodePrefixes: [],
      coordinatorId: null,
    });
    expect(changed).toMatchObject({ name: 'North and West', coordinator: null, members: 2 });

    const other = await signUpMember(harness.app, { fullName: 'Otto Other' });
    await ok(other, 'POST', '/api/communities', {
      name: 'Elsewhere',
      description: '',
      isOnline: true,
      visibility: 'public',
      joinRule: 'open',
    });
    expect((await call(other, 'DELETE', `/api/communities/elsewhere/areas/${north.id}`)).statusCode).toBe(
      404,
    );
    expect((await call(other, 'GET', `/api/communities/elsewhere/impact?area=${north.id}`)).statusCode).toBe(
      404,
    );

    expect((await call(owner, 'DELETE', `/api/communities/shire/areas/${north.id}`)).statusCode).toBe(204);
    expect((await ok<CommunityAreaList>(owner, 'GET', '/api/communities/shire/areas')).items).toEqual([]);
    const audit = await harness.database.db.execute<{ event: string }>(
      sql`SELECT event FROM audit_log WHERE actor_id = ${owner.userId} AND event LIKE 'community_area%'
        ORDER BY created_at`,
    );
    expect(audit.rows.map((row) => row.event)).toEqual([
      'community_area_created',
      'community_area_changed',
      'community_area_deleted',
    ]);
  });
});
