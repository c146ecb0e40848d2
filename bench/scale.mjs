// Mixed member traffic against ONE server process and against TWO server processes on one PostgreSQL, in the
// same run: how much a second process on the same machine adds.
//   npm run bench:scale [-- --seconds=10 --connections=16 --members=2000 --requesters=80]
//   BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres): the server on which a throwaway
//   database is created, and dropped at the end.
// The first process starts on the empty database and seeds `members` demo members, as `npm start` does.
// `requesters` members per phase are signed up over HTTP (production argon2 cost), their addresses verified
// as the operator's `member:verify-email` does (an unverified address may not send swap requests: every one
// would answer 403), then signed in; their bearer tokens send the swap requests. They are made Elite and
// given a skill they teach with SQL, so the plan limits (5 a month on Free) do not turn the load into
// refusals; the anti-abuse limit of 10 requests per member per 10 minutes still holds, so each requester
// sends at most 10 requests, each to another demo member. Any answer but 200 (reads) and 201 (swap requests)
// stops the bench with a non-zero exit naming the statuses (bench/answers.mjs).
// The mix, request by request: 6 in 10 Explore searches (GET /api/profiles, first page, a rotation of terms
// and chips), 3 in 10 profile pages (GET /api/profiles/:id) and 1 in 10 swap requests (POST
// /api/swap-requests).
// BENCH_SWAP_MIX: `swap` (the default) sends that mix; `profile` replaces every swap request by a profile
// page (the mix's baseline); `compare` measures, in the one-process phase of the same session, the baseline
// first and then the mix with real swap requests, and prints the ratios swap/profile (issue 36 item 6: req/s
// >= 0.8x, p95 <= 2x).
// Load: autocannon keeps `connections` connections busy for `seconds`, after a short warm-up of reads. With
// two processes, half the connections go to each port: what a balancer that spreads keep-alive connections
// does, without a proxy process of our own taking CPU from the two servers on the same cores (autocannon
// itself does run on them, in both phases alike). The one-process phase splits its connections over two
// autocannon instances as well, so both phases pay the same load-generator cost.
// Prints and writes bench/results/scale.json: requests/s, p50/p95 latency (every response timed), answers by
// kind and status, and the ratios two/one.
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { verifyMemberEmailCommand } from '../apps/api/src/cli/member-email-commands.ts';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { expectOnly } from './answers.mjs';
import { reportFigures } from './figures.mjs';
import { repoRoot, startServer } from './server.mjs';

const options = Object.fromEntries(
  process.argv
    .slice(2)
    .map((arg) => arg.replace(/^--/, '').split('='))
    .map(([key, value]) => [key, value ?? 'true']),
);
const seconds = Number(options.seconds ?? 10);
const warmUpSeconds = 3;
const connections = Number(options.connections ?? 16);
const members = Number(options.members ?? 2000);
const requestersPerPhase = Number(options.requesters ?? 80);
const requestsPerRequester = 10;
const swapMix = process.env.BENCH_SWAP_MIX ?? 'swap';
if (!['swap', 'profile', 'compare'].includes(swapMix))
  throw new Error(`BENCH_SWAP_MIX is swap, profile or compare, not ${swapMix}`);
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const password = 'Bench-scale-password-2026!';
const exploreQueries = [
  '',
  'q=design',
  'q=guitar',
  'q=js',
  'q=an',
  'category=Coding',
  'category=Music',
  'category=Cooking&q=bread',
];

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

let nextAddress = 0;
/**
 * Each sign-up and sign-in speaks from its own address (TRUST_PROXY=1), so the per-IP limits stay out of the
 * way.
 */
const freshAddress = () => {
  nextAddress += 1;
  return `10.${(nextAddress >> 16) & 255}.${(nextAddress >> 8) & 255}.${nextAddress & 255}`;
};

async function postJson(url, body) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': freshAddress() },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** Runs `work` on each item, four at a time. */
async function fourAtATime(items, work) {
  const results = [];
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await work(items[index], index);
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return results;
}

/**
 * Signs `count` new members up, verifies their addresses as the operator command does (in this process, on
 * the bench's database), then signs them in; answers their ids and access tokens.
 */
async function signInRequesters(baseUrl, tag, count) {
  const emails = Array.from({ length: count }, (_, index) => `scale-${tag}-${index}@skillswap.test`);
  const ids = await fourAtATime(emails, async (email, index) => {
    const signedUp = await postJson(`${baseUrl}/api/auth/signup`, {
      fullName: `Scale ${tag} ${index}`,
      email,
      password,
    });
    return signedUp.user.id;
  });
  const database = await openDatabase({ databaseUrl: databaseUrl.toString(), dataDir: '' });
  try {
    const quiet = { print: () => undefined };
    for (const email of emails)
      await verifyMemberEmailCommand(database, { PUBLIC_URL: sharedEnv.PUBLIC_URL }, [email], quiet);
  } finally {
    await database.close();
  }
  return fourAtATime(emails, async (email, index) => {
    const session = await postJson(`${baseUrl}/api/auth/token?grant_type=password`, { email, password });
    return { id: ids[index], token: session.access_token };
  });
}

