// A coordinator's work at scale (ADR 172), on PostgreSQL, through the real API in this process.
//   npm run bench:coordinators     (BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres,
//                                   BENCH_ROUNDS=30, BENCH_ROWS=10000, BENCH_NAIVE_ROWS=500)
// A fresh database gets the real migrations; a coordinator and 31 members sign up through the API.
//  1. A group exchange for 30 members (one teacher, 30 learners, then back the other way so balances hold),
//     BENCH_ROUNDS times: p50/p95, next to the naive way in the same run (the same 30 pairs recorded one request
//     at a time, as without group exchanges). Target p95 <= 100 ms.
//  2. Importing BENCH_ROWS past exchanges from one CSV file: the preview and the import, wall time (target
//     <= 30 s for 10,000), next to the naive way (BENCH_NAIVE_ROWS rows recorded one request each, scaled to
//     the file's rows). Then the same file again, which must record nothing.
//  3. The activation queue (ADR 173) of a community of BENCH_COMMUNITY_MEMBERS members (default 5,000), seeded
//     in SQL among BENCH_OTHER_MEMBERS others (default 20,000) with completed swaps, recorded exchanges, open
//     requests and board posts: BENCH_ROUNDS reads through the API, p50/p95 (target p95 <= 50 ms), next to the
//     naive way in the same run (the members in one query, then each member's exchanges in one query each).
// BENCH_PARTS=1,3 runs only those parts.
// Prints figures only; no pass/fail.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { buildApp } from '../apps/api/src/app.ts';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { migrate } from '../apps/api/src/db/migrate.ts';
import { testConfig } from '../apps/api/src/config.ts';
import { createSwapKit } from '../apps/api/src/modules/swap-lifecycle/swaps.test-helper.ts';
import { reportFigures } from './figures.mjs';

const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const rounds = Number(process.env.BENCH_ROUNDS ?? 30);
const importRows = Number(process.env.BENCH_ROWS ?? 10_000);
const naiveRows = Number(process.env.BENCH_NAIVE_ROWS ?? 500);
const parts = new Set((process.env.BENCH_PARTS ?? '1,2,3').split(','));
const communityMembers = Number(process.env.BENCH_COMMUNITY_MEMBERS ?? 5000);
const otherMembers = Number(process.env.BENCH_OTHER_MEMBERS ?? 20_000);

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

/**
 * A community of `size` members who joined over the last 200 days among `others` members of the install: most
 * made swaps (some long ago), some only recorded exchanges, some nothing; requests between members wait for
 * an answer and board posts of the community for a response.
 */
