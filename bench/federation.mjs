// Hours across federated installs (ADRs 184 and 187), three server processes on this machine.
//   npm run bench:federation   (BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres,
//                               -- --samples=100 --throughput=40 --concurrency=4 --crash=50 --restart=kill)
// A hub and two branches, riverside and hilltop, each `src/main.ts` in its own process on its own fresh
// PostgreSQL database (created and dropped; BENCH_KEEP=1 keeps them), started and linked by the harness the
// demo and the multi-process test use. Members are made through the API (verified by the operator command).
//  1. Latency: a settled cross-node transfer (a riverside member proposes paying a hilltop member, then approves;
//     settled when the payer's node has the next node's acknowledgement) next to the local baseline in the same
//     run, alternating: a coordinator on riverside records one member paying another in their community (the one
//     local call that moves hours between two members at once; a swap settles only after sessions and both
//     members' confirmations). p50/p95 of each and the p95 ratio; target ≤ 5×.
//  2. Throughput: --throughput transfers of each kind, --concurrency at a time: settled per second.
//  3. --crash transfers at once while the hub is killed (--restart=kill, SIGKILL; or term, SIGTERM) and started
//     again on its database: once every node is quiet, each transfer's moves are read on all three ledgers.
//     Lost: the payer's hours left but the payee's node never moved them. Doubled: a node moved one twice, or a
//     member's balance moved by more than their transfers. Target 0 and 0. Every ledger must sum to zero.
//  4. With --wedge, the worst case of 3 on purpose: hilltop frozen (SIGSTOP) while two transfers are approved at
//     once, the hub killed after applying both and before either answer left it; does a transfer settle after?
// Prints a table (figure, baseline, ratio, target, met or missed) with the load average, writes
// bench/results/federation.json, and exits 1 when a target is missed.
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { callAs, startNodeProcess, startTree } from '../apps/api/src/test/federation-processes.ts';
import { freePort } from '../apps/api/src/test/ports.ts';
import { reportFigures } from './figures.mjs';

const argument = (name, fallback) =>
  process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
const samples = Number(argument('samples', 100));
const throughputCount = Number(argument('throughput', 40));
const concurrency = Number(argument('concurrency', 4));
const crashCount = Number(argument('crash', 50));
const restartSignal = argument('restart', 'kill') === 'term' ? 'SIGTERM' : 'SIGKILL';
const wedge = process.argv.includes('--wedge');
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const payerCount = 8;
const hours = 0.01;
const run = randomBytes(3).toString('hex');
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' / ');

