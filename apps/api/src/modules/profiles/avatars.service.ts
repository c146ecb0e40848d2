import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { avatarLimits } from '@skillswap/contracts/profiles';
import { errorCodes } from '@skillswap/contracts/errors';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { avatarFileName, avatarUrlPrefix, type AvatarStorage } from './avatar-storage.ts';
import { findOwnProfile, isAvatarInUse, isAvatarShown, setAvatarUrl } from './profiles.repository.ts';

const avatarSize = 256;
/** Refuses decompression bombs: a real photo for an avatar is far below this. */
const maxInputPixels = 50_000_000;
const acceptedFormats = new Set(['jpeg', 'png', 'webp']);

/**
 * Checks the upload is really a JPEG, PNG or WebP image (by its content, not its name), turns it into a
 * 256×256 WebP, stores it under its content hash and points the member's profile at it.
 */
export async function replaceAvatar(options: {
  db: Db;
  storage: AvatarStorage;
  memberId: string;
  upload: Buffer;
  now: Date;
}): Promise<{ avatar_url: string }> {
  const { db, storage, memberId, now } = options;
  const image = await toAvatarImage(options.upload);
  const name = `${createHash('sha256').update(image).digest('hex')}.webp`;
  await storage.save(name, image);
  const before = await findOwnProfile(db, memberId);
  const avatarUrl = `${avatarUrlPrefix}${name}`;
  await setAvatarUrl(db, memberId, avatarUrl, now);
  await removeAvatarIfUnused({
    db,
    storage,
    avatarUrl: before?.profile.avatarUrl ?? null,
    memberId,
    keep: name,
  });
  return { avatar_url: avatarUrl };
}

/**
 * The bytes of an avatar file, or null when no live profile shows it: a deleted member's avatar stops being
 * served at deletion, although the file itself stays until the purge.
 */
export async function readShownAvatar(options: {
  db: Db;
  storage: AvatarStorage;
  name: string;
}): Promise<Buffer | null> {
  if (!(await isAvatarShown(options.db, `${avatarUrlPrefix}${options.name}`))) return null;
  return options.storage.read(options.name);
}

async function toAvatarImage(upload: Buffer): Promise<Buffer> {
  if (upload.length > avatarLimits.maxBytes) throw avatarTooLarge();
  try {
    const input = sharp(upload, { limitInputPixels: maxInputPixels, failOn: 'error' });
    const { format } = await input.metadata();
    if (!format || !acceptedFormats.has(format)) throw notAnImage();
    return await input
      .rotate()
      .resize(avatarSize, avatarSize, { fit: 'cover', position: 'attention' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw notAnImage();
  }
}

async function removeAvatarIfUnused(options: {
  db: Db;
  storage: AvatarStorage;
  avatarUrl: string | null;
  memberId: string;
  keep?: string;
}) {
  const name = avatarFileName(options.avatarUrl);
  if (!name || name === options.keep) return;
  if (await isAvatarInUse(options.db, options.avatarUrl!, options.memberId)) return;
  await options.storage.remove(name);
}

export const avatarTooLarge = () =>
  new AppError(errorCodes.payloadTooLarge, 'Avatar must be 5 MB or smaller', { status: 413 });

const notAnImage = () =>
  new AppError(errorCodes.validation, 'Avatar must be a JPEG, PNG or WebP image', { status: 415 });
