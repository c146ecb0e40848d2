// Explore's first page over HTTP against the same statements as bare SQL, in one session (PostgreSQL only):
//   npm run bench:explore-sql   (BENCH_MEMBERS=50000, BENCH_ROUNDS=300, BENCH_TERMS=design,guitar,
//                                BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres)
// A fresh database gets the real migrations and `seedMembers` (or BENCH_REUSE_DATABASE_URL names one already
// seeded, kept by another Explore benchmark with BENCH_KEEP_DATABASE=1, and nothing is created or dropped).
// For each term the service answers the first page once in this process, with every statement it sends
// recorded (text and parameters); the bare side then replays exactly those statements with node-postgres on
// one connection (extended protocol, named prepared statements, the driver's best), and the HTTP side asks
// the real server (`npm start`'s entry, a child process) for the same page on one keep-alive connection, one
// request at a time. Rounds alternate between the two so both see the same machine load. Prints p50/p95 of
// each and the ratios; targets: HTTP <= 1.5x bare SQL at p50 and <= 2x at p95. Totals are cached on both
// sides (the first request counts them), as a running server has them.
// BENCH_SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" profiles the server.
import { spawn } from 'node:child_process';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { exploreEndpoints } from '../packages/contracts/src/explore/endpoints.ts';
import { migrate } from '../apps/api/src/db/migrate.ts';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { seedMembers } from '../apps/api/src/db/seed.ts';
import { explorePublicProfiles } from '../apps/api/src/modules/explore/explore.service.ts';
import { refreshAllQueuedSkillSets } from '../apps/api/src/modules/matches/skill-sets.repository.ts';
import { reportFigures } from './figures.mjs';
import { openThrowawayDatabase, percentile, round } from './in-process.mjs';
import { repoRoot } from './server.mjs';

const members = Number(process.env.BENCH_MEMBERS ?? 50_000);
const rounds = Number(process.env.BENCH_ROUNDS ?? 300);
const terms = (process.env.BENCH_TERMS ?? 'design,guitar').split(',').filter(Boolean);
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const reuseUrl = process.env.BENCH_REUSE_DATABASE_URL;
const targets = { p50Ratio: 1.5, p95Ratio: 2 };

async function openBenchDatabase() {
  if (reuseUrl) {
    const database = await openDatabase({ databaseUrl: reuseUrl, dataDir: '', poolSize: 2 });
    return { database, url: reuseUrl, close: () => database.close() };
  }
  const opened = await openThrowawayDatabase(serverUrl, 'explore_sql');
  await migrate(opened.database);
  await seedMembers(opened.database, members);
  await refreshAllQueuedSkillSets(opened.database.db);
  await opened.database.exec('VACUUM ANALYZE');
  const url = new URL(serverUrl);
  url.pathname = `/${(await opened.database.db.execute('SELECT current_database() AS name')).rows[0].name}`;
  return { database: opened.database, url: url.toString(), close: opened.close };
}

/**
 * The statements the service sends for one page, as text and parameters: every node-postgres client's `query`
 * is wrapped for that one call (the server is another process; nothing else runs here meanwhile), so a
 * statement inside a transaction is recorded with the BEGIN and COMMIT around it.
 */
async function recordStatements(database, query) {
  const recorded = [];
  const original = pg.Client.prototype.query;
  pg.Client.prototype.query = function (config, values, ...rest) {
    const text = typeof config === 'string' ? config : config.text;
    const params = typeof config === 'string' ? values : (config.values ?? values);
    recorded.push({ text, values: Array.isArray(params) ? params : [] });
    return original.call(this, config, values, ...rest);
  };
  try {
    await explorePublicProfiles(database.db, query);
  } finally {
    pg.Client.prototype.query = original;
  }
  return recorded;
}

/** The real API (bench/explore-server.mjs) on the database, in a child process; waits for it however long. */
function startApi(databaseUrl) {
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'bench/explore-server.mjs'], {
      cwd: repoRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        UPLOAD_DIR: path.join(tmpdir(), 'skillswap-bench-uploads'),
      },
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.stdout.on('data', (chunk) => {
      const match = /READY (\d+)/.exec(String(chunk));
      if (!match) return;
      const stop = () =>
        new Promise((done) => {
          child.once('exit', done);
          child.kill('SIGTERM');
        });
      resolve({ baseUrl: `http://127.0.0.1:${match[1]}`, stop });
    });
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}\n${stderr}`)));
  });
}

async function main() {
  const { database, url, close } = await openBenchDatabase();
  const server = await startApi(url);
  const bare = new pg.Client({ connectionString: url });
  await bare.connect();
  const figures = [];
  try {
    const loadAtStart = loadavg().map(round);
    for (const term of terms) {
      const query = exploreEndpoints.searchProfiles.query.parse({ q: term });
      const page = `${server.baseUrl}/api/profiles?q=${encodeURIComponent(term)}`;
      // Both totals counted and cached before anything is timed or recorded.
      await explorePublicProfiles(database.db, query);
      const statements = await recordStatements(database, query);
      const named = statements.map((statement, index) => ({
        ...statement,
        name: `explore_${term}_${index}`,
      }));
      const times = { http: [], sql: [] };
      const timeSql = async () => {
        const started = performance.now();
        for (const statement of named) await bare.query(statement);
        return performance.now() - started;
      };
      const timeHttp = async () => {
        const started = performance.now();
        const response = await fetch(page);
        await response.arrayBuffer();
        if (response.status !== 200) throw new Error(`${page} answered ${response.status}`);
        return performance.now() - started;
      };
      for (let i = 0; i < 20; i += 1) {
        await timeSql();
        await timeHttp();
      }
      for (let i = 0; i < rounds; i += 1) {
        if (i % 2) {
          times.http.push(await timeHttp());
          times.sql.push(await timeSql());
        } else {
          times.sql.push(await timeSql());
          times.http.push(await timeHttp());
        }
      }
      const result = {
        term,
        statements: statements.length,
        sqlP50: round(percentile(times.sql, 0.5)),
        sqlP95: round(percentile(times.sql, 0.95)),
        httpP50: round(percentile(times.http, 0.5)),
        httpP95: round(percentile(times.http, 0.95)),
      };
      console.log(
        `q=${term}: ${result.statements} statements; bare SQL p50 ${result.sqlP50} ms, p95 ${result.sqlP95} ms; ` +
          `HTTP p50 ${result.httpP50} ms, p95 ${result.httpP95} ms; ratio p50 ` +
          `${round(result.httpP50 / result.sqlP50)}x (target <= ${targets.p50Ratio}), p95 ` +
          `${round(result.httpP95 / result.sqlP95)}x (target <= ${targets.p95Ratio}); load ${round(loadavg()[0])}`,
      );
      for (const statement of statements)
        console.log(`  ${statement.text.replace(/\s+/g, ' ').slice(0, 150)}`);
      for (const [share, key, atMost] of [
        ['p50', 'P50', targets.p50Ratio],
        ['p95', 'P95', targets.p95Ratio],
      ]) {
        figures.push({
          name: `q=${term} HTTP ${share} over bare SQL`,
          value: result[`http${key}`],
          unit: 'ms',
          baseline: result[`sql${key}`],
          baselineName: 'bare SQL',
          target: { of: 'ratio', atMost },
        });
      }
    }
    console.log(`load average at start ${loadAtStart.join(' ')}, at end ${loadavg().map(round).join(' ')}`);
    reportFigures('explore-sql', figures);
  } finally {
    await bare.end();
    await server.stop();
    await close();
  }
}

await main();
