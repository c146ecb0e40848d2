// The members' map at scale (ADR 175), on PostgreSQL, through the real API in this process.
//   npm run bench:map     (BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres, BENCH_MEMBERS=5000,
//                          BENCH_ROUNDS=20)
// A fresh database gets the real migrations; a coordinator signs up through the API and creates a community,
// then BENCH_MEMBERS members are seeded in SQL and join it: spread over the 40 largest cities of Great
// Britain (a third in London), nine in ten showing their city. The web app's first two calls are timed and
// weighed: the whole world at zoom 0, then the view fitted around everyone (the same fit the page makes),
// each with the bytes on the wire (Brotli, as a browser asks). Next to them in the same run, the naive way:
// every placed member in one answer (the same fields), built from one query and compressed the same way.
// Target: the first view <= 100 KB on the wire.
// Prints figures only; no pass/fail.
import os from 'node:os';
import { randomBytes, randomUUID } from 'node:crypto';
import { brotliCompressSync, constants as zlibConstants } from 'node:zlib';
import cityTimezones from 'city-timezones';
import pg from 'pg';
import { buildApp } from '../apps/api/src/app.ts';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { migrate } from '../apps/api/src/db/migrate.ts';
import { testConfig } from '../apps/api/src/config.ts';
import { createSwapKit } from '../apps/api/src/modules/swap-lifecycle/swaps.test-helper.ts';
import { reportFigures } from './figures.mjs';

const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const members = Number(process.env.BENCH_MEMBERS ?? 5000);
const rounds = Number(process.env.BENCH_ROUNDS ?? 20);

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value) => `${value.toFixed(1)} ms`;

// The page's fit (apps/web/src/features/map/components/members-map.tsx): the closest zoom up to 12 that holds
// the box in an 800 × 480 drawing with a margin, then the box that view shows.
const mercatorY = (latitude) =>
  Math.log(Math.tan(Math.PI / 4 + (Math.max(-85, Math.min(85, latitude)) * Math.PI) / 360)) / (2 * Math.PI);
function fittedQuery([west, south, east, north]) {
  let zoom = 12;
  const spanX = (east - west) / 360;
  const spanY = mercatorY(north) - mercatorY(south);
  while (zoom > 1 && (spanX * 256 * 2 ** zoom > 680 || spanY * 256 * 2 ** zoom > 360)) zoom -= 1;
  const worldWidth = 256 * 2 ** zoom;
  const centreX = (west + east) / 2;
  const centreY = mercatorY((south + north) / 2);
  const halfX = (400 / worldWidth) * 360;
  const toLatitude = (y) => (Math.atan(Math.exp(y * 2 * Math.PI)) * 360) / Math.PI - 90;
  return {
    zoom,
    west: centreX - halfX,
    east: centreX + halfX,
    south: toLatitude(centreY - 240 / worldWidth),
    north: toLatitude(centreY + 240 / worldWidth),
  };
}

