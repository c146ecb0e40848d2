// Forgot password: the answer must not tell an address with an account from one without, by its body or by
// its time (ADR 68). Against the real server at production argon2 cost, this asks for reset links
// for 50 members and 50 unknown addresses, alternating one of each so a neighbour's burst on a shared machine
// lands on both sides, and prints both medians and their ratio (slower / faster; the goal is within 5 %).
// Every address is asked once (the per-address limit never applies), each request from its own
// X-Forwarded-For address (TRUST_PROXY=1) so the per-IP limit does not answer 429 instead.
// Usage: node bench/forgot-password.mjs [--samples=50] [--postgres[=postgres://…/test]]  (default: embedded PGlite)
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { startServer } from './server.mjs';
import { reportFigures } from './figures.mjs';

const options = Object.fromEntries(
  process.argv
    .slice(2)
    .map((arg) => arg.replace(/^--/, '').split('='))
    .map(([key, value]) => [key, value ?? 'true']),
);
const samples = Number(options.samples ?? 50);
const warmUps = 5;

let nextAddress = 0;
const freshAddress = () => {
  nextAddress += 1;
  return `10.${(nextAddress >> 16) & 255}.${(nextAddress >> 8) & 255}.${nextAddress & 255}`;
};

async function post(baseUrl, path, body) {
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': freshAddress() },
    body: JSON.stringify(body),
  });
  return { status: response.status, text: await response.text() };
}

async function openDatabase() {
  if (!options.postgres) return { env: {}, drop: async () => undefined };
  const serverUrl =
    options.postgres === 'true'
      ? (process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test')
      : options.postgres;
  const name = `skillswap_bench_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString() },
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

const database = await openDatabase();
const server = await startServer({ TRUST_PROXY: '1', SEED_MEMBERS: '0', ...database.env });
try {
  const run = randomBytes(3).toString('hex');
  const members = [];
  for (let index = 0; index < samples + warmUps; index += 1) {
    const email = `bench-reset-${run}-${index}@skillswap.test`;
    const signedUp = await post(server.baseUrl, '/api/auth/signup', {
      fullName: `Bench Member ${index}`,
      email,
      password: `Bench-${randomBytes(8).toString('hex')}`,
    });
    if (signedUp.status !== 200) throw new Error(`Sign-up failed: ${signedUp.status} ${signedUp.text}`);
    members.push(email);
  }
  const unknown = (index) => `nobody-${run}-${index}@skillswap.test`;
  const timed = async (email) => {
    const started = performance.now();
    const answer = await post(server.baseUrl, '/api/auth/recover', { email });
    const elapsed = performance.now() - started;
    if (answer.status !== 202) throw new Error(`Reset request answered ${answer.status}: ${answer.text}`);
    return { elapsed, text: answer.text };
  };
  for (let index = 0; index < warmUps; index += 1) {
    await timed(members[samples + index]);
    await timed(unknown(samples + index));
  }
  const existingTimes = [];
  const unknownTimes = [];
  const bodies = new Set();
  for (let index = 0; index < samples; index += 1) {
    // Alternate which goes first, so neither side always follows the other.
    const pair =
      index % 2 === 0
        ? [await timed(members[index]), await timed(unknown(index))]
        : [await timed(unknown(index)), await timed(members[index])].reverse();
    existingTimes.push(pair[0].elapsed);
    unknownTimes.push(pair[1].elapsed);
    bodies.add(pair[0].text).add(pair[1].text);
  }
  const existing = median(existingTimes);
  const missing = median(unknownTimes);
  const ratio = Math.max(existing, missing) / Math.min(existing, missing);
  console.log(`database: ${options.postgres ? 'PostgreSQL' : 'embedded PGlite'}; ${samples} requests each`);
  console.log(`existing address: median ${existing.toFixed(2)} ms`);
  console.log(`unknown address:  median ${missing.toFixed(2)} ms`);
  console.log(`ratio (slower / faster): ${ratio.toFixed(3)} (goal ≤ 1.05)`);
  console.log(`distinct answer bodies: ${bodies.size} (goal 1)`);
  reportFigures('forgot-password', [
    {
      name: 'answer median, address with an account (without: baseline)',
      value: existing,
      unit: 'ms',
      baseline: missing,
      // Within 5 % either way (ADR 68).
      target: { of: 'ratio', atLeast: 1 / 1.05, atMost: 1.05 },
    },
    { name: 'distinct answer bodies', value: bodies.size, target: { of: 'value', atLeast: 1, atMost: 1 } },
  ]);
} finally {
  await server.stop();
  await database.drop();
}
