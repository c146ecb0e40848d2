// The analytics dashboard under load (ADR 106), on PostgreSQL.
//   npm run bench:insights                       (50,000 members, 5 s per measurement)
//   npm run bench:insights -- --members 2000 --seconds 3     (a quick run)
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres (the server to create a throwaway database on)
// A fresh database gets the real migrations and `seedMembers`; one member gets two years of activity (daily
// profile counts, ~700 swaps with events, confirmations, ledger movements and reviews). Two child processes
// serve the real API on it, one counting profile activity and one with PROFILE_ACTIVITY_COUNTING=off.
// Measured:
//   1. GET /api/me/insights for that member, one request at a time: p50/p95 (target p95 ≤ 50 ms);
//   2. Explore's first page with 8 connections on each child, alternating off/on/off/on: requests per second
//      with counting on over off (target ≥ 0.95), and that the counted appearances reached the table.
// Writes bench/results/insights.json.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { migrate } from '../apps/api/src/db/migrate.ts';
import { seedMembers } from '../apps/api/src/db/seed.ts';
import { refreshAllQueuedSkillSets } from '../apps/api/src/modules/matches/skill-sets.repository.ts';
import { autocannonAnswers, expectOnly } from './answers.mjs';
import { reportFigures } from './figures.mjs';

