import { chmodSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';

const folderMode = 0o700;
const fileMode = 0o600;

/**
 * Makes `folder` (created when missing) and everything in it readable by its owner only: folders 0700, files
 * 0600. The embedded database's folder holds password hashes and secrets, and PGlite writes its initial files
 * 0666 whatever the umask. Links are left alone: what they point at is not ours to change.
 */
export function restrictToOwner(folder: string) {
  mkdirSync(folder, { recursive: true, mode: folderMode });
  restrictEntry(folder, true);
}

function restrictEntry(entry: string, isFolder: boolean) {
  const mode = isFolder ? folderMode : fileMode;
  if ((lstatSync(entry).mode & 0o777) !== mode) changeModeIfOwn(entry, mode);
  if (!isFolder) return;
  for (const child of readdirSync(entry, { withFileTypes: true })) {
    if (child.isSymbolicLink()) continue;
    if (child.isDirectory() || child.isFile())
      restrictEntry(path.join(entry, child.name), child.isDirectory());
  }
}

/**
 * An entry another account owns (a mounted volume's root) is not ours to change, nor a reason not to start.
 */
function changeModeIfOwn(entry: string, mode: number) {
  try {
    chmodSync(entry, mode);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') throw error;
  }
}
