import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profileActivityDays } from '../../db/schema/index.ts';
import { createTestApp } from '../../test/app.ts';
import { databaseKind } from '../../test/database.ts';
import { multipartFile } from '../../test/multipart.ts';
import { signUpMember, type TestMember } from '../../test/members.ts';
import { setPlan } from '../auth/personal-tokens/personal-tokens.test-helper.ts';
import { inject } from '../../test/inject.ts';
import { portfolioRoutes } from '@skillswap/contracts/portfolio/routes';
import { accountRoutes } from '@skillswap/contracts/account/routes';

// "Your data": the export holds the member's portfolio, branding, identity verification requests
// and their own activity counts, whether or not their plan shows them today, and nobody else's.

describe(`the data export's Premium data on ${databaseKind}`, () => {
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  let owner: TestMember;
  let other: TestMember;

  beforeAll(async () => {
    harness = await createTestApp();
    owner = await signUpMember(harness.app, { fullName: 'Ola Owner' });
    other = await signUpMember(harness.app);
    await setPlan(harness.database, owner, 'premium');
  });
  afterAll(() => harness.close());

  const send = (member: TestMember, method: 'POST' | 'PUT', url: string, payload: object) =>
    harness.app.inject({ method, url, headers: member.authHeader, payload });

  it('exports the portfolio, branding, verification requests and activity counts, also after a lapse', async () => {
    const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#884422' } })
      .png()
      .toBuffer();
    const body = multipartFile(png);
    const upload = await inject(harness.app, portfolioRoutes.uploadPortfolioImage, {
      unchecked: true,
      headers: { ...owner.authHeader, ...body.headers },
      body: body.payload,
    });
    expect(upload.statusCode, upload.body).toBe(201);
    const { imageId } = upload.json<{ imageId: string }>();
    expect(
      (await send(owner, 'POST', '/api/me/portfolio', { title: 'Bound book', imageId })).statusCode,
    ).toBe(201);
    expect(
      (await send(owner, 'PUT', '/api/me/branding', { accent: 'violet', coverId: imageId })).statusCode,
    ).toBe(200);
    const asked = await send(owner, 'POST', '/api/me/identity-verification', {
      note: 'My bindery site names me as its owner and founder.',
      linkUrl: 'https://example.org/bindery',
    });
    expect(asked.statusCode).toBe(201);
    await harness.database.db.insert(profileActivityDays).values([
      {
        memberId: owner.userId,
        day: '2026-11-20',
        profileViews: 4,
        exploreAppearances: 30,
        matchAppearances: 2,
      },
      {
        memberId: other.userId,
        day: '2026-11-20',
        profileViews: 99,
        exploreAppearances: 99,
        matchAppearances: 99,
      },
    ]);
    await setPlan(harness.database, owner, 'free');

    const response = await inject(harness.app, accountRoutes.exportAccount, { as: owner });
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json<Record<string, unknown>>();
    expect(data.portfolioItems).toEqual([
      expect.objectContaining({ title: 'Bound book', imageUrl: `/api/avatars/${imageId}.webp`, position: 0 }),
    ]);
    expect(data.branding).toMatchObject({ accent: 'violet', coverUrl: `/api/avatars/${imageId}.webp` });
    expect(data.identityVerificationRequests).toEqual([
      expect.objectContaining({ status: 'pending', linkUrl: 'https://example.org/bindery' }),
    ]);
    expect(data.profileActivityDays).toEqual([
      { day: '2026-11-20', profile_views: 4, explore_appearances: 30, match_appearances: 2 },
    ]);

    const theirs = (await inject(harness.app, accountRoutes.exportAccount, { as: other })).json<
      Record<string, unknown>
    >();
    expect(theirs).toMatchObject({ portfolioItems: [], branding: null, identityVerificationRequests: [] });
  });
});
