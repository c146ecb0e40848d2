// Live updates (ADR 65): how long a message takes from its POST to the event on the other member's open
// stream, with the sender on one server process and the receiver on another, both on one PostgreSQL (the
// NOTIFY crosses processes). 50 sender/receiver pairs send at once, in several rounds; p50 and p95 are set
// beside the polling interval the stream replaces. Then the memory (RSS) of the receiving server holding
// 1,000 idle streams against none.
// Usage: node bench/live.mjs [--rounds=5] [--latency-only] [--priority] [--busy=N]
//        [--postgres=postgres://postgres@127.0.0.1:5432/test]
// --busy=N keeps N other processes spinning on the CPU for the whole run (a fraction: one more process that
// spins that share of the time), so the target's load (2.5 on two cores; the benchmark's own servers and
// PostgreSQL add about one) can be set up on a quiet machine.
// --priority (root only) runs this process, the servers it starts and their PostgreSQL backends at nice -15,
// so a machine shared with other work behaves nearer to a quiet one for the measured path.
// A throwaway database is created on that server and dropped at the end; traffic goes to 127.0.0.1 only.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { loadavg, setPriority } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { repoRoot, startServer } from './server.mjs';
import { reportFigures } from './figures.mjs';

const options = Object.fromEntries(
  process.argv
    .slice(2)
    .map((arg) => arg.replace(/^--/, '').split('='))
    .map(([key, value]) => [key, value ?? 'true']),
);
const rounds = Number(options.rounds ?? 5);
const pairs = 50;
const idleStreams = 1_000;
/**
 * The messages thread polled every 10 s before (apps/web/src/features/swap-lifecycle/api/swap-messages.ts).
 */
const replacedPollingMs = 10_000;
const serverUrl =
  !options.postgres || options.postgres === 'true'
    ? 'postgres://postgres@127.0.0.1:5432/test'
    : options.postgres;

// A whole number of processes spin all the time; a fraction adds one that spins that share of every 100 ms.
const busyShare = Number(options.busy ?? 0);
const spinFor = (share) =>
  share >= 1
    ? 'for (;;);'
    : `setInterval(() => { const end = Date.now() + ${Math.round(share * 100)}; while (Date.now() < end); }, 100);`;
const busy = [
  ...Array.from({ length: Math.floor(busyShare) }, () => 1),
  ...(busyShare % 1 > 0 ? [busyShare % 1] : []),
].map((share) => spawn(process.execPath, ['-e', spinFor(share)], { stdio: 'ignore' }));
const stopBusy = () => {
  for (const child of busy) child.kill();
};
process.on('exit', stopBusy);

const raisedPriority = -15;
if (options.priority === 'true') setPriority(0, raisedPriority);

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
/** CPU time (user + system) a process has used so far, in ms, from /proc (clock ticks of 10 ms). */
const cpuMs = (pid) => {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0; // A backend that ended in between.
  }
};
/** The PostgreSQL backends serving one database (this benchmark's own throwaway one). */
async function backendPids(database) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const { rows } = await client.query('SELECT pid FROM pg_stat_activity WHERE datname = $1', [database]);
    return rows.map((row) => row.pid);
  } finally {
    await client.end();
  }
}
const rssMiB = (pid) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('VmRSS:'));
  return Number(/(\d+)/.exec(line)[1]) / 1024;
};

async function admin(sql) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  await client.query(sql).finally(() => client.end());
}

/**
 * A TCP relay in front of PostgreSQL that counts the client's round trips: each simple Query ('Q') and each
 * Sync ('S', the end of an extended-protocol query) waits for the server's answer. Server A's pool goes
 * through its own relay, so the count is the POST path's own (authentication, rate limit, transaction).
 */
async function startCountingRelay(target) {
  const counter = { roundTrips: 0 };
  const relay = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    upstream.on('error', () => client.destroy());
    client.on('error', () => upstream.destroy());
    upstream.pipe(client);
    let pending = Buffer.alloc(0);
    let started = false;
    client.on('data', (chunk) => {
      upstream.write(chunk);
      pending = Buffer.concat([pending, chunk]);
      for (;;) {
        if (!started) {
          // Start-up packets have no type byte; an SSL request (80877103) is followed by another one.
          if (pending.length < 8) return;
          const length = pending.readInt32BE(0);
          if (pending.length < length) return;
          if (pending.readInt32BE(4) !== 80877103) started = true;
          pending = pending.subarray(length);
          continue;
        }
        if (pending.length < 5) return;
        const length = pending.readInt32BE(1);
        if (pending.length < length + 1) return;
        const type = String.fromCharCode(pending[0]);
        if (type === 'Q' || type === 'S') counter.roundTrips += 1;
        pending = pending.subarray(length + 1);
      }
    });
    client.on('close', () => upstream.end());
  });
  await new Promise((resolve) => relay.listen(0, '127.0.0.1', resolve));
  return { port: relay.address().port, counter, close: () => relay.close() };
}

