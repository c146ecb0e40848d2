import { createHash } from 'node:crypto';
import { readdir, readFile, rename } from 'node:fs/promises';
import path from 'node:path';
import { avatarFileNamePattern } from '@skillswap/contracts/profiles/schemas';
import type { AvatarStorage } from './avatar-storage.repository.ts';
import { avatarContentType } from './avatars.service.ts';

/** Where the import moves the folder it has copied; the files stay there for the operator to remove. */
export const importedAvatarsFolder = 'avatars-imported';

/**
 * Copies the avatar files earlier versions wrote to `<uploadDir>/avatars` into the store, once (ADR 0060).
 * Profiles already point at them: migration 0043 turned their avatar URLs into hashes, and the URLs stay the
 * same. The folder is then renamed to `avatars-imported`, files kept, so the next start finds nothing to do.
 *
 * Safe to repeat: storing the same bytes again changes nothing, so a start that stopped half-way imports
 * again from the beginning. Two servers sharing the folder run this under the migration lock, one after the
 * other; the second finds the folder gone. A file whose bytes do not match its name is left out and reported.
 */
export async function importDiskAvatars(options: {
  storage: AvatarStorage;
  uploadDir: string;
  now: Date;
}): Promise<{ imported: number; skipped: string[] }> {
  const folder = path.join(options.uploadDir, 'avatars');
  let names: string[];
  try {
    names = await readdir(folder);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { imported: 0, skipped: [] };
    throw error;
  }
  let imported = 0;
  const skipped: string[] = [];
  for (const name of names.sort()) {
    const hash = avatarFileNamePattern.exec(name)?.[1];
    const bytes = hash ? await readFile(path.join(folder, name)) : null;
    if (!hash || !bytes || createHash('sha256').update(bytes).digest('hex') !== hash) {
      skipped.push(name);
      continue;
    }
    await options.storage.put({ hash, contentType: avatarContentType, bytes }, options.now);
    imported += 1;
  }
  await moveAside(folder, path.join(options.uploadDir, importedAvatarsFolder));
  return { imported, skipped };
}

/** Renames the folder; when an earlier import's folder is already there, this one is kept beside it. */
async function moveAside(folder: string, target: string) {
  for (let attempt = 0; ; attempt += 1) {
    try {
      await rename(folder, attempt === 0 ? target : `${target}-${attempt + 1}`);
      return;
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      // Another process sharing the folder moved it first: the work is done.
      if (code === 'ENOENT') return;
      // rename() onto a non-empty folder fails; try the next name.
      if ((code === 'ENOTEMPTY' || code === 'EEXIST') && attempt < 100) continue;
      throw error;
    }
  }
}
