import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Branding } from '@skillswap/contracts/organisations/branding';
import { createManualClock } from '../../lib/clock.ts';
import { createTestApp } from '../../test/app.ts';
import { databaseKind } from '../../test/database.ts';
import { multipartFile } from '../../test/multipart.ts';
import { signUpMember, type TestMember } from '../../test/members.ts';
import { setPlan } from '../auth/personal-tokens/personal-tokens.test-helper.ts';
import { createDatabaseAvatarStorage, deleteUnreferencedAvatars } from '../profiles/index.ts';
import { inject } from '../../test/inject.ts';
import { portfolioRoutes } from '@skillswap/contracts/portfolio/routes';
import { profileRoutes } from '@skillswap/contracts/profiles/routes';

const multipart = (bytes: Buffer) => multipartFile(bytes, { fileName: 'cover.png' });

describe(`a profile's accent colour and cover image on ${databaseKind}`, () => {
  const clock = createManualClock(new Date('2026-11-27T09:00:00Z'));
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  let owner: TestMember;
  let visitor: TestMember;

  beforeAll(async () => {
    harness = await createTestApp({ clock });
    owner = await signUpMember(harness.app, { fullName: 'Bella Brand' });
    visitor = await signUpMember(harness.app);
  });
  afterAll(() => harness.close());

  const call = (member: TestMember | null, method: 'GET' | 'PUT', url: string, payload?: object) =>
    harness.app.inject({ method, url, headers: member?.authHeader ?? {}, ...(payload ? { payload } : {}) });
  const uploadCover = async (member: TestMember) => {
    const png = await sharp({ create: { width: 2000, height: 1000, channels: 3, background: '#3366aa' } })
      .png()
      .toBuffer();
    const body = multipart(png);
    return inject(harness.app, portfolioRoutes.uploadBrandingCover, {
      unchecked: true,
      headers: { ...member.authHeader, ...body.headers },
      body: body.payload,
    });
  };
  const shown = async (viewer: TestMember | null = visitor) => {
    const response = await call(viewer, 'GET', `/api/profiles/${owner.userId}/branding`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Branding>();
  };

  it('refuses a Free member with 403 plan_required naming Premium, and changes nothing', async () => {
    const answers = [
      await call(owner, 'GET', '/api/me/branding'),
      await call(owner, 'PUT', '/api/me/branding', { accent: 'teal', coverId: null }),
      await uploadCover(owner),
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(403);
      expect(answer.json()).toMatchObject({ code: 'plan_required', plan: 'premium' });
    }
    expect(await shown()).toEqual({ accent: null, coverUrl: null });
  });

  it('saves a palette colour and a cover cropped to 1500×500, shown on the public profile to anyone', async () => {
    await setPlan(harness.database, owner, 'premium');
    const upload = await uploadCover(owner);
    expect(upload.statusCode, upload.body).toBe(201);
    const { imageId } = upload.json<{ imageId: string }>();
    const saved = await call(owner, 'PUT', '/api/me/branding', { accent: 'teal', coverId: imageId });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ accent: 'teal', coverUrl: `/api/avatars/${imageId}.webp` });
    expect(await shown()).toEqual({ accent: 'teal', coverUrl: `/api/avatars/${imageId}.webp` });
    expect(await shown(null)).toEqual({ accent: 'teal', coverUrl: `/api/avatars/${imageId}.webp` });
    const served = await inject(harness.app, profileRoutes.getAvatar, {
      params: { file: `${imageId}.webp` },
    });
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toContain('immutable');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 1500,
      height: 500,
    });
  });

  it('refuses a colour outside the palette, an unknown cover and a file that is no image, keeping what was saved', async () => {
    const before = await shown();
    const colour = await call(owner, 'PUT', '/api/me/branding', { accent: '#ff00ff', coverId: null });
    expect(colour.statusCode).toBe(400);
    expect(colour.json()).toMatchObject({ code: 'validation_failed' });
    const unknown = await call(owner, 'PUT', '/api/me/branding', { accent: 'rose', coverId: 'c'.repeat(64) });
    expect(unknown.statusCode).toBe(422);
    const text = multipart(Buffer.from('no image here'));
    const refused = await inject(harness.app, portfolioRoutes.uploadBrandingCover, {
      unchecked: true,
      headers: { ...owner.authHeader, ...text.headers },
      body: text.payload,
    });
    expect(refused.statusCode).toBe(415);
    expect(await shown()).toEqual(before);
  });

  it('hides the branding while the plan has lapsed, keeps it and its cover, and shows it again', async () => {
    const before = await shown();
    await setPlan(harness.database, owner, 'free');
    expect(await shown()).toEqual({ accent: null, coverUrl: null });
    expect((await harness.app.inject({ method: 'GET', url: before.coverUrl! })).statusCode).toBe(404);
    clock.advance(2 * 60 * 60 * 1000);
    await deleteUnreferencedAvatars(createDatabaseAvatarStorage(harness.database.db), clock.now());
    await setPlan(harness.database, owner, 'elite');
    expect(await shown(null)).toEqual(before);
    expect((await harness.app.inject({ method: 'GET', url: before.coverUrl! })).statusCode).toBe(200);
  });

  it('answers 404 for a profile nobody may see', async () => {
    const response = await call(null, 'GET', '/api/profiles/00000000-0000-4000-8000-000000000000/branding');
    expect(response.statusCode).toBe(404);
  });
});
