import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MyProfile } from '@skillswap/contracts/profiles/schemas';
import { buildApp } from '../../app.ts';
import { openDatabase, type Database } from '../../db/client.ts';
import { avatars } from '../../db/schema/index.ts';
import { createTestApp } from '../../test/app.ts';
import { databaseKind } from '../../test/database.ts';
import { signUpMember, type TestMember } from '../../test/members.ts';
import { createDatabaseAvatarStorage } from './avatar-storage.repository.ts';
import { deleteUnreferencedAvatars, unreferencedAvatarGraceMs } from './avatars.service.ts';
import { inject } from '../../test/inject.ts';
import { profileRoutes } from '@skillswap/contracts/profiles/routes';

function multipart(fileName: string, contentType: string, bytes: Buffer, field = 'file') {
  const boundary = `----skillswap${Math.random().toString(16).slice(2)}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`;
  const payload = Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const photo = (format: 'png' | 'jpeg' | 'webp' | 'gif', width = 640, height = 480, r = 200) =>
  sharp({ create: { width, height, channels: 3, background: { r, g: 90, b: 40 } } })
    .toFormat(format)
    .toBuffer();

const hashOf = (avatarUrl: string) => /([0-9a-f]{64})\.webp$/.exec(avatarUrl)![1]!;

describe(`avatars on ${databaseKind}`, () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  /** A second server on the same database: on PostgreSQL with a pool of its own. */
  let secondApp: FastifyInstance;
  let secondDatabase: Database | null = null;
  let member: TestMember;

  beforeAll(async () => {
    testApp = await createTestApp();
    const url = testApp.database.url;
    if (url) secondDatabase = await openDatabase({ databaseUrl: url, dataDir: '', poolSize: 2 });
    secondApp = await buildApp({ config: testApp.config, database: secondDatabase ?? testApp.database });
    await secondApp.ready();
    member = await signUpMember(testApp.app);
  });
  afterAll(async () => {
    await secondApp.close();
    await secondDatabase?.close();
    await testApp.close();
  });

  const upload = (body: ReturnType<typeof multipart>, who: TestMember | null = member) =>
    inject(testApp.app, profileRoutes.uploadAvatar, {
      unchecked: true,
      body: body.payload,
      headers: { ...body.headers, ...(who?.authHeader ?? {}) },
    });
  const uploadedUrl = async (body: ReturnType<typeof multipart>) => {
    const response = await upload(body);
    expect(response.statusCode).toBe(200);
    return response.json<{ avatar_url: string }>().avatar_url;
  };

  it('turns an uploaded photo into a 256×256 WebP served with immutable caching and its hash as ETag', async () => {
    const avatar_url = await uploadedUrl(multipart('me.png', 'image/png', await photo('png')));
    expect(avatar_url).toMatch(/^\/api\/avatars\/[0-9a-f]{64}\.webp$/);

    const served = await testApp.app.inject({ method: 'GET', url: avatar_url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers.etag).toBe(`"${hashOf(avatar_url)}"`);
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 256, height: 256 });

    const me = await inject(testApp.app, profileRoutes.getMyProfile, { as: member });
    expect(me.json<MyProfile>().avatar_url).toBe(avatar_url);
  });

  it('is served by every server on the database, not only the one that took the upload', async () => {
    const avatar_url = await uploadedUrl(
      multipart('me.jpg', 'image/jpeg', await photo('jpeg', 500, 500, 20)),
    );
    const first = await testApp.app.inject({ method: 'GET', url: avatar_url });
    const second = await secondApp.inject({ method: 'GET', url: avatar_url });
    expect(second.statusCode).toBe(200);
    expect(second.headers.etag).toBe(`"${hashOf(avatar_url)}"`);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it('answers 304 without the bytes when the ETag is the one the browser holds', async () => {
    const avatar_url = await uploadedUrl(multipart('me.png', 'image/png', await photo('png', 320, 320, 60)));
    const etag = `"${hashOf(avatar_url)}"`;
    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`]) {
      const response = await secondApp.inject({
        method: 'GET',
        url: avatar_url,
        headers: { 'if-none-match': ifNoneMatch },
      });
      expect(response.statusCode).toBe(304);
      expect(response.rawPayload).toHaveLength(0);
      expect(response.headers.etag).toBe(etag);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    const otherTag = await testApp.app.inject({
      method: 'GET',
      url: avatar_url,
      headers: { 'if-none-match': `"${'0'.repeat(64)}"` },
    });
    expect(otherTag.statusCode).toBe(200);
  });

  it('stops serving a replaced avatar at once; the clean-up removes it after its grace period', async () => {
    const old = await uploadedUrl(multipart('a.jpg', 'image/jpeg', await photo('jpeg', 300, 300, 100)));
    const current = await uploadedUrl(multipart('b.webp', 'image/webp', await photo('webp', 400, 200, 140)));
    expect((await testApp.app.inject({ method: 'GET', url: old })).statusCode).toBe(404);
    // A 304 is no way round it either: the avatar is no longer shown.
    const revalidated = await testApp.app.inject({
      method: 'GET',
      url: old,
      headers: { 'if-none-match': `"${hashOf(old)}"` },
    });
    expect(revalidated.statusCode).toBe(404);

    const storage = createDatabaseAvatarStorage(testApp.database.db);
    expect(await storage.get(hashOf(old))).not.toBeNull();
    // Within the grace period nothing goes: an upload may be about to point a profile at it.
    expect(await deleteUnreferencedAvatars(storage, new Date())).toBe(0);
    const later = new Date(Date.now() + unreferencedAvatarGraceMs + 60_000);
    expect(await deleteUnreferencedAvatars(storage, later)).toBeGreaterThanOrEqual(1);
    expect(await storage.get(hashOf(old))).toBeNull();
    expect(await storage.get(hashOf(current))).not.toBeNull();
    expect((await testApp.app.inject({ method: 'GET', url: current })).statusCode).toBe(200);
  });

  it('the clean-up spares an old unreferenced avatar that an upload has just stored again', async () => {
    const storage = createDatabaseAvatarStorage(testApp.database.db);
    const hash = 'c'.repeat(64);
    const long = new Date(Date.now() - 10 * unreferencedAvatarGraceMs);
    await storage.put({ hash, contentType: 'image/webp', bytes: Buffer.from('old picture') }, long);
    // The same bytes uploaded again now: the upload stores them before it points a profile at them.
    await storage.put({ hash, contentType: 'image/webp', bytes: Buffer.from('old picture') }, new Date());
    expect(await deleteUnreferencedAvatars(storage, new Date())).toBe(0);
    const [row] = await testApp.database.db.select().from(avatars).where(eq(avatars.hash, hash));
    expect(row).toMatchObject({ byteSize: 11, contentType: 'image/webp' });
    expect(row!.createdAt.getTime()).toBe(long.getTime());
  });

  it('refuses files that are not JPEG, PNG or WebP, whatever they claim to be', async () => {
    const gif = await upload(multipart('cat.gif', 'image/gif', await photo('gif')));
    expect(gif.statusCode).toBe(415);
    expect(gif.json<{ message: string }>().message).toBe('Avatar must be a JPEG, PNG or WebP image');
    const text = await upload(multipart('fake.png', 'image/png', Buffer.from('not really a picture')));
    expect(text.statusCode).toBe(415);
  });

  it('refuses files over 5 MB', async () => {
    const huge = Buffer.alloc(5 * 1024 * 1024 + 10, 1);
    const response = await upload(multipart('huge.png', 'image/png', huge));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ code: 'payload_too_large', message: 'Avatar must be 5 MB or smaller' });
  });

  it('needs a signed-in member and the file field', async () => {
    const anonymous = await upload(multipart('me.png', 'image/png', await photo('png')), null);
    expect(anonymous.statusCode).toBe(401);
    const wrongField = await upload(multipart('me.png', 'image/png', await photo('png'), 'picture'));
    expect(wrongField.statusCode).toBe(400);
  });

  it('answers 404 for an avatar that does not exist', async () => {
    const response = await inject(testApp.app, profileRoutes.getAvatar, {
      params: { file: `${'a'.repeat(64)}.webp` },
    });
    expect(response.statusCode).toBe(404);
  });
});