const { values: flags } = parseArgs({
  options: {
    members: { type: 'string', default: process.env.BENCH_MEMBERS ?? '50000' },
    seconds: { type: 'string', default: process.env.BENCH_SECONDS ?? '5' },
    rounds: { type: 'string', default: '4' },
  },
});
const repoRoot = path.resolve(import.meta.dirname, '..');
const members = Number(flags.members);
const seconds = Number(flags.seconds);
const rounds = Number(flags.rounds);
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const targets = { insightsP95Ms: 50, countingThroughputRatio: 0.95 };
const round = (value) => Math.round(value * 100) / 100;
const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function withClient(url, work) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function prepareDatabase() {
  const name = `skillswap_bench_insights_${randomBytes(4).toString('hex')}`;
  await withClient(serverUrl, (admin) => admin.query(`CREATE DATABASE ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: '' });
  const started = performance.now();
  await migrate(database);
  await seedMembers(database, members);
  await refreshAllQueuedSkillSets(database.db);
  await database.close();
  return {
    url: url.toString(),
    seedMs: performance.now() - started,
    cleanup: () =>
      withClient(serverUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)),
  };
}

/** Two years of one member's activity, written straight to the tables the dashboard reads. */
async function addTwoYearsOfActivity(url, memberId) {
  await withClient(url, async (client) => {
    await client.query(`UPDATE profiles SET plan = 'premium' WHERE id = $1`, [memberId]);
    await client.query(
      `INSERT INTO profile_activity_days (member_id, day, profile_views, explore_appearances, match_appearances)
       SELECT $1, d::date, (random() * 40)::int, (random() * 400)::int, (random() * 30)::int
       FROM generate_series(now() - interval '730 days', now(), interval '1 day') AS d`,
      [memberId],
    );
    // ~700 swaps with members picked at random, each way, spread over two years.
    await client.query(
      `INSERT INTO swaps (requester_id, recipient_id, offered_skill, requested_skill, status, created_at, updated_at)
       SELECT CASE WHEN n % 2 = 0 THEN $1::uuid ELSE other END, CASE WHEN n % 2 = 0 THEN other ELSE $1::uuid END,
         'Guitar', 'Spanish', (ARRAY['completed', 'declined', 'completed', 'expired'])[1 + n % 4],
         at, at
       FROM (
         SELECT row_number() OVER () AS n, id AS other, now() - random() * interval '730 days' AS at
         FROM (SELECT id FROM users WHERE id <> $1 ORDER BY random() LIMIT 700) picked
       ) chosen`,
      [memberId],
    );
    await client.query(
      `INSERT INTO swap_events (swap_id, type, actor_id, created_at)
       SELECT id, 'accepted', recipient_id, created_at + interval '1 hour' FROM swaps
       WHERE status = 'completed' AND (requester_id = $1 OR recipient_id = $1)`,
      [memberId],
    );
    for (const who of ['requester_id', 'recipient_id']) {
      await client.query(
        `INSERT INTO swap_confirmations (swap_id, member_id, requester_hours, recipient_hours, confirmed_at)
         SELECT id, ${who}, 1 + (random() * 3)::int, 1 + (random() * 3)::int, created_at + interval '7 days'
         FROM swaps WHERE status = 'completed' AND (requester_id = $1 OR recipient_id = $1)`,
        [memberId],
      );
    }
    await client.query(
      `INSERT INTO reviews (swap_id, reviewer_id, reviewee_id, rating, comment, created_at, published_at)
       SELECT id, CASE WHEN requester_id = $1 THEN recipient_id ELSE requester_id END, $1,
         3 + (random() * 2)::int, 'Good swap.', created_at + interval '8 days', created_at + interval '8 days'
       FROM swaps WHERE status = 'completed' AND (requester_id = $1 OR recipient_id = $1)`,
      [memberId],
    );
    // Ledger movements: balanced against the community fund, as the ledger requires.
    await client.query(
      `INSERT INTO ledger_accounts (kind, member_id) VALUES ('member', $1) ON CONFLICT (member_id) DO NOTHING`,
      [memberId],
    );
    await client.query(`
      CREATE TEMP TABLE bench_transfers AS
      SELECT n, (CASE WHEN n % 2 = 0 THEN 1 ELSE -1 END) * (1 + (random() * 3)::int) AS amount,
        now() - random() * interval '730 days' AS at
      FROM generate_series(1, 600) AS n`);
    await client.query('BEGIN');
    await client.query(
      `INSERT INTO ledger_transfers (kind, idempotency_key, description, created_at)
       SELECT 'swap_settlement', 'bench-insights:' || n, 'Bench settlement', at FROM bench_transfers`,
    );
    await client.query(
      `INSERT INTO ledger_movements (transfer_id, account_id, amount, created_at)
       SELECT t.id, side.account, side.amount, b.at
       FROM bench_transfers b
       JOIN ledger_transfers t ON t.idempotency_key = 'bench-insights:' || b.n
       CROSS JOIN LATERAL (VALUES
         ((SELECT id FROM ledger_accounts WHERE member_id = $1), b.amount::numeric),
         ('00000000-0000-4000-8000-000000000001'::uuid, -b.amount::numeric)
       ) AS side(account, amount)`,
      [memberId],
    );
    await client.query('COMMIT');
    await client.query('VACUUM ANALYZE');
  });
}

function startChild(databaseUrl, counting) {
  return new Promise((resolve, reject) => {
    const env = {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PROFILE_ACTIVITY_COUNTING: counting,
      UPLOAD_DIR: path.join(tmpdir(), 'skillswap-bench-uploads'),
    };
    delete env.DATA_DIR;
    const child = spawn(process.execPath, ['--import', 'tsx', 'bench/explore-server.mjs'], {
      cwd: repoRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
      env,
    });
    let stderr = '';
    const exited = new Promise((done) => child.once('exit', done));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.stdout.on('data', (chunk) => {
      const match = /READY (\d+)/.exec(String(chunk));
      if (match) {
        resolve({
          baseUrl: `http://127.0.0.1:${match[1]}`,
          // A graceful stop: the counting child flushes what it holds before it exits.
          stop: () => {
            if (child.exitCode === null) child.kill('SIGTERM');
            return exited;
          },
        });
      }
    });
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}\n${stderr}`)));
  });
}

async function measure(url, { connections, headers = {} }) {
  const latencies = [];
  let non2xx = 0;
  const instance = autocannon({ url, connections, duration: seconds, headers });
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    latencies.push(responseTime);
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
  };
}

async function signUp(baseUrl) {
  const response = await fetch(`${baseUrl}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      fullName: 'Bench Insights',
      email: `bench-insights-${randomBytes(4).toString('hex')}@skillswap.test`,
      password: `Bench-${randomBytes(9).toString('base64url')}`,
    }),
  });
  if (!response.ok) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  const session = await response.json();
  return { id: session.user.id, token: session.access_token };
}

