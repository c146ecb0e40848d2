import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Where avatar images live; a disk directory today, an object store tomorrow without touching the rules. */
export interface AvatarStorage {
  save(name: string, bytes: Buffer): Promise<void>;
  /** The file's bytes, or null when there is no such file. */
  read(name: string): Promise<Buffer | null>;
  remove(name: string): Promise<void>;
}

/** Avatar file names are content hashes: 64 hex digits and the .webp extension, nothing else. */
export const avatarFileNamePattern = /^[0-9a-f]{64}\.webp$/;

export const avatarUrlPrefix = '/api/avatars/';

export function createDiskAvatarStorage(uploadDir: string): AvatarStorage {
  const dir = path.join(uploadDir, 'avatars');
  const fileOf = (name: string) => {
    // Names come from URLs; the pattern keeps every path inside the avatar directory.
    if (!avatarFileNamePattern.test(name)) throw new Error(`Not an avatar file name: ${name}`);
    return path.join(dir, name);
  };
  return {
    async save(name, bytes) {
      await mkdir(dir, { recursive: true });
      await writeFile(fileOf(name), bytes);
    },
    async read(name) {
      try {
        return await readFile(fileOf(name));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async remove(name) {
      await rm(fileOf(name), { force: true });
    },
  };
}

/** The file name behind an avatar URL we issued, or null for anything else. */
export function avatarFileName(avatarUrl: string | null): string | null {
  if (!avatarUrl?.startsWith(avatarUrlPrefix)) return null;
  const name = avatarUrl.slice(avatarUrlPrefix.length);
  return avatarFileNamePattern.test(name) ? name : null;
}
