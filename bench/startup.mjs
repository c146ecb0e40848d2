// Cold start: milliseconds from spawning the server on an empty temporary data directory (embedded
// PostgreSQL, migrations, demo seed) to its first successful /api/health. Several runs, median reported.
// Usage: node bench/startup.mjs [--runs=5] [--seed-members=200]
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { repoRoot, startServer } from './server.mjs';

const options = Object.fromEntries(
  process.argv
    .slice(2)
    .map((arg) => arg.replace(/^--/, '').split('='))
    .map(([key, value]) => [key, value ?? 'true']),
);
const runs = Number(options.runs ?? 5);
const seedMembers = options['seed-members'] ?? '200';

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

const timings = [];
for (let run = 1; run <= runs; run += 1) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'skillswap-startup-'));
  try {
    const server = await startServer({ DATA_DIR: dataDir, SEED_MEMBERS: seedMembers });
    await server.stop();
    timings.push(server.readyMs);
    console.log(`run ${run}: healthy after ${Math.round(server.readyMs)} ms`);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const result = {
  measuredAt: new Date().toISOString(),
  runs,
  seedMembers: Number(seedMembers),
  medianMs: Math.round(median(timings)),
  minMs: Math.round(Math.min(...timings)),
  maxMs: Math.round(Math.max(...timings)),
};
console.log(
  `Cold start to first healthy /api/health (empty data dir, ${result.seedMembers} demo members): ` +
    `median ${result.medianMs} ms over ${runs} runs (min ${result.minMs}, max ${result.maxMs})`,
);
const resultsDir = path.join(repoRoot, 'bench/results');
mkdirSync(resultsDir, { recursive: true });
writeFileSync(path.join(resultsDir, 'startup.json'), JSON.stringify(result, null, 2));
