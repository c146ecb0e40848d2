// Gzipped JavaScript a visitor downloads before the landing page can render: the entry chunk, every chunk
// it imports statically, and the landing route chunk with its static imports. Reads the Vite manifest of the
// last build (`npm run build`) and fails when the total is over the budget.
// Usage: node bench/bundle-size.mjs [--budget-kb=100] [--route=src/app/routes/landing.tsx]
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'apps/web/dist');
const manifestPath = path.join(dist, '.vite/manifest.json');

const options = Object.fromEntries(
  process.argv
    .slice(2)
    .map((arg) => arg.replace(/^--/, '').split('='))
    .map(([key, value]) => [key, value ?? 'true']),
);
const budgetKb = Number(options['budget-kb'] ?? 100);
const routeKey = options.route ?? 'src/app/routes/landing.tsx';

if (!existsSync(manifestPath)) {
  console.error(`No manifest at ${path.relative(root, manifestPath)}: run \`npm run build\` first.`);
  process.exit(1);
}
/** @type {Record<string, {file: string, isEntry?: boolean, imports?: string[], css?: string[]}>} */
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) throw new Error('The manifest has no entry chunk.');
if (!manifest[routeKey]) throw new Error(`The manifest has no chunk for ${routeKey}.`);

/** Adds a chunk and, recursively, everything it imports statically (dynamic imports load later). */
function collectStaticChunks(key, into) {
  if (into.has(key)) return into;
  into.add(key);
  for (const imported of manifest[key].imports ?? []) collectStaticChunks(imported, into);
  return into;
}

const chunkKeys = collectStaticChunks(routeKey, collectStaticChunks(entryKey, new Set()));
const rows = [...chunkKeys].map((key) => {
  const bytes = readFileSync(path.join(dist, manifest[key].file));
  return { chunk: manifest[key].file, rawKb: bytes.length / 1024, gzipKb: gzipSync(bytes).length / 1024 };
});
rows.sort((a, b) => b.gzipKb - a.gzipKb);
const totalKb = rows.reduce((sum, row) => sum + row.gzipKb, 0);

for (const row of rows) {
  console.log(
    `${row.gzipKb.toFixed(1).padStart(7)} KB gz  ${row.rawKb.toFixed(1).padStart(7)} KB raw  ${row.chunk}`,
  );
}
const isWithinBudget = totalKb <= budgetKb;
console.log(
  `First render of / needs ${totalKb.toFixed(1)} KB of gzipped JS in ${rows.length} chunks ` +
    `(budget ${budgetKb} KB): ${isWithinBudget ? 'within budget' : 'OVER BUDGET'}`,
);

const resultsDir = path.join(root, 'bench/results');
mkdirSync(resultsDir, { recursive: true });
writeFileSync(
  path.join(resultsDir, 'bundle-size.json'),
  JSON.stringify({ measuredAt: new Date().toISOString(), budgetKb, totalKb, chunks: rows }, null, 2),
);
process.exit(isWithinBudget ? 0 : 1);
