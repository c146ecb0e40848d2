// A coordinator's work at scale (issue 38; ADR 172), on PostgreSQL, through the real API in this process.
//   npm run bench:coordinators     (BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres,
//                                   BENCH_ROUNDS=30, BENCH_ROWS=10000, BENCH_NAIVE_ROWS=500)
// A fresh database gets the real migrations; a coordinator and 31 members sign up through the API.
//  1. A group exchange for 30 members (one teacher, 30 learners, then back the other way so balances hold),
//     BENCH_ROUNDS times: p50/p95, next to the naive way in the same run (the same 30 pairs recorded one request
//     at a time, as without group exchanges). Target p95 <= 100 ms.
//  2. Importing BENCH_ROWS past exchanges from one CSV file: the preview and the import, wall time (target
//     <= 30 s for 10,000), next to the naive way (BENCH_NAIVE_ROWS rows recorded one request each, scaled to
//     the file's rows). Then the same file again, which must record nothing.
// Prints figures only; no pass/fail.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { buildApp } from '../apps/api/src/app.ts';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { migrate } from '../apps/api/src/db/migrate.ts';
import { testConfig } from '../apps/api/src/config.ts';
import { createSwapKit } from '../apps/api/src/modules/swap-lifecycle/swaps.test-helper.ts';

const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const rounds = Number(process.env.BENCH_ROUNDS ?? 30);
const importRows = Number(process.env.BENCH_ROWS ?? 10_000);
const naiveRows = Number(process.env.BENCH_NAIVE_ROWS ?? 500);

async function withAdmin(work) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const fmt = (ms) => (ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${ms.toFixed(1)} ms`);

const name = `skillswap_bench_coordinators_${randomBytes(4).toString('hex')}`;
await withAdmin((admin) => admin.query(`CREATE DATABASE ${name}`));
const url = new URL(serverUrl);
url.pathname = `/${name}`;
const database = await openDatabase({ databaseUrl: url.toString(), dataDir: '' });
try {
  await migrate(database);
  const app = await buildApp({ config: testConfig({ DATABASE_URL: url.toString() }), database });
  await app.ready();
  const kit = createSwapKit(app, database);
  const call = async (member, method, path, payload) => {
    const started = performance.now();
    const response = await app.inject({ method, url: path, headers: member.authHeader, payload });
    const elapsed = performance.now() - started;
    if (response.statusCode >= 300)
      throw new Error(`${method} ${path} answered ${response.statusCode}: ${response.body}`);
    return { elapsed, body: response.json() };
  };

  console.log('signing up members…');
  const coordinator = await kit.joinMember('Bench Coordinator');
  const slug = 'bench-time-bank';
  await call(coordinator, 'POST', '/api/communities', {
    name: 'Bench Time Bank',
    description: '',
    isOnline: true,
    visibility: 'public',
    joinRule: 'open',
  });
  const members = [];
  for (let index = 0; index < 31; index += 1) {
    const member = await kit.joinMember(`Bench Member ${index + 1}`);
    await call(member, 'POST', `/api/communities/${slug}/join`, {});
    members.push(member);
  }
  const [teacher, ...learners] = members;
  const today = new Date().toISOString().slice(0, 10);
  const record = (teacherIds, learnerIds, hours) =>
    call(coordinator, 'POST', `/api/communities/${slug}/recorded-exchanges`, {
      teacherIds,
      learnerIds,
      hours,
      category: 'Cooking',
      happenedOn: today,
    });

  // 1. Group exchanges for 30 members, and the same pairs one request at a time.
  const group = [];
  const naiveGroup = [];
  for (let round = 0; round < rounds; round += 1) {
    const ids = learners.map((learner) => learner.userId);
    const there = round % 2 === 0;
    group.push((await record(there ? [teacher.userId] : ids, there ? ids : [teacher.userId], 0.1)).elapsed);
    let oneByOne = 0;
    for (const learner of learners) {
      const pair = there ? [[teacher.userId], [learner.userId]] : [[learner.userId], [teacher.userId]];
      oneByOne += (await record(pair[0], pair[1], 0.1)).elapsed;
    }
    naiveGroup.push(oneByOne);
  }
  console.log(`group exchange, 1 teacher and 30 learners (${rounds} rounds, PostgreSQL):`);
  console.log(
    `  one request:        p50 ${fmt(percentile(group, 50))}, p95 ${fmt(percentile(group, 95))} (target p95 <= 100 ms)`,
  );
  console.log(
    `  30 requests, naive: p50 ${fmt(percentile(naiveGroup, 50))}, p95 ${fmt(percentile(naiveGroup, 95))}`,
  );
  console.log(
    `  ratio naive / group at p50: ${(percentile(naiveGroup, 50) / percentile(group, 50)).toFixed(1)}x`,
  );

  // 2. The bank's history: rows go round the 30 members, each teaching the next, so balances stay near 2.
  const lines = ['date,teacher_email,learner_email,hours,category,note'];
  for (let row = 0; row < importRows; row += 1) {
    const from = learners[row % learners.length];
    const to = learners[(row + 1) % learners.length];
    const day = new Date(Date.UTC(2024, 0, 1) + Math.floor(row / 20) * 86_400_000).toISOString().slice(0, 10);
    lines.push(`${day},${from.email},${to.email},1,Music,Session ${row + 1}`);
  }
  const csv = `${lines.join('\n')}\n`;
  const importPath = `/api/communities/${slug}/recorded-exchanges/import`;
  const preview = await call(coordinator, 'POST', importPath, { csv });
  if (preview.body.ready !== importRows || preview.body.refusal)
    throw new Error(`preview: ${JSON.stringify(preview.body)}`);
  const imported = await call(coordinator, 'POST', importPath, { csv, dryRun: false });
  const again = await call(coordinator, 'POST', importPath, { csv, dryRun: false });
  let naive = 0;
  for (let row = 0; row < naiveRows; row += 1) {
    const from = learners[row % learners.length];
    const to = learners[(row + 1) % learners.length];
    naive += (await record([from.userId], [to.userId], 1)).elapsed;
  }
  const naiveScaled = (naive / naiveRows) * importRows;
  console.log(
    `import of ${importRows} past exchanges from one CSV file (${(csv.length / 1e6).toFixed(2)} MB):`,
  );
  console.log(`  preview (nothing written): ${fmt(preview.elapsed)}`);
  console.log(`  import:                    ${fmt(imported.elapsed)} (target <= 30 s for 10,000)`);
  console.log(
    `  same file again:           ${fmt(again.elapsed)}, recorded ${again.body.ready}, already ${again.body.alreadyRecorded}`,
  );
  console.log(
    `  naive, one request a row:  ${fmt(naive / naiveRows)} a row over ${naiveRows} rows, ${fmt(naiveScaled)} for ${importRows}`,
  );
  console.log(`  ratio naive / import: ${(naiveScaled / imported.elapsed).toFixed(1)}x`);
  const load = (await import('node:os'))
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
  console.log(`load average: ${load}`);
  await app.close();
} finally {
  await database.close().catch(() => undefined);
  await withAdmin((admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
}
