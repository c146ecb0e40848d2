// Child process of bench/explore.mjs: the real API (buildApp) on the benchmark database, plus two routes that
// exist only here — the naive baseline (every row of public_profiles, filtered in JavaScript, as the spec's
// client did) and one that forgets the cached totals, to measure searches whose total must be counted.
import { randomBytes } from 'node:crypto';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { normalizeSkill, taxonomySkillOf } from '../packages/contracts/src/shared/skill-taxonomy.ts';

const config = loadConfig({
  ...process.env,
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  SEED_MEMBERS: '0',
  MAIL_TRANSPORT: 'log',
  AUTH_SECRET: process.env.AUTH_SECRET ?? randomBytes(32).toString('hex'),
});
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
const app = await buildApp({ config, database });

const contains = (text, term) => (text ?? '').toLowerCase().includes(term);

app.get('/bench/naive', async (request) => {
  const q = String(request.query.q ?? '')
    .trim()
    .toLowerCase();
  const category = String(request.query.category ?? '');
  const word = category.toLowerCase();
  const skill = q ? taxonomySkillOf(q) : null;
  const result = await database.db.execute(
    'SELECT id, full_name, avatar_url, location, bio, skills_offered, skills_wanted, verified, rating FROM public_profiles',
  );
  // The same reading as the server's (literal substrings, and the taxonomy for a known skill and for
  // categories), so the comparison is of where the work happens, not of what is found. Each distinct label
  // is normalised once per request, which only flatters the baseline.
  const meanings = new Map();
  const meaningOf = (label) => {
    if (!meanings.has(label)) meanings.set(label, normalizeSkill(label));
    return meanings.get(label);
  };
  // The spec's client filtered after downloading everything; the filter runs here so its cost is counted,
  // and every row is sent because that is what the browser had to download.
  const matches = result.rows.filter((row) => {
    const skills = [...row.skills_offered, ...row.skills_wanted];
    const matchesQ =
      !q ||
      contains(row.full_name, q) ||
      skills.some((label) => contains(label, q) || (skill !== null && meaningOf(label).canonical === skill));
    const matchesCategory =
      !category || skills.some((label) => contains(label, word) || meaningOf(label).category === category);
    return matchesQ && matchesCategory;
  });
  return { items: result.rows, matches: matches.length };
});

app.post('/bench/forget-totals', async () => {
  await database.db.execute('UPDATE explore_generation SET value = value + 1');
  return { ok: true };
});

await app.listen({ host: '127.0.0.1', port: 0 });
process.stdout.write(`READY ${app.server.address().port}\n`);
const stop = async () => {
  await app.close();
  await database.close();
  process.exit(0);
};
process.once('SIGTERM', () => void stop());
process.once('SIGINT', () => void stop());
