import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Portfolio, PortfolioItem } from '@skillswap/contracts/portfolio/schemas';
import { createManualClock } from '../../lib/clock.ts';
import { createTestApp } from '../../test/app.ts';
import { databaseKind } from '../../test/database.ts';
import { multipartFile } from '../../test/multipart.ts';
import { signUpMember, type TestMember } from '../../test/members.ts';
import { setPlan } from '../auth/personal-tokens/personal-tokens.test-helper.ts';
import { createDatabaseAvatarStorage, deleteUnreferencedAvatars } from '../profiles/index.ts';
import { inject } from '../../test/inject.ts';
import { portfolioRoutes } from '@skillswap/contracts/portfolio/routes';

const multipart = (bytes: Buffer, contentType = 'image/png') =>
  multipartFile(bytes, { contentType, fileName: 'work.png' });

const picture = (red: number, width = 1600, height = 1000) =>
  sharp({ create: { width, height, channels: 3, background: { r: red, g: 90, b: 40 } } })
    .png()
    .toBuffer();

describe(`the portfolio showcase on ${databaseKind}`, () => {
  const clock = createManualClock(new Date('2026-11-25T09:00:00Z'));
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  let owner: TestMember;
  let visitor: TestMember;

  beforeAll(async () => {
    harness = await createTestApp({ clock });
    owner = await signUpMember(harness.app, { fullName: 'Polly Portfolio' });
    visitor = await signUpMember(harness.app);
    await setPlan(harness.database, owner, 'premium');
  });
  afterAll(() => harness.close());

  const call = (
    member: TestMember | null,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) =>
    harness.app.inject({ method, url, headers: member?.authHeader ?? {}, ...(payload ? { payload } : {}) });
  const uploadImage = async (member: TestMember, red: number) => {
    const body = multipart(await picture(red));
    const response = await inject(harness.app, portfolioRoutes.uploadPortfolioImage, {
      unchecked: true,
      headers: { ...member.authHeader, ...body.headers },
      body: body.payload,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ imageId: string; imageUrl: string }>();
  };
  const addItem = async (title: string, red: number, extra: object = {}) => {
    const image = await uploadImage(owner, red);
    const response = await call(owner, 'POST', '/api/me/portfolio', {
      title,
      description: `About ${title}`,
      imageId: image.imageId,
      ...extra,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ data: PortfolioItem }>().data;
  };
  const publicTitles = async (viewer: TestMember | null = visitor) => {
    const response = await call(viewer, 'GET', `/api/profiles/${owner.userId}/portfolio`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Portfolio>().items.map((item) => item.title);
  };

  it('refuses a Free member every portfolio change with 403 plan_required naming Premium', async () => {
    const image = multipart(await picture(10));
    const answers = [
      await call(visitor, 'GET', '/api/me/portfolio'),
      await inject(harness.app, portfolioRoutes.uploadPortfolioImage, {
        unchecked: true,
        headers: { ...visitor.authHeader, ...image.headers },
        body: image.payload,
      }),
      await call(visitor, 'POST', '/api/me/portfolio', { title: 'Mine', imageId: 'a'.repeat(64) }),
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(403);
      expect(answer.json()).toMatchObject({ code: 'plan_required', plan: 'premium' });
    }
  });

  it('adds items with an image through the avatar pipeline, shown in order on the public profile', async () => {
    const first = await addItem('Logo for a bakery', 200, { linkUrl: 'https://example.com/bakery' });
    expect(first.linkUrl).toBe('https://example.com/bakery');
    expect(first.imageUrl).toMatch(/^\/api\/avatars\/[0-9a-f]{64}\.webp$/);
    const served = await harness.app.inject({ method: 'GET', url: first.imageUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toContain('immutable');
    const size = await sharp(served.rawPayload).metadata();
    expect(size).toMatchObject({ format: 'webp', width: 1200, height: 750 });

    await addItem('Poster', 120);
    expect(await publicTitles()).toEqual(['Logo for a bakery', 'Poster']);
    expect(await publicTitles(null)).toEqual(['Logo for a bakery', 'Poster']);
  });

  it('refuses a link that is not https, an unknown image and a 13th item', async () => {
    const image = await uploadImage(owner, 33);
    const plain = await call(owner, 'POST', '/api/me/portfolio', {
      title: 'Insecure',
      imageId: image.imageId,
      linkUrl: 'http://example.com',
    });
    expect(plain.statusCode).toBe(400);
    expect(plain.body).toContain('https://');
    const unknown = await call(owner, 'POST', '/api/me/portfolio', {
      title: 'Ghost',
      imageId: 'b'.repeat(64),
    });
    expect(unknown.statusCode).toBe(422);
    const notImage = multipart(Buffer.from('not an image at all'));
    const refused = await inject(harness.app, portfolioRoutes.uploadPortfolioImage, {
      unchecked: true,
      headers: { ...owner.authHeader, ...notImage.headers },
      body: notImage.payload,
    });
    expect(refused.statusCode).toBe(415);

    for (let index = 3; index <= 12; index += 1) {
      const added = await call(owner, 'POST', '/api/me/portfolio', {
        title: `Item ${index}`,
        imageId: image.imageId,
      });
      expect(added.statusCode, added.body).toBe(201);
    }
    const thirteenth = await call(owner, 'POST', '/api/me/portfolio', {
      title: 'One too many',
      imageId: image.imageId,
    });
    expect(thirteenth.statusCode).toBe(409);
    expect((await publicTitles()).length).toBe(12);
  });

  it('reorders the items, refusing an order that leaves one out', async () => {
    const mine = (await call(owner, 'GET', '/api/me/portfolio')).json<Portfolio>().items;
    const reversed = mine.map((item) => item.id).reverse();
    const partial = await call(owner, 'PUT', '/api/me/portfolio/order', { ids: reversed.slice(1) });
    expect(partial.statusCode).toBe(422);
    const answer = await call(owner, 'PUT', '/api/me/portfolio/order', { ids: reversed });
    expect(answer.statusCode, answer.body).toBe(200);
    const titles = await publicTitles();
    expect(titles[0]).toBe('Item 12');
    expect(titles.at(-1)).toBe('Logo for a bakery');
  });

  it('deletes only the member’s own items', async () => {
    const [first] = (await call(owner, 'GET', '/api/me/portfolio')).json<Portfolio>().items;
    await setPlan(harness.database, visitor, 'premium');
    expect((await call(visitor, 'DELETE', `/api/me/portfolio/${first!.id}`)).statusCode).toBe(404);
    await setPlan(harness.database, visitor, 'free');
    expect((await call(owner, 'DELETE', `/api/me/portfolio/${first!.id}`)).statusCode).toBe(204);
    expect(await publicTitles()).not.toContain(first!.title);
  });

  it('hides the items while the plan has lapsed, keeps them (and their images), and shows them again', async () => {
    const before = await publicTitles();
    const [item] = (await call(owner, 'GET', '/api/me/portfolio')).json<Portfolio>().items;
    await setPlan(harness.database, owner, 'free');
    expect(await publicTitles()).toEqual([]);
    expect((await call(owner, 'GET', '/api/me/portfolio')).statusCode).toBe(403);
    expect((await harness.app.inject({ method: 'GET', url: item!.imageUrl })).statusCode).toBe(404);
    // The avatar clean-up, long after, does not take an image an item still points at.
    clock.advance(2 * 60 * 60 * 1000);
    await deleteUnreferencedAvatars(createDatabaseAvatarStorage(harness.database.db), clock.now());
    await setPlan(harness.database, owner, 'premium');
    // Two hours on, the members' access tokens have expired: a visitor looks.
    expect(await publicTitles(null)).toEqual(before);
    expect((await harness.app.inject({ method: 'GET', url: item!.imageUrl })).statusCode).toBe(200);
  });
});