process.stdout.write(`== PostgreSQL: seeding ${members} members…\n`);
const prepared = await prepareDatabase();
process.stdout.write(`   seeded and migrated in ${Math.round(prepared.seedMs / 1000)} s\n`);
const counting = await startChild(prepared.url, 'on');
const notCounting = await startChild(prepared.url, 'off');
try {
  const member = await signUp(counting.baseUrl);
  await addTwoYearsOfActivity(prepared.url, member.id);
  process.stdout.write(`   load average ${loadavg().map(round).join(' ')} on ${cpus().length} cores\n`);

  const insightsUrl = `${counting.baseUrl}/api/me/insights`;
  const check = await fetch(insightsUrl, { headers: { authorization: `Bearer ${member.token}` } });
  if (!check.ok) throw new Error(`/api/me/insights answered ${check.status}: ${await check.text()}`);
  const months = (await check.json()).months;
  await measure(insightsUrl, { connections: 1, headers: { authorization: `Bearer ${member.token}` } });
  const insights = await measure(insightsUrl, {
    connections: 1,
    headers: { authorization: `Bearer ${member.token}` },
  });
  process.stdout.write(
    `   /api/me/insights (two years of activity, ${months.length} months shown): ` +
      `p50 ${insights.p50Ms} ms, p95 ${insights.p95Ms} ms over ${insights.requests} requests ` +
      `(target p95 ≤ ${targets.insightsP95Ms} ms)\n`,
  );

  const explorePath = '/api/profiles?q=design&limit=24';
  const throughput = { on: [], off: [] };
  // Both children warmed alike; the order alternates each round, so drift in the machine's load hits both.
  await measure(`${notCounting.baseUrl}${explorePath}`, { connections: 8 });
  await measure(`${counting.baseUrl}${explorePath}`, { connections: 8 });
  for (let index = 0; index < rounds; index += 1) {
    const order = index % 2 === 0 ? ['off', 'on'] : ['on', 'off'];
    for (const side of order) {
      const child = side === 'on' ? counting : notCounting;
      throughput[side].push(await measure(`${child.baseUrl}${explorePath}`, { connections: 8 }));
    }
  }
  const mean = (runs) => runs.reduce((sum, run) => sum + run.requestsPerSecond, 0) / runs.length;
  const ratio = round(mean(throughput.on) / mean(throughput.off));
  await counting.stop();
  const counted = await withClient(prepared.url, async (client) => {
    const result = await client.query(
      `SELECT count(*)::int AS rows, coalesce(sum(explore_appearances), 0)::bigint AS appearances
       FROM profile_activity_days WHERE day = (now() AT TIME ZONE 'UTC')::date AND member_id <> $1`,
      [member.id],
    );
    return { rows: result.rows[0].rows, appearances: Number(result.rows[0].appearances) };
  });
  process.stdout.write(
    `   Explore first page, 8 connections: ${round(mean(throughput.off))} req/s with counting off, ` +
      `${round(mean(throughput.on))} req/s on: ratio ${ratio} (target ≥ ${targets.countingThroughputRatio})\n` +
      `   counted today: ${counted.appearances} appearances in ${counted.rows} rows (one per profile and day)\n`,
  );

  const results = {
    at: new Date().toISOString(),
    members,
    seconds,
    rounds,
    cores: cpus().length,
    loadAverage: loadavg().map(round),
    insights,
    insightsP95Met: insights.p95Ms <= targets.insightsP95Ms,
    explore: { off: throughput.off, on: throughput.on, ratio },
    countingRatioMet: ratio >= targets.countingThroughputRatio,
    counted,
    targets,
  };
  await mkdir(path.join(repoRoot, 'bench/results'), { recursive: true });
  await writeFile(
    path.join(repoRoot, 'bench/results/insights.json'),
    `${JSON.stringify(results, null, 2)}\n`,
  );
  process.stdout.write('   written to bench/results/insights.json\n');
  reportFigures('insights', [
    {
      name: '/api/me/insights p95',
      value: insights.p95Ms,
      unit: 'ms',
      target: { of: 'value', atMost: targets.insightsP95Ms },
    },
    {
      name: 'Explore req/s, view counting on (off: baseline)',
      value: round(mean(throughput.on)),
      unit: '/s',
      baseline: round(mean(throughput.off)),
      target: { of: 'ratio', atLeast: targets.countingThroughputRatio },
    },
  ]);
} finally {
  await counting.stop();
  await notCounting.stop();
  await prepared.cleanup();
}
