// Cold start: milliseconds from spawning the server on an empty temporary data directory (embedded
// PostgreSQL, migrations, demo seed) to its first successful /api/health, then the time to first byte of the
// first GET /explore it serves (rendered on the server with its first results, ADR 82) and of the next ones.
// Several runs, medians reported. `--explore-delay` waits that long after the first healthy answer before the
// first /explore (0: a visitor there the moment the server is up).
// Usage: node bench/startup.mjs [--runs=5] [--seed-members=200] [--explore-requests=3] [--explore-delay=0]
//        (run `npm run build` first for Explore's rendering; without a build it is the app's shell)
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { repoRoot, startServer } from './server.mjs';
import { reportFigures } from './figures.mjs';

const options = Object.fromEntries(
  process.argv
    .slice(2)
    .map((arg) => arg.replace(/^--/, '').split('='))
    .map(([key, value]) => [key, value ?? 'true']),
);
const runs = Number(options.runs ?? 5);
const seedMembers = options['seed-members'] ?? '200';
const exploreRequests = Number(options['explore-requests'] ?? 3);
const exploreDelayMs = Number(options['explore-delay'] ?? 0);

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Milliseconds until the answer's status line and headers arrive (fetch resolves then), body read after. */
async function timeToFirstByte(url) {
  const started = performance.now();
  const response = await fetch(url, { headers: { accept: 'text/html' } });
  const elapsed = performance.now() - started;
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`GET ${url} answered ${response.status}`);
  return elapsed;
}

const timings = [];
const exploreTimings = [];
for (let run = 1; run <= runs; run += 1) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'skillswap-startup-'));
  try {
    const server = await startServer({ DATA_DIR: dataDir, SEED_MEMBERS: seedMembers });
    const explore = [];
    try {
      // A visitor arriving at a server that has just started.
      await new Promise((resolve) => setTimeout(resolve, exploreDelayMs));
      for (let index = 0; index < exploreRequests; index += 1)
        explore.push(await timeToFirstByte(`${server.baseUrl}/explore`));
    } finally {
      await server.stop();
    }
    timings.push(server.readyMs);
    exploreTimings.push(explore);
    console.log(
      `run ${run}: healthy after ${Math.round(server.readyMs)} ms; /explore first byte ` +
        explore.map((ms) => `${Math.round(ms)} ms`).join(', then '),
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const round = (ms) => Math.round(ms * 10) / 10;
const result = {
  measuredAt: new Date().toISOString(),
  loadAverage: loadavg().map((value) => Number(value.toFixed(2))),
  runs,
  seedMembers: Number(seedMembers),
  exploreDelayMs,
  medianMs: Math.round(median(timings)),
  minMs: Math.round(Math.min(...timings)),
  maxMs: Math.round(Math.max(...timings)),
  firstExploreMedianMs: exploreRequests > 0 ? round(median(exploreTimings.map((run) => run[0]))) : null,
  laterExploreMedianMs:
    exploreRequests > 1 ? round(median(exploreTimings.flatMap((run) => run.slice(1)))) : null,
};
console.log(
  `Cold start to first healthy /api/health (empty data dir, ${result.seedMembers} demo members): ` +
    `median ${result.medianMs} ms over ${runs} runs (min ${result.minMs}, max ${result.maxMs})`,
);
if (result.firstExploreMedianMs !== null) {
  console.log(
    `First /explore ${exploreDelayMs} ms after the first healthy answer: median ` +
      `${result.firstExploreMedianMs} ms to first byte` +
      (result.laterExploreMedianMs !== null ? `; the next ones ${result.laterExploreMedianMs} ms` : ''),
  );
}
console.log(`Load average at the end: ${result.loadAverage.join(', ')}`);
const resultsDir = path.join(repoRoot, 'bench/results');
mkdirSync(resultsDir, { recursive: true });
writeFileSync(path.join(resultsDir, 'startup.json'), JSON.stringify(result, null, 2));
reportFigures('startup', [
  {
    name: `ready, empty data directory, ${result.seedMembers} demo members`,
    value: result.medianMs,
    unit: 'ms',
  },
  ...(result.firstExploreMedianMs === null
    ? []
    : [
        {
          name: `first /explore ${exploreDelayMs} ms after ready, first byte (the next ones: baseline)`,
          value: result.firstExploreMedianMs,
          unit: 'ms',
          baseline: result.laterExploreMedianMs,
        },
      ]),
]);
