// Impact reports at scale (ADR 174), on PostgreSQL, through the real API in this process.
//   npm run bench:impact     (BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres, BENCH_ROUNDS=20,
//                             BENCH_INSTALL_ROUNDS=5, BENCH_NAIVE_MEMBERS=500)
// A fresh database gets the real migrations; a coordinator (who creates the community) and an admin with a
// second factor sign up through the API. Everything else is seeded in SQL, set-based, in a session that skips
// triggers (`session_replication_role = replica`): every transfer gets the idempotency key the ledger writes
// and movements that add up to zero (checked in one query after seeding, as the deferred
// `ledger_movements_balanced` trigger would at commit), `member_exchange_activity` is filled from the view
// `member_exchanges` afterwards, and the impact figures (migration 0123) by `impact_rebuild()`, which files
// every transfer through the function the ledger's triggers call.
//  1. A community's report: BENCH_COMMUNITY_MEMBERS members (default 5,000; some joined during the year, some
//     left) among BENCH_OTHER_MEMBERS others (default 15,000), with BENCH_EXCHANGES exchange transfers (default
//     200,000) spread over the last 12 months: completed swaps (confirmed, a few settled by an operator, some with
//     people outside), recorded exchanges (some group sessions, some with a levy, a few reversed) and workshop
//     seats (a few no-shows and refunds), plus donations and grants of the community's fund. Outside it,
//     BENCH_OTHER_EXCHANGES swaps between non-members over two years (default 100,000) and everyone's starter
//     grant. BENCH_ROUNDS reads of GET /api/communities/:slug/impact as the coordinator (default period, the 12
//     months up to today): p50/p95 (target p95 <= 200 ms), next to the naive way in the same run (the members in
//     one query, then each member's movements and exchanges of the period in queries of their own, added up in
//     JavaScript), timed on BENCH_NAIVE_MEMBERS members and scaled to all.
//  2. The install's report: members topped up to BENCH_INSTALL_MEMBERS (default 50,000) and the ledger to
//     BENCH_MOVEMENTS movements in all (default 2,000,000) with more swaps between non-members over the year.
//     BENCH_INSTALL_ROUNDS reads of GET /api/admin/impact as the admin, wall time p50/max (target <= 2 s), next
//     to the naive way (every transfer of the period with its movements read to the client by pages of 10,000
//     and added up in JavaScript), timed once. Then the community's report again on this larger install.
// BENCH_PARTS=1 runs only part 1 (part 2 needs part 1's data and seeds it either way). BENCH_KEEP=1 keeps the
// database to inspect (its name is printed). Prints figures only; no pass/fail.
import os from 'node:os';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { buildApp } from '../apps/api/src/app.ts';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { migrate } from '../apps/api/src/db/migrate.ts';
import { testConfig } from '../apps/api/src/config.ts';
import { systemClock } from '../apps/api/src/lib/clock.ts';
import { createSwapKit } from '../apps/api/src/modules/swap-lifecycle/swaps.test-helper.ts';
import { signUpStaffMember } from '../apps/api/src/test/staff.ts';
import { reportFigures } from './figures.mjs';

