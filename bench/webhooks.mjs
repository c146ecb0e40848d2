// Webhook delivery under load, and a receiver that goes down (ADR 100).
//   npm run bench:webhooks -- --seconds=60   (BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres)
// A fresh PostgreSQL database gets the real migrations; an Enterprise account registers an endpoint on a
// local receiver (node:http, 127.0.0.1) through the real endpoint. Events are queued at 100 a second, each in
// its own transaction as the swap module does, and the delivery worker runs as the background job does (every
// 250 ms, at once again after a full batch). Phase 1: the receiver is up; prints the p95 from the event's
// time (taken just before its commit) to the receiver holding the verified delivery. Phase 2: the receiver is
// down for the first half, then back; prints how many events never arrived (lost) and how many arrived twice.
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import pg from 'pg';
import { buildApp } from '../apps/api/src/app.ts';
import { testConfig } from '../apps/api/src/config.ts';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { migrate } from '../apps/api/src/db/migrate.ts';
import { systemClock } from '../apps/api/src/lib/clock.ts';
import { createSwapKit } from '../apps/api/src/modules/swap-lifecycle/swaps.test-helper.ts';
import { queueSwapWebhooks } from '../apps/api/src/modules/swaps/index.ts';
import { addressPolicyOf, createWebhookWorker } from '../apps/api/src/modules/webhooks/index.ts';
import { Webhook } from 'standardwebhooks';
import { reportFigures } from './figures.mjs';

const argument = (name, fallback) =>
  Number(process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const seconds = argument('seconds', 60);
const rate = argument('rate', 100);
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

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
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};

