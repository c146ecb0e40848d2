// What the in-process benchmarks of a service against its naive baseline share (bench:explore-advanced,
// bench:explore-communities): a throwaway PostgreSQL database, timing, and the measuring order.
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { openDatabase } from '../apps/api/src/db/client.ts';

export const percentile = (values, share) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)];
};

export const round = (value) => Math.round(value * 100) / 100;

export async function timed(work) {
  const started = performance.now();
  const result = await work();
  return { result, ms: performance.now() - started };
}

/**
 * A new database named `skillswap_bench_<label>_<random>` on the server, open with a pool of four. `close`
 * drops it, unless BENCH_KEEP_DATABASE is set: then it is kept for EXPLAIN and its name printed.
 */
export async function openThrowawayDatabase(serverUrl, label) {
  const name = `skillswap_bench_${label}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: '', poolSize: 4 });
  return {
    database,
    close: async () => {
      await database.close();
      if (process.env.BENCH_KEEP_DATABASE) console.log(`kept database ${name}`);
      else await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

/**
 * Times the service against its baseline, in this order: the baseline's rounds (one per `baselineEvery` of
 * ours) first, because reading every row pushes the service's index out of PostgreSQL's buffers, so each
 * measured round finds the cache as a serving process has it; the garbage each leaves is collected outside
 * the timings (--expose-gc, as the npm scripts run). Then one unmeasured round of the service, as a running
 * server's queries are planned already, handed to `check` with the baseline's answer; then the measured
 * rounds.
 */
export async function measureAgainstBaseline({ rounds, baselineEvery, baseline, service, check }) {
  const naive = [];
  let baselineAnswer;
  for (let index = 0; index < Math.ceil(rounds / baselineEvery); index += 1) {
    const slow = await timed(baseline);
    naive.push(slow.ms);
    baselineAnswer = slow.result;
    globalThis.gc?.();
  }
  let answer = await service();
  check(baselineAnswer, answer);
  const ours = [];
  for (let index = 0; index < rounds; index += 1) {
    const run = await timed(service);
    ours.push(run.ms);
    answer = run.result;
  }
  return { ours, naive, answer };
}
