// The requests board's first page against the naive select-all baseline, measured in the same run.
//   npm run bench:board   (BENCH_POSTS=100000, BENCH_MEMBERS=50000, BENCH_RUNS=200,
//                          BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres)
// A fresh PostgreSQL database gets the real migrations, members and posts (10% expired, 5% closed), then the
// board's own service (`listBoard`, the code the endpoint runs, blocks subquery included) answers the first
// page of each case BENCH_RUNS times; the baseline reads every post with its author and filters, sorts and
// pages in JavaScript. Prints p50/p95 per case and the baseline's p95 over the board's. In-person posts are
// in 20 European cities (their centres from the gazetteer); the viewer teaches Python and Guitar and wants
// Spanish, for the best-match order (ADR 119).
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { boardQuerySchema } from '@skillswap/contracts/board/schemas';
import { normalizeSkill, skillTaxonomy } from '@skillswap/contracts/shared/skill-taxonomy';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { migrate } from '../apps/api/src/db/migrate.ts';
import { listBoard } from '../apps/api/src/modules/board/board.service.ts';
import { distanceKm, locateCityByText } from '../apps/api/src/lib/gazetteer.ts';
import { reportFigures } from './figures.mjs';

const posts = Number(process.env.BENCH_POSTS ?? 100_000);
const members = Number(process.env.BENCH_MEMBERS ?? 50_000);
const runs = Number(process.env.BENCH_RUNS ?? 200);
const baselineRuns = Math.max(5, Math.round(runs / 20));
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const targets = { firstPageP95Ms: 10, p95Ratio: 100 };

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

async function time(runCount, work) {
  const samples = [];
  for (let run = 0; run < runCount; run += 1) {
    const start = performance.now();
    await work();
    samples.push(performance.now() - start);
  }
  return { p50: percentile(samples, 50), p95: percentile(samples, 95) };
}

const benchCities = [
  'Porto',
  'Lisbon',
  'Madrid',
  'Barcelona',
  'Paris',
  'Lyon',
  'London',
  'Manchester',
  'Berlin',
  'Munich',
  'Hamburg',
  'Amsterdam',
  'Brussels',
  'Milan',
  'Rome',
  'Vienna',
  'Prague',
  'Warsaw',
  'Copenhagen',
  'Dublin',
].map((city) => ({ city, ...locateCityByText(city) }));
const viewerSkills = { teaches: ['Python', 'Guitar'], learns: ['Spanish'] };

/** The naive fit of a post to the viewer (ADR 119), computed in JavaScript. */
function naiveFit(row) {
  const [mine, categories] =
    row.kind === 'need' ? [viewerSkills.teaches, ['Coding', 'Music']] : [viewerSkills.learns, []];
  if (mine.includes(row.skill)) return 2;
  return categories.includes(row.category) ? 1 : 0;
}

/** The naive board: every post with its author, filtered, sorted and paged in JavaScript. */
async function naiveFirstPage(db, viewerId, query, now) {
  const { rows } = await db.$client.query(
    `SELECT p.*, pr.full_name AS author_name, pr.profile_visibility, pr.deleted_at AS author_deleted
     FROM board_posts p JOIN profiles pr ON pr.id = p.author_id`,
  );
  const { rows: blocked } = await db.$client.query(
    `SELECT blocked_id AS id FROM member_blocks WHERE blocker_id = $1
     UNION SELECT blocker_id FROM member_blocks WHERE blocked_id = $1`,
    [viewerId],
  );
  const separated = new Set(blocked.map((row) => row.id));
  const term = query.q?.toLowerCase();
  const skill = query.skill ? normalizeSkill(query.skill).canonical : undefined;
  const near = query.near ? locateCityByText(query.near) : null;
  const isBest = query.sort === 'best';
  return rows
    .filter(
      (row) =>
        row.status === 'open' &&
        !row.hidden_at &&
        new Date(row.expires_at) > now &&
        row.profile_visibility === 'public' &&
        !row.author_deleted &&
        !separated.has(row.author_id) &&
        (!term || `${row.title} ${row.description} ${row.skill}`.toLowerCase().includes(term)) &&
        (!skill || row.skill === skill) &&
        (!query.kind || row.kind === query.kind) &&
        (!near ||
          (!row.is_online &&
            row.city_latitude !== null &&
            distanceKm(near, { latitude: row.city_latitude, longitude: row.city_longitude }) <=
              (query.withinKm ?? 50))),
    )
    .sort(
      (a, b) =>
        (isBest ? naiveFit(b) - naiveFit(a) : 0) ||
        new Date(b.created_at) - new Date(a.created_at) ||
        (a.id < b.id ? 1 : -1),
    )
    .slice(0, 20);
}