const name = `skillswap_bench_map_${randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: serverUrl });
await admin.connect();
const { rows: version } = await admin.query('SHOW server_version');
console.log(
  `PostgreSQL ${version[0].server_version}, ${os.cpus().length} cores, load average ${os.loadavg()[0].toFixed(2)}`,
);
await admin.query(`CREATE DATABASE ${name}`);
const url = new URL(serverUrl);
url.pathname = `/${name}`;
const database = await openDatabase({ databaseUrl: url.toString(), dataDir: '' });
try {
  await migrate(database);
  const app = await buildApp({ config: testConfig({ DATABASE_URL: url.toString() }), database });
  await app.ready();
  const kit = createSwapKit(app, database);
  const coordinator = await kit.joinMember('Bench Coordinator');
  const created = await app.inject({
    method: 'POST',
    url: '/api/communities',
    headers: coordinator.authHeader,
    payload: { name: 'Bench Map', description: '', isOnline: true, visibility: 'public', joinRule: 'open' },
  });
  if (created.statusCode >= 300) throw new Error(`community: ${created.body}`);

  const cities = cityTimezones.cityMapping
    .filter((entry) => entry.iso2 === 'GB')
    .sort((a, b) => b.pop - a.pop)
    .slice(0, 40);
  const people = Array.from({ length: members }, (_, n) => {
    const city = n % 3 === 0 ? cities[0] : cities[n % cities.length];
    return { id: randomUUID(), n, city, shows: n % 10 !== 0 };
  });
  const seeder = new pg.Client({ connectionString: url.toString() });
  // Dropping the database at the end ends this connection: that is not an error of the run.
  seeder.on('error', () => {});
  await seeder.connect();
  const { rows: community } = await seeder.query(`SELECT id FROM communities WHERE slug = 'bench-map'`);
  const communityId = community[0].id;
  const started = performance.now();
  await seeder.query(
    `WITH p AS (SELECT * FROM jsonb_to_recordset($1::jsonb)
       AS x(id uuid, n int, city text, lat double precision, lng double precision, shows boolean))
     , u AS (INSERT INTO users (id, email, full_name, email_verified_at)
       SELECT id, 'map' || n || '@bench.test', 'Bench Person ' || n, now() FROM p)
     , pr AS (INSERT INTO profiles (id, full_name, location_city, city_latitude, city_longitude,
         show_location_detail, city_located_for)
       SELECT id, 'Bench Person ' || n, city, lat, lng, CASE WHEN shows THEN 'city' ELSE 'hidden' END,
         city || '|' FROM p)
     INSERT INTO community_members (community_id, member_id, role, status, requested_at, joined_at)
     SELECT $2, id, 'member', 'active', now(), now() FROM p`,
    [
      JSON.stringify(
        people.map((person) => ({
          id: person.id,
          n: person.n,
          city: person.city.city,
          lat: person.city.lat,
          lng: person.city.lng,
          shows: person.shows,
        })),
      ),
      communityId,
    ],
  );
  console.log(
    `seeded ${members.toLocaleString('en-GB')} members in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  const read = async (query) => {
    const search = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
    const begun = performance.now();
    const response = await app.inject({
      method: 'GET',
      url: `/api/communities/bench-map/map?${search}`,
      headers: { ...coordinator.authHeader, 'accept-encoding': 'br' },
    });
    const elapsed = performance.now() - begun;
    if (response.statusCode !== 200) throw new Error(`map answered ${response.statusCode}: ${response.body}`);
    return {
      elapsed,
      wire: response.rawPayload.length,
      encoding: response.headers['content-encoding'] ?? 'under 1 KB: sent as is',
    };
  };
  const world = await read({ zoom: 0 });
  const whole = await app.inject({
    method: 'GET',
    url: '/api/communities/bench-map/map?zoom=0',
    headers: coordinator.authHeader,
  });
  const body = whole.json();
  const fitted = fittedQuery(body.bounds);

  // The naive way: every placed member, with the fields a marker needs, in one answer.
  const naive = async () => {
    const begun = performance.now();
    const { rows } = await seeder.query(
      `SELECT p.id, p.full_name AS name, p.avatar_url AS "avatarUrl", p.location_city AS city,
         p.city_latitude AS latitude, p.city_longitude AS longitude
       FROM community_members cm JOIN profiles p ON p.id = cm.member_id
       WHERE cm.community_id = $1 AND cm.status = 'active' AND p.show_location_detail <> 'hidden'`,
      [communityId],
    );
    const wire = brotliCompressSync(JSON.stringify({ members: rows }), {
      params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 },
    }).length;
    return { elapsed: performance.now() - begun, wire, count: rows.length };
  };

  // The busiest view there is: London's members at street level (zoom 16, nobody grouped), 800 × 480.
  const london = cities[0];
  const street = {
    zoom: 16,
    west: london.lng - 0.0086,
    east: london.lng + 0.0086,
    south: london.lat - 0.0033,
    north: london.lat + 0.0033,
  };
  const city = {
    zoom: 12,
    west: london.lng - 0.137,
    east: london.lng + 0.137,
    south: london.lat - 0.053,
    north: london.lat + 0.053,
  };
  const timings = { world: [], fitted: [], naive: [], city: [], street: [] };
  let cityRead;
  let streetRead;
  let fittedRead;
  let naiveRead;
  for (let round = 0; round < rounds; round += 1) {
    timings.world.push((await read({ zoom: 0 })).elapsed);
    fittedRead = await read(fitted);
    timings.fitted.push(fittedRead.elapsed);
    cityRead = await read(city);
    timings.city.push(cityRead.elapsed);
    streetRead = await read(street);
    timings.street.push(streetRead.elapsed);
    naiveRead = await naive();
    timings.naive.push(naiveRead.elapsed);
  }
  console.log(
    `placed ${body.shown.toLocaleString('en-GB')}, not shown ${body.notShown.toLocaleString('en-GB')}; fitted view zoom ${fitted.zoom}`,
  );
  const line = (label, wire, values, extra = '') =>
    console.log(
      `  ${label.padEnd(34)} ${kb(wire).padStart(9)} on the wire   p50 ${ms(percentile(values, 50)).padStart(9)}  p95 ${ms(percentile(values, 95)).padStart(9)}${extra}`,
    );
  line('first call (world, zoom 0)', world.wire, timings.world, `  (${world.encoding})`);
  line(`fitted view (zoom ${fitted.zoom})`, fittedRead.wire, timings.fitted);
  line("London's members (zoom 12)", cityRead.wire, timings.city);
  line('London at street level (zoom 16)', streetRead.wire, timings.street);
  line(
    `naive: all ${naiveRead.count.toLocaleString('en-GB')} members at once`,
    naiveRead.wire,
    timings.naive,
  );
  const firstView = world.wire + fittedRead.wire;
  console.log(
    `first view in all: ${kb(firstView)} (target <= 100 KB: ${firstView <= 100 * 1024 ? 'met' : 'missed'}), ` +
      `${(naiveRead.wire / firstView).toFixed(1)}x less than the naive answer`,
  );
  reportFigures('map', [
    {
      name: 'first view on the wire (every member at once: baseline)',
      value: Number((firstView / 1024).toFixed(1)),
      unit: 'KB',
      baseline: Number((naiveRead.wire / 1024).toFixed(1)),
      ratio: 'baseline/value',
      target: { of: 'value', atMost: 100 },
    },
    {
      name: 'London at street level p95 (every member at once: baseline)',
      value: percentile(timings.street, 95),
      unit: 'ms',
      baseline: percentile(timings.naive, 95),
    },
  ]);
  await seeder.end();
  await app.close();
} finally {
  await database.close();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
}
