// Every benchmark at a small size, one after the other, then one table: figure, baseline, ratio, target,
// met/missed (issue 36). Run it before closing an issue that touches a hot path; it is not part of CI.
//   npm run bench:quick [-- --only=explore,board] [-- --skip=lighthouse] [-- --all] [-- --timeout=240]
// --all adds bench:federation (three servers: minutes to set up).
// Each benchmark runs as its own npm script with the sizes below and BENCH_FIGURES_FILE set: it appends its
// figures as JSON lines (bench/figures.mjs), read back here; its output goes to bench/results/quick/NAME.log.
// The PostgreSQL benchmarks make their own throwaway databases on 127.0.0.1:5432 (BENCH_DATABASE_URL) and
// drop them, so tests running meanwhile are not disturbed. lighthouse and bundle need `npm run build` first
// and are skipped without one. A small size changes what a ratio to a naive way can reach: such targets are
// set for the full size and read "missed at this size" when only they miss. Exits 1 when a target is missed
// or a benchmark reported nothing. The benchmarks also write their usual bench/results/*.json, now with the
// small sizes.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, openSync, readFileSync, rmSync, closeSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { countProblems, formatTable, parseReports, tableRows } from './figures.mjs';
import { repoRoot } from './server.mjs';

const options = Object.fromEntries(
  process.argv
    .slice(2)
    .map((arg) => arg.replace(/^--/, '').split('='))
    .map(([key, value]) => [key, value ?? 'true']),
);
const listOf = (text) => (text ? text.split(',') : []);
const timeoutSeconds = Number(options.timeout ?? 240);
const hasBuild = existsSync(path.join(repoRoot, 'apps/web/dist/index.html'));

/** The benchmarks in the order they run, each with its small size. */
const plan = [
  { bench: 'explore', env: { BENCH_ENGINES: 'postgres', BENCH_MEMBERS: '1000', BENCH_SECONDS: '1' } },
  { bench: 'explore-advanced', env: { BENCH_MEMBERS: '2000', BENCH_ROUNDS: '10' } },
  {
    bench: 'explore-communities',
    env: { BENCH_MEMBERS: '2000', BENCH_COMMUNITIES: '40', BENCH_ROUNDS: '10' },
  },
  { bench: 'board', env: { BENCH_POSTS: '4000', BENCH_MEMBERS: '2000', BENCH_RUNS: '20' } },
  { bench: 'insights', args: ['--members', '500', '--seconds', '1', '--rounds', '2'] },
  { bench: 'matching', env: { BENCH_MEMBERS: '500' } },
  { bench: 'auth', args: ['--postgres', '--seconds=1', '--rounds=1'] },
  { bench: 'forgot-password', args: ['--postgres', '--samples=10'] },
  {
    bench: 'scale',
    args: ['--seconds=2', '--connections=8', '--members=200', '--requesters=12'],
    env: { BENCH_SWAP_MIX: 'compare' },
  },
  { bench: 'live', args: ['--rounds=1', '--latency-only'] },
  { bench: 'workshops', env: { BENCH_ROUNDS: '1' } },
  { bench: 'webhooks', args: ['--seconds=3'] },
  {
    bench: 'coordinators',
    env: {
      BENCH_ROUNDS: '5',
      BENCH_ROWS: '500',
      BENCH_NAIVE_ROWS: '30',
      BENCH_COMMUNITY_MEMBERS: '300',
      BENCH_OTHER_MEMBERS: '1000',
    },
  },
  {
    bench: 'impact',
    env: {
      BENCH_ROUNDS: '3',
      BENCH_INSTALL_ROUNDS: '1',
      BENCH_COMMUNITY_MEMBERS: '200',
      BENCH_OTHER_MEMBERS: '500',
      BENCH_EXCHANGES: '2000',
      BENCH_OTHER_EXCHANGES: '1000',
      BENCH_NAIVE_MEMBERS: '20',
      BENCH_INSTALL_MEMBERS: '1000',
      BENCH_MOVEMENTS: '10000',
    },
  },
  { bench: 'map', env: { BENCH_MEMBERS: '500', BENCH_ROUNDS: '5' } },
  // Three server processes on three fresh databases: minutes of setting up alone, so only with --all.
  { bench: 'federation', args: ['--samples=5', '--throughput=5', '--crash=5'], isSlow: true },
  { bench: 'startup', args: ['--runs=1', '--seed-members=50', '--explore-requests=2'] },
  { bench: 'bundle', args: ['--page=/'], needsBuild: true },
  { bench: 'lighthouse', args: ['--pages=/,/explore'], needsBuild: true },
].filter(
  ({ bench, isSlow }) =>
    (options.only ? listOf(options.only).includes(bench) : !isSlow || options.all === 'true') &&
    !listOf(options.skip).includes(bench),
);