async function sql(url, text, values = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows;
  } finally {
    await client.end();
  }
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};
const fmt = (ms) => (ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${ms.toFixed(1)} ms`);

const names = ['hub', 'riverside', 'hilltop'];
const databases = {};
for (const name of names) {
  const database = `skillswap_bench_fed_${name}_${run}`;
  await sql(serverUrl, `CREATE DATABASE ${database}`);
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  databases[name] = { name: database, url: url.toString() };
}
const plans = {};
for (const name of names) {
  plans[name] = {
    name,
    port: await freePort(),
    database: { url: databases[name].url },
    authSecret: randomBytes(32).toString('base64url'),
    env: {
      SEED_MEMBERS: '0',
      LOG_LEVEL: 'warn',
      // Sign-ups are set up, not measured: a cheap hash keeps the setup short.
      ARGON2_MEMORY_KIB: '1024',
      ARGON2_TIME_COST: '1',
      SIGN_UP_ANSWER_MS: '0',
    },
  };
}

const person = (fullName, offers, wants) => ({
  fullName,
  email: `${fullName.toLowerCase().replaceAll(' ', '.')}.${run}@bench.example`,
  bio: `${fullName}, made by the federation benchmark.`,
  city: 'Lisbon',
  country: 'Portugal',
  offers: [offers],
  wants: [wants],
  visibleToPartners: false,
});

let tree = null;
let exitCode = 0;
try {
  console.log(`load average at the start: ${load()}`);
  console.log('starting hub, riverside and hilltop, making members and linking…');
  const setupStarted = performance.now();
  tree = await startTree({
    hub: plans.hub,
    branches: [plans.riverside, plans.hilltop],
    // Far above what the benchmark moves, so no limit refuses a transfer.
    limits: { maxOwedHours: 10_000, maxOwingHours: 10_000 },
    people: {
      riverside: [
        person('Bench Coordinator', 'Cooking', 'Guitar'),
        ...Array.from({ length: payerCount }, (_, index) =>
          person(`Bench Payer ${index + 1}`, 'Guitar', 'Cooking'),
        ),
        person('Bench Local One', 'Cooking', 'Guitar'),
        person('Bench Local Two', 'Cooking', 'Guitar'),
      ],
      hilltop: [
        person('Bench Payee One', 'Spanish', 'Guitar'),
        person('Bench Payee Two', 'Spanish', 'Guitar'),
      ],
    },
  });
  const nodes = tree.nodes;
  const [coordinator, ...rest] = tree.members.riverside;
  const payers = rest.slice(0, payerCount);
  const localPayees = rest.slice(payerCount);
  const payees = tree.members.hilltop;
  console.log(`set up in ${fmt(performance.now() - setupStarted)}`);

  const must = async (answer, what) => {
    const result = await answer;
    if (result.status >= 300) throw new Error(`${what}: ${result.status} ${JSON.stringify(result.body)}`);
    return result.body;
  };
  const slug = `bench-${run}`;
  await must(
    callAs(nodes.riverside, coordinator, 'POST', '/api/communities', {
      name: `Bench ${run}`,
      description: '',
      isOnline: true,
      visibility: 'public',
      joinRule: 'open',
    }),
    'creating the community',
  );
  for (const member of [...payers, ...localPayees]) {
    await must(callAs(nodes.riverside, member, 'POST', `/api/communities/${slug}/join`, {}), 'joining');
  }
  const today = new Date().toISOString().slice(0, 10);

  /** One local payment: the coordinator records payer paying a member of their community. */
  const local = async (index) => {
    const started = performance.now();
    await must(
      callAs(nodes.riverside, coordinator, 'POST', `/api/communities/${slug}/recorded-exchanges`, {
        teacherIds: [localPayees[index % localPayees.length].userId],
        learnerIds: [payers[index % payers.length].userId],
        hours,
        category: 'Cooking',
        happenedOn: today,
      }),
      'recording an exchange',
    );
    return performance.now() - started;
  };

  /**
   * Proposals the hub refused because the ratchet's head had moved on by more than one step (a 503
   * "signature").
   */
  const signatureRefusals = { count: 0 };
  const isSignatureRefusal = (answer) =>
    answer.status === 503 && /signature/.test(answer.body?.message ?? '');

  /**
   * One cross-node transfer, proposed and approved by the payer; settled when the payer's node has the next
   * node's acknowledgement, read from the approval's answer or, when that said pending, polled. A proposal
   * refused for the ratchet is proposed again, as the member would (nothing moved: the payer's node erased
   * it).
   */
  const cross = async (index, description, options = {}) => {
    const payer = payers[index % payers.length];
    const started = performance.now();
    const propose = () =>
      callAs(nodes.riverside, payer, 'POST', '/api/federation/transfers', {
        payee: `hilltop/${payees[index % payees.length].userId}`,
        hours,
        description,
      });
    let proposed = await propose();
    for (let tries = 1; isSignatureRefusal(proposed) && tries < 20; tries += 1) {
      signatureRefusals.count += 1;
      await sleep(100);
      proposed = await propose();
    }
    if (proposed.status !== 201) {
      if (options.mayFail) return { refused: proposed.status };
      throw new Error(`proposing: ${proposed.status} ${JSON.stringify(proposed.body)}`);
    }
    const id = proposed.body.id;
    const approved = await callAs(nodes.riverside, payer, 'POST', `/api/federation/transfers/${id}/approve`);
    if (approved.status !== 200) {
      if (options.mayFail) return { id, refused: approved.status };
      throw new Error(`approving: ${approved.status} ${JSON.stringify(approved.body)}`);
    }
    let state = approved.body.state;
    const byJob = state !== 'completed';
    if (options.noWait) return { id, byJob };
    while (state !== 'completed') {
      await sleep(200);
      state = (await callAs(nodes.riverside, payer, 'GET', `/api/federation/transfers/${id}`)).body.state;
    }
    return { id, ms: performance.now() - started, byJob };
  };

  // 1. Latency, alternating, after a few rounds of each to warm up.
  for (let index = 0; index < 5; index += 1) {
    await cross(index, `bench warm-up ${index}`);
    await local(index);
  }
  const crossTimes = [];
  const localTimes = [];
  let latencyByJob = 0;
  for (let index = 0; index < samples; index += 1) {
    const transfer = await cross(index, `bench latency ${index}`);
    crossTimes.push(transfer.ms);
    if (transfer.byJob) latencyByJob += 1;
    localTimes.push(await local(index));
  }
  console.log(
    `1. latency (${samples} each, one at a time): cross-node p50 ${fmt(percentile(crossTimes, 50))}, p95 ` +
      `${fmt(percentile(crossTimes, 95))}; local p50 ${fmt(percentile(localTimes, 50))}, p95 ` +
      `${fmt(percentile(localTimes, 95))}; ${latencyByJob} settled by the delivery job`,
  );

  // 2. Throughput: `concurrency` workers take the next transfer until all are settled.
  const pool = async (count, work) => {
    let next = 0;
    const started = performance.now();
    const results = [];
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < count) {
          const index = next;
          next += 1;
          results.push(await work(index));
        }
      }),
    );
    return { perSecond: count / ((performance.now() - started) / 1000), results };
  };
  const crossThroughput = await pool(throughputCount, (index) => cross(index, `bench throughput ${index}`));
  const localThroughput = await pool(throughputCount, (index) => local(index));
  const throughputByJob = crossThroughput.results.filter((result) => result.byJob).length;
  const throughputRefusals = signatureRefusals.count;
  console.log(
    `2. throughput (${throughputCount} each, ${concurrency} at a time): cross-node ` +
      `${crossThroughput.perSecond.toFixed(2)}/s (${throughputByJob} settled by the delivery job, ` +
      `${throughputRefusals} proposals refused for the ratchet and proposed again), local ` +
      `${localThroughput.perSecond.toFixed(2)}/s`,
  );

  // 3. `crashCount` transfers at once, the hub killed while they cross it, then started again on its
  // database.
  const before = {
    payers: await Promise.all(payers.map((member) => balanceOf(nodes.riverside, member))),
    payees: await Promise.all(payees.map((member) => balanceOf(nodes.hilltop, member))),
  };
  const prefix = `bench crash ${run}`;
  const crashStarted = performance.now();
  const attempts = Array.from({ length: crashCount }, (_, index) =>
    cross(index, `${prefix} ${index}`, { mayFail: true, noWait: true }).catch((error) => ({
      refused: String(error),
    })),
  );
  /** Of these transfers, how many the hub has moved (applied the payer's approval). */
  const crossedHub = async () =>
    Number(
      (
        await sql(
          databases.hub.url,
          `SELECT count(*) AS n FROM federation_transfers WHERE description LIKE $1 AND state <> 'validated'`,
          [`${prefix} %`],
        )
      )[0].n,
    );
  // Killed once it moved a fifth, so some are through, some under way and some not sent yet (or after two
  // minutes, whatever the count: the line below says how many).
  while ((await crossedHub()) < Math.ceil(crashCount / 5) && performance.now() - crashStarted < 120_000) {
    await sleep(20);
  }
  const movedBeforeKill = await crossedHub();
  await nodes.hub.stop(restartSignal);
  const hubDownAt = performance.now();
  nodes.hub = await startNodeProcess(plans.hub);
  const hubBackMs = performance.now() - hubDownAt;
  const outcomes = await Promise.all(attempts);
  const refused = outcomes.filter((outcome) => outcome.refused !== undefined && !outcome.id).length;
  const notApproved = outcomes.filter((outcome) => outcome.refused !== undefined && outcome.id).length;
  const crashRefusals = signatureRefusals.count - throughputRefusals;

  // Quiet: every transfer the payer's node moved has completed there and at the payee's node, or time is up.
  const moves = async () => {
    const read = (name) =>
      sql(
        databases[name].url,
        `SELECT t.id, t.state, (SELECT count(*) FROM ledger_transfers l
           WHERE l.idempotency_key = 'federation-transfer:' || t.id::text) AS moved
         FROM federation_transfers t WHERE t.description LIKE $1`,
        [`${prefix} %`],
      );
    const [hub, riverside, hilltop] = await Promise.all(names.map(read));
    return { hub, riverside, hilltop };
  };
  const settleBy = performance.now() + 240_000;
  let seen = await moves();
  const isQuiet = ({ riverside, hilltop }) =>
    riverside
      .filter((row) => Number(row.moved) > 0)
      .every(
        (row) =>
          row.state === 'completed' &&
          hilltop.some((other) => other.id === row.id && other.state === 'completed'),
      );
  while (!isQuiet(seen) && performance.now() < settleBy) {
    await sleep(1000);
    seen = await moves();
  }
  const recoveredMs = performance.now() - hubDownAt;
  const movedOn = (rows, id) => Number(rows.find((row) => row.id === id)?.moved ?? 0);
  const approved = seen.riverside.filter((row) => Number(row.moved) > 0);
  const lost = approved.filter(
    (row) => movedOn(seen.hub, row.id) === 0 || movedOn(seen.hilltop, row.id) === 0,
  );
  const stuck = approved.filter((row) => row.state !== 'completed').length;
  const twice = names.flatMap((name) => seen[name].filter((row) => Number(row.moved) > 1)).length;
  const after = {
    payers: await Promise.all(payers.map((member) => balanceOf(nodes.riverside, member))),
    payees: await Promise.all(payees.map((member) => balanceOf(nodes.hilltop, member))),
  };
  const round = (value) => Math.round(value * 100) / 100;
  const paidOut = round(before.payers.reduce((a, b) => a + b, 0) - after.payers.reduce((a, b) => a + b, 0));
  const received = round(after.payees.reduce((a, b) => a + b, 0) - before.payees.reduce((a, b) => a + b, 0));
  const movedHours = round(approved.length * hours);
  const arrivedHours = round(seen.hilltop.filter((row) => Number(row.moved) > 0).length * hours);
  // More hours left or arrived than the ledgers' transfers account for would be a double move.
  const doubled = twice + (paidOut > movedHours ? 1 : 0) + (received > arrivedHours ? 1 : 0);
  // The links still carry transfers: a hub killed with two completions it never acknowledged leaves its
  // ratchet two steps ahead of riverside's, and then every message between them is refused.
  /** Whether a new transfer still settles: proposed (again after a refusal, up to 10 times) and completed. */
  const aTransferSettles = async (tag) => {
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const transfer = await cross(attempt, `bench ${tag} ${run} ${attempt}`, {
        mayFail: true,
        noWait: true,
      });
      if (transfer.id && !transfer.refused) {
        const payer = payers[attempt % payers.length];
        for (const until = performance.now() + 60_000; performance.now() < until; await sleep(500)) {
          const read = await callAs(
            nodes.riverside,
            payer,
            'GET',
            `/api/federation/transfers/${transfer.id}`,
          );
          if (read.body.state === 'completed') return true;
        }
        return false;
      }
      await sleep(1000);
    }
    return false;
  };
  const afterRestart = await aTransferSettles('after restart');
  const sums = Object.fromEntries(
    await Promise.all(
      names.map(async (name) => [
        name,
        Number(
          (await sql(databases[name].url, 'SELECT coalesce(sum(amount), 0) AS s FROM ledger_movements'))[0].s,
        ),
      ]),
    ),
  );
  const sumsAreZero = Object.values(sums).every((sum) => sum === 0);
  console.log(
    `3. ${crashCount} at once, the hub ${restartSignal === 'SIGKILL' ? 'killed (SIGKILL)' : 'stopped (SIGTERM)'} ` +
      `after moving ${movedBeforeKill} and back in ${fmt(hubBackMs)}: ${approved.length} approved, ${refused} refused ` +
      `at proposal while it was down (nothing moved), ${crashRefusals} proposals refused for the ratchet and ` +
      `proposed again, ${notApproved} not approved, ${lost.length} lost, ${doubled} doubled, ${stuck} not ` +
      `completed at the payer's node; quiet after ${fmt(recoveredMs)}. Hours out of payers ${paidOut} h, into payees ` +
      `${received} h, moved ${movedHours} h. Ledger sums: ${names.map((name) => `${name} ${sums[name]}`).join(', ')}`,
  );

  // 4 (--wedge): the case phase 3 meets only by chance, on purpose. Hilltop frozen, two payers approve at
  // once; the hub applies both and waits on hilltop, and is killed there, so neither answer reaches
  // riverside.
  let afterWedge = null;
  if (wedge) {
    const ids = [];
    for (const index of [0, 1]) {
      const proposed = await callAs(nodes.riverside, payers[index], 'POST', '/api/federation/transfers', {
        payee: `hilltop/${payees[0].userId}`,
        hours,
        description: `bench wedge ${run} ${index}`,
      });
      ids.push(proposed.body.id);
    }
    nodes.hilltop.child.kill('SIGSTOP');
    const approvals = ids.map((id, index) =>
      callAs(nodes.riverside, payers[index], 'POST', `/api/federation/transfers/${id}/approve`),
    );
    const appliedAtHub = async () =>
      Number(
        (
          await sql(
            databases.hub.url,
            `SELECT count(*) AS n FROM federation_transfers WHERE description LIKE $1 AND state <> 'validated'`,
            [`bench wedge ${run} %`],
          )
        )[0].n,
      );
    for (const until = performance.now() + 30_000; (await appliedAtHub()) < 2 && performance.now() < until;) {
      await sleep(50);
    }
    await sleep(1000);
    await nodes.hub.stop('SIGKILL');
    nodes.hilltop.child.kill('SIGCONT');
    await Promise.all(approvals);
    nodes.hub = await startNodeProcess(plans.hub);
    afterWedge = await aTransferSettles('after the wedge');
    console.log(
      `4. two completions applied at the hub and unanswered when it was killed: a transfer after its restart ` +
        `${afterWedge ? 'settles' : 'is refused (the ratchet is two steps apart)'}`,
    );
  }

  const p95Ratio = percentile(crossTimes, 95) / percentile(localTimes, 95);
  const rows = [
    [
      'settled transfer p95',
      fmt(percentile(crossTimes, 95)),
      fmt(percentile(localTimes, 95)),
      `${p95Ratio.toFixed(2)}×`,
      '≤ 5×',
      p95Ratio <= 5,
    ],
    [
      'settled transfer p50',
      fmt(percentile(crossTimes, 50)),
      fmt(percentile(localTimes, 50)),
      `${(percentile(crossTimes, 50) / percentile(localTimes, 50)).toFixed(2)}×`,
      '',
      null,
    ],
    [
      `throughput, ${concurrency} at a time`,
      `${crossThroughput.perSecond.toFixed(2)}/s`,
      `${localThroughput.perSecond.toFixed(2)}/s`,
      `${(crossThroughput.perSecond / localThroughput.perSecond).toFixed(2)}×`,
      '',
      null,
    ],
    [`lost of ${crashCount} (hub restarted)`, String(lost.length), '', '', '0', lost.length === 0],
    [`doubled of ${crashCount} (hub restarted)`, String(doubled), '', '', '0', doubled === 0],
    [`not completed of ${crashCount} (stuck)`, String(stuck), '', '', '0', stuck === 0],
    ['a transfer after the restart', afterRestart ? 'settles' : 'refused', '', '', 'settles', afterRestart],
    ['every ledger sums to zero', sumsAreZero ? 'yes' : 'no', '', '', 'yes', sumsAreZero],
    ...(wedge
      ? [
          [
            'after two unanswered (--wedge)',
            afterWedge ? 'settles' : 'refused',
            '',
            '',
            'settles',
            afterWedge,
          ],
        ]
      : []),
  ];
  const widths = [30, 12, 12, 8, 7];
  console.log(
    `\n${['measure', 'cross-node', 'local', 'ratio', 'target'].map((text, index) => text.padEnd(widths[index])).join(' ')} result`,
  );
  for (const [label, figure, baseline, ratio, target, isMet] of rows) {
    const result = isMet === null ? '' : isMet ? 'met' : 'MISSED';
    console.log(
      `${[label, figure, baseline, ratio, target].map((text, index) => text.padEnd(widths[index])).join(' ')} ${result}`,
    );
  }
  console.log(`load average at the end: ${load()}`);
  if (rows.some((row) => row[5] === false)) exitCode = 1;
  const yes = (isTrue) => (isTrue ? 1 : 0);
  reportFigures('federation', [
    {
      name: 'settled cross-node transfer p95 (local transfer: baseline)',
      value: percentile(crossTimes, 95),
      unit: 'ms',
      baseline: percentile(localTimes, 95),
      target: { of: 'ratio', atMost: 5 },
    },
    {
      name: `settled per second, ${concurrency} at a time (local: baseline)`,
      value: crossThroughput.perSecond,
      unit: '/s',
      baseline: localThroughput.perSecond,
    },
    { name: `lost of ${crashCount}, hub restarted`, value: lost.length, target: { of: 'value', atMost: 0 } },
    { name: `doubled of ${crashCount}, hub restarted`, value: doubled, target: { of: 'value', atMost: 0 } },
    { name: `stuck of ${crashCount}, hub restarted`, value: stuck, target: { of: 'value', atMost: 0 } },
    {
      name: 'a transfer settles after the restart (1 yes)',
      value: yes(afterRestart),
      target: { of: 'value', atLeast: 1 },
    },
    {
      name: 'every ledger sums to zero (1 yes)',
      value: yes(sumsAreZero),
      target: { of: 'value', atLeast: 1 },
    },
  ]);

  mkdirSync(path.resolve(import.meta.dirname, 'results'), { recursive: true });
  writeFileSync(
    path.resolve(import.meta.dirname, 'results/federation.json'),
    `${JSON.stringify(
      {
        at: new Date().toISOString(),
        load: loadavg(),
        options: { samples, throughputCount, concurrency, crashCount, restart: restartSignal, wedge },
        latency: {
          cross: { p50: percentile(crossTimes, 50), p95: percentile(crossTimes, 95), byJob: latencyByJob },
          local: { p50: percentile(localTimes, 50), p95: percentile(localTimes, 95) },
          p95Ratio,
        },
        throughput: {
          cross: crossThroughput.perSecond,
          local: localThroughput.perSecond,
          byJob: throughputByJob,
          signatureRefusals: throughputRefusals,
        },
        crash: {
          approved: approved.length,
          refused,
          signatureRefusals: crashRefusals,
          notApproved,
          lost: lost.length,
          doubled,
          stuck,
          afterRestart,
          afterWedge,
          recoveredMs,
          sums,
        },
      },
      null,
      2,
    )}\n`,
  );
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  await tree?.stop('SIGKILL');
  if (!process.env.BENCH_KEEP) {
    for (const { name } of Object.values(databases)) {
      await sql(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {});
    }
  } else {
    console.log(
      `kept: ${Object.values(databases)
        .map(({ url }) => url)
        .join(' ')}`,
    );
  }
}
process.exit(exitCode);

async function balanceOf(node, member) {
  return (await callAs(node, member, 'GET', '/api/ledger/balance')).body.balance;
}