/** Every request a pool may send: each requester to `requestsPerRequester` different demo members. */
function swapSlots(requesters, targetIds) {
  return requesters.flatMap((requester, index) =>
    Array.from({ length: requestsPerRequester }, (_, offset) => ({
      token: requester.token,
      targetId: targetIds[(index * requestsPerRequester + offset) % targetIds.length],
    })),
  );
}

/**
 * Runs the mix against `baseUrls` (connections split evenly, one autocannon instance each, side by side).
 * `slots` are the swap requests still allowed; without them (warm-up) the mix is reads only. `swapAs:
 * 'profile'` sends a profile page in each swap request's turn instead.
 */
async function runMix(baseUrls, { duration, profileIds, slots, swapAs = 'swap' }) {
  let turn = 0;
  let nextSlot = 0;
  let swapsNotSent = 0;
  const latencies = [];
  const answers = { explore: {}, profile: {}, swap: {} };
  const pickRequest = (request, context) => {
    turn += 1;
    const position = turn % 10;
    let kind = position === 0 ? 'swap' : position <= 3 ? 'profile' : 'explore';
    if (kind === 'swap' && swapAs === 'profile') kind = 'profile';
    if (kind === 'swap' && (!slots || nextSlot >= slots.length)) {
      if (slots) swapsNotSent += 1;
      kind = 'explore';
    }
    context.kind = kind;
    if (kind === 'explore') {
      const query = exploreQueries[turn % exploreQueries.length];
      return {
        ...request,
        method: 'GET',
        path: `/api/profiles?${query}${query ? '&' : ''}limit=24`,
        headers: {},
        body: undefined,
      };
    }
    if (kind === 'profile') {
      return {
        ...request,
        method: 'GET',
        path: `/api/profiles/${profileIds[turn % profileIds.length]}`,
        headers: {},
        body: undefined,
      };
    }
    const slot = slots[nextSlot];
    nextSlot += 1;
    return {
      ...request,
      method: 'POST',
      path: '/api/swap-requests',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${slot.token}` },
      body: JSON.stringify({
        targetId: slot.targetId,
        offeredSkill: 'Sourdough baking',
        requestedSkill: 'Anything you teach',
        message: '',
      }),
    };
  };
  const countAnswer = (status, _body, context) => {
    answers[context.kind][status] = (answers[context.kind][status] ?? 0) + 1;
  };
  const instances = baseUrls.map((url) => {
    const instance = autocannon({
      url,
      connections: Math.max(1, Math.round(connections / baseUrls.length)),
      duration,
      requests: [{ setupRequest: pickRequest, onResponse: countAnswer }],
    });
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
    return instance;
  });
  const results = await Promise.all(instances);
  const failures = results.reduce((sum, result) => sum + result.errors + result.timeouts, 0);
  if (failures > 0) throw new Error(`${failures} requests failed without an answer (errors or timeouts)`);
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    requestsPerSecond: round(results.reduce((sum, result) => sum + result.requests.average, 0)),
    p50Ms: round(percentile(latencies, 50)),
    p95Ms: round(percentile(latencies, 95)),
    errors: results.reduce((sum, result) => sum + result.errors + result.timeouts, 0),
    answers,
    swapsNotSent,
  };
}

async function measurePhase(label, baseUrls, prepared, swapAs = 'swap') {
  process.stdout.write(`\n== ${label}: warm-up ${warmUpSeconds} s, then ${seconds} s of mixed load…\n`);
  const warmUp = await runMix(baseUrls, { duration: warmUpSeconds, profileIds: prepared.profileIds });
  expectOnly(`${label} warm-up: Explore searches`, warmUp.answers.explore, [200]);
  expectOnly(`${label} warm-up: profile pages`, warmUp.answers.profile, [200]);
  const load = loadavg().map(round);
  const result = await runMix(baseUrls, {
    duration: seconds,
    profileIds: prepared.profileIds,
    slots: prepared.slots,
    swapAs,
  });
  process.stdout.write(
    `   ${result.requestsPerSecond} req/s, p50 ${result.p50Ms} ms, p95 ${result.p95Ms} ms; answers ${JSON.stringify(result.answers)}\n`,
  );
  // Printed first, so the failure shows what the phase measured.
  expectOnly(`${label}: Explore searches`, result.answers.explore, [200]);
  expectOnly(`${label}: profile pages`, result.answers.profile, [200]);
  expectOnly(`${label}: swap requests`, result.answers.swap, [201]);
  if (result.swapsNotSent > 0) {
    process.stdout.write(
      `   ${result.swapsNotSent} swap requests were read requests instead: every requester had sent ${requestsPerRequester}; raise --requesters\n`,
    );
  }
  return { processes: new Set(baseUrls).size, swapAs, loadAverageBefore: load, ...result };
}

const databaseName = `skillswap_bench_scale_${randomBytes(4).toString('hex')}`;
const databaseUrl = new URL(serverUrl);
databaseUrl.pathname = `/${databaseName}`;
await withClient(serverUrl, (admin) => admin.query(`CREATE DATABASE ${databaseName}`));
// Both processes share the secret and the public origin (issuer and audience of access tokens), as two
// processes behind one address would.
const sharedEnv = {
  DATABASE_URL: databaseUrl.toString(),
  AUTH_SECRET: randomBytes(32).toString('hex'),
  PUBLIC_URL: 'http://127.0.0.1:3000',
  TRUST_PROXY: '1',
  SEED_MEMBERS: String(members),
};
const servers = [];
try {
  process.stdout.write(`Seeding ${members} demo members through the first process's start-up…\n`);
  servers.push(await startServer(sharedEnv));
  const first = servers[0].baseUrl;
  const pools = [
    await signInRequesters(first, 'one', requestersPerPhase),
    await signInRequesters(first, 'two', requestersPerPhase),
  ];
  const prepared = await withClient(databaseUrl.toString(), async (client) => {
    const requesterIds = pools.flat().map((requester) => requester.id);
    await client.query(
      `UPDATE profiles SET plan = 'elite', skills_offered = ARRAY['Sourdough baking'] WHERE id = ANY($1::uuid[])`,
      [requesterIds],
    );
    // The background job builds the canonical skills of the seeded members; Explore is measured once it has.
    for (const startedAt = Date.now(); ; await new Promise((resolve) => setTimeout(resolve, 250))) {
      const { rows } = await client.query('SELECT count(*)::int AS queued FROM member_skill_refresh');
      if (rows[0].queued === 0) break;
      if (Date.now() - startedAt > 300_000)
        throw new Error(`${rows[0].queued} skill sets still queued after 5 minutes`);
    }
    await client.query('VACUUM ANALYZE');
    const { rows } = await client.query(
      'SELECT id FROM public_profiles WHERE NOT (id = ANY($1::uuid[])) ORDER BY id',
      [requesterIds],
    );
    return { profileIds: rows.map((row) => row.id) };
  });
  process.stdout.write(
    `   load average ${loadavg().map(round).join(' ')} on ${availableParallelism()} cores\n`,
  );
  const phaseSwapAs = swapMix === 'profile' ? 'profile' : 'swap';
  const baseline =
    swapMix === 'compare'
      ? await measurePhase(
          'one process, profile pages for swap requests',
          [first, first],
          prepared,
          'profile',
        )
      : null;
  const one = await measurePhase(
    'one process',
    [first, first],
    { ...prepared, slots: swapSlots(pools[0], prepared.profileIds) },
    phaseSwapAs,
  );
  const swapOverProfile = baseline && {
    requestsPerSecond: round(one.requestsPerSecond / baseline.requestsPerSecond),
    p95: round(one.p95Ms / baseline.p95Ms),
  };
  if (swapOverProfile) {
    process.stdout.write(
      `\nSwap requests over profile pages (one process): ${swapOverProfile.requestsPerSecond}x the requests/s, ${swapOverProfile.p95}x the p95 latency (target >= 0.8x, <= 2x)\n`,
    );
  }
  servers.push(await startServer(sharedEnv));
  const two = await measurePhase(
    'two processes',
    servers.map((server) => server.baseUrl),
    { ...prepared, slots: swapSlots(pools[1], prepared.profileIds) },
    phaseSwapAs,
  );
  const result = {
    measuredAt: new Date().toISOString(),
    node: process.version,
    cores: availableParallelism(),
    members,
    seconds,
    connections,
    mix: { explore: 0.6, profile: 0.3, swapRequest: 0.1 },
    swapMix,
    baseline,
    swapOverProfile,
    one,
    two,
    twoOverOne: {
      requestsPerSecond: round(two.requestsPerSecond / one.requestsPerSecond),
      p95: round(two.p95Ms / one.p95Ms),
    },
  };
  process.stdout.write(
    `\nTwo processes over one: ${result.twoOverOne.requestsPerSecond}x the requests/s, ${result.twoOverOne.p95}x the p95 latency\n`,
  );
  const resultsDir = path.join(repoRoot, 'bench/results');
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(path.join(resultsDir, 'scale.json'), `${JSON.stringify(result, null, 2)}\n`);
  const swapFigures = baseline
    ? [
        {
          name: 'one process, mix with swap requests, req/s (profile pages instead: baseline)',
          value: one.requestsPerSecond,
          unit: '/s',
          baseline: baseline.requestsPerSecond,
          target: { of: 'ratio', atLeast: 0.8 },
        },
        {
          name: 'one process, mix with swap requests, p95 (profile pages instead: baseline)',
          value: one.p95Ms,
          unit: 'ms',
          baseline: baseline.p95Ms,
          target: { of: 'ratio', atMost: 2 },
        },
      ]
    : [];
  reportFigures('scale', [
    ...swapFigures,
    {
      name: `two processes, req/s (one process: baseline; ${phaseSwapAs} mix)`,
      value: two.requestsPerSecond,
      unit: '/s',
      baseline: one.requestsPerSecond,
    },
  ]);
} finally {
  await Promise.all(servers.map((server) => server.stop()));
  await withClient(serverUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`));
}