let addressCounter = 0;
async function call(baseUrl, path, { token, body, method } = {}) {
  addressCounter += 1;
  const response = await fetch(`${baseUrl}${path}`, {
    method: method ?? (body ? 'POST' : 'GET'),
    headers: {
      'content-type': 'application/json',
      // One address per call: the per-IP sign-up limit is not what this measures (TRUST_PROXY=1).
      'x-forwarded-for': `10.9.${(addressCounter >> 8) & 255}.${addressCounter & 255}`,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const text = await response.text();
  if (!response.ok) {
    throw Object.assign(new Error(`${method ?? 'POST'} ${path}: ${response.status} ${text}`), {
      status: response.status,
    });
  }
  return text ? JSON.parse(text) : null;
}

async function joinMember(baseUrl, index) {
  const session = await call(baseUrl, '/api/auth/signup', {
    body: {
      fullName: `Bench Member ${index}`,
      email: `live-${index}-${randomBytes(3).toString('hex')}@skillswap.test`,
      password: `Bench-${randomBytes(9).toString('base64url')}`,
    },
  });
  const token = session.access_token;
  await call(baseUrl, '/api/me/profile', {
    method: 'PUT',
    token,
    body: {
      full_name: `Bench Member ${index}`,
      bio: 'Benchmarking live updates.',
      skills_offered: ['Guitar'],
      skills_wanted: ['Spanish'],
    },
  });
  return { id: session.user.id, token };
}

/** A stream read as the web app reads it (fetch with the bearer token); `onEvent` gets each named event. */
async function openStream(baseUrl, token, onEvent) {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}/api/live/events`, {
    headers: { authorization: `Bearer ${token}` },
    signal: controller.signal,
  });
  if (response.status !== 200) throw new Error(`stream: ${response.status} ${await response.text()}`);
  void (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of response.body) {
        buffer += decoder.decode(chunk, { stream: true });
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (event) onEvent(event, JSON.parse(data ?? '{}'), performance.now());
        }
      }
    } catch {
      // Closed by the benchmark.
    }
  })();
  return () => controller.abort();
}

const databaseName = `skillswap_bench_live_${randomBytes(4).toString('hex')}`;
await admin(`CREATE DATABASE ${databaseName}`);
const databaseUrl = new URL(serverUrl);
databaseUrl.pathname = `/${databaseName}`;
const shared = {
  DATABASE_URL: databaseUrl.toString(),
  AUTH_SECRET: randomBytes(32).toString('hex'),
  // Both processes issue and accept the same tokens: one issuer.
  PUBLIC_URL: 'http://localhost:3000',
  TRUST_PROXY: '1',
  SEED_MEMBERS: '0',
};
// The relay counts SQL round trips; it lives in this process, whose event loop is busy reading 50 streams
// during the bursts, so it would add its own delay to every query. Only the counting server goes through it;
// the latency is measured on server A, which talks to PostgreSQL directly as in production.
const relay = await startCountingRelay(databaseUrl);
const relayedUrl = new URL(databaseUrl);
relayedUrl.host = `127.0.0.1:${relay.port}`;
const counted = await startServer({ ...shared, DATABASE_URL: relayedUrl.toString() });
const a = await startServer(shared);
const b = await startServer(shared);
const servers = [counted, a, b];
const closers = [];
try {
  const members = [];
  for (let index = 0; index < pairs * 2; index += 1) members.push(await joinMember(a.baseUrl, index));
  // Requests and messages need a verified address (ADR 67). Following 100 mailed links is not what this
  // measures, so the bench marks its own throwaway members verified in its own throwaway database.
  const verifier = new pg.Client({ connectionString: databaseUrl.toString() });
  await verifier.connect();
  await verifier.query('UPDATE users SET email_verified_at = now() WHERE email_verified_at IS NULL');
  await verifier.end();
  const senders = members.slice(0, pairs);
  const receivers = members.slice(pairs);
  const swapIds = [];
  for (let index = 0; index < pairs; index += 1) {
    const { data } = await call(a.baseUrl, '/api/swap-requests', {
      token: senders[index].token,
      body: { targetId: receivers[index].id, offeredSkill: 'Guitar', requestedSkill: 'Spanish', message: '' },
    });
    swapIds.push(data.id);
  }

  // Latency: each receiver's stream on B; senders post through A, first one message at a time (the path
  // itself), then all 50 at once, `rounds` times (a busy moment on two shared cores).
  const waiting = new Map();
  for (let index = 0; index < pairs; index += 1) {
    closers.push(
      await openStream(b.baseUrl, receivers[index].token, (event, data, at) => {
        if (event === 'message') waiting.get(data.swapId)?.(at);
      }),
    );
  }
  await sleep(500);
  const send = async (index, text, into, baseUrl = a.baseUrl) => {
    const swapId = swapIds[index];
    const arrived = new Promise((resolve) => waiting.set(swapId, resolve));
    const sentAt = performance.now();
    try {
      await call(baseUrl, `/api/swaps/${swapId}/messages`, {
        token: senders[index].token,
        body: { body: text },
      });
    } catch (error) {
      // A 503 (no pool connection within its wait) is counted and the run goes on, so its figures are seen,
      // but the bench then fails at the end: the p95 would leave out the messages that were refused. Any
      // other answer stops it at once.
      if (error.status !== 503) throw error;
      waiting.delete(swapId);
      failed.push(String(error.message).slice(0, 120));
      return;
    }
    const answeredAt = performance.now();
    const at = await Promise.race([arrived, sleep(10_000).then(() => null)]);
    if (at === null) throw new Error(`No event for swap ${swapId} within 10 s`);
    into.push({ delivery: at - sentAt, post: answeredAt - sentAt });
  };
  const failed = [];
  const roundTripsBefore = relay.counter.roundTrips;
  for (let index = 0; index < pairs; index += 1) await send(index, 'Counted', [], counted.baseUrl);
  const roundTripsPerPost = (relay.counter.roundTrips - roundTripsBefore) / pairs;
  const oneAtATime = [];
  for (let index = 0; index < pairs; index += 1) await send(index, 'Alone', oneAtATime);
  const allAtOnce = [];
  // Where the CPU goes while 50 messages are sent at once: on two cores, the last of 50 can only be answered
  // once all 50 were paid for, so CPU time per message bounds the p95 whatever else the machine does.
  // One unmeasured burst first opens every pool connection, so the rounds measure the steady state and every
  // backend is known.
  await Promise.all(swapIds.map((_, index) => send(index, 'Warm-up', [])));
  await sleep(300);
  const backends = await backendPids(databaseName);
  if (options.priority === 'true') for (const pid of backends) setPriority(pid, raisedPriority);
  const cpuOf = () => ({
    serverA: cpuMs(a.pid),
    serverB: cpuMs(b.pid),
    postgres: backends.reduce((sum, pid) => sum + cpuMs(pid), 0),
    bench: (process.cpuUsage().user + process.cpuUsage().system) / 1000,
  });
  const cpuBefore = cpuOf();
  for (let round = 0; round < rounds; round += 1) {
    await Promise.all(swapIds.map((_, index) => send(index, `Round ${round}`, allAtOnce)));
    await sleep(300);
  }
  const cpuAfter = cpuOf();
  const cpuPerMessage = Object.fromEntries(
    Object.keys(cpuBefore).map((key) => [key, (cpuAfter[key] - cpuBefore[key]) / (pairs * rounds)]),
  );
  for (const close of closers.splice(0)) close();
  await Promise.all(servers.map((server) => server.stop()));
  const loadAverageAfterLatency = loadavg()[0];
  stopBusy();

  // --latency-only stops here (comparing two versions of the write path back to back on a busy machine).
  let rssNone = Number.NaN;
  let rssIdle = Number.NaN;
  if (options['latency-only'] !== 'true') {
    // Memory: a fresh process, warmed by a few streams, with none open, then with 1,000 idle ones (10 tabs
    // for each of the 100 members). RSS is the median of five readings a second apart.
    const c = await startServer(shared);
    servers.push(c);
    const readRss = async () => {
      const readings = [];
      for (let reading = 0; reading < 5; reading += 1) {
        await sleep(1_000);
        readings.push(rssMiB(c.pid));
      }
      return percentile(readings, 50);
    };
    for (const member of members.slice(0, 10))
      closers.push(await openStream(c.baseUrl, member.token, () => undefined));
    await sleep(500);
    for (const close of closers.splice(0)) close();
    rssNone = await readRss();
    for (let tab = 0; tab < idleStreams / members.length; tab += 1) {
      for (const member of members) closers.push(await openStream(c.baseUrl, member.token, () => undefined));
    }
    rssIdle = await readRss();
  }

  const round1 = (value) => Math.round(value * 10) / 10;
  const spread = (values) => ({ p50: round1(percentile(values, 50)), p95: round1(percentile(values, 95)) });
  const summarize = (samples) => ({
    deliveryMs: spread(samples.map((sample) => sample.delivery)),
    postAnsweredMs: spread(samples.map((sample) => sample.post)),
    // From the POST's answer (its commit) to the event: the NOTIFY, the read on B and the write to the
    // stream.
    afterAnswerMs: spread(samples.map((sample) => sample.delivery - sample.post)),
  });
  const result = {
    pairs,
    rounds,
    oneAtATime: summarize(oneAtATime),
    allAtOnce: { messages: allAtOnce.length, ...summarize(allAtOnce) },
    failedPosts: failed.length,
    // SQL round trips per POST (every query the counting server sent while its messages were posted).
    roundTripsPerPost: round1(roundTripsPerPost),
    // CPU ms per message while they were sent 50 at once (the bench's own includes its 50 streams' reading).
    cpuMsPerMessage: Object.fromEntries(
      Object.entries(cpuPerMessage).map(([key, value]) => [key, round1(value)]),
    ),
    replacedPollingMs,
    // The load average (1 min) when the latency rounds ended; the 300 ms target is for a load of 2.5.
    loadAverage1m: round1(loadAverageAfterLatency),
    busyProcesses: busyShare,
    rssMiB: {
      noStreams: round1(rssNone),
      idleStreams: round1(rssIdle),
      streams: idleStreams,
      perStreamKiB: round1(((rssIdle - rssNone) * 1024) / idleStreams),
    },
  };
  const resultsDir = path.join(repoRoot, 'bench/results');
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(path.join(resultsDir, 'live.json'), `${JSON.stringify(result, null, 2)}\n`);
  console.log(JSON.stringify(result, null, 2));
  console.log(
    `delivery from POST on A to the event on B, one at a time: p50 ${result.oneAtATime.deliveryMs.p50} ms, ` +
      `p95 ${result.oneAtATime.deliveryMs.p95} ms; 50 at once: p50 ${result.allAtOnce.deliveryMs.p50} ms, ` +
      `p95 ${result.allAtOnce.deliveryMs.p95} ms (polling every ${replacedPollingMs / 1000} s: ` +
      `${replacedPollingMs / 2000} s on average, up to ${replacedPollingMs / 1000} s); ` +
      `${result.roundTripsPerPost} SQL round trips per POST; load average ${result.loadAverage1m} ` +
      `(${busyShare} other processes spinning); ` +
      `CPU ms per message at 50 at once: server A ${result.cpuMsPerMessage.serverA}, server B ` +
      `${result.cpuMsPerMessage.serverB}, PostgreSQL ${result.cpuMsPerMessage.postgres}, bench ` +
      `${result.cpuMsPerMessage.bench}; ` +
      `RSS: ${result.rssMiB.noStreams} MiB with no stream, ${result.rssMiB.idleStreams} MiB with ${idleStreams} idle`,
  );
  reportFigures('live', [
    {
      name: `delivery p95, 50 at once (load ${result.loadAverage1m}; mean wait when polling: baseline)`,
      value: result.allAtOnce.deliveryMs.p95,
      unit: 'ms',
      baseline: replacedPollingMs / 2,
      // Issue 36: 250 ms at a load of 2.5 (`--busy=1.8` sets it up on a quiet machine).
      target: { of: 'value', atMost: 250 },
    },
    {
      name: 'delivery p95, one at a time',
      value: result.oneAtATime.deliveryMs.p95,
      unit: 'ms',
      baseline: replacedPollingMs / 2,
    },
    {
      name: 'SQL round trips per message',
      value: result.roundTripsPerPost,
      target: { of: 'value', atMost: 6 },
    },
    { name: 'POSTs refused (503)', value: failed.length, target: { of: 'value', atMost: 0 } },
  ]);
  if (failed.length > 0) {
    throw new Error(`${failed.length} POSTs answered 503 and were left out of the figures: ${failed[0]}`);
  }
} finally {
  for (const close of closers) close();
  await Promise.all(servers.map((server) => server.stop()));
  relay.close();
  await admin(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
}
