import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { avatarLimits } from '@skillswap/contracts/profiles/schemas';
import { errorCodes } from '@skillswap/contracts/shared/errors';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import type { AvatarStorage, StoredAvatar } from './avatar-storage.repository.ts';
import { isAvatarShown, setAvatarHash } from './profiles.repository.ts';

const avatarSize = 256;
/** Refuses decompression bombs: a real photo for an avatar is far below this. */
const maxInputPixels = 50_000_000;
const acceptedFormats = new Set(['jpeg', 'png', 'webp']);

/** How long an unreferenced avatar is kept after it was last stored (ADR 0060). */
export const unreferencedAvatarGraceMs = 60 * 60 * 1000;

/** The content type of every avatar we make. */
export const avatarContentType = 'image/webp';

export const avatarUrlOf = (hash: string) => `/api/avatars/${hash}.webp`;

/**
 * Checks the upload is really a JPEG, PNG or WebP image (by its content, not its name), turns it into a
 * 256×256 WebP, stores it under its content hash and points the member's profile at it. The avatar it
 * replaces stays in the store until the clean-up finds nobody uses it.
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
  const hash = createHash('sha256').update(image).digest('hex');
  // Stored first: the clean-up spares what was stored within its grace period, so the avatar is still there
  // when the profile points at it (the foreign key would refuse the profile otherwise).
  await storage.put({ hash, contentType: avatarContentType, bytes: image }, now);
  await setAvatarHash(db, memberId, hash, now);
  return { avatar_url: avatarUrlOf(hash) };
}

/**
 * Whether a live profile shows the avatar with this hash: a deleted member's avatar stops being served at
 * deletion, although it stays stored until the purge lets the clean-up take it.
 */
export function isShownAvatar(db: Db, hash: string): Promise<boolean> {
  return isAvatarShown(db, hash);
}

/** The avatar with this hash, or null when no live profile shows it or it is not stored. */
export async function readShownAvatar(options: {
  db: Db;
  storage: AvatarStorage;
  hash: string;
}): Promise<StoredAvatar | null> {
  if (!(await isAvatarShown(options.db, options.hash))) return null;
  return options.storage.get(options.hash);
}

/** Removes avatars no profile points at and nobody stored within the grace period; answers how many. */
export function deleteUnreferencedAvatars(storage: AvatarStorage, now: Date, limit = 500): Promise<number> {
  return storage.deleteUnreferenced({
    storedBefore: new Date(now.getTime() - unreferencedAvatarGraceMs),
    limit,
  });
}

const imageShapes = {
  portfolio: { width: 1200, height: 900, fit: 'inside' },
  cover: { width: 1500, height: 500, fit: 'cover' },
  logo: { width: 512, height: 512, fit: 'inside' },
} as const;

/**
 * A portfolio image (ADR 107) through the same checks as an avatar, fitted inside 1200×900 without cropping,
 * stored under its content hash; answers the hash, served at `avatarUrlOf(hash)`. A profile's cover image
 * (ADR 113) is the same with `shape: 'cover'`: cropped to 1500×500 around what draws the eye. An
 * organisation's logo (ADR 140) is fitted inside 512×512.
 */
export async function storePortfolioImage(options: {
  storage: AvatarStorage;
  upload: Buffer;
  now: Date;
  shape?: 'portfolio' | 'cover' | 'logo';
}): Promise<{ hash: string; url: string }> {
  const size = imageShapes[options.shape ?? 'portfolio'];
  const image = await toAvatarImage(options.upload, size);
  const hash = createHash('sha256').update(image).digest('hex');
  await options.storage.put({ hash, contentType: avatarContentType, bytes: image }, options.now);
  return { hash, url: avatarUrlOf(hash) };
}

async function toAvatarImage(
  upload: Buffer,
  size: { width: number; height: number; fit: 'cover' | 'inside' } = {
    width: avatarSize,
    height: avatarSize,
    fit: 'cover',
  },
): Promise<Buffer> {
  if (upload.length > avatarLimits.maxBytes) throw avatarTooLarge();
  try {
    const input = sharp(upload, { limitInputPixels: maxInputPixels, failOn: 'error' });
    const { format } = await input.metadata();
    if (!format || !acceptedFormats.has(format)) throw notAnImage();
    return await input
      .rotate()
      .resize(size.width, size.height, {
        fit: size.fit,
        ...(size.fit === 'cover' ? { position: 'attention' } : { withoutEnlargement: true }),
      })
      .webp({ quality: 82 })
      .toBuffer();
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw notAnImage();
  }
}

export const avatarTooLarge = () =>
  new AppError(errorCodes.payloadTooLarge, 'profiles.avatarMustBe5', { status: 413 });

const notAnImage = () => new AppError(errorCodes.validation, 'profiles.avatarMustBeA', { status: 415 });
