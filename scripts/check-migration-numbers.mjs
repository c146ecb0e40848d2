// Fails when two migrations share a number. Migrations apply in file-name order and are recorded by file
// name, so a shared number makes the order depend on the rest of the name, and renaming a released file would
// apply it again on every existing install: the one pair released before this check stays, by name (a third
// file numbered 0039 fails like any other).
import { readdirSync } from 'node:fs';
import path from 'node:path';

const released = new Set(['0039_explore_category_taxonomy.sql', '0039_explore_newcomer_rank.sql']);
const dir = path.resolve(import.meta.dirname, '../apps/api/drizzle');
const byNumber = new Map();
for (const file of readdirSync(dir).filter((name) => name.endsWith('.sql'))) {
  const number = /^(\d{4})_[a-z0-9_]+\.sql$/.exec(file)?.[1];
  if (!number) {
    console.error(`${file}: a migration is named NNNN_words.sql`);
    process.exitCode = 1;
    continue;
  }
  byNumber.set(number, [...(byNumber.get(number) ?? []), file]);
}
for (const [number, files] of byNumber) {
  if (files.length > 1 && !files.every((file) => released.has(file))) {
    console.error(
      `Migrations ${files.join(' and ')} share the number ${number}: give the newer one the next free number`,
    );
    process.exitCode = 1;
  }
}
if (!process.exitCode) console.log(`${byNumber.size} migration numbers, none shared since 0039`);
