import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MyProfile } from '@skillswap/contracts/profiles';
import { createTestApp } from '../../test/app.ts';
import { databaseKind } from '../../test/database.ts';
import { signUpMember, type TestMember } from '../../test/members.ts';

function multipart(fileName: string, contentType: string, bytes: Buffer, field = 'file') {
  const boundary = `----skillswap${Math.random().toString(16).slice(2)}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`;
  const payload = Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const photo = (format: 'png' | 'jpeg' | 'webp' | 'gif', width = 640, height = 480) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 90, b: 40 } } })
    .toFormat(format)
    .toBuffer();

describe(`avatars on ${databaseKind}`, () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  let uploadDir: string;
  let member: TestMember;

  beforeAll(async () => {
    uploadDir = await mkdtemp(path.join(tmpdir(), 'skillswap-avatars-'));
    testApp = await createTestApp({ config: { UPLOAD_DIR: uploadDir } });
    member = await signUpMember(testApp.app);
  });
  afterAll(async () => {
    await testApp.close();
    await rm(uploadDir, { recursive: true, force: true });
  });

  const upload = (body: ReturnType<typeof multipart>, who: TestMember | null = member) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/me/avatar',
      payload: body.payload,
      headers: { ...body.headers, ...(who?.authHeader ?? {}) },
    });

  it('turns an uploaded photo into a 256×256 WebP served with long-lived caching', async () => {
    const response = await upload(multipart('me.png', 'image/png', await photo('png')));
    expect(response.statusCode).toBe(200);
    const { avatar_url } = response.json<{ avatar_url: string }>();
    expect(avatar_url).toMatch(/^\/api\/avatars\/[0-9a-f]{64}\.webp$/);

    const served = await testApp.app.inject({ method: 'GET', url: avatar_url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 256, height: 256 });

    const me = await testApp.app.inject({
      method: 'GET',
      url: '/api/me/profile',
      headers: member.authHeader,
    });
    expect(me.json<MyProfile>().avatar_url).toBe(avatar_url);
  });

  it('replacing the avatar removes the old file', async () => {
    await upload(multipart('a.jpg', 'image/jpeg', await photo('jpeg', 300, 300)));
    await upload(multipart('b.webp', 'image/webp', await photo('webp', 400, 200)));
    expect(await readdir(path.join(uploadDir, 'avatars'))).toHaveLength(1);
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
    const response = await testApp.app.inject({ method: 'GET', url: `/api/avatars/${'a'.repeat(64)}.webp` });
    expect(response.statusCode).toBe(404);
  });
});
