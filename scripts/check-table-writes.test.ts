import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { databaseUseOf, tableReadsOf, tablesOfSchema, violationsOf } from './table-writes.mjs';

const root = path.resolve(import.meta.dirname, '..');
const script = path.join(root, 'scripts/check-table-writes.mjs');
const tablesByExport = tablesOfSchema([
  "export const users = pgTable('users', {});",
  "export const profiles = pgTable(\n  'profiles',\n  {},\n);",
  "export const memberSuspensions = pgTable('member_suspensions', {});",
]);
const owners = { users: 'auth', profiles: 'profiles', member_suspensions: 'moderation', audit_log: 'lib' };
const tableNames = new Set([...tablesByExport.values(), 'audit_log']);
const check = (file: string, source: string) =>
  violationsOf({ file: `apps/api/src/${file}`, source, tablesByExport, tableNames, owners }).map(
    ({ line, subject }) => `${line} ${subject}`,
  );

describe('each module writes only its own tables (ADR 78)', () => {
  it("finds the suspension's old raw SQL: SQL in a service, and writes to auth's and profiles' tables", () => {
    const source = [
      'export async function suspend(tx, id, now) {',
      '  await tx.execute(sql`UPDATE users SET suspended_at = ${now} WHERE id = ${id}`);',
      "  await tx.execute(sql`UPDATE profiles SET profile_visibility = 'private' WHERE id = ${id}`);",
      '  await tx.execute(sql`INSERT INTO member_suspensions (member_id) VALUES (${id})`);',
      '}',
    ].join('\n');
    expect(check('modules/moderation/suspension.service.ts', source)).toEqual([
      '2 SQL',
      '2 users',
      '3 profiles',
      '4 member_suspensions',
    ]);
  });

  it("finds Drizzle writes to another module's table, and lets a repository write its own", () => {
    const source = [
      'await db.update(profiles).set({ premium: true });',
      'await db.insert(users).values(row);',
      'await db.delete(memberSuspensions);',
    ].join('\n');
    expect(check('modules/moderation/suspensions.repository.ts', source)).toEqual(['1 profiles', '2 users']);
  });

  it('lets a repository read any table, and counts neither locks nor upserts as writes of another table', () => {
    const source = [
      'await db.execute(sql`SELECT u.email FROM users u JOIN profiles p ON p.id = u.id FOR UPDATE OF u`);',
      'await db.select().from(users).innerJoin(profiles, eq(profiles.id, users.id));',
      'await db.execute(sql`INSERT INTO member_suspensions (member_id) VALUES (1) ON CONFLICT DO UPDATE SET reason = 2`);',
    ].join('\n');
    expect(check('modules/moderation/suspensions.repository.ts', source)).toEqual([]);
  });

  it('treats a read outside a repository as SQL too, but not a hash update or a comment', () => {
    expect(
      check('modules/console/members.service.ts', 'const rows = await db.select().from(users);'),
    ).toEqual(['1 SQL']);
    const harmless = [
      "const digest = createHash('sha256').update(secret).digest('hex');",
      '// UPDATE users SET suspended_at = now()',
      '/* await db.execute(sql`DELETE FROM profiles`) */',
    ].join('\n');
    expect(check('modules/auth/shared/token-hash.ts', harmless)).toEqual([]);
    expect(databaseUseOf(harmless, tablesByExport, tableNames)).toEqual({ sqlLine: null, writes: [] });
  });

  it("lets the shared library write its own tables, but not a module's", () => {
    const source = 'await db.execute(sql`INSERT INTO audit_log (event) VALUES (1)`);';
    expect(check('lib/audit.ts', source)).toEqual([]);
    expect(check('lib/audit.ts', 'await db.update(users).set({ x: 1 });')).toEqual(['1 users']);
  });
});

describe('npm run lint:tables', { timeout: 60_000 }, () => {
  const copies: string[] = [];
  afterAll(() => copies.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

  function copyOfApi() {
    const copy = mkdtempSync(path.join(tmpdir(), 'table-writes-'));
    copies.push(copy);
    for (const folder of ['apps/api/src', 'apps/api/drizzle']) {
      cpSync(path.join(root, folder), path.join(copy, folder), { recursive: true });
    }
    return copy;
  }
  const run = (copy: string) => spawnSync(process.execPath, [script, copy], { encoding: 'utf8' });

  it('passes on the repository as it is', () => {
    const result = spawnSync(process.execPath, [script], { encoding: 'utf8' });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  });

  it("fails when a service writes another module's table again", () => {
    const copy = copyOfApi();
    const service = path.join(copy, 'apps/api/src/modules/moderation/suspension.service.ts');
    const source = readFileSync(service, 'utf8');
    writeFileSync(
      service,
      `${source}\nexport const lift = (tx: Tx, id: string) =>\n  tx.execute(sql\`UPDATE users SET suspended_at = NULL WHERE id = \${id}\`);\n`,
    );
    const result = run(copy);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('modules/moderation/suspension.service.ts');
    expect(result.stderr).toContain('writes users, owned by auth');
    expect(result.stderr).toContain('issues SQL outside a repository');
  });

  it('fails when a new table has no owner', () => {
    const copy = copyOfApi();
    writeFileSync(
      path.join(copy, 'apps/api/drizzle/9999_new.sql'),
      'CREATE TABLE member_badges (id bigint PRIMARY KEY);\n',
    );
    const result = run(copy);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('member_badges has no owner');
  });

  it("fails when the matches module writes the profile's skill categories again (the database copies them, ADR 144)", () => {
    const copy = copyOfApi();
    const repository = path.join(copy, 'apps/api/src/modules/matches/skill-sets.repository.ts');
    writeFileSync(
      repository,
      `${readFileSync(repository, 'utf8')}\nexport const copy = (db: DbOrTx) =>\n  db.execute(sql\`UPDATE profiles SET skill_categories = '{}'\`);\n`,
    );
    const result = run(copy);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('writes profiles, owned by profiles');
  });
});

describe('the tables a file reads (listed in ADR 59 when another module owns them)', () => {
  it('finds FROM and JOIN by name or as a Drizzle table, and Drizzle reads, but not deletes or comments', () => {
    const source = [
      '// FROM member_suspensions in a comment is no read',
      'await tx.execute(sql`SELECT 1 FROM users u JOIN "profiles" p ON p.id = u.id`);',
      'await tx.execute(sql`DELETE FROM member_suspensions WHERE id = ${id}`);',
      'await tx.execute(sql`SELECT 1 FROM ${memberSuspensions} WHERE a IS DISTINCT FROM users`);',
      'await db.select().from(profiles).innerJoin(users, eq(users.id, profiles.id));',
      'await db.query.memberSuspensions.findFirst();',
      'await tx.execute(sql`SELECT 1 FROM picked`);',
    ].join('\n');
    expect(
      tableReadsOf(source, tablesByExport, tableNames).map(({ line, table }) => `${line} ${table}`),
    ).toEqual([
      '2 users',
      '2 profiles',
      '4 member_suspensions',
      '5 profiles',
      '5 users',
      '6 member_suspensions',
    ]);
  });
});
