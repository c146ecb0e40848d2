// Explore search under load: the server-side search against the naive baseline, measured in the same run.
//   npm run bench:explore        (BENCH_MEMBERS=50000, BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres,
//                                 BENCH_ENGINES=postgres,pglite, BENCH_SECONDS=5)
// For each engine: a fresh database gets the real migrations and `seedMembers`, then a child process serves
// the real API on it. autocannon measures the first page and a deep page (page 20) of common, rare, no-match,
// two-character, category-only and category + term searches one request at a time (latency, as for the
// baseline) and the first page with 8 connections (throughput), and for each case its baseline: every row of
// public_profiles downloaded and filtered in JavaScript, as the spec's client did, with the same reading of
// the search (taxonomy included). Writes bench/results/explore.json.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { migrate } from '../apps/api/src/db/migrate.ts';
import { seedMembers } from '../apps/api/src/db/seed.ts';
import { refreshAllQueuedSkillSets } from '../apps/api/src/modules/matches/skill-sets.repository.ts';
import { autocannonAnswers, expectOnly, fetchExpecting } from './answers.mjs';
import { reportFigures } from './figures.mjs';

const repoRoot = path.resolve(import.meta.dirname, '..');
const members = Number(process.env.BENCH_MEMBERS ?? 50_000);
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const engines = (process.env.BENCH_ENGINES ?? 'postgres,pglite').split(',');
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const deepPage = 20;
const pageSize = 24;
const targets = { p95Ratio: 100, bytesRatio: 500, firstPageP95Ms: 10, deepOverFirst: 1.5 };

async function withAdmin(work) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A fresh database of `members` seeded members; answers the child's environment and a cleanup. */
async function prepareDatabase(engine) {
  let env;
  let cleanup;
  if (engine === 'postgres') {
    const name = `skillswap_bench_explore_${randomBytes(4).toString('hex')}`;
    await withAdmin((admin) => admin.query(`CREATE DATABASE ${name}`));
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    env = { DATABASE_URL: url.toString() };
    cleanup = () => withAdmin((admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  } else {
    const dir = await mkdtemp(path.join(tmpdir(), 'skillswap-bench-explore-'));
    env = { DATA_DIR: dir, DATABASE_URL: '' };
    cleanup = () => rm(dir, { recursive: true, force: true });
  }
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.DATA_DIR ?? '',
  });
  const started = performance.now();
  await migrate(database);
  await seedMembers(database, members);
  // Canonical skills, as the server's background job builds them, for the search of other wordings.
  await refreshAllQueuedSkillSets(database.db);
  // What autovacuum does on a live server: statistics for the planner, visibility map for index-only counts.
  await database.exec('VACUUM ANALYZE');
  const seedMs = performance.now() - started;
  const sample = await database.db.execute(
    'SELECT full_name FROM public_profiles WHERE full_name IS NOT NULL ORDER BY id LIMIT 1',
  );
  const rareName = sample.rows[0].full_name.toLowerCase();
  await database.close();
  return { env, cleanup, seedMs, rareName, commonLastName: rareName.split(' ').at(-1) };
}

/** The child's environment: ours plus the database's, without empty values (PGlite has no DATABASE_URL). */
function childEnvironment(env) {
  const merged = { ...process.env, ...env, UPLOAD_DIR: path.join(tmpdir(), 'skillswap-bench-uploads') };
  for (const [key, value] of Object.entries(merged)) if (value === '') delete merged[key];
  return merged;
}