/**
 * Runs `npm run bench:NAME -- args` with its output in `logFile`; resolves with its exit code or a timeout.
 */
function runBench({ bench, args = [], env = {} }, figuresFile, logFile) {
  return new Promise((resolve) => {
    const log = openSync(logFile, 'w');
    const child = spawn('npm', ['run', '--silent', `bench:${bench}`, '--', ...args], {
      cwd: repoRoot,
      stdio: ['ignore', log, log],
      // Its own process group, so a timeout stops the servers it started too.
      detached: true,
      env: { ...process.env, ...env, BENCH_FIGURES_FILE: figuresFile },
    });
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      process.kill(-child.pid, 'SIGTERM');
    }, timeoutSeconds * 1000);
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      closeSync(log);
      resolve({ exitCode: code ?? signal, timedOut });
    });
  });
}

const logsDir = path.join(repoRoot, 'bench/results/quick');
mkdirSync(logsDir, { recursive: true });
const figuresFile = path.join(logsDir, 'figures.jsonl');
rmSync(figuresFile, { force: true });
const loadAtStart = loadavg().map((value) => value.toFixed(2));
const startedAt = performance.now();
const runs = [];
for (const step of plan) {
  if (step.needsBuild && !hasBuild) {
    runs.push({ bench: step.bench, skipped: 'no build (run `npm run build` first)' });
    console.log(`${step.bench.padEnd(20)} skipped: no build`);
    continue;
  }
  const began = performance.now();
  const logFile = path.join(logsDir, `${step.bench}.log`);
  const outcome = await runBench(step, figuresFile, logFile);
  runs.push({ bench: step.bench, ...outcome });
  const took = ((performance.now() - began) / 1000).toFixed(0);
  const how = outcome.timedOut ? `timed out after ${timeoutSeconds} s` : `exit ${outcome.exitCode}`;
  console.log(`${step.bench.padEnd(20)} ${took.padStart(4)} s, ${how} (${path.relative(repoRoot, logFile)})`);
}

const reports = existsSync(figuresFile) ? parseReports(readFileSync(figuresFile, 'utf8')) : [];
const rows = tableRows(reports, runs);
const minutes = ((performance.now() - startedAt) / 60_000).toFixed(1);
const loadAtEnd = loadavg().map((value) => value.toFixed(2));
console.log(`\n${formatTable(rows)}\n`);
console.log(
  `${runs.length} benchmarks in ${minutes} min; load average ${loadAtStart.join(' ')} at the start, ` +
    `${loadAtEnd.join(' ')} at the end. "missed at this size": a target set for the full size.`,
);
writeFileSync(
  path.join(repoRoot, 'bench/results/quick.json'),
  `${JSON.stringify({ measuredAt: new Date().toISOString(), minutes: Number(minutes), loadAtStart, loadAtEnd, runs, reports, rows }, null, 2)}\n`,
);
const problems = countProblems(rows);
if (problems > 0) console.log(`${problems} rows missed a target or were not measured.`);
process.exit(problems > 0 ? 1 : 0);
