// Matching quality and speed on a generated community of 50,000 members, on PostgreSQL.
//   npm run bench:matching            (BENCH_MEMBERS=…, BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres)
// Creates its own database, loads the community through the real migrations and tables, and measures:
//   precision@10 of the match list for members with planted mutual partners (vs exact-string matching),
//   the share of planted three-member circles found, and p95 latency of one member's matches and circles.
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { migrate } from '../apps/api/src/db/migrate.ts';
import { profiles, users } from '../apps/api/src/db/schema/index.ts';
import { reportFigures } from './figures.mjs';
import { listCircles } from '../apps/api/src/modules/matches/circles.service.ts';
import { listMatches } from '../apps/api/src/modules/matches/matches.service.ts';
import { refreshAllQueuedSkillSets } from '../apps/api/src/modules/matches/skill-sets.repository.ts';
import { generateCommunity } from './matching-community.mjs';
import { listExactMatches, listExactCircles, createExactIndex } from './matching-baseline.mjs';

const size = Number(process.env.BENCH_MEMBERS ?? 50_000);
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const targets = { precisionAt10: 0.95, circlesFound: 0.95, p95Ms: 50 };

async function withAdmin(work) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function load(database, community, now) {
  const ids = community.members.map(() => randomUUID());
  for (let start = 0; start < community.members.length; start += 1000) {
    const batch = community.members.slice(start, start + 1000);
    await database.db.transaction(async (tx) => {
      await tx.insert(users).values(
        batch.map((_, offset) => ({
          id: ids[start + offset],
          email: `bench-${start + offset}@members.skillswap.example`,
          fullName: `Member ${start + offset}`,
        })),
      );
      await tx.insert(profiles).values(
        batch.map((member, offset) => ({
          id: ids[start + offset],
          fullName: `Member ${start + offset}`,
          skillsOffered: member.offered.map((entry) => entry.label),
          skillsWanted: member.wanted.map((entry) => entry.label),
          locationCity: member.city,
          locationCountry: member.country,
          rating: member.rating,
          verified: member.verified,
          // Priority matching (ADR 115) is on: a quarter of the members are on a paid plan.
          plan: (start + offset) % 4 === 0 ? 'premium' : 'free',
          profileVisibility: member.visibility,
          updatedAt: new Date(now.getTime() - member.daysIdle * 86_400_000),
        })),
      );
    });
  }
  return ids;
}

/** Ground truth: the generator's own skill identities, not the API's normaliser. */
function isTrueMutual(a, b) {
  const teaches = b.offered.some((o) => a.wanted.some((w) => w.skill === o.skill));
  const learns = b.wanted.some((w) => a.offered.some((o) => o.skill === w.skill));
  return teaches && learns && b.visibility === 'public';
}

/**
 * CPU time used so far by this process and by the PostgreSQL backends serving this database (read from /proc,
 * which is there because the server is local), in milliseconds.
 */
async function readCpuMs(database, databaseName) {
  const { user, system } = process.cpuUsage();
  const result = await database.db.execute(
    `SELECT pid FROM pg_stat_activity WHERE datname = '${databaseName}'`,
  );
  const ticksPerSecond = 100;
  let postgres = 0;
  for (const { pid } of result.rows) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      postgres += ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond;
    } catch {
      // A backend that has just ended has nothing more to count.
    }
  }
  return { node: (user + system) / 1000, postgres };
}

function percentile(values, share) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)];
}

async function timed(work) {
  const start = performance.now();
  const result = await work();
  return { result, ms: performance.now() - start };
}