const name = `skillswap_bench_board_${randomBytes(4).toString('hex')}`;
await withAdmin((admin) => admin.query(`CREATE DATABASE ${name}`));
const url = new URL(serverUrl);
url.pathname = `/${name}`;
const database = await openDatabase({ databaseUrl: url.toString(), dataDir: '' });
try {
  await migrate(database);
  const client = database.db.$client;
  const skills = skillTaxonomy.map((entry) => entry.canonical);
  const seedStart = performance.now();
  await client.query(
    `INSERT INTO users (id, email, full_name)
     SELECT gen_random_uuid(), 'bench-' || i || '@skillswap.test', 'Bench Member ' || i
     FROM generate_series(1, $1) i`,
    [members],
  );
  await client.query(`INSERT INTO profiles (id, full_name) SELECT id, full_name FROM users`);
  await client.query(
    `WITH authors AS (SELECT array_agg(id) AS ids FROM users)
     INSERT INTO board_posts (author_id, kind, title, description, skill, category, hours, is_online, city,
       city_latitude, city_longitude, status, closed_reason, lifetime_days, expires_at, created_at, updated_at)
     SELECT authors.ids[1 + (i * 7919) % $2], CASE WHEN i % 3 = 0 THEN 'offer' ELSE 'need' END,
       'Post ' || i || ': help with ' || ($3::text[])[1 + i % cardinality($3::text[])],
       'Looking for someone patient; an hour or two this week.',
       ($3::text[])[1 + i % cardinality($3::text[])], ($4::text[])[1 + i % cardinality($3::text[])],
       1 + i % 4, i % 4 <> 0,
       CASE WHEN i % 4 = 0 THEN ($5::text[])[1 + (i / 4) % 20] END,
       CASE WHEN i % 4 = 0 THEN ($6::float8[])[1 + (i / 4) % 20] END,
       CASE WHEN i % 4 = 0 THEN ($7::float8[])[1 + (i / 4) % 20] END,
       CASE WHEN i % 20 = 0 THEN 'closed' ELSE 'open' END, CASE WHEN i % 20 = 0 THEN 'author' END, 14,
       now() - make_interval(secs => i * 20) + CASE WHEN i % 10 = 0 THEN interval '-20 days' ELSE interval '14 days' END,
       now() - make_interval(secs => i * 20), now()
     FROM generate_series(1, $1) i, authors`,
    [
      posts,
      members,
      skills,
      skillTaxonomy.map((entry) => entry.category),
      benchCities.map((city) => city.city),
      benchCities.map((city) => city.latitude),
      benchCities.map((city) => city.longitude),
    ],
  );
  await client.query('ANALYZE');
  console.log(
    `seeded ${members} members and ${posts} posts in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`,
  );

  const { rows: viewers } = await client.query('SELECT id FROM users LIMIT 1');
  const viewerId = viewers[0].id;
  await client.query('UPDATE profiles SET skills_offered = $2, skills_wanted = $3 WHERE id = $1', [
    viewerId,
    viewerSkills.teaches,
    viewerSkills.learns,
  ]);
  const now = new Date();
  const cases = [
    ['newest, no filter', {}],
    ['search "guitar"', { q: 'guitar' }],
    ['search with no match', { q: 'zzqxj' }],
    ['skill "python programming"', { skill: 'python programming' }],
    ['offers only', { kind: 'offer' }],
    ['search + need', { q: 'photo', kind: 'need' }],
    ['within 50 km of Porto', { near: 'Porto' }],
    ['within 300 km of Lyon', { near: 'Lyon, France', withinKm: '300' }],
    ['best match first', { sort: 'best' }],
    ['best match, offers only', { sort: 'best', kind: 'offer' }],
  ];
  let isWithinTargets = true;
  const figures = [];
  console.log('case | board p50 / p95 ms | baseline p95 ms | ratio');
  for (const [label, raw] of cases) {
    const query = boardQuerySchema.parse(raw);
    const page = await listBoard(database.db, { viewerId, query, now });
    const expected = await naiveFirstPage(database.db, viewerId, query, now);
    if (page.items.map((item) => item.id).join() !== expected.map((row) => row.id).join()) {
      throw new Error(`${label}: the board and the baseline disagree on the first page`);
    }
    const board = await time(runs, () => listBoard(database.db, { viewerId, query, now }));
    const baseline = await time(baselineRuns, () => naiveFirstPage(database.db, viewerId, query, now));
    const ratio = baseline.p95 / board.p95;
    const isOk = board.p95 <= targets.firstPageP95Ms && ratio >= targets.p95Ratio;
    isWithinTargets &&= isOk;
    figures.push({
      name: `first page p95, ${label}`,
      value: board.p95,
      unit: 'ms',
      baseline: baseline.p95,
      baselineName: 'naive',
      ratio: 'baseline/value',
      target: [
        { of: 'value', atMost: targets.firstPageP95Ms },
        { of: 'ratio', atLeast: targets.p95Ratio, sizeDependent: true },
      ],
    });
    console.log(
      `${label} | ${board.p50.toFixed(2)} / ${board.p95.toFixed(2)} | ${baseline.p95.toFixed(1)} | ${ratio.toFixed(0)}x${isOk ? '' : '  (below target)'}`,
    );
  }
  reportFigures('board', figures);
  console.log(
    `targets: first page p95 <= ${targets.firstPageP95Ms} ms and >= ${targets.p95Ratio}x the baseline: ${isWithinTargets ? 'met' : 'NOT met'}`,
  );
} finally {
  await database.close();
  await withAdmin((admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
}
