// Password sign-in under load, against the real server at production argon2 cost (m=19456 KiB, t=2, p=1):
// 1. a bare argon2id verify loop in this process (as many at a time as the server allows) as the ceiling,
// 2. sign-in throughput over HTTP; 1 and 2 alternate for `rounds` rounds, so a neighbour's burst on a shared
//    machine lands on both sides, and the ratio is taken of the medians (each request from its own X-Forwarded-For address, TRUST_PROXY=1,
//    so the per-IP limit does not turn the flood into cheap 429s),
// 3. /api/health p99 alone and while sign-in is flooded again: hashing must not starve the event loop. The
//    probe is paced (a member's page load, not a second flood), so it measures responsiveness without
//    taking the server's time away from the sign-ins counted in 2.
// Traffic goes to 127.0.0.1 only; every phase has a fixed duration.
// Usage: node bench/auth-signin.mjs [--seconds=10] [--rounds=3] [--connections=16] [--postgres[=postgres://…/test]]  (default: embedded PGlite)
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import autocannon from 'autocannon';
import pg from 'pg';
import { repoRoot, startServer } from './server.mjs';
import { autocannonAnswers, expectOnly } from './answers.mjs';
import { reportFigures } from './figures.mjs';

const options = Object.fromEntries(
  process.argv
    .slice(2)
    .map((arg) => arg.replace(/^--/, '').split('='))
    .map(([key, value]) => [key, value ?? 'true']),
);
const seconds = Number(options.seconds ?? 10);
const rounds = Number(options.rounds ?? 3);
const productionCost = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 };
const members = 20;
// As many at once as the server has hashing threads (apps/api/src/modules/auth/shared/password.ts).
const hashSlots = Math.max(1, Math.min(4, availableParallelism() - 1));
const password = 'Bench-password-2026!';

async function measureBareVerify() {
  const stored = await hash(password, productionCost);
  let done = 0;
  const deadline = performance.now() + seconds * 1000;
  const worker = async () => {
    while (performance.now() < deadline) {
      await verify(stored, password);
      done += 1;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: hashSlots }, worker));
  return done / ((performance.now() - started) / 1000);
}

let nextAddress = 0;
const freshAddress = () => {
  nextAddress += 1;
  return `10.${(nextAddress >> 16) & 255}.${(nextAddress >> 8) & 255}.${nextAddress & 255}`;
};

async function createMembers(baseUrl) {
  const emails = [];
  for (let index = 0; index < members; index += 1) {
    const email = `bench-${index}@skillswap.test`;
    const response = await fetch(`${baseUrl}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': freshAddress() },
      body: JSON.stringify({ fullName: `Bench Member ${index}`, email, password }),
    });
    if (!response.ok) throw new Error(`Sign-up failed: ${response.status} ${await response.text()}`);
    emails.push(email);
  }
  return emails;
}

function floodSignIn(baseUrl, emails) {
  let turn = 0;
  return autocannon({
    url: baseUrl,
    connections: Number(options.connections ?? 16),
    duration: seconds,
    requests: [
      {
        method: 'POST',
        path: '/api/auth/token?grant_type=password',
        setupRequest: (request) => {
          turn += 1;
          return {
            ...request,
            headers: { 'content-type': 'application/json', 'x-forwarded-for': freshAddress() },
            body: JSON.stringify({ email: emails[turn % emails.length], password }),
          };
        },
      },
    ],
  });
}

const probeHealth = (baseUrl) =>
  autocannon({ url: `${baseUrl}/api/health`, connections: 1, overallRate: 20, duration: seconds });

/** A fresh PostgreSQL database for the run when --postgres is given; the server migrates it. */
async function preparePostgres() {
  if (!options.postgres) return { env: {}, drop: async () => undefined };
  const serverUrl =
    options.postgres === 'true' ? 'postgres://postgres@127.0.0.1:5432/test' : options.postgres;
  const name = `skillswap_bench_${randomBytes(4).toString('hex')}`;
  const admin = async (sql) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(sql).finally(() => client.end());
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString() },
    drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const database = await preparePostgres();
const server = await startServer({ TRUST_PROXY: '1', SEED_MEMBERS: '0', ...database.env });
try {
  const emails = await createMembers(server.baseUrl);
  const healthAlone = await probeHealth(server.baseUrl);
  const bareRounds = [];
  const signInRounds = [];
  expectOnly('GET /api/health', autocannonAnswers(healthAlone));
  for (let round = 0; round < rounds; round += 1) {
    bareRounds.push(await measureBareVerify());
    const flood = await floodSignIn(server.baseUrl, emails);
    expectOnly('POST /api/auth/token (sign-in flood)', autocannonAnswers(flood));
    signInRounds.push(flood);
  }
  const bareVerifyPerSecond = median(bareRounds);
  const signIn = signInRounds.find(
    (result) => result.requests.average === median(signInRounds.map((each) => each.requests.average)),
  );
  const [floodBesideHealth, healthUnderLoad] = await Promise.all([
    floodSignIn(server.baseUrl, emails),
    probeHealth(server.baseUrl),
  ]);
  expectOnly('POST /api/auth/token (beside health)', autocannonAnswers(floodBesideHealth));
  expectOnly('GET /api/health (under the sign-in flood)', autocannonAnswers(healthUnderLoad));
  const result = {
    measuredAt: new Date().toISOString(),
    seconds,
    rounds,
    database: options.postgres ? 'postgres' : 'pglite',
    hashSlots,
    cores: availableParallelism(),
    argon2: 'argon2id m=19456 t=2 p=1',
    bareVerifyPerSecond: Math.round(bareVerifyPerSecond * 10) / 10,
    bareVerifyRounds: bareRounds.map((value) => Math.round(value * 10) / 10),
    signInRounds: signInRounds.map((result) => result.requests.average),
    signInPerSecond: signIn.requests.average,
    // Over every round: a sign-in answered with anything but 200 would mean the flood measured refusals.
    signInOk: signInRounds.reduce((sum, result) => sum + result['2xx'], 0),
    signInOther: signInRounds.reduce((sum, result) => sum + result.non2xx, 0),
    signInErrors: signInRounds.reduce((sum, result) => sum + result.errors + result.timeouts, 0),
    signInLatencyP99Ms: signIn.latency.p99,
    signInShareOfBareVerify: Math.round((signIn.requests.average / bareVerifyPerSecond) * 100) / 100,
    healthAloneP99Ms: healthAlone.latency.p99,
    healthUnderSignInFloodP99Ms: healthUnderLoad.latency.p99,
    healthUnderSignInFloodErrors: healthUnderLoad.errors + healthUnderLoad.non2xx,
  };
  console.log(JSON.stringify(result, null, 2));
  const resultsDir = path.join(repoRoot, 'bench/results');
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(
    path.join(resultsDir, `auth-signin-${result.database}.json`),
    `${JSON.stringify(result, null, 2)}\n`,
  );
  reportFigures('auth', [
    {
      // docs/auth-threat-model.md A1 and ADR 9: sign-in keeps up with the hashing itself.
      name: 'sign-in/s (bare argon2 verify loop: baseline)',
      value: result.signInPerSecond,
      unit: '/s',
      baseline: result.bareVerifyPerSecond,
      target: { of: 'ratio', atLeast: 0.9 },
    },
    {
      name: '/api/health p99 under a sign-in flood (alone: baseline)',
      value: result.healthUnderSignInFloodP99Ms,
      unit: 'ms',
      baseline: result.healthAloneP99Ms,
    },
  ]);
} finally {
  await server.stop();
  await database.drop();
}