async function main() {
  const now = new Date();
  const loadAtStart = loadavg()[0];
  const community = generateCommunity({ size, seed: 7, pairQueries: 100, circleQueries: 100 });
  const name = `skillswap_bench_matching_${randomBytes(4).toString('hex')}`;
  await withAdmin((admin) => admin.query(`CREATE DATABASE ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: '', poolSize: 4 });
  try {
    await migrate(database);
    let phase = performance.now();
    const ids = await load(database, community, now);
    const loadSeconds = (performance.now() - phase) / 1000;
    phase = performance.now();
    await refreshAllQueuedSkillSets(database.db);
    // A settled database, as a live one is after autovacuum: visibility maps set, statistics fresh.
    await database.exec('VACUUM ANALYZE');
    const normaliseSeconds = (performance.now() - phase) / 1000;
    const indexById = new Map(ids.map((id, index) => [id, index]));
    const context = { db: database.db, now };
    const exact = createExactIndex(community.members, ids, now);

    // Quality: precision@10 for each pair query, ours and exact-string.
    const precision = { ours: [], exact: [] };
    for (const { query } of community.pairs) {
      const me = community.members[query];
      const relevant = community.members.filter(
        (other, index) => index !== query && isTrueMutual(me, other),
      ).length;
      const denominator = Math.min(10, relevant);
      const score = (matchIds) =>
        matchIds.slice(0, 10).filter((id) => isTrueMutual(me, community.members[indexById.get(id)])).length /
        denominator;
      const ours = await listMatches(context, ids[query], 10);
      precision.ours.push(score(ours.items.map((item) => item.profile.id)));
      precision.exact.push(score(listExactMatches(exact, query, 10)));
    }

    // Circles: is the planted circle among the circles returned (10 at most)?
    const found = { ours: 0, exact: 0 };
    for (const { query, first, second } of community.circles) {
      const ours = await listCircles(context, ids[query]);
      const isPlanted = (a, b) => a === ids[first] && b === ids[second];
      if (ours.items.some((circle) => isPlanted(circle.members[0].id, circle.members[1].id))) found.ours += 1;
      if (listExactCircles(exact, query).some(([a, b]) => isPlanted(a, b))) found.exact += 1;
    }

    // Speed: every planted query plus 300 ordinary members, after a warm-up.
    const random = Array.from({ length: 300 }, (_, i) => ids[(i * 7919 + 13) % ids.length]);
    const sample = [
      ...community.pairs.map((p) => ids[p.query]),
      ...community.circles.map((c) => ids[c.query]),
      ...random,
    ];
    for (const id of sample.slice(0, 20)) await listMatches(context, id, 20);
    const latency = { matches: [], circles: [], both: [] };
    const cpuBefore = await readCpuMs(database, name);
    for (const id of sample) {
      const matches = await timed(() => listMatches(context, id, 20));
      const circles = await timed(() => listCircles(context, id));
      latency.matches.push(matches.ms);
      latency.circles.push(circles.ms);
      latency.both.push(matches.ms + circles.ms);
    }

    const cpuAfter = await readCpuMs(database, name);
    const cpuPerMember = {
      node: (cpuAfter.node - cpuBefore.node) / sample.length,
      postgres: (cpuAfter.postgres - cpuBefore.postgres) / sample.length,
    };
    const mean = (values) => values.reduce((sum, value) => sum + value, 0) / values.length;
    const figures = {
      members: community.members.length,
      // The machine is shared: latency means little without the load it was measured under.
      loadAverage1m: { atStart: loadAtStart, atEnd: loadavg()[0] },
      loadSeconds: Number(loadSeconds.toFixed(1)),
      normaliseSeconds: Number(normaliseSeconds.toFixed(1)),
      precisionAt10: {
        ours: mean(precision.ours),
        exactStrings: mean(precision.exact),
        queries: precision.ours.length,
      },
      circlesFound: {
        ours: found.ours / community.circles.length,
        exactStrings: found.exact / community.circles.length,
        planted: community.circles.length,
      },
      // CPU spent per member on matches + circles: the work itself, whatever else the machine is doing.
      cpuMsPerMember: { ...cpuPerMember, total: cpuPerMember.node + cpuPerMember.postgres },
      latencyMs: Object.fromEntries(
        Object.entries(latency).map(([what, values]) => [
          what,
          {
            p50: percentile(values, 0.5),
            p95: percentile(values, 0.95),
            max: Math.max(...values),
            runs: values.length,
          },
        ]),
      ),
    };
    const round = (_, value) => (typeof value === 'number' ? Math.round(value * 1000) / 1000 : value);
    const report = JSON.stringify(figures, round, 2);
    mkdirSync(new URL('results/', import.meta.url), { recursive: true });
    writeFileSync(new URL('results/matching.json', import.meta.url), `${report}\n`);
    console.log(report);
    const verdict = [
      ['precision@10', figures.precisionAt10.ours, '>=', targets.precisionAt10],
      ['circles found', figures.circlesFound.ours, '>=', targets.circlesFound],
      ['p95 matches+circles ms', figures.latencyMs.both.p95, '<', targets.p95Ms],
    ];
    reportFigures('matching', [
      {
        name: 'precision@10 (exact strings: baseline)',
        value: figures.precisionAt10.ours,
        baseline: figures.precisionAt10.exactStrings,
        target: { of: 'value', atLeast: targets.precisionAt10 },
      },
      {
        name: 'planted circles found (exact strings: baseline)',
        value: figures.circlesFound.ours,
        baseline: figures.circlesFound.exactStrings,
        target: { of: 'value', atLeast: targets.circlesFound },
      },
      {
        name: 'matches + circles p95',
        value: figures.latencyMs.both.p95,
        unit: 'ms',
        target: { of: 'value', atMost: targets.p95Ms },
      },
    ]);
    for (const [label, value, op, target] of verdict) {
      const isMet = op === '>=' ? value >= target : value < target;
      console.log(`${isMet ? 'met' : 'MISSED'}: ${label} ${value.toFixed(3)} (target ${op} ${target})`);
    }
  } finally {
    await database.close();
    if (process.env.BENCH_KEEP_DATABASE) console.log(`kept database ${name}`);
    else await withAdmin((admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  }
}

await main();
