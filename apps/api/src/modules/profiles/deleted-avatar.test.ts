import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.ts';
import { databaseKind } from '../../test/database.ts';
import { signUpMember, type TestMember } from '../../test/members.ts';
import { purgeDeletedMembers } from '../account/index.ts';
import { createDatabaseAvatarStorage } from './avatar-storage.repository.ts';
import { deleteUnreferencedAvatars } from './avatars.service.ts';
import { inject } from '../../test/inject.ts';
import { profileRoutes } from '@skillswap/contracts/profiles/routes';
import { accountRoutes } from '@skillswap/contracts/account/routes';

const picture = (colour: { r: number; g: number; b: number }) =>
  sharp({ create: { width: 300, height: 300, channels: 3, background: colour } })
    .png()
    .toBuffer();

describe(`a deleted member's avatar on ${databaseKind}`, () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  const hashOf = (avatarUrl: string) => /([0-9a-f]{64})\.webp$/.exec(avatarUrl)![1]!;
  const stored = async (avatarUrl: string) =>
    (await createDatabaseAvatarStorage(testApp.database.db).get(hashOf(avatarUrl))) !== null;
  let goneUrl = '';
  let sharedUrl = '';

  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(async () => {
    await testApp.close();
  });

  async function uploadAvatar(member: TestMember, image: Buffer): Promise<string> {
    const boundary = `----skillswap${Math.random().toString(16).slice(2)}`;
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n`;
    const response = await inject(testApp.app, profileRoutes.uploadAvatar, {
      unchecked: true,
      body: Buffer.concat([Buffer.from(head), image, Buffer.from(`\r\n--${boundary}--\r\n`)]),
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...member.authHeader },
    });
    expect(response.statusCode).toBe(200);
    return response.json<{ avatar_url: string }>().avatar_url;
  }
  const fetchAvatar = async (url: string) => (await testApp.app.inject({ method: 'GET', url })).statusCode;
  const deleteAccount = async (member: TestMember) =>
    (await inject(testApp.app, accountRoutes.deleteAccount, { as: member })).statusCode;

  it('is no longer served from the moment of deletion, though it stays stored until the purge', async () => {
    const member = await signUpMember(testApp.app);
    const avatarUrl = await uploadAvatar(member, await picture({ r: 10, g: 120, b: 200 }));
    expect(await fetchAvatar(avatarUrl)).toBe(200);

    expect(await deleteAccount(member)).toBe(204);
    expect(await fetchAvatar(avatarUrl)).toBe(404);
    expect(await stored(avatarUrl)).toBe(true);
    goneUrl = avatarUrl;
  });

  it('an identical picture another live member uses is still served', async () => {
    const image = await picture({ r: 250, g: 200, b: 10 });
    const leaving = await signUpMember(testApp.app);
    const staying = await signUpMember(testApp.app);
    const avatarUrl = await uploadAvatar(leaving, image);
    expect(await uploadAvatar(staying, image)).toBe(avatarUrl);

    expect(await deleteAccount(leaving)).toBe(204);
    expect(await fetchAvatar(avatarUrl)).toBe(200);
    sharedUrl = avatarUrl;
  });

  it('after the purge the clean-up removes the avatar nobody shows, and keeps the shared one', async () => {
    const later = new Date(Date.now() + 31 * 24 * 60 * 60 * 1000);
    expect((await purgeDeletedMembers(testApp.database.db, { now: later })).purged).toBe(2);
    await deleteUnreferencedAvatars(createDatabaseAvatarStorage(testApp.database.db), later);
    expect(await stored(goneUrl)).toBe(false);
    expect(await stored(sharedUrl)).toBe(true);
    expect(await fetchAvatar(sharedUrl)).toBe(200);
  });
});
