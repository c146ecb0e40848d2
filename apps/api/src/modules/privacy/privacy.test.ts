import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PrivacySettings } from '@skillswap/contracts/privacy/schemas';
import type { ExplorePage } from '@skillswap/contracts/profiles/schemas';
import { createTestApp } from '../../test/app.ts';
import { databaseKind } from '../../test/database.ts';
import { signUpMember, type TestMember } from '../../test/members.ts';
import { inject } from '../../test/inject.ts';
import { profileRoutes } from '@skillswap/contracts/profiles/routes';
import { privacyRoutes } from '@skillswap/contracts/privacy/routes';

describe(`privacy settings on ${databaseKind}`, () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  let cleo: TestMember;
  let dan: TestMember;

  beforeAll(async () => {
    testApp = await createTestApp();
    cleo = await signUpMember(testApp.app, { fullName: 'Cleo Quartz' });
    dan = await signUpMember(testApp.app, { fullName: 'Dan Quartz' });
    // Explore lists members with at least one skill.
    for (const [member, fullName] of [
      [cleo, 'Cleo Quartz'],
      [dan, 'Dan Quartz'],
    ] as const) {
      await inject(testApp.app, profileRoutes.updateMyProfile, {
        as: member,
        body: { full_name: fullName, bio: '', skills_offered: ['Chess'], skills_wanted: [] },
      });
    }
  });
  afterAll(() => testApp.close());

  const getSettings = (member: TestMember) =>
    inject(testApp.app, privacyRoutes.getPrivacySettings, { as: member });
  const save = (member: TestMember | null, payload: object) =>
    inject(testApp.app, privacyRoutes.updatePrivacySettings, { as: member, body: payload });
  const explore = async (query: string) =>
    (await testApp.app.inject({ method: 'GET', url: `/api/profiles?${query}` })).json<ExplorePage>();

  it('starts with e-mail hidden, city-level location and a public profile', async () => {
    expect((await getSettings(cleo)).json()).toEqual({
      show_email: false,
      show_location_detail: 'city',
      profile_visibility: 'public',
      visibleToPartners: false,
    });
  });

  it('saves only the settings given and answers all of them', async () => {
    const response = await save(cleo, { _show_email: true });
    expect(response.statusCode).toBe(200);
    expect(response.json<PrivacySettings>()).toEqual({
      show_email: true,
      show_location_detail: 'city',
      profile_visibility: 'public',
      visibleToPartners: false,
    });
    const next = await save(cleo, { _show_location_detail: 'hidden', _profile_visibility: 'public' });
    expect(next.json<PrivacySettings>()).toEqual({
      show_email: true,
      show_location_detail: 'hidden',
      profile_visibility: 'public',
      visibleToPartners: false,
    });
  });

  it('keeps a member from partner exchanges until they opt in, and takes it back at once', async () => {
    const on = await save(dan, { visibleToPartners: true });
    expect(on.json<PrivacySettings>()).toMatchObject({
      visibleToPartners: true,
      profile_visibility: 'public',
    });
    expect((await getSettings(dan)).json<PrivacySettings>().visibleToPartners).toBe(true);
    expect((await getSettings(cleo)).json<PrivacySettings>().visibleToPartners).toBe(false);
    expect((await save(dan, { visibleToPartners: 'yes' })).statusCode).toBe(400);
    const off = await save(dan, { visibleToPartners: false });
    expect(off.json<PrivacySettings>().visibleToPartners).toBe(false);
  });

  it('changes only the caller’s own settings', async () => {
    await save(cleo, { _profile_visibility: 'private' });
    expect((await getSettings(dan)).json<PrivacySettings>().profile_visibility).toBe('public');
    await save(cleo, { _profile_visibility: 'public' });
  });

  it('accepts only public or private, and full, city or hidden', async () => {
    const visibility = await save(cleo, { _profile_visibility: 'friends' });
    expect(visibility.statusCode).toBe(400);
    expect(visibility.json<{ code: string }>().code).toBe('validation_failed');
    const location = await save(cleo, { _show_location_detail: 'street' });
    expect(location.statusCode).toBe(400);
    const email = await save(cleo, { _show_email: 'yes' });
    expect(email.statusCode).toBe(400);
  });

  it('needs a signed-in member', async () => {
    expect((await save(null, { _show_email: true })).statusCode).toBe(401);
    expect((await inject(testApp.app, privacyRoutes.getPrivacySettings)).statusCode).toBe(401);
  });

  it('a private member leaves every Explore listing and count at once, and comes back when public', async () => {
    expect((await explore('q=quartz')).total).toBe(2);
    await save(dan, { _profile_visibility: 'private' });
    const hidden = await explore('q=quartz');
    expect(hidden.total).toBe(1);
    expect(hidden.items.map((item) => item.id)).toEqual([cleo.userId]);
    expect((await explore('q=da')).items.map((item) => item.id)).not.toContain(dan.userId);
    expect((await explore('')).items.map((item) => item.id)).not.toContain(dan.userId);
    await save(dan, { _profile_visibility: 'public' });
    expect((await explore('q=quartz')).total).toBe(2);
  });

  it('Explore never carries e-mail addresses, even when shown', async () => {
    const page = await explore('q=cleo');
    expect(JSON.stringify(page)).not.toContain(cleo.email);
  });
});
