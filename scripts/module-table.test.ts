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

describe("ADR 59's module table (npm run docs:modules, npm run lint:modules)", { timeout: 180_000 }, () => {
  it('matches the code as committed', () => {
    const result = run('--check');
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  });

  it('fails the check when a module starts using another, until the table is written again', () => {
    const copy = mkdtempSync(path.join(tmpdir(), 'module-table-'));
    copies.push(copy);
    cpSync(path.join(root, 'apps/api/src'), path.join(copy, 'apps/api/src'), { recursive: true });
    cpSync(path.join(root, 'docs/decisions'), path.join(copy, 'docs/decisions'), { recursive: true });
    const health = path.join(copy, 'apps/api/src/modules/health/index.ts');
    writeFileSync(
      health,
      `${readFileSync(health, 'utf8')}\nexport { privacyRoutes } from '../privacy/index.ts';\n`,
    );

    const stale = run('--check', copy);
    expect(stale.status).toBe(1);
    expect(stale.stderr).toContain('differs from the code: run npm run docs:modules');

    expect(run(copy).status).toBe(0);
    expect(readFileSync(path.join(copy, adr), 'utf8')).toContain('| health | privacy | none | none |');
    expect(run('--check', copy).status).toBe(0);
  });
});
