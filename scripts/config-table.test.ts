import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const script = path.join(root, 'scripts/config-table.mjs');
const copies: string[] = [];
afterAll(() => copies.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

const run = (...args: string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', script, ...args], { cwd: root, encoding: 'utf8' });

/**
 * A copy of what the script reads, inside the repository so that config.ts still finds zod in its
 * node_modules.
 */
function copyOfRepository() {
  const parent = path.join(root, 'test-results');
  mkdirSync(parent, { recursive: true });
  const copy = mkdtempSync(path.join(parent, 'config-table-'));
  copies.push(copy);
  for (const file of ['apps/api/src/config.ts', 'apps/api/src/trust-proxy-setting.ts', 'docs/operations.md'])
    cpSync(path.join(root, file), path.join(copy, file));
  return copy;
}

const edit = (file: string, change: (text: string) => string) =>
  writeFileSync(file, change(readFileSync(file, 'utf8')));

// Each run loads tsx and the TypeScript compiler: about two seconds on the 2-core machine.
describe(
  "docs/operations.md's configuration table (npm run docs:config, npm run lint:config)",
  { timeout: 60_000 },
  () => {
    it('matches config.ts as committed', () => {
      const result = run('--check');
      expect(result.stderr).toBe('');
      expect(result.status).toBe(0);
    });

    it('fails the check when a default or meaning changes, until the table is written again', () => {
      const copy = copyOfRepository();
      const config = path.join(copy, 'apps/api/src/config.ts');
      edit(config, (text) =>
        text
          .replace('.default(3000)', '.default(3100)')
          .replace(
            '/** The interface to listen on. */',
            '/** The network interface the server listens on. */',
          ),
      );

      const stale = run('--check', copy);
      expect(stale.status).toBe(1);
      expect(stale.stderr).toContain(
        'the configuration table differs from config.ts; run npm run docs:config',
      );

      expect(run(copy).status).toBe(0);
      const table = readFileSync(path.join(copy, 'docs/operations.md'), 'utf8');
      expect(table).toContain('| `PORT` | `3100` | HTTP port for the API and the web app. |');
      expect(table).toContain('| `HOST` | `0.0.0.0` | The network interface the server listens on. |');
      expect(run('--check', copy).status).toBe(0);
    });

    it('refuses a setting that has no doc comment, naming it', () => {
      const copy = copyOfRepository();
      edit(path.join(copy, 'apps/api/src/config.ts'), (text) =>
        text.replace(
          '  /** HTTP port for the API and the web app. */',
          '  BACKLOG: z.coerce.number().optional(),\n  /** HTTP port for the API and the web app. */',
        ),
      );

      const result = run('--check', copy);
      expect(result.status).toBe(1);
      expect(result.stderr).toContain('these settings have no doc comment: BACKLOG');
    });
  },
);
