// Community-scoped Explore at scale (ADR 98), on PostgreSQL, in one process:
//   npm run bench:explore-communities   (BENCH_MEMBERS=50000, BENCH_COMMUNITIES=500, BENCH_ROUNDS=30,
//                                        BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres)
// A fresh database gets the real migrations and `seedMembers`, then 500 communities: ten large ones (about
// three members in ten each join one of them) and 490 others (every member joins two of those), one in five
// private.
// The viewer is an active member of every community measured. For each case, the first page as the endpoint's
// service answers it (page and total) is timed against the naive baseline: every public profile and the
// community's member list read, filtered and ordered in JavaScript. As in bench:explore-advanced, the
// baseline's rounds (one per five of ours) run first, then one unmeasured round, then ours; the ratio is of
// p95s measured in the same run. The target is the issue's: first page p95 ≤ 10 ms. Nothing is asserted: the
// figures are printed and written to bench/results/explore-communities.json.
import { mkdir, writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { exploreEndpoints } from '../packages/contracts/src/explore/endpoints.ts';
import { migrate } from '../apps/api/src/db/migrate.ts';
import { seedMembers } from '../apps/api/src/db/seed.ts';
import { explorePublicProfiles } from '../apps/api/src/modules/explore/explore.service.ts';
import { refreshAllQueuedSkillSets } from '../apps/api/src/modules/matches/skill-sets.repository.ts';
import { reportFigures } from './figures.mjs';
import { measureAgainstBaseline, openThrowawayDatabase, percentile, round } from './in-process.mjs';

const members = Number(process.env.BENCH_MEMBERS ?? 50_000);
const communities = Number(process.env.BENCH_COMMUNITIES ?? 500);
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const rounds = Number(process.env.BENCH_ROUNDS ?? 30);
const baselineEvery = 5;
const largeCommunities = 10;
const targets = { firstPageP95Ms: 10 };

const querySchema = exploreEndpoints.searchProfiles.query;
/**
 * 500 communities: `bench-large-N` (ten, public) and `bench-N` (the rest; every fifth private, joined by
 * invitation). Memberships are written directly, as joining through the API one at a time would take hours.
 */
async function seedCommunities(database) {
  await database.exec(`
    INSERT INTO communities (slug, name, is_online, visibility, join_rule, invite_token)
    SELECT CASE WHEN n <= ${largeCommunities} THEN 'bench-large-' || n ELSE 'bench-' || n END,
      'Bench community ' || n, true,
      CASE WHEN n > ${largeCommunities} AND n % 5 = 0 THEN 'private' ELSE 'public' END,
      CASE WHEN n > ${largeCommunities} AND n % 5 = 0 THEN 'invitation' ELSE 'open' END,
      md5(n::text)
    FROM generate_series(1, ${communities}) AS n;
    WITH numbered AS (
      SELECT id, row_number() OVER (ORDER BY slug) AS n,
        CASE WHEN slug LIKE 'bench-large-%' THEN 'large' ELSE 'small' END AS size
      FROM communities WHERE slug LIKE 'bench-%'
    ), small AS (
      SELECT id, row_number() OVER (ORDER BY n) - 1 AS k FROM numbered WHERE size = 'small'
    ), large AS (
      SELECT id, row_number() OVER (ORDER BY n) - 1 AS k FROM numbered WHERE size = 'large'
    ), people AS (
      SELECT id AS member_id, abs(hashtext(id::text)) AS h FROM users
    )
    INSERT INTO community_members (community_id, member_id, role, status, joined_at)
    SELECT DISTINCT ON (community_id, member_id) community_id, member_id, 'member', 'active', now() FROM (
      SELECT s.id AS community_id, p.member_id FROM people p JOIN small s ON s.k = p.h % (SELECT count(*) FROM small)
      UNION ALL
      SELECT s.id, p.member_id FROM people p JOIN small s ON s.k = (p.h / 7) % (SELECT count(*) FROM small)
      UNION ALL
      SELECT l.id, p.member_id FROM people p JOIN large l ON l.k = p.h % ${largeCommunities * 3}
    ) AS joined;
  `);
}

/** The naive way: every public profile and the community's member list downloaded, filtered in JavaScript. */
async function baseline(database, communityId, term) {
  const [profiles, memberships] = await Promise.all([
    database.db.execute('SELECT v.*, p.explore_rank FROM public_profiles v JOIN profiles p ON p.id = v.id'),
    database.db.execute(
      `SELECT member_id FROM community_members WHERE community_id = '${communityId}' AND status = 'active'`,
    ),
  ]);
  const inCommunity = new Set(memberships.rows.map((row) => row.member_id));
  const kept = profiles.rows.filter(
    (row) => inCommunity.has(row.id) && (!term || String(row.search_text).includes(term)),
  );
  kept.sort((a, b) => b.explore_rank - a.explore_rank || (a.id < b.id ? 1 : -1));
  return { items: kept.slice(0, 24), total: kept.length };
}

async function main() {
  const { database, close } = await openThrowawayDatabase(serverUrl, 'explore_communities');
  try {
    const loadAtStart = loadavg()[0];
    const seedStarted = performance.now();
    await migrate(database);
    await seedMembers(database, members);
    await refreshAllQueuedSkillSets(database.db);
    await seedCommunities(database);
    await database.exec('VACUUM ANALYZE');
    const seedSeconds = round((performance.now() - seedStarted) / 1000);
    const { rows: sizes } = await database.db.execute(`
      SELECT c.id, c.slug, c.visibility, count(cm.member_id)::int AS size FROM communities c
      JOIN community_members cm ON cm.community_id = c.id AND cm.status = 'active'
      WHERE c.slug LIKE 'bench-%' GROUP BY c.id ORDER BY size DESC`);
    const largest = sizes[0];
    const typical = sizes[Math.floor(sizes.length / 2)];
    const privateOne = sizes.find((row) => row.visibility === 'private');
    const viewer = (await database.db.execute('SELECT id FROM profiles ORDER BY id LIMIT 1')).rows[0].id;
    await database.db.execute(`
      INSERT INTO community_members (community_id, member_id, role, status, joined_at)
      SELECT id, '${viewer}', 'member', 'active', now() FROM communities WHERE slug LIKE 'bench-%'
      ON CONFLICT (community_id, member_id) DO NOTHING`);
    const cases = {
      [`largest community (${largest.size} members)`]: { community: largest },
      [`typical community (${typical.size} members)`]: { community: typical },
      [`private community (${privateOne.size} members)`]: { community: privateOne },
      [`largest community, "guitar"`]: { community: largest, term: 'guitar' },
    };
    const figures = {};
    for (const [label, { community, term }] of Object.entries(cases)) {
      const query = querySchema.parse({ community: community.slug, ...(term ? { q: term } : {}) });
      const { ours, naive, answer } = await measureAgainstBaseline({
        rounds,
        baselineEvery,
        baseline: () => baseline(database, community.id, term),
        service: () => explorePublicProfiles(database.db, query, viewer),
        check: (slowest, first) => {
          // With a search term the service also finds synonyms from the skill taxonomy, which the baseline
          // does not.
          if (!term && slowest.total !== first.total) {
            throw new Error(`${label}: the baseline counts ${slowest.total}, the endpoint ${first.total}`);
          }
        },
      });
      const p50 = percentile(ours, 0.5);
      const p95 = percentile(ours, 0.95);
      const baselineP95 = percentile(naive, 0.95);
      figures[label] = {
        matches: answer.total,
        firstPageP50Ms: round(p50),
        firstPageP95Ms: round(p95),
        baselineP95Ms: round(baselineP95),
        ratio: round(baselineP95 / p95),
        loadAverage1m: round(loadavg()[0]),
      };
      console.log(
        `${label}: ${answer.total} matches, p50 ${round(p50)} ms, p95 ${round(p95)} ms vs baseline ` +
          `${round(baselineP95)} ms (${round(baselineP95 / p95)}×), load ${round(loadavg()[0])}`,
      );
    }
    const report = {
      members,
      communities,
      rounds,
      seedSeconds,
      loadAverage1m: { atStart: round(loadAtStart), atEnd: round(loadavg()[0]) },
      targets,
      cases: figures,
    };
    await mkdir(path.join(import.meta.dirname, 'results'), { recursive: true });
    await writeFile(
      path.join(import.meta.dirname, 'results', 'explore-communities.json'),
      `${JSON.stringify(report, null, 2)}\n`,
    );
    reportFigures(
      'explore-communities',
      Object.entries(figures).map(([label, figure]) => ({
        name: `first page p95, ${label}`,
        value: figure.firstPageP95Ms,
        unit: 'ms',
        baseline: figure.baselineP95Ms,
        baselineName: 'naive',
        ratio: 'baseline/value',
        target: { of: 'value', atMost: targets.firstPageP95Ms },
      })),
    );
    for (const [label, figure] of Object.entries(figures)) {
      const isMet = figure.firstPageP95Ms <= targets.firstPageP95Ms;
      console.log(`${isMet ? 'met' : 'MISSED'}: ${label} p95 ${figure.firstPageP95Ms} ms`);
    }
  } finally {
    // BENCH_KEEP_DATABASE=1 keeps the seeded database for EXPLAIN; its name is printed.
    await close();
  }
}

await main();