const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const rounds = Number(process.env.BENCH_ROUNDS ?? 20);
const installRounds = Number(process.env.BENCH_INSTALL_ROUNDS ?? 5);
const parts = new Set((process.env.BENCH_PARTS ?? '1,2').split(','));
const communityMembers = Number(process.env.BENCH_COMMUNITY_MEMBERS ?? 5000);
const otherMembers = Number(process.env.BENCH_OTHER_MEMBERS ?? 15_000);
const exchanges = Number(process.env.BENCH_EXCHANGES ?? 200_000);
const otherExchanges = Number(process.env.BENCH_OTHER_EXCHANGES ?? 100_000);
const naiveMembers = Number(process.env.BENCH_NAIVE_MEMBERS ?? 500);
const installMembers = Number(process.env.BENCH_INSTALL_MEMBERS ?? 50_000);
const movementsTarget = Number(process.env.BENCH_MOVEMENTS ?? 2_000_000);

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
const fmt = (ms) => (ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${ms.toFixed(1)} ms`);
const count = (value) => Number(value).toLocaleString('en-GB');
const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
const seconds = (started) => `${((performance.now() - started) / 1000).toFixed(1)} s`;

const year = 360 * 86_400; // seconds: exchanges of "the last 12 months" fall inside the report's default period
const skills = `(ARRAY['Guitar','Spanish','Python','Cooking','Photography','Yoga','French','Gardening','Piano','Excel'])`;
const categories = `(ARRAY['Gardening','Childcare','Transport','Cooking','Befriending','Repairs','Music'])`;

/**
 * Staged transfers (kind, key, the swap, words, time, and parallel arrays of accounts and amounts that add up
 * to zero), written to the ledger in time order by `flushTransfers`, so transfer and movement ids grow with
 * time as they do in a real ledger.
 */
async function createStaging(client) {
  await client.query(`
    CREATE TEMP TABLE bench_transfers (
      kind text NOT NULL, key text NOT NULL, swap_id uuid, description text NOT NULL, details jsonb,
      at timestamptz NOT NULL, accounts uuid[] NOT NULL, amounts numeric[] NOT NULL)`);
}

async function flushTransfers(client) {
  await client.query(`
    CREATE TEMP TABLE bench_numbered AS
    SELECT nextval('ledger_transfers_id_seq') AS tid, o.* FROM (SELECT * FROM bench_transfers ORDER BY at) o`);
  await client.query(`
    INSERT INTO ledger_transfers (id, kind, idempotency_key, swap_id, description, details, created_at)
    SELECT tid, kind, key, swap_id, description, details, at FROM bench_numbered ORDER BY tid`);
  const moved = await client.query(`
    INSERT INTO ledger_movements (transfer_id, account_id, amount, created_at)
    SELECT t.tid, l.account_id, l.amount, t.at
    FROM bench_numbered t CROSS JOIN LATERAL unnest(t.accounts, t.amounts) WITH ORDINALITY AS l(account_id, amount, i)
    WHERE l.amount <> 0
    ORDER BY t.tid, l.i`);
  const transfers = (await client.query('SELECT count(*) AS n FROM bench_numbered')).rows[0].n;
  await client.query('DROP TABLE bench_numbered');
  await client.query('TRUNCATE bench_transfers');
  return { transfers: Number(transfers), movements: moved.rowCount };
}

/**
 * People n = from..to: users, profiles and ledger accounts, each with the starter grant given when they
 * signed up.
 */
async function seedPeople(client, from, to) {
  await client.query(`
    INSERT INTO bench_people (n, id, account, joined, created)
    SELECT g, gen_random_uuid(), gen_random_uuid(), j, coalesce(j, now() - (g * 53 % 730) * interval '1 day')
      - interval '3 days'
    FROM generate_series(${from}, ${to}) g
    CROSS JOIN LATERAL (SELECT CASE WHEN g > ${communityMembers} THEN NULL
      WHEN g % 10 < 7 THEN now() - (400 + g % 600) * interval '1 day'
      ELSE now() - (g * 37 % 355) * interval '1 day' - interval '1 hour' END AS j) x`);
  await client.query(`
    INSERT INTO users (id, email, full_name, created_at, updated_at, email_verified_at)
    SELECT id, 'impact' || n || '@bench.test', 'Bench Person ' || n, created, created, created
    FROM bench_people WHERE n BETWEEN ${from} AND ${to}`);
  await client.query(`
    INSERT INTO profiles (id, full_name, created_at, updated_at)
    SELECT id, 'Bench Person ' || n, created, created FROM bench_people WHERE n BETWEEN ${from} AND ${to}`);
  await client.query(`
    INSERT INTO ledger_accounts (id, kind, member_id, created_at)
    SELECT account, 'member', id, created FROM bench_people WHERE n BETWEEN ${from} AND ${to}`);
  await client.query(`
    INSERT INTO bench_transfers (kind, key, description, details, at, accounts, amounts)
    SELECT 'starter_grant', 'starter-grant:' || id, 'Starter grant from the community fund', '{}',
      created + interval '1 hour', ARRAY['00000000-0000-4000-8000-000000000001'::uuid, account], ARRAY[-2, 2]
    FROM bench_people WHERE n BETWEEN ${from} AND ${to}`);
}

/**
 * `total` completed swaps numbered from `first`, settled at times spread over `span` seconds up to now.
 * `pair` gives the requester's and the recipient's numbers (a.n, b.n) from g. Confirmed hours differ from
 * those asked in one swap in ten, one in 101 was settled by an operator after a dispute; `uneven` keeps every
 * swap paying SkillCoin one way (two movements each), otherwise some are even (a transfer without movements).
 */
async function seedSwaps(client, { first, total, span, pair, uneven }) {
  const last = first + total - 1;
  await client.query(`
    CREATE TEMP TABLE bench_swaps AS
    SELECT gen_random_uuid() AS id, g, a.id AS requester, a.account AS requester_account, b.id AS recipient,
      b.account AS recipient_account, h.offered, h.requested,
      CASE WHEN g % 10 = 3 AND NOT ${uneven} THEN h.offered + 0.5 ELSE h.offered END AS confirmed_offered,
      g % 101 = 0 AS resolved,
      now() - interval '1 minute' - ((g::bigint * 104729) % ${span}) * interval '1 second' AS at,
      ${skills}[(1 + g % 10)::int] AS offered_skill, ${skills}[(1 + (g / 10) % 10)::int] AS requested_skill
    FROM generate_series(${first}::bigint, ${last}::bigint) g
    CROSS JOIN LATERAL (SELECT ${pair.a} AS an, ${pair.b} AS bn) p
    JOIN bench_people a ON a.n = p.an
    JOIN bench_people b ON b.n = p.bn
    CROSS JOIN LATERAL (SELECT 1 + (g % 4) * 0.5 AS offered,
      CASE WHEN NOT ${uneven} THEN 1 + ((g / 4) % 3) * 0.5
        WHEN g % 3 = 0 AND g % 4 > 0 THEN 0.5 + (g % 4) * 0.5 ELSE 1.5 + (g % 4) * 0.5 END AS requested) h`);
  await client.query(`
    INSERT INTO swaps (id, requester_id, recipient_id, offered_skill, requested_skill, hours_offered,
      hours_requested, status, created_at, updated_at)
    SELECT id, requester, recipient, offered_skill, requested_skill, offered, requested, 'completed',
      at - interval '10 days', at
    FROM bench_swaps ORDER BY at`);
  await client.query(`
    INSERT INTO swap_confirmations (swap_id, member_id, requester_hours, recipient_hours, confirmed_at)
    SELECT id, requester, confirmed_offered, requested, at - interval '1 hour' FROM bench_swaps
    UNION ALL
    SELECT id, recipient, confirmed_offered, requested, at FROM bench_swaps WHERE NOT resolved`);
  await client.query(`
    INSERT INTO swap_resolutions (swap_id, outcome, requester_hours, recipient_hours, note, resolved_at,
      resolved_via)
    SELECT id, 'settled', 1, 2, 'Settled after a dispute', at, 'console' FROM bench_swaps WHERE resolved`);
  // The requester teaches rh and learns ch: whoever learned more pays the difference to the other.
  await client.query(`
    INSERT INTO bench_transfers (kind, key, swap_id, description, details, at, accounts, amounts)
    SELECT 'swap_settlement', 'swap-settlement:' || id, id, 'Swap of ' || offered_skill || ' for ' || requested_skill,
      jsonb_build_object('offeredSkill', offered_skill, 'requestedSkill', requested_skill), at,
      ARRAY[requester_account, recipient_account], ARRAY[rh - ch, ch - rh]
    FROM bench_swaps
    CROSS JOIN LATERAL (SELECT CASE WHEN resolved THEN 1 ELSE confirmed_offered END AS rh,
      CASE WHEN resolved THEN 2 ELSE requested END AS ch) hours`);
  await client.query('DROP TABLE bench_swaps');
}

/**
 * Part 1's install: the community's members, the others, and a year of the community's exchanges (about 60 %
 * swaps, 30 % recorded parts and 10 % workshop seats of BENCH_EXCHANGES), with swaps between others over two
 * years.
 */
async function seedCommunity(client, { communityId, coordinatorId }) {
  const M = communityMembers;
  const O = otherMembers;
  await client.query(`
    CREATE TEMP TABLE bench_people (n int PRIMARY KEY, id uuid NOT NULL, account uuid NOT NULL, joined timestamptz,
      created timestamptz NOT NULL)`);
  await createStaging(client);
  await seedPeople(client, 1, M + O);
  // One member in 25 left during the year; the others are active members today.
  await client.query(
    `INSERT INTO community_members (community_id, member_id, role, status, requested_at, joined_at, ended_at)
     SELECT $1, id, 'member', CASE WHEN n % 25 = 0 THEN 'left' ELSE 'active' END, joined, joined,
       CASE WHEN n % 25 = 0 THEN joined + (now() - joined) * (0.3 + (n % 5) * 0.1) END
     FROM bench_people WHERE n <= ${M}`,
    [communityId],
  );
  const fund = await client.query(
    `INSERT INTO ledger_accounts (kind, community_id) VALUES ('community_fund', $1)
     ON CONFLICT (community_id) DO UPDATE SET kind = EXCLUDED.kind RETURNING id`,
    [communityId],
  );
  const fundAccount = fund.rows[0].id;

  const swapCount = Math.round(exchanges * 0.6);
  const seatCount = Math.round(exchanges * 0.1);
  const partCount = exchanges - swapCount - seatCount;
  // Swaps: each member with another member (an outsider in one in seven), a year of them.
  await seedSwaps(client, {
    first: 1,
    total: swapCount,
    span: year,
    uneven: false,
    pair: {
      a: `1 + (g * 7919) % ${M}`,
      b: `CASE WHEN g % 7 = 0 THEN ${M} + 1 + (g * 104729) % ${O}
        ELSE 1 + ((g * 7919) % ${M} + 1 + (g * 31) % ${M - 1}) % ${M} END`,
    },
  });
  // Swaps between others, over two years (half of them before the period).
  await seedSwaps(client, {
    first: swapCount + 1,
    total: otherExchanges,
    span: 2 * year,
    uneven: false,
    pair: {
      a: `${M} + 1 + (g * 7919) % ${O}`,
      b: `${M} + 1 + ((g * 7919) % ${O} + 1 + (g * 31) % ${O - 1}) % ${O}`,
    },
  });

  // Recorded exchanges: one teacher and one learner, or a group session of three learners in one in ten; a
  // levy of 5 % on one in four, one in 50 reversed after a dispute (and one in 50 kept).
  const recordedCount = Math.round(partCount / 1.2);
  await client.query(
    `CREATE TEMP TABLE bench_recorded AS
     SELECT gen_random_uuid() AS id, x, ${categories}[(1 + x % 7)::int] AS category,
       now() - interval '5 days' - ((x::bigint * 104729) % ${year - 5 * 86_400}) * interval '1 second' AS at,
       1 + (x % 3) * 0.5 AS hours, x % 4 = 0 AS levied,
       CASE WHEN x % 50 = 7 THEN 'reversed' WHEN x % 50 = 17 THEN 'kept' END AS outcome
     FROM generate_series(1::bigint, ${recordedCount}::bigint) x`,
  );
  await client.query(
    `INSERT INTO recorded_exchanges (id, community_id, recorded_by, category, note, happened_on, created_at,
       dispute_until, disputed_by, disputed_at, dispute_reason, decided_by, decided_at, outcome)
     SELECT id, $1, $2, category, 'bench ' || x, (at AT TIME ZONE 'UTC')::date, at, at + interval '7 days',
       NULL, CASE WHEN outcome IS NOT NULL THEN at + interval '1 day' END,
       CASE WHEN outcome IS NOT NULL THEN 'It did not happen' END,
       CASE WHEN outcome IS NOT NULL THEN $2::uuid END, CASE WHEN outcome IS NOT NULL THEN at + interval '3 days' END,
       outcome
     FROM bench_recorded ORDER BY at`,
    [communityId, coordinatorId],
  );
  await client.query(`
    CREATE TEMP TABLE bench_parts AS
    SELECT e.id AS exchange_id, e.x, p AS position, e.category, e.at, e.hours, e.outcome,
      CASE WHEN e.levied THEN round(e.hours * 0.05, 2) ELSE 0 END AS levy,
      t.id AS teacher, t.account AS teacher_account, l.id AS learner, l.account AS learner_account
    FROM bench_recorded e
    CROSS JOIN LATERAL generate_series(0, CASE WHEN e.x % 10 = 0 THEN 2 ELSE 0 END) p
    JOIN bench_people t ON t.n = 1 + (e.x * 7919 + 13) % ${M}
    JOIN bench_people l ON l.n = 1 + ((e.x * 7919 + 13) % ${M} + 1 + (e.x * 31 + p * 97) % ${M - 1}) % ${M}`);
  await client.query(`
    INSERT INTO recorded_exchange_parts (exchange_id, position, teacher_id, learner_id, hours, levy)
    SELECT exchange_id, position, teacher, learner, hours, levy FROM bench_parts`);
  const words = `jsonb_build_object('category', category, 'communityName', 'Bench Impact', 'recordedBy',
    'Bench Coordinator')`;
  await client.query(`
    INSERT INTO bench_transfers (kind, key, description, details, at, accounts, amounts)
    SELECT 'recorded_exchange', 'recorded-exchange:' || exchange_id || ':' || position,
      category || ' in Bench Impact, recorded by Bench Coordinator', ${words}, at,
      ARRAY[learner_account, teacher_account], ARRAY[-hours, hours]
    FROM bench_parts`);
  await client.query(
    `INSERT INTO bench_transfers (kind, key, description, details, at, accounts, amounts)
     SELECT 'community_levy', 'community-levy:' || exchange_id || ':' || position, 'Levy to the fund of Bench Impact',
       '{"communityName":"Bench Impact"}', at, ARRAY[teacher_account, $1::uuid], ARRAY[-levy, levy]
     FROM bench_parts WHERE levy > 0`,
    [fundAccount],
  );
  await client.query(
    `INSERT INTO bench_transfers (kind, key, description, details, at, accounts, amounts)
     SELECT 'recorded_exchange_reversal', 'recorded-exchange-reversal:' || exchange_id || ':' || position,
       'Recorded exchange in Bench Impact reversed after a dispute', '{"communityName":"Bench Impact"}',
       at + interval '3 days', ARRAY[teacher_account, $1::uuid, learner_account], ARRAY[levy - hours, -levy, hours]
     FROM bench_parts WHERE outcome = 'reversed'`,
    [fundAccount],
  );
  await client.query('DROP TABLE bench_parts');
  await client.query('DROP TABLE bench_recorded');

  // Workshops of the community: eight seats taken in each, one no-show, one seat in eight for an outsider,
  // one attended seat in 97 refunded after a dispute.
  const workshopCount = Math.ceil(seatCount / 8);
  await client.query(
    `CREATE TEMP TABLE bench_workshops AS
     SELECT gen_random_uuid() AS id, w, h.id AS host, h.account AS host_account, ${skills}[1 + w % 10] AS skill,
       'Bench workshop ' || w AS title, 1 + (w % 3) * 0.5 AS price,
       now() - interval '5 days' - ((w::bigint * 104729) % ${year - 5 * 86_400}) * interval '1 second' AS at
     FROM generate_series(1, ${workshopCount}) w
     JOIN bench_people h ON h.n = 1 + (w * 7919 + 5) % ${M}`,
  );
  await client.query(
    `INSERT INTO workshops (id, host_id, title, skill, description, starts_at, duration_minutes, time_zone,
       place_kind, place, seats, price, status, attendance_marked_at, created_at, updated_at, community_id)
     SELECT id, host, title, skill, '', at, 90, 'Europe/London', 'online', 'https://meet.example/bench', 10, price,
       'completed', at + interval '2 hours', at - interval '14 days', at + interval '2 hours', $1
     FROM bench_workshops ORDER BY at`,
    [communityId],
  );
  await client.query(`
    CREATE TEMP TABLE bench_seats AS
    SELECT gen_random_uuid() AS id, w.id AS workshop, w.title, w.price, w.at, w.host_account,
      l.id AS learner, l.account AS learner_account,
      CASE WHEN b = 7 THEN 'no_show' ELSE 'attended' END AS status,
      b <> 7 AND (w.w * 8 + b) % 97 = 0 AS refunded
    FROM bench_workshops w
    CROSS JOIN generate_series(0, 7) b
    JOIN bench_people h ON h.id = w.host
    JOIN bench_people l ON l.n = CASE WHEN b = 6 THEN ${M} + 1 + (w.w * 7 + b) % ${O}
      ELSE 1 + (h.n - 1 + 1 + (w.w * 13 + b * 131) % ${M - 1}) % ${M} END
    WHERE w.w * 8 + b <= ${seatCount + 7}`);
  await client.query(`
    INSERT INTO workshop_bookings (id, workshop_id, learner_id, status, price, created_at, seated_at, disputed_at,
      dispute_reason, dispute_decided_at, dispute_outcome, dispute_note)
    SELECT id, workshop, learner, status, price, at - interval '7 days', at - interval '7 days',
      CASE WHEN refunded THEN at + interval '1 day' END, CASE WHEN refunded THEN 'The host did not come' END,
      CASE WHEN refunded THEN at + interval '3 days' END, CASE WHEN refunded THEN 'refunded' END,
      CASE WHEN refunded THEN 'Refunded' END
    FROM bench_seats ORDER BY at`);
  await client.query(`
    INSERT INTO bench_transfers (kind, key, description, details, at, accounts, amounts)
    SELECT 'workshop_settlement', 'workshop-settlement:' || id,
      'Workshop "' || title || '" (' || CASE WHEN status = 'no_show' THEN 'no-show' ELSE 'attended' END || ')',
      jsonb_build_object('workshopTitle', title, 'workshopOutcome', status), at + interval '2 hours',
      ARRAY[learner_account, host_account], ARRAY[-price, price]
    FROM bench_seats WHERE price > 0`);
  await client.query(`
    INSERT INTO bench_transfers (kind, key, description, details, at, accounts, amounts)
    SELECT 'workshop_refund', 'workshop-refund:' || id, 'Workshop "' || title || '" (refund after a dispute)',
      jsonb_build_object('workshopTitle', title, 'workshopOutcome', 'refund'), at + interval '3 days',
      ARRAY[host_account, learner_account], ARRAY[-price, price]
    FROM bench_seats WHERE refunded AND price > 0`);
  await client.query('DROP TABLE bench_seats');
  await client.query('DROP TABLE bench_workshops');

  // The fund: one member in ten gave to it during the year, and it granted one member in 40 twice as much.
  await client.query(
    `INSERT INTO bench_transfers (kind, key, description, details, at, accounts, amounts)
     SELECT 'community_donation', 'community-donation:' || $2 || ':' || id || ':' || md5(n::text),
       'Donation to the fund of Bench Impact', '{"communityName":"Bench Impact"}'::jsonb,
       now() - interval '2 days' - (n * 7 % 355) * interval '1 day', ARRAY[account, $1::uuid], ARRAY[-1, 1]
     FROM bench_people WHERE n <= ${M} AND n % 10 = 1
     UNION ALL
     SELECT 'community_grant', 'community-grant:' || $2 || ':' || md5(n::text),
       'Grant from the fund of Bench Impact', '{"communityName":"Bench Impact"}'::jsonb,
       now() - interval '1 day' - (n * 3 % 100) * interval '1 day', ARRAY[$1::uuid, account], ARRAY[-2, 2]
     FROM bench_people WHERE n <= ${M} AND n % 40 = 2`,
    [fundAccount, communityId],
  );
  return flushTransfers(client);
}

/** Part 2's install: people up to BENCH_INSTALL_MEMBERS, and swaps between non-members until the ledger holds
 * BENCH_MOVEMENTS movements. */
async function seedInstall(client) {
  const before = Number((await client.query('SELECT max(n) AS n FROM bench_people')).rows[0].n);
  if (installMembers > before) await seedPeople(client, before + 1, installMembers);
  const people = Math.max(before, installMembers);
  const staged = await client.query(
    `SELECT (SELECT count(*) FROM ledger_movements) + (SELECT coalesce(sum(cardinality(amounts)), 0)
       FROM bench_transfers) AS n`,
  );
  const missing = movementsTarget - Number(staged.rows[0].n);
  const N = people - communityMembers;
  if (missing > 0) {
    const firstSwap = Number((await client.query('SELECT count(*) AS n FROM swaps')).rows[0].n) + 1;
    await seedSwaps(client, {
      first: firstSwap,
      total: Math.ceil(missing / 2),
      span: year,
      uneven: true,
      pair: {
        a: `${communityMembers} + 1 + (g * 7919) % ${N}`,
        b: `${communityMembers} + 1 + ((g * 7919) % ${N} + 1 + (g * 31) % ${N - 1}) % ${N}`,
      },
    });
  }
  return flushTransfers(client);
}

/** Checks every transfer adds up to zero (what the deferred trigger checks at commit), fills
 * `member_exchange_activity` and the impact figures as their triggers would have, and refreshes the planner's
 * statistics. */
async function finishSeed(client) {
  const unbalanced = await client.query(`
    SELECT count(*) AS n FROM (SELECT transfer_id FROM ledger_movements GROUP BY transfer_id
      HAVING sum(amount) <> 0) x`);
  if (Number(unbalanced.rows[0].n) !== 0) throw new Error(`${unbalanced.rows[0].n} transfers do not balance`);
  await client.query(`
    INSERT INTO member_exchange_activity (member_id, first_exchange_at, last_exchange_at)
    SELECT e.member_id, min(e.at), max(e.at) FROM member_exchanges e JOIN users u ON u.id = e.member_id
    GROUP BY e.member_id
    ON CONFLICT (member_id) DO UPDATE SET first_exchange_at = EXCLUDED.first_exchange_at,
      last_exchange_at = EXCLUDED.last_exchange_at`);
  // The impact figures (migration 0123, ADR 182): the triggers are off in this session, so every transfer is
  // filed by the function they call (`impact_refresh`, through the migration's backfill `impact_rebuild`).
  const filing = performance.now();
  await client.query('SELECT impact_rebuild()');
  console.log(`  impact figures filed for every transfer in ${seconds(filing)}`);
  await client.query('ANALYZE');
  const { rows } = await client.query(`
    SELECT (SELECT count(*) FROM users) AS users, (SELECT count(*) FROM ledger_transfers) AS transfers,
      (SELECT count(*) FROM ledger_movements) AS movements, (SELECT count(*) FROM swaps) AS swaps`);
  return rows[0];
}

/** The default period as the service resolves it: the 12 months up to today, in UTC. */
function defaultPeriod(now) {
  const day = 86_400_000;
  const to = now.toISOString().slice(0, 10);
  const lastYear = new Date(Date.parse(to));
  lastYear.setUTCFullYear(lastYear.getUTCFullYear() - 1);
  return { start: new Date(lastYear.getTime() + day), end: new Date(Date.parse(to) + day) };
}

/**
 * The community's report the naive way: its members in one query, then for each member (the first `sample`)
 * their ledger movements of the period while a member and their exchanges of the period, one query each,
 * added up in JavaScript. Answers the time for the sample and what it added up.
 */
async function naiveCommunity(client, communityId, sample) {
  const { start, end } = defaultPeriod(new Date());
  const started = performance.now();
  const { rows: members } = await client.query(
    `SELECT cm.member_id, a.id AS account_id, cm.joined_at, cm.ended_at
     FROM community_members cm JOIN ledger_accounts a ON a.member_id = cm.member_id
     WHERE cm.community_id = $1 AND cm.joined_at IS NOT NULL ORDER BY cm.member_id`,
    [communityId],
  );
  const lines = new Map();
  const exchanged = new Map();
  const active = new Set();
  const taken = members.slice(0, sample);
  for (const member of taken) {
    const from = member.joined_at > start ? member.joined_at : start;
    const until = member.ended_at && member.ended_at < end ? member.ended_at : end;
    if (from >= until) continue;
    const movements = await client.query(
      `SELECT t.id, t.kind, t.details->>'workshopOutcome' AS outcome, m.amount
       FROM ledger_movements m JOIN ledger_transfers t ON t.id = m.transfer_id
       WHERE m.account_id = $1 AND m.created_at >= $2 AND m.created_at < $3`,
      [member.account_id, from, until],
    );
    for (const row of movements.rows) {
      const key = row.kind === 'workshop_settlement' ? `workshop_${row.outcome}` : row.kind;
      const line = lines.get(key) ?? { transfers: new Set(), credited: 0, debited: 0 };
      line.transfers.add(row.id);
      const amount = Number(row.amount);
      if (amount > 0) line.credited += amount;
      else line.debited -= amount;
      lines.set(key, line);
    }
    const mine = await client.query(
      `SELECT t.id, s.hours_offered AS a, s.hours_requested AS b
       FROM swaps s JOIN ledger_transfers t ON t.swap_id = s.id
       WHERE (s.requester_id = $1 OR s.recipient_id = $1) AND t.kind = 'swap_settlement'
         AND t.created_at >= $2 AND t.created_at < $3
       UNION ALL
       SELECT t.id, p.hours, 0 FROM recorded_exchange_parts p
       JOIN recorded_exchanges e ON e.id = p.exchange_id AND e.outcome IS DISTINCT FROM 'reversed'
       JOIN ledger_transfers t ON t.idempotency_key = 'recorded-exchange:' || p.exchange_id || ':' || p.position
       WHERE (p.teacher_id = $1 OR p.learner_id = $1) AND t.created_at >= $2 AND t.created_at < $3
       UNION ALL
       SELECT t.id, b.price, 0 FROM workshop_bookings b
       JOIN ledger_transfers t ON t.idempotency_key = 'workshop-settlement:' || b.id
       WHERE b.learner_id = $1 AND b.status = 'attended' AND t.created_at >= $2 AND t.created_at < $3
       UNION ALL
       SELECT t.id, b.price, 0 FROM workshops w JOIN workshop_bookings b ON b.workshop_id = w.id
       JOIN ledger_transfers t ON t.idempotency_key = 'workshop-settlement:' || b.id
       WHERE w.host_id = $1 AND b.status = 'attended' AND t.created_at >= $2 AND t.created_at < $3`,
      [member.member_id, from, until],
    );
    for (const row of mine.rows) {
      exchanged.set(row.id, Number(row.a) + Number(row.b));
      active.add(member.member_id);
    }
  }
  const elapsed = performance.now() - started;
  const hours = [...exchanged.values()].reduce((sum, value) => sum + value, 0);
  return { elapsed, members: members.length, taken: taken.length, exchanges: exchanged.size, hours, lines };
}

/**
 * The install's report the naive way: every transfer of the period with its movements (and a swap's hours),
 * read to the client by pages of 10,000 transfers and added up in JavaScript.
 */
async function naiveInstall(client) {
  const { start, end } = defaultPeriod(new Date());
  const started = performance.now();
  const lines = new Map();
  const accounts = new Set();
  let after = 0;
  let rows = 0;
  let hours = 0;
  let exchangesSeen = 0;
  for (;;) {
    const page = await client.query(
      `WITH page AS (
         SELECT id, kind, swap_id, details FROM ledger_transfers
         WHERE created_at >= $1 AND created_at < $2 AND id > $3 ORDER BY id LIMIT 10000)
       SELECT p.id, p.kind, p.details->>'workshopOutcome' AS outcome, m.account_id, m.amount,
         s.hours_offered, s.hours_requested
       FROM page p LEFT JOIN ledger_movements m ON m.transfer_id = p.id LEFT JOIN swaps s ON s.id = p.swap_id
       ORDER BY p.id`,
      [start, end, after],
    );
    if (page.rows.length === 0) break;
    let last = after;
    for (const row of page.rows) {
      rows += 1;
      const key = row.kind === 'workshop_settlement' ? `workshop_${row.outcome}` : row.kind;
      const line = lines.get(key) ?? { transfers: 0, credited: 0, debited: 0 };
      if (row.id !== last) {
        line.transfers += 1;
        if (row.kind === 'swap_settlement') {
          hours += Number(row.hours_offered) + Number(row.hours_requested);
          exchangesSeen += 1;
        }
      }
      last = row.id;
      if (row.account_id) {
        accounts.add(row.account_id);
        const amount = Number(row.amount);
        if (amount > 0) line.credited += amount;
        else line.debited -= amount;
        if (amount > 0 && (row.kind === 'recorded_exchange' || key === 'workshop_attended')) {
          hours += amount;
          exchangesSeen += 1;
        }
      }
      lines.set(key, line);
    }
    after = Number(last);
  }
  return { elapsed: performance.now() - started, rows, lines, accounts: accounts.size, hours, exchangesSeen };
}

const describe = (report) => {
  const sources = report.exchanges.bySource.map((s) => `${s.source} ${count(s.exchanges)}`).join(', ');
  const m = report.members;
  return [
    `  report read: ${count(report.exchanges.exchanges)} exchanges, ${count(report.exchanges.hours)} hours (${sources}); undone ${count(report.exchanges.undone.exchanges)}`,
    `  members: at end ${count(m.atEnd)}, active ${count(m.active)}, joined ${count(m.joined)}, dormant ${count(m.dormant)}, first exchange ${count(m.firstExchange.exchanged)} of ${count(m.firstExchange.eligible)}, pairs ${count(m.partners.pairs)} (${count(m.partners.repeatPairs)} again)`,
    `  ledger: ${report.ledger.lines.map((l) => `${l.line} ${count(l.transfers)}`).join(', ')}; credited ${count(report.ledger.credited)}, debited ${count(report.ledger.debited)}`,
  ].join('\n');
};

const name = `skillswap_bench_impact_${randomBytes(4).toString('hex')}`;
await withAdmin(async (admin) => {
  const { rows } = await admin.query('SHOW server_version');
  console.log(`PostgreSQL ${rows[0].server_version}, ${os.cpus().length} cores, load average ${load()}`);
  await admin.query(`CREATE DATABASE ${name}`);
});
const url = new URL(serverUrl);
url.pathname = `/${name}`;
const database = await openDatabase({ databaseUrl: url.toString(), dataDir: '' });
try {
  await migrate(database);
  const app = await buildApp({ config: testConfig({ DATABASE_URL: url.toString() }), database });
  await app.ready();
  const kit = createSwapKit(app, database);
  const call = async (member, path) => {
    const started = performance.now();
    const response = await app.inject({ method: 'GET', url: path, headers: member.authHeader });
    const elapsed = performance.now() - started;
    if (response.statusCode >= 300)
      throw new Error(`GET ${path} answered ${response.statusCode}: ${response.body}`);
    return { elapsed, body: response.json() };
  };

  const coordinator = await kit.joinMember('Bench Coordinator');
  const slug = 'bench-impact';
  const created = await app.inject({
    method: 'POST',
    url: '/api/communities',
    headers: coordinator.authHeader,
    payload: {
      name: 'Bench Impact',
      description: '',
      isOnline: true,
      visibility: 'public',
      joinRule: 'open',
    },
  });
  if (created.statusCode >= 300) throw new Error(`community: ${created.body}`);
  // Reads take long enough at full size for an access token to expire: sessions are renewed every five
  // minutes (an admin's needs a second factor, so a new admin signs up).
  const freshSession = (signIn) => {
    let session;
    let at = -Infinity;
    return async () => {
      if (performance.now() - at > 300_000) {
        session = await signIn();
        at = performance.now();
      }
      return session;
    };
  };
  const coordinatorSession = freshSession(() => kit.signInAgain(coordinator));
  const adminSession = freshSession(() => signUpStaffMember(app, database, systemClock, 'admin'));
  const communityPath = `/api/communities/${slug}/impact`;
  const installPath = '/api/admin/impact';

  const figures = [];
  const seeder = new pg.Client({ connectionString: url.toString() });
  await seeder.connect();
  const reader = new pg.Client({ connectionString: url.toString() });
  await reader.connect();
  try {
    await seeder.query(`SET session_replication_role = replica`);
    const { rows } = await seeder.query('SELECT id FROM communities WHERE slug = $1', [slug]);
    const communityId = rows[0].id;
    console.log(
      `seeding ${count(communityMembers)} community members among ${count(otherMembers)} others, ${count(exchanges)} exchanges in the community and ${count(otherExchanges)} swaps between others…`,
    );
    let started = performance.now();
    const seeded = await seedCommunity(seeder, { communityId, coordinatorId: coordinator.userId });
    const totals = await finishSeed(seeder);
    console.log(
      `  seeded in ${seconds(started)}: ${count(seeded.transfers)} transfers, ${count(seeded.movements)} movements; install: ${count(totals.users)} users, ${count(totals.swaps)} swaps, ${count(totals.transfers)} transfers, ${count(totals.movements)} movements`,
    );

    const communityReads = async (times) => {
      for (let warm = 0; warm < 2; warm += 1) await call(await coordinatorSession(), communityPath);
      const elapsed = [];
      let shown;
      for (let round = 0; round < times; round += 1) {
        const read = await call(await coordinatorSession(), communityPath);
        elapsed.push(read.elapsed);
        shown = read.body;
      }
      return { elapsed, shown };
    };

    if (parts.has('1')) {
      // 1. The community's report.
      const { elapsed, shown } = await communityReads(rounds);
      const naive = await naiveCommunity(reader, communityId, naiveMembers);
      const naiveScaled = (naive.elapsed / naive.taken) * naive.members;
      console.log(
        `community report, ${count(communityMembers)} members, period ${shown.period.from} to ${shown.period.to} (${rounds} rounds, PostgreSQL):`,
      );
      console.log(describe(shown));
      console.log(
        `  one request:  p50 ${fmt(percentile(elapsed, 50))}, p95 ${fmt(percentile(elapsed, 95))}, max ${fmt(Math.max(...elapsed))} (target p95 <= 200 ms)`,
      );
      console.log(
        `  naive (members in one query, then 2 queries per member): ${fmt(naive.elapsed)} for ${count(naive.taken)} members (${count(naive.exchanges)} exchanges, ${count(Math.round(naive.hours))} hours), scaled to ${count(naive.members)}: ${fmt(naiveScaled)}`,
      );
      console.log(
        `  ratio naive (scaled) / report at p50: ${(naiveScaled / percentile(elapsed, 50)).toFixed(1)}x`,
      );
      figures.push({
        name: `community report p95, ${count(communityMembers)} members (naive, scaled: baseline)`,
        value: percentile(elapsed, 95),
        unit: 'ms',
        baseline: naiveScaled,
        ratio: 'baseline/value',
        target: { of: 'value', atMost: 200 },
      });
    }

    if (parts.has('2')) {
      // 2. The install's report.
      console.log(
        `seeding the install up to ${count(installMembers)} members and ${count(movementsTarget)} ledger movements…`,
      );
      started = performance.now();
      const added = await seedInstall(seeder);
      const all = await finishSeed(seeder);
      console.log(
        `  seeded in ${seconds(started)}: ${count(added.transfers)} more transfers; install: ${count(all.users)} users, ${count(all.swaps)} swaps, ${count(all.transfers)} transfers, ${count(all.movements)} movements`,
      );
      await call(await adminSession(), installPath);
      const elapsed = [];
      let shown;
      for (let round = 0; round < installRounds; round += 1) {
        const read = await call(await adminSession(), installPath);
        elapsed.push(read.elapsed);
        shown = read.body;
      }
      const naive = await naiveInstall(reader);
      console.log(
        `install report, period ${shown.period.from} to ${shown.period.to} (${installRounds} rounds):`,
      );
      console.log(describe(shown));
      console.log(
        `  one request:  p50 ${fmt(percentile(elapsed, 50))}, max ${fmt(Math.max(...elapsed))} (target <= 2 s)`,
      );
      console.log(
        `  naive (every transfer of the period with its movements, pages of 10,000): ${fmt(naive.elapsed)}, ${count(naive.rows)} rows, ${count(naive.accounts)} accounts`,
      );
      console.log(`  ratio naive / report at p50: ${(naive.elapsed / percentile(elapsed, 50)).toFixed(1)}x`);
      figures.push({
        name: `install report, slowest of ${installRounds} (naive: baseline)`,
        value: Math.max(...elapsed),
        unit: 'ms',
        baseline: naive.elapsed,
        ratio: 'baseline/value',
        target: { of: 'value', atMost: 2000 },
      });
      const again = await communityReads(Math.min(rounds, 10));
      console.log(
        `community report again on this install (${again.elapsed.length} rounds): p50 ${fmt(percentile(again.elapsed, 50))}, p95 ${fmt(percentile(again.elapsed, 95))}; ${count(again.shown.exchanges.exchanges)} exchanges`,
      );
    }
  } finally {
    await seeder.end();
    await reader.end();
  }
  console.log(`load average: ${load()}`);
  reportFigures('impact', figures);
  await app.close();
} finally {
  await database.close().catch(() => undefined);
  if (process.env.BENCH_KEEP) console.log(`kept database ${name}`);
  else await withAdmin((admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
}
// A MessagePort still open (not ours) keeps the process alive once everything above has closed.
process.exit(0);
