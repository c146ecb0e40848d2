import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const script = path.join(root, 'scripts/module-table.mjs');
const adr = 'docs/decisions/0059-api-module-boundaries.md';
const copies: string[] = [];
afterAll(() => copies.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

const run = (...args: string[]) => spawnSync(process.execPath, [script, ...args], { encoding: 'utf8' });

/** A copy of what the script reads: the API's code and migrations, and the ADRs. */
function copyOfRepository() {
  const copy = mkdtempSync(path.join(tmpdir(), 'module-table-'));
  copies.push(copy);
  for (const folder of ['apps/api/src', 'apps/api/drizzle', 'docs/decisions'])
    cpSync(path.join(root, folder), path.join(copy, folder), { recursive: true });
  return copy;
}

describe("ADR 59's module table (npm run docs:modules, npm run lint:modules)", { timeout: 180_000 }, () => {
  it('matches the code as committed', () => {
    const result = run('--check');
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  });

  it('fails the check when a module starts using another, until the table is written again', () => {
    const copy = copyOfRepository();
    const health = path.join(copy, 'apps/api/src/modules/health/index.ts');
    writeFileSync(
      health,
      `${readFileSync(health, 'utf8')}\nexport { privacyRoutes } from '../privacy/index.ts';\n`,
    );

    const stale = run('--check', copy);
    expect(stale.status).toBe(1);
    expect(stale.stderr).toContain('differ from the code: run npm run docs:modules');

    expect(run(copy).status).toBe(0);
    expect(readFileSync(path.join(copy, adr), 'utf8')).toContain('| health | privacy | none | none |');
    expect(run('--check', copy).status).toBe(0);
  });

  // Three runs of the script, each a dependency-cruiser pass: one took over 90 s on the shared 2-core
  // machine.
  it(
    "lists a module's SQL read of a table another module owns, and fails the check until it is written",
    {
      timeout: 360_000,
    },
    () => {
      const copy = copyOfRepository();
      expect(readFileSync(path.join(copy, adr), 'utf8')).not.toContain('| health | swaps |');
      writeFileSync(
        path.join(copy, 'apps/api/src/modules/health/swap-count.repository.ts'),
        [
          "import { sql } from 'drizzle-orm';",
          '// Counts the open swaps (FROM users in a comment is no read).',
          'export const countOpenSwaps = (db) =>',
          "  db.execute(sql`SELECT count(*) FROM swaps s JOIN profiles p ON p.id = s.requester_id WHERE s.status = 'open'`);",
          '',
        ].join('\n'),
      );

      const stale = run('--check', copy);
      expect(stale.status).toBe(1);
      expect(stale.stderr).toContain('differ from the code: run npm run docs:modules');

      expect(run(copy).status).toBe(0);
      const written = readFileSync(path.join(copy, adr), 'utf8');
      expect(written).toContain('| health | profiles | profiles |');
      expect(written).toContain('| health | swaps | swaps |');
      expect(written).not.toContain('| health | auth | users |');
      expect(run('--check', copy).status).toBe(0);
    },
  );
});