function startReceiver(getSecret) {
  const arrivals = new Map();
  let duplicates = 0;
  let refused = 0;
  let server = null;
  let port = 0;
  const start = () =>
    new Promise((resolve) => {
      server = createServer((request, response) => {
        const chunks = [];
        request.on('data', (chunk) => chunks.push(chunk));
        request.on('end', () => {
          const body = Buffer.concat(chunks).toString('utf8');
          // The official Standard Webhooks verifier, as a receiver would check (ADR 153).
          try {
            new Webhook(getSecret()).verify(body, request.headers);
          } catch {
            refused += 1;
            return response.writeHead(400).end();
          }
          const id = request.headers['webhook-id'];
          if (arrivals.has(id)) duplicates += 1;
          else arrivals.set(id, Date.now());
          response.writeHead(204).end();
        });
      });
      server.listen(port, '127.0.0.1', () => {
        port = server.address().port;
        resolve();
      });
    });
  const stop = () =>
    new Promise((resolve) => {
      if (!server?.listening) return resolve();
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return {
    arrivals,
    start,
    stop,
    url: () => `http://127.0.0.1:${port}/hooks`,
    stats: () => ({ duplicates, refused }),
  };
}

const name = `skillswap_bench_webhooks_${randomBytes(4).toString('hex')}`;
await withAdmin((admin) => admin.query(`CREATE DATABASE ${name}`));
const url = new URL(serverUrl);
url.pathname = `/${name}`;
const database = await openDatabase({ databaseUrl: url.toString(), dataDir: '' });
let isRunning = true;
let app;
let receiver;
let workerLoop;
try {
  await migrate(database);
  const config = testConfig({ DATABASE_URL: url.toString() });
  app = await buildApp({ config, database });
  await app.ready();
  const kit = createSwapKit(app, database);
  const account = await kit.joinMember('Bench Enterprise', {
    plan: 'enterprise',
    offers: 'Spanish',
    wants: 'Guitar',
  });
  const other = await kit.joinMember('Bench Partner');
  const swapId = await kit.requestSwap(other, account);
  let secret = '';
  receiver = startReceiver(() => secret);
  await receiver.start();
  const created = await app.inject({
    method: 'POST',
    url: '/api/webhooks/endpoints',
    headers: account.authHeader,
    payload: { url: receiver.url(), eventTypes: ['swap.requested'] },
  });
  if (created.statusCode !== 201) {
    throw new Error(
      `POST /api/webhooks/endpoints answered ${created.statusCode}: ${created.body.slice(0, 300)}`,
    );
  }
  secret = created.json().data.secret;
  await database.db.execute(`DELETE FROM webhook_deliveries`);

  const worker = createWebhookWorker({
    db: database.db,
    clock: systemClock,
    logger: app.log,
    authSecret: config.AUTH_SECRET,
    addressPolicy: addressPolicyOf(config),
  });
  workerLoop = (async () => {
    while (isRunning) {
      const { claimed } = await worker.runOnce();
      if (claimed < 50) await sleep(250);
    }
  })();

  async function produce(durationSeconds, onHalf) {
    const total = durationSeconds * rate;
    const started = performance.now();
    for (let index = 0; index < total; index += 1) {
      if (index === Math.floor(total / 2)) await onHalf?.();
      const due = started + (index * 1000) / rate;
      const wait = due - performance.now();
      if (wait > 0) await sleep(wait);
      await database.db.transaction((tx) =>
        queueSwapWebhooks(tx, { swapId, status: 'requested', now: new Date() }),
      );
    }
  }
  async function eventTimes() {
    const result = await database.db.execute(`SELECT id, created_at FROM webhook_events`);
    return new Map(result.rows.map((row) => [row.id, new Date(row.created_at).getTime()]));
  }
  async function drain(limitMs) {
    const until = Date.now() + limitMs;
    while (Date.now() < until) {
      const result = await database.db.execute(
        `SELECT count(*) AS n FROM webhook_deliveries WHERE status IN ('pending', 'sending')`,
      );
      if (Number(result.rows[0].n) === 0) return true;
      await sleep(250);
    }
    return false;
  }

  // Phase 1: receiver up.
  await produce(seconds);
  await drain(30_000);
  const phaseOne = await eventTimes();
  const delays = [...phaseOne].map(([id, at]) => (receiver.arrivals.get(id) ?? Infinity) - at);
  console.log(`phase 1: ${phaseOne.size} events at ${rate}/s for ${seconds}s`);
  console.log(
    `  delivery after commit: p50 ${percentile(delays, 50).toFixed(0)} ms, p95 ${percentile(delays, 95).toFixed(0)} ms, max ${Math.max(...delays).toFixed(0)} ms (target p95 <= 1000 ms)`,
  );

  // Phase 2: receiver down for the first half of the run, then back.
  const downStarted = Date.now();
  let downMs = 0;
  await receiver.stop();
  await produce(seconds, async () => {
    await receiver.start();
    downMs = Date.now() - downStarted;
  });
  const isDrained = await drain(120_000);
  const all = await eventTimes();
  const lost = [...all.keys()].filter((id) => !receiver.arrivals.has(id)).length;
  const { duplicates, refused } = receiver.stats();
  console.log(
    `phase 2: receiver down ${(downMs / 1000).toFixed(1)} s while ${all.size - phaseOne.size} more events were queued`,
  );
  console.log(
    `  lost: ${lost} of ${all.size}; delivered twice: ${duplicates}; bad signatures: ${refused}; drained: ${isDrained}`,
  );
  reportFigures('webhooks', [
    {
      name: `delivery p95 after commit, ${rate} events/s`,
      value: percentile(delays, 95),
      unit: 'ms',
      target: { of: 'value', atMost: 1000 },
    },
    { name: 'events lost, receiver down', value: lost, target: { of: 'value', atMost: 0 } },
    { name: 'events delivered twice', value: duplicates, target: { of: 'value', atMost: 0 } },
    { name: 'bad signatures', value: refused, target: { of: 'value', atMost: 0 } },
  ]);
} finally {
  // Everything it opened is closed, so the process ends when the figures are out (or on a failure).
  isRunning = false;
  await workerLoop?.catch(() => undefined);
  await receiver?.stop();
  await app?.close();
  await database.close().catch(() => undefined);
  await withAdmin((admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
}
