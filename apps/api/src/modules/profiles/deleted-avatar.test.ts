import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.ts';
import { databaseKind } from '../../test/database.ts';
import { signUpMember, type TestMember } from '../../test/members.ts';
import { purgeDeletedMembers } from '../account/index.ts';

const picture = (colour: { r: number; g: number; b: number }) =>
  sharp({ create: { width: 300, height: 300, channels: 3, background: colour } })
    .png()
    .toBuffer();

describe(`a deleted member's avatar on ${databaseKind}`, () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  let uploadDir: string;

  beforeAll(async () => {
    uploadDir = await mkdtemp(path.join(tmpdir(), 'skillswap-deleted-avatars-'));
    testApp = await createTestApp({ config: { UPLOAD_DIR: uploadDir } });
  });
  afterAll(async () => {
    await testApp.close();
    await rm(uploadDir, { recursive: true, force: true });
  });

  async function uploadAvatar(member: TestMember, image: Buffer): Promise<string> {
    const boundary = `----skillswap${Math.random().toString(16).slice(2)}`;
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n`;
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/me/avatar',
      payload: Buffer.concat([Buffer.from(head), image, Buffer.from(`\r\n--${boundary}--\r\n`)]),
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...member.authHeader },
    });
    expect(response.statusCode).toBe(200);
    return response.json<{ avatar_url: string }>().avatar_url;
  }
  const fetchAvatar = async (url: string) => (await testApp.app.inject({ method: 'GET', url })).statusCode;
  const deleteAccount = async (member: TestMember) =>
    (await testApp.app.inject({ method: 'DELETE', url: '/api/me', headers: member.authHeader })).statusCode;

  it('is no longer served from the moment of deletion, though the file waits for the purge', async () => {
    const member = await signUpMember(testApp.app);
    const avatarUrl = await uploadAvatar(member, await picture({ r: 10, g: 120, b: 200 }));
    expect(await fetchAvatar(avatarUrl)).toBe(200);

    expect(await deleteAccount(member)).toBe(204);
    expect(await fetchAvatar(avatarUrl)).toBe(404);
    expect(await readdir(path.join(uploadDir, 'avatars'))).toContain(avatarUrl.split('/').pop());
  });

  it('an identical picture another live member uses is still served', async () => {
    const image = await picture({ r: 250, g: 200, b: 10 });
    const leaving = await signUpMember(testApp.app);
    const staying = await signUpMember(testApp.app);
    const avatarUrl = await uploadAvatar(leaving, image);
    expect(await uploadAvatar(staying, image)).toBe(avatarUrl);

    expect(await deleteAccount(leaving)).toBe(204);
    expect(await fetchAvatar(avatarUrl)).toBe(200);
  });

  it('the purge still collects both deleted members’ avatar files for removal', async () => {
    const later = new Date(Date.now() + 31 * 24 * 60 * 60 * 1000);
    const { avatarUrls } = await purgeDeletedMembers(testApp.database.db, { now: later });
    expect(avatarUrls).toHaveLength(2);
  });
});
