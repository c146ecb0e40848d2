import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MyProfile, ProfileDetail } from '@skillswap/contracts/profiles/schemas';
import { profiles } from '../../db/schema/index.ts';
import { createTestApp } from '../../test/app.ts';
import { databaseKind } from '../../test/database.ts';
import { signUpMember, type TestMember } from '../../test/members.ts';
import { inject } from '../../test/inject.ts';
import { profileRoutes } from '@skillswap/contracts/profiles/routes';
import { privacyRoutes } from '@skillswap/contracts/privacy/routes';

describe(`member profiles on ${databaseKind}`, () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  let ana: TestMember;
  let bo: TestMember;

  const profileEdit = {
    full_name: 'Ana Lima',
    bio: 'Guitarist who wants to learn Python.',
    location_street: '12 Harbour Street',
    location_city: 'Lisbon',
    location_region: 'Lisbon District',
    location_country: 'Portugal',
    skills_offered: ['Guitar', 'Music Theory'],
    skills_wanted: ['Python'],
  };

  beforeAll(async () => {
    testApp = await createTestApp();
    ana = await signUpMember(testApp.app, { fullName: 'Ana Lima' });
    bo = await signUpMember(testApp.app, { fullName: 'Bo Chen' });
  });
  afterAll(async () => {
    await testApp.close();
  });

  const getProfile = (id: string, member?: TestMember) =>
    inject(testApp.app, profileRoutes.getProfile, { params: { id }, as: member });
  const putProfile = (member: TestMember, payload: object) =>
    inject(testApp.app, profileRoutes.updateMyProfile, { unchecked: true, as: member, body: payload });
  const setPrivacy = (member: TestMember, payload: object) =>
    inject(testApp.app, privacyRoutes.updatePrivacySettings, { as: member, body: payload });

  it('a member edits their own profile and sees it saved', async () => {
    const response = await putProfile(ana, profileEdit);
    expect(response.statusCode).toBe(200);
    const saved = response.json<MyProfile>();
    expect(saved).toMatchObject({ ...profileEdit, id: ana.userId, email: ana.email, plan: 'free' });
    const again = await inject(testApp.app, profileRoutes.getMyProfile, { as: ana });
    expect(again.json<MyProfile>()).toEqual(saved);
  });

  it('editing changes only the caller’s own profile', async () => {
    await putProfile(bo, { ...profileEdit, full_name: 'Bo Chen', skills_offered: ['Baking'] });
    const anaNow = (await getProfile(ana.userId)).json<ProfileDetail>();
    expect(anaNow.full_name).toBe('Ana Lima');
    expect(anaNow.skills_offered).toEqual(['Guitar', 'Music Theory']);
  });

  it('refuses blank or repeated skills and a too-short name with the spec’s messages', async () => {
    const blank = await putProfile(ana, { ...profileEdit, skills_offered: ['Guitar', '  '] });
    expect(blank.statusCode).toBe(400);
    expect(blank.json<{ message: string }>().message).toBe('Skills cannot be blank');
    const twice = await putProfile(ana, { ...profileEdit, skills_wanted: ['Python', 'python'] });
    expect(twice.statusCode).toBe(400);
    expect(twice.json<{ message: string }>().message).toBe('Each skill only once');
    const shortName = await putProfile(ana, { ...profileEdit, full_name: 'A' });
    expect(shortName.json<{ message: string }>().message).toBe('Name must be at least 2 characters');
  });

  it('needs a signed-in member to read or change "my profile"', async () => {
    expect((await inject(testApp.app, profileRoutes.getMyProfile)).statusCode).toBe(401);
    const anonymousPut = await inject(testApp.app, profileRoutes.updateMyProfile, { body: profileEdit });
    expect(anonymousPut.statusCode).toBe(401);
  });

  it('shows a public profile with member_since, and masks the location as the member chose', async () => {
    const detail = (await getProfile(ana.userId)).json<ProfileDetail>();
    expect(detail).toMatchObject({ id: ana.userId, full_name: 'Ana Lima', location: 'Lisbon, Portugal' });
    expect(new Date(detail.member_since).getTime()).not.toBeNaN();
    await setPrivacy(ana, { _show_location_detail: 'full' });
    expect((await getProfile(ana.userId)).json<ProfileDetail>().location).toBe(
      '12 Harbour Street, Lisbon, Lisbon District, Portugal',
    );
    await setPrivacy(ana, { _show_location_detail: 'hidden' });
    expect((await getProfile(ana.userId)).json<ProfileDetail>().location).toBeNull();
  });

  it('shows the e-mail only to signed-in members, and only when the member chose Show Email', async () => {
    expect((await getProfile(ana.userId, bo)).json<ProfileDetail>().email).toBeNull();
    await setPrivacy(ana, { _show_email: true });
    expect((await getProfile(ana.userId, bo)).json<ProfileDetail>().email).toBe(ana.email);
    expect((await getProfile(ana.userId)).json<ProfileDetail>().email).toBeNull();
  });

  it('hides a private profile from everyone but its owner', async () => {
    await setPrivacy(bo, { _profile_visibility: 'private' });
    expect((await getProfile(bo.userId)).statusCode).toBe(404);
    expect((await getProfile(bo.userId, ana)).statusCode).toBe(404);
    const own = await getProfile(bo.userId, bo);
    expect(own.statusCode).toBe(200);
    expect(own.json<ProfileDetail>().full_name).toBe('Bo Chen');
    await setPrivacy(bo, { _profile_visibility: 'public' });
  });

  it('answers deleted, unknown and malformed ids alike with 404', async () => {
    const gone = await signUpMember(testApp.app, { fullName: 'Gone Member' });
    await testApp.database.db
      .update(profiles)
      .set({ deletedAt: new Date() })
      .where(eq(profiles.id, gone.userId));
    for (const id of [gone.userId, crypto.randomUUID(), 'not-an-id']) {
      const response = await getProfile(id, ana);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 'not_found', message: 'Profile not found' });
    }
  });
});
