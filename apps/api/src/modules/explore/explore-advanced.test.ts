import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExplorePage } from '@skillswap/contracts/profiles/schemas';
import { distanceKm, locateCity, locateCityByText } from '../../lib/gazetteer.ts';
import { createTestApp } from '../../test/app.ts';
import { databaseKind } from '../../test/database.ts';
import { signUpMember, type TestMember } from '../../test/members.ts';
import { setPlan } from '../auth/personal-tokens/personal-tokens.test-helper.ts';
import { inject } from '../../test/inject.ts';
import { profileRoutes } from '@skillswap/contracts/profiles/routes';
import { privacyRoutes } from '@skillswap/contracts/privacy/routes';
import { blockRoutes } from '@skillswap/contracts/blocks/routes';

// Explore's advanced filters (ADR 86): Premium and up, combined with the text search, by distance between
// city centres from the offline gazetteer, never finding a member who hides their location.

const skill = `Zitherwork${Date.now().toString(36)}`;

describe(`Explore's advanced filters on ${databaseKind}`, () => {
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  let searcher: TestMember;
  const named: Record<string, string> = {};
  const memberOf: Record<string, TestMember> = {};

  async function profile(
    name: string,
    fields: { city: string; country: string; languages: string[]; meetingMode: string; hidden?: boolean },
  ) {
    const member = await signUpMember(harness.app, { fullName: name });
    const saved = await inject(harness.app, profileRoutes.updateMyProfile, {
      unchecked: true,
      as: member,
      body: {
        full_name: name,
        bio: '',
        location_city: fields.city,
        location_country: fields.country,
        skills_offered: [skill],
        skills_wanted: [],
        languages: fields.languages,
        meetingMode: fields.meetingMode,
      },
    });
    expect(saved.statusCode).toBe(200);
    named[member.userId] = name;
    memberOf[name] = member;
    if (fields.hidden) await setLocationDetail(name, 'hidden');
  }
  const setLocationDetail = async (name: string, detail: 'hidden' | 'city') => {
    const saved = await inject(harness.app, privacyRoutes.updatePrivacySettings, {
      headers: memberOf[name]!.authHeader,
      body: { _show_location_detail: detail },
    });
    expect(saved.statusCode).toBe(200);
  };

  const search = async (query: Record<string, string>, who: TestMember = searcher) =>
    harness.app.inject({
      method: 'GET',
      url: `/api/explore/advanced?${new URLSearchParams({ q: skill, ...query }).toString()}`,
      headers: who.authHeader,
    });
  const namesFound = async (query: Record<string, string>) => {
    const response = await search(query);
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json<ExplorePage>();
    expect(page.total).toBe(page.items.length);
    return page.items.map((item) => named[item.id]).sort();
  };

  beforeAll(async () => {
    harness = await createTestApp();
    searcher = await signUpMember(harness.app);
    await setPlan(harness.database, searcher, 'premium');
    await profile('Paris Online', {
      city: 'Paris',
      country: 'France',
      languages: ['fr', 'en'],
      meetingMode: 'online',
    });
    await profile('Lyon In Person', {
      city: 'Lyon',
      country: 'France',
      languages: ['fr'],
      meetingMode: 'in_person',
    });
    await profile('London Both', {
      city: 'London',
      country: 'United Kingdom',
      languages: ['en'],
      meetingMode: 'both',
    });
    await profile('London Hidden', {
      city: 'London',
      country: 'United Kingdom',
      languages: ['en'],
      meetingMode: 'both',
      hidden: true,
    });
  }, 60_000);
  afterAll(() => harness?.close());

  it('knows city pairs at their real distance, offline', () => {
    const paris = locateCity('Paris', 'France')!;
    expect(distanceKm(paris, locateCity('Lyon', 'France')!)).toBeGreaterThan(380);
    expect(distanceKm(paris, locateCity('Lyon', 'France')!)).toBeLessThan(400);
    expect(distanceKm(paris, locateCityByText('London, United Kingdom')!)).toBeGreaterThan(330);
    expect(distanceKm(paris, locateCityByText('London, United Kingdom')!)).toBeLessThan(355);
    // The most populous city of the name when no country is given.
    expect(locateCityByText('London')?.country).toBe('United Kingdom');
    expect(locateCityByText('Nowhereville')).toBeNull();
  });

  it('finds members within N km of a city, combined with the text search', async () => {
    expect(await namesFound({ near: 'Paris', withinKm: '100' })).toEqual(['Paris Online']);
    expect(await namesFound({ near: 'Paris, France', withinKm: '400' })).toEqual([
      'London Both',
      'Lyon In Person',
      'Paris Online',
    ]);
    expect(await namesFound({ near: 'Lyon', withinKm: '350' })).toEqual(['Lyon In Person']);
  });

  it('never finds by distance a member who hides their location', async () => {
    expect(await namesFound({ near: 'London', withinKm: '20' })).toEqual(['London Both']);
    // Without a distance the hidden member is listed like anyone (their place is not shown).
    expect(await namesFound({ language: 'en' })).toEqual(['London Both', 'London Hidden', 'Paris Online']);
  });

  it('filters by language, way of meeting, rating, reviews and the verified badge', async () => {
    expect(await namesFound({ language: 'fr' })).toEqual(['Lyon In Person', 'Paris Online']);
    expect(await namesFound({ meeting: 'online' })).toEqual(['London Both', 'London Hidden', 'Paris Online']);
    expect(await namesFound({ meeting: 'in_person', language: 'fr' })).toEqual(['Lyon In Person']);
    expect(await namesFound({ minRating: '4' })).toEqual([]);
    expect(await namesFound({ reviewed: '1' })).toEqual([]);
    expect(await namesFound({ verified: '1' })).toEqual([]);
  });

  it('answers an unknown city or a bad filter with a clear 400', async () => {
    const unknown = await search({ near: 'Nowhereville' });
    expect(unknown.statusCode).toBe(400);
    const refusal = unknown.json<{ code: string; message: string }>();
    expect(refusal.code).toBe('validation_failed');
    expect(refusal.message).toContain('Nowhereville');
    expect((await search({ withinKm: '5000', near: 'Paris' })).statusCode).toBe(400);
    expect((await search({ language: 'xx' })).statusCode).toBe(400);
  });

  it('refuses a Free member (403 plan_required naming Premium), and locks again when the plan lapses', async () => {
    const free = await signUpMember(harness.app);
    expect((await search({ language: 'fr' }, free)).json()).toMatchObject({
      code: 'plan_required',
      plan: 'premium',
    });
    const lapsing = await signUpMember(harness.app);
    await setPlan(harness.database, lapsing, 'elite');
    expect((await search({ language: 'fr' }, lapsing)).statusCode).toBe(200);
    await setPlan(harness.database, lapsing, 'free');
    const locked = await search({ language: 'fr' }, lapsing);
    expect(locked.statusCode).toBe(403);
    expect(locked.json()).toMatchObject({ code: 'plan_required', plan: 'premium' });
  });

  // Totals are cached per search and shared by every viewer (ADR 147): a change to a filtered column must
  // show at once, and one viewer's block must not change another's total.
  it("counts afresh after a filtered column changes, and takes only this viewer's blocks off the total", async () => {
    expect(await namesFound({ near: 'London', withinKm: '20' })).toEqual(['London Both']);
    await setLocationDetail('London Both', 'hidden');
    expect(await namesFound({ near: 'London', withinKm: '20' })).toEqual([]);
    await setLocationDetail('London Both', 'city');
    expect(await namesFound({ near: 'London', withinKm: '20' })).toEqual(['London Both']);

    const other = await signUpMember(harness.app);
    await setPlan(harness.database, other, 'premium');
    expect((await search({ language: 'fr' }, other)).json<ExplorePage>().total).toBe(2);
    const blocked = await inject(harness.app, blockRoutes.blockMember, {
      as: other,
      body: { memberId: memberOf['Paris Online']!.userId },
    });
    expect(blocked.statusCode).toBe(201);
    const otherPage = (await search({ language: 'fr' }, other)).json<ExplorePage>();
    expect(otherPage.total).toBe(1);
    expect(otherPage.items.map((item) => named[item.id])).toEqual(['Lyon In Person']);
    expect(await namesFound({ language: 'fr' })).toEqual(['Lyon In Person', 'Paris Online']);
  });
});