async function seedActivation(client, slug, size, others) {
  const { rows } = await client.query('SELECT id FROM communities WHERE slug = $1', [slug]);
  const communityId = rows[0].id;
  await client.query(`
    CREATE TEMP TABLE bench_people AS
    SELECT gen_random_uuid() AS id, g AS n FROM generate_series(1, ${size + others}) g`);
  await client.query(`
    INSERT INTO users (id, email, full_name) SELECT id, 'act' || n || '@bench.test', 'Bench Person ' || n
    FROM bench_people`);
  await client.query(
    `INSERT INTO profiles (id, full_name) SELECT id, 'Bench Person ' || n FROM bench_people`,
  );
  await client.query(
    `INSERT INTO community_members (community_id, member_id, role, status, requested_at, joined_at)
     SELECT $1, id, 'member', 'active', j, j
     FROM (SELECT id, now() - (n % 200) * interval '1 day' - interval '1 hour' AS j FROM bench_people
           WHERE n <= ${size}) m`,
    [communityId],
  );
  // Completed swaps: each person with n % 5 < 3 made (n % 4) + 1 swaps with someone outside the community, at
  // times up to 300 days ago; those with n % 5 = 4 never exchanged.
  await client.query(`
    INSERT INTO swaps (requester_id, recipient_id, offered_skill, requested_skill, status, created_at, updated_at)
    SELECT a.id, b.id, 'Guitar', 'Spanish', 'completed', t - interval '2 days', t
    FROM bench_people a
    CROSS JOIN generate_series(0, 3) k
    JOIN bench_people b ON b.n = ${size} + ((a.n * 7 + k * 13) % ${others}) + 1 AND b.id <> a.id
    CROSS JOIN LATERAL (SELECT now() - ((a.n * 31 + k * 17) % 300) * interval '1 day' AS t) x
    WHERE a.n % 5 < 3 AND k <= a.n % 4`);
  // Swaps under way and requests: every tenth member asked the next one, some days ago.
  await client.query(`
    INSERT INTO swaps (requester_id, recipient_id, offered_skill, requested_skill, status, created_at, updated_at)
    SELECT a.id, b.id, 'Guitar', 'Spanish', CASE WHEN a.n % 20 = 0 THEN 'requested' ELSE 'accepted' END,
      now() - (a.n % 9) * interval '1 day', now() - (a.n % 9) * interval '1 day'
    FROM bench_people a JOIN bench_people b ON b.n = a.n + 1
    WHERE a.n % 10 = 0`);
  // Recorded exchanges: members with n % 5 = 3 only ever exchanged through their coordinators.
  await client.query(
    `WITH made AS (
       INSERT INTO recorded_exchanges (community_id, category, happened_on, created_at, dispute_until, note)
       SELECT $1, 'Cooking', (now() - (n % 150) * interval '1 day')::date, now() - (n % 150) * interval '1 day',
         now(), 'bench ' || n
       FROM bench_people WHERE n <= ${size} AND n % 5 = 3
       RETURNING id, note)
     INSERT INTO recorded_exchange_parts (exchange_id, position, teacher_id, learner_id, hours)
     SELECT made.id, 0, p.id, q.id, 1
     FROM made JOIN bench_people p ON 'bench ' || p.n = made.note JOIN bench_people q ON q.n = ${size} + p.n`,
    [communityId],
  );
  await client.query(
    `INSERT INTO board_posts (author_id, kind, title, skill, hours, is_online, community_id, lifetime_days,
       expires_at, created_at, updated_at)
     SELECT id, 'need', 'Bench post ' || n, 'Python', 1, true, $1, 30, now() + interval '10 days',
       now() - (n % 12) * interval '1 day', now()
     FROM bench_people WHERE n <= ${size} AND n % 25 = 0`,
    [communityId],
  );
  await client.query('ANALYZE');
}

