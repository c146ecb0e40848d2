// Fails when a production source file has more than 400 lines: apps/*/src and packages/*/src, not tests, test
// support, locale catalogues or generated files. Each file over is named with its count. A file may stay over
// only while it is listed below with its reason, and a listed file that is no longer over fails too, so the
// list only shrinks. `node scripts/check-file-length.mjs [root]` checks another folder.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const maxLines = 400;

/**
 * Files allowed over the limit, each with why; none today. Add one only with its reason, and remove it as
 * soon as the file is split (a listed file no longer over fails the check).
 */
const exceptions = new Map([]);

const sourceFile = /\.(ts|tsx|js|jsx|mjs|cjs)$/;
const notProduction = [
  /\.test\.(ts|tsx)$/,
  /\.test-helper\.ts$/,
  /\.fixture\.ts$/,
  /\.d\.ts$/,
  /\.gen(erated)?\.(ts|tsx|js)$/,
];
const skippedFolders = new Set(['test', 'node_modules', 'generated', 'locales']);

function* filesUnder(root, folder) {
  for (const entry of readdirSync(path.join(root, folder), { withFileTypes: true })) {
    const relative = `${folder}/${entry.name}`;
    if (entry.isDirectory()) {
      if (!skippedFolders.has(entry.name)) yield* filesUnder(root, relative);
    } else if (sourceFile.test(entry.name) && !notProduction.some((pattern) => pattern.test(entry.name))) {
      yield relative;
    }
  }
}

function* sourceFolders(root) {
  for (const top of ['apps', 'packages']) {
    if (!existsSync(path.join(root, top))) continue;
    for (const entry of readdirSync(path.join(root, top), { withFileTypes: true })) {
      if (entry.isDirectory() && existsSync(path.join(root, top, entry.name, 'src'))) {
        yield `${top}/${entry.name}/src`;
      }
    }
  }
}

/** Lines as `wc -l` counts them for a file that ends with a newline. */
const linesOf = (text) => (text === '' ? 0 : text.split('\n').length - (text.endsWith('\n') ? 1 : 0));

/**
 * What is wrong under `root`: each file over the limit and not listed, and each listed file that is gone or
 * no longer over. Also answers how many files it counted.
 */
export function lengthProblems({ root, exceptions: allowed = exceptions }) {
  const counts = new Map();
  for (const folder of sourceFolders(root)) {
    for (const file of filesUnder(root, folder)) {
      const text = readFileSync(path.join(root, file), 'utf8');
      if (/@generated|auto-generated/.test(text.slice(0, 300))) continue;
      counts.set(file, linesOf(text));
    }
  }
  const problems = [];
  for (const [file, lines] of [...counts].sort(([a], [b]) => a.localeCompare(b))) {
    if (lines > maxLines && !allowed.has(file)) {
      problems.push(`${file}: ${lines} lines (at most ${maxLines}); split it by what it does`);
    }
  }
  for (const [file, reason] of allowed) {
    const lines = counts.get(file);
    if (lines === undefined || lines <= maxLines) {
      const now = lines === undefined ? 'it is gone' : `it has ${lines} lines`;
      problems.push(`${file}: listed as an exception (${reason}) but ${now}: remove it from the list`);
    }
  }
  return { problems, checked: counts.size };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const root = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '..'));
  const { problems, checked } = lengthProblems({ root });
  for (const problem of problems) console.error(problem);
  if (problems.length > 0) process.exitCode = 1;
  else {
    const listed = exceptions.size === 0 ? '' : `, but ${exceptions.size} listed exceptions`;
    console.log(`${checked} source files have at most ${maxLines} lines${listed}`);
  }
}
