// Workshop booking under a burst: 50 learners book a 10-seat workshop at the same instant, on PostgreSQL.
//   npm run bench:workshops      (BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres, BENCH_ROUNDS=5)
// A fresh database gets the real migrations; the real API listens in this process; 51 members sign up through
// it (one host made as the rules want, 50 learners). Each round makes a new workshop and fires the 50
// bookings together over HTTP. Prints booking latency (p50, p95, max) under the burst and, as the ratio to
// read, the burst's p95 over an uncontended booking's median measured in the same run. No pass/fail: figures
// only.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { buildApp } from '../apps/api/src/app.ts';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { migrate } from '../apps/api/src/db/migrate.ts';
import { testConfig } from '../apps/api/src/config.ts';
import { createWorkshopKit } from '../apps/api/src/modules/workshops/workshops.test-helper.ts';
import { reportFigures } from './figures.mjs';

const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
const learnersPerRound = 50;

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

const name = `skillswap_bench_workshops_${randomBytes(4).toString('hex')}`;
await withAdmin((admin) => admin.query(`CREATE DATABASE ${name}`));
const url = new URL(serverUrl);
url.pathname = `/${name}`;
const database = await openDatabase({ databaseUrl: url.toString(), dataDir: '' });
let app;
try {
  await migrate(database);
  app = await buildApp({ config: testConfig({ DATABASE_URL: url.toString() }), database });
  await app.ready();
  const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  const kit = createWorkshopKit(app, database);
  const host = await kit.joinHost('Bench Host');
  const learners = [];
  for (let index = 0; index < learnersPerRound; index += 1)
    learners.push(await kit.joinMember(`Bench Learner ${index + 1}`));
  const book = async (learner, workshopId) => {
    const started = performance.now();
    const response = await fetch(`${baseUrl}/api/workshops/${workshopId}/book`, {
      method: 'POST',
      headers: learner.authHeader,
    });
    const body = await response.text();
    // A seat or a place on the waitlist: both answer 200; anything else is not what this bench measures.
    if (response.status !== 200)
      throw new Error(`booking answered ${response.status}: ${body.slice(0, 300)}`);
    return performance.now() - started;
  };

  // Uncontended: one learner at a time, free workshops so balances last.
  const alone = [];
  for (let round = 0; round < 10; round += 1) {
    const workshop = await kit.createWorkshop(host, { seats: 2, price: 0, date: '2027-06-10' });
    alone.push(await book(learners[round], workshop.id));
  }
  const burst = [];
  for (let round = 0; round < rounds; round += 1) {
    const workshop = await kit.createWorkshop(host, { seats: 10, price: 0, date: '2027-06-11' });
    burst.push(...(await Promise.all(learners.map((learner) => book(learner, workshop.id)))));
  }
  const aloneMedian = percentile(alone, 50);
  const fmt = (ms) => `${ms.toFixed(1)} ms`;
  console.log(`uncontended booking: median ${fmt(aloneMedian)} (10 bookings)`);
  console.log(
    `burst of ${learnersPerRound} on 10 seats, ${rounds} rounds: p50 ${fmt(percentile(burst, 50))}, p95 ${fmt(percentile(burst, 95))}, max ${fmt(Math.max(...burst))}`,
  );
  console.log(`ratio p95(burst) / median(uncontended): ${(percentile(burst, 95) / aloneMedian).toFixed(1)}x`);
  reportFigures('workshops', [
    {
      name: `booking p95, ${learnersPerRound} at once on 10 seats (uncontended median: baseline)`,
      value: percentile(burst, 95),
      unit: 'ms',
      baseline: aloneMedian,
      target: { of: 'ratio', atMost: 10 },
    },
  ]);
} finally {
  // Everything it opened is closed, so the process ends when the figures are out (or on a failure).
  await app?.close();
  await database.close().catch(() => undefined);
  await withAdmin((admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
}