/** The queue the naive way: the community's members in one query, then each member's exchanges one by one. */
async function naiveQueue(client, slug) {
  const started = performance.now();
  const { rows: members } = await client.query(
    `SELECT cm.member_id, cm.joined_at FROM community_members cm JOIN communities c ON c.id = cm.community_id
     WHERE c.slug = $1 AND cm.status = 'active' AND cm.role = 'member'`,
    [slug],
  );
  for (const member of members) {
    await client.query(
      `SELECT min(at) AS first_at, max(at) AS last_at FROM (
         SELECT updated_at AS at FROM swaps WHERE status = 'completed' AND (requester_id = $1 OR recipient_id = $1)
         UNION ALL
         SELECT e.created_at FROM recorded_exchange_parts p JOIN recorded_exchanges e ON e.id = p.exchange_id
         WHERE (p.teacher_id = $1 OR p.learner_id = $1) AND e.outcome IS DISTINCT FROM 'reversed'
         UNION ALL
         SELECT w.starts_at FROM workshop_bookings b JOIN workshops w ON w.id = b.workshop_id
         WHERE b.learner_id = $1 AND b.status = 'attended') e`,
      [member.member_id],
    );
  }
  return performance.now() - started;
}

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

  const figures = [];
  if (parts.has('1')) {
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
    figures.push({
      name: 'group exchange for 30 p95 (30 requests: baseline)',
      value: percentile(group, 95),
      unit: 'ms',
      baseline: percentile(naiveGroup, 95),
      ratio: 'baseline/value',
      target: { of: 'value', atMost: 100 },
    });
  }
  if (parts.has('2')) {
    // 2. The bank's history: rows go round the 30 members, each teaching the next, so balances stay near 2.
    const lines = ['date,teacher_email,learner_email,hours,category,note'];
    for (let row = 0; row < importRows; row += 1) {
      const from = learners[row % learners.length];
      const to = learners[(row + 1) % learners.length];
      const day = new Date(Date.UTC(2024, 0, 1) + Math.floor(row / 20) * 86_400_000)
        .toISOString()
        .slice(0, 10);
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
    figures.push({
      // The target, 30 s for 10,000 rows, scaled to the rows imported.
      name: `import of ${importRows} past exchanges (one request a row: baseline)`,
      value: imported.elapsed,
      unit: 'ms',
      baseline: naiveScaled,
      ratio: 'baseline/value',
      target: { of: 'value', atMost: (30_000 * importRows) / 10_000 },
    });
    figures.push({
      name: 'the same file again: recorded',
      value: again.body.ready,
      target: { of: 'value', atMost: 0 },
    });
  }
  if (parts.has('3')) {
    // 3. The activation queue of a large community.
    console.log(`seeding ${communityMembers} community members among ${otherMembers} others…`);
    await call(coordinator, 'POST', '/api/communities', {
      name: 'Bench Activation',
      description: '',
      isOnline: true,
      visibility: 'public',
      joinRule: 'open',
    });
    const seeded = new pg.Client({ connectionString: url.toString() });
    await seeded.connect();
    try {
      await seedActivation(seeded, 'bench-activation', communityMembers, otherMembers);
      const queuePath = '/api/communities/bench-activation/activation';
      for (let warm = 0; warm < 3; warm += 1) await call(coordinator, 'GET', queuePath);
      const queueTimes = [];
      let shown;
      for (let round = 0; round < rounds; round += 1) {
        const read = await call(coordinator, 'GET', queuePath);
        queueTimes.push(read.elapsed);
        shown = read.body;
      }
      const naiveTimes = [];
      for (let round = 0; round < 3; round += 1)
        naiveTimes.push(await naiveQueue(seeded, 'bench-activation'));
      console.log(`activation queue of ${communityMembers} members (${rounds} rounds, PostgreSQL):`);
      console.log(
        `  lists: never exchanged ${shown.neverExchanged.total}, requests ${shown.unansweredRequests.total}, posts ${shown.unansweredPosts.total}, quiet ${shown.dormant.total}; first exchange ${shown.firstExchange.exchangedWithin} of ${shown.firstExchange.joined}`,
      );
      console.log(
        `  one request:  p50 ${fmt(percentile(queueTimes, 50))}, p95 ${fmt(percentile(queueTimes, 95))} (target p95 <= 50 ms)`,
      );
      console.log(`  naive (a query per member): p50 ${fmt(percentile(naiveTimes, 50))} over 2 rounds`);
      console.log(
        `  ratio naive / queue at p50: ${(percentile(naiveTimes, 50) / percentile(queueTimes, 50)).toFixed(1)}x`,
      );
      figures.push({
        name: `activation queue of ${communityMembers} p95 (a query per member, p50: baseline)`,
        value: percentile(queueTimes, 95),
        unit: 'ms',
        baseline: percentile(naiveTimes, 50),
        ratio: 'baseline/value',
        target: { of: 'value', atMost: 50 },
      });
    } finally {
      await seeded.end();
    }
  }
  const load = (await import('node:os'))
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
  console.log(`load average: ${load}`);
  reportFigures('coordinators', figures);
  await app.close();
} finally {
  await database.close().catch(() => undefined);
  if (process.env.BENCH_KEEP) console.log(`kept database ${name}`);
  else await withAdmin((admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
}
