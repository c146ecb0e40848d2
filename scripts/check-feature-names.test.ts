import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const script = path.join(root, 'scripts/check-feature-names.mjs');
const copies: string[] = [];
afterAll(() => copies.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

const run = (folder?: string) =>
  spawnSync(process.execPath, [script, ...(folder ? [folder] : [])], { encoding: 'utf8' });

/** The folders the check reads, copied: their names are all it looks at. */
function copyOfTree() {
  const copy = mkdtempSync(path.join(tmpdir(), 'feature-names-'));
  copies.push(copy);
  for (const folder of ['packages/contracts/src', 'scripts']) {
    cpSync(path.join(root, folder), path.join(copy, folder), { recursive: true });
  }
  for (const folder of ['apps/api/src/modules', 'apps/web/src/features']) {
    for (const name of readdirSync(path.join(root, folder))) {
      mkdirSync(path.join(copy, folder, name), { recursive: true });
    }
  }
  return copy;
}

describe('one feature, one name (node scripts/check-feature-names.mjs, in npm run lint)', () => {
  it('passes on the code as committed', () => {
    const result = run();
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  });

  it('fails on a new contracts area whose API module has another name, until they carry one name', () => {
    const copy = copyOfTree();
    mkdirSync(path.join(copy, 'packages/contracts/src/garden-plots'));
    writeFileSync(path.join(copy, 'packages/contracts/src/garden-plots/endpoints.ts'), 'export {};\n');
    mkdirSync(path.join(copy, 'apps/web/src/features/garden-plots'));
    mkdirSync(path.join(copy, 'apps/api/src/modules/allotments'));
    const refused = run(copy);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('garden-plots: lacks an API module apps/api/src/modules/garden-plots');

    mkdirSync(path.join(copy, 'apps/api/src/modules/garden-plots'));
    expect(run(copy).status).toBe(0);
  });

  it('fails on a listed area whose names now match, so the list only holds what still differs', () => {
    const copy = copyOfTree();
    mkdirSync(path.join(copy, 'apps/web/src/features/metrics'));
    const stale = run(copy);
    expect(stale.status).toBe(1);
    expect(stale.stderr).toContain(
      'metrics: its module and feature now carry its name; take it off the list',
    );
  });
});