function startChild(env) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'bench/explore-server.mjs'], {
      cwd: repoRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: childEnvironment(env),
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.stdout.on('data', (chunk) => {
      const match = /READY (\d+)/.exec(String(chunk));
      if (match) {
        resolve({
          baseUrl: `http://127.0.0.1:${match[1]}`,
          stop: () =>
            new Promise((done) => {
              child.once('exit', done);
              child.kill('SIGTERM');
            }),
        });
      }
    });
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}\n${stderr}`)));
  });
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** autocannon against one URL; latencies are taken from every response, so p95 is exact. */
async function measure(url, { connections = 8, duration = seconds, amount } = {}) {
  const latencies = [];
  let bytes = 0;
  let non2xx = 0;
  // The baseline runs a fixed number of requests with a generous timeout: each one can take seconds.
  const instance = autocannon(
    amount ? { url, connections, amount, timeout: 300 } : { url, connections, duration },
  );
  instance.on('response', (_client, statusCode, resBytes, responseTime) => {
    latencies.push(responseTime);
    bytes += resBytes;
    if (statusCode !== 200) non2xx += 1;
  });
  const result = await instance;
  expectOnly(url, autocannonAnswers(result));
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    non2xx,
    p50Ms: round(percentile(latencies, 50)),
    p95Ms: round(percentile(latencies, 95)),
    requestsPerSecond: round(result.requests.average),
    bytesPerResponse: Math.round(bytes / Math.max(1, latencies.length)),
  };
}

/** Sequential requests that each must count their total afresh (cached totals forgotten first). */
async function measureUncounted(baseUrl, pathAndQuery, times = 25) {
  const latencies = [];
  for (let index = 0; index < times; index += 1) {
    await fetchExpecting(`${baseUrl}/bench/forget-totals`, { method: 'POST' });
    const started = performance.now();
    const response = await fetchExpecting(`${baseUrl}${pathAndQuery}`);
    await response.arrayBuffer();
    latencies.push(performance.now() - started);
  }
  latencies.sort((a, b) => a - b);
  return { p50Ms: round(percentile(latencies, 50)), p95Ms: round(percentile(latencies, 95)) };
}

const round = (value) => Math.round(value * 100) / 100;

async function findDeepCursor(baseUrl, query) {
  let cursor = null;
  for (let page = 1; page < deepPage; page += 1) {
    const url = `${baseUrl}/api/profiles?${query}&limit=${pageSize}${cursor ? `&cursor=${cursor}` : ''}`;
    const body = await (await fetchExpecting(url)).json();
    cursor = body.nextCursor;
    if (!cursor) return null;
  }
  return cursor;
}

async function benchEngine(engine) {
  process.stdout.write(`\n== ${engine}: seeding ${members} members…\n`);
  const prepared = await prepareDatabase(engine);
  process.stdout.write(`   seeded, migrated and analysed in ${Math.round(prepared.seedMs / 1000)} s\n`);
  const server = await startChild(prepared.env);
  process.stdout.write(`   load average ${loadavg().map(round).join(' ')} on ${cpus().length} cores\n`);
  try {
    const cases = [
      { name: 'common', query: 'q=design', naive: 'q=design' },
      {
        name: 'rare',
        query: `q=${encodeURIComponent(prepared.rareName)}`,
        naive: `q=${encodeURIComponent(prepared.rareName)}`,
      },
      { name: 'no match', query: 'q=zqxjv', naive: 'q=zqxjv' },
      // A known skill: its other wordings ("JavaScript", "Java Script") match through the canonical skills.
      { name: 'known skill', query: 'q=js', naive: 'q=js' },
      { name: 'two characters', query: 'q=an', naive: 'q=an' },
      // Coding is a chip no skill name contains: it finds its members through the taxonomy alone.
      { name: 'category only', query: 'category=Coding', naive: 'category=Coding' },
      {
        name: 'category + term',
        query: `category=Music&q=${encodeURIComponent(prepared.commonLastName)}`,
        naive: `category=Music&q=${encodeURIComponent(prepared.commonLastName)}`,
      },
      { name: 'category + skill', query: 'category=Coding&q=react', naive: 'category=Coding&q=react' },
    ];
    const rows = [];
    for (const testCase of cases) {
      const baseline = await measure(`${server.baseUrl}/bench/naive?${testCase.naive}`, {
        connections: 1,
        amount: 5,
      });
      const firstUrl = `${server.baseUrl}/api/profiles?${testCase.query}&limit=${pageSize}`;
      const firstBody = await (await fetchExpecting(firstUrl)).json();
      // Latency one request at a time, like the baseline, so the ratio compares work, not queueing;
      // throughput with 8 connections.
      const first = await measure(firstUrl, { connections: 1 });
      const loaded = await measure(firstUrl, { connections: 8 });
      const cursor = await findDeepCursor(server.baseUrl, testCase.query);
      const deep = cursor ? await measure(`${firstUrl}&cursor=${cursor}`, { connections: 1 }) : null;
      const uncounted = await measureUncounted(
        server.baseUrl,
        `/api/profiles?${testCase.query}&limit=${pageSize}`,
      );
      const row = {
        case: testCase.name,
        query: testCase.query,
        total: firstBody.total,
        baseline,
        first,
        underLoad: loaded,
        deep,
        firstPageWithFreshTotal: uncounted,
        p95Ratio: round(baseline.p95Ms / first.p95Ms),
        bytesRatio: round(baseline.bytesPerResponse / first.bytesPerResponse),
        deepOverFirst: deep ? round(deep.p95Ms / first.p95Ms) : null,
      };
      rows.push(row);
      process.stdout.write(
        `   ${testCase.name.padEnd(15)} total ${String(row.total).padStart(6)} | first p50 ${first.p50Ms} p95 ${first.p95Ms} ms ${first.bytesPerResponse} B; 8 conns ${loaded.requestsPerSecond} req/s p95 ${loaded.p95Ms} ms` +
          ` | deep ${deep ? `p95 ${deep.p95Ms} ms (${row.deepOverFirst}×)` : 'n/a (fewer than 20 pages)'}` +
          ` | fresh total p95 ${uncounted.p95Ms} ms | baseline p95 ${baseline.p95Ms} ms: ${row.p95Ratio}× lower p95, ${row.bytesRatio}× fewer bytes\n`,
      );
    }
    return {
      engine,
      members,
      seedSeconds: Math.round(prepared.seedMs / 1000),
      // Other work on the machine slows every figure alike; the ratios are measured side by side.
      loadAverage: loadavg().map(round),
      cases: rows,
    };
  } finally {
    await server.stop();
    await prepared.cleanup();
  }
}

function verdicts(result) {
  return result.cases.map((row) => ({
    case: row.case,
    p95Ratio: row.p95Ratio >= targets.p95Ratio,
    bytesRatio: row.bytesRatio >= targets.bytesRatio,
    firstPageP95: row.first.p95Ms < targets.firstPageP95Ms,
    deepOverFirst: row.deepOverFirst === null || row.deepOverFirst <= targets.deepOverFirst,
  }));
}

const results = [];
for (const engine of engines) {
  const result = await benchEngine(engine);
  results.push({ ...result, measuredAt: new Date().toISOString(), meetsTargets: verdicts(result) });
}
await mkdir(path.join(repoRoot, 'bench/results'), { recursive: true });
const resultsFile = path.join(repoRoot, 'bench/results/explore.json');
// One engine can be re-measured alone (BENCH_ENGINES=pglite); the other engine's last figures are kept.
const previous = await readFile(resultsFile, 'utf8')
  .then((text) => JSON.parse(text).results ?? [])
  .catch(() => []);
const merged = [...previous.filter((entry) => !engines.includes(entry.engine)), ...results];
await writeFile(
  resultsFile,
  `${JSON.stringify({ measuredAt: new Date().toISOString(), cores: cpus().length, targets, pageSize, deepPage, results: merged }, null, 2)}\n`,
);
process.stdout.write('\nWrote bench/results/explore.json\n');
reportFigures(
  'explore',
  results.flatMap((result) =>
    result.cases.map((row) => ({
      name: `${result.engine}: first page p95, ${row.case}`,
      value: row.first.p95Ms,
      unit: 'ms',
      baseline: row.baseline.p95Ms,
      baselineName: 'naive',
      ratio: 'baseline/value',
      target: [
        { of: 'value', atMost: targets.firstPageP95Ms },
        { of: 'ratio', atLeast: targets.p95Ratio, sizeDependent: true },
      ],
    })),
  ),
);
