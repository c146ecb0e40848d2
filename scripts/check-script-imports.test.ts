import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const script = path.resolve(import.meta.dirname, 'check-script-imports.mjs');
const folders: string[] = [];
afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

/** A folder holding the files given (path → text), with the compiler options the script reads. */
function project(files: Record<string, string>) {
  const folder = mkdtempSync(path.join(tmpdir(), 'script-imports-'));
  folders.push(folder);
  const all = {
    'tsconfig.base.json': JSON.stringify({ compilerOptions: { module: 'nodenext', target: 'es2022' } }),
    'scripts/.keep.mjs': '',
    ...files,
  };
  for (const [file, text] of Object.entries(all)) {
    mkdirSync(path.dirname(path.join(folder, file)), { recursive: true });
    writeFileSync(path.join(folder, file), text);
  }
  return folder;
}

const check = (folder: string) =>
  spawnSync(process.execPath, [script, folder], { encoding: 'utf8', timeout: 50_000 });

describe('the imports of benchmarks and scripts (lint:scripts)', { timeout: 60_000 }, () => {
  it('passes imports that resolve, though the files are not typed', () => {
    const folder = project({
      'bench/lib.mjs': 'export const size = 10;\n',
      'bench/run.mjs':
        "import { size } from './lib.mjs';\nconst half = size.nope.more;\nconsole.log(half);\n",
    });
    const result = check(folder);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  });

  it('names each import of a name the module does not export, or of a module that is gone', () => {
    const folder = project({
      'bench/lib.mjs': 'export const size = 10;\n',
      'bench/run.mjs': "import { size, freePort } from './lib.mjs';\nconsole.log(size, freePort);\n",
      'scripts/tool.mjs': "import { gone } from './missing.mjs';\nconsole.log(gone);\n",
    });
    const result = check(folder);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      "bench/run.mjs:1: Module '\"./lib.mjs\"' has no exported member 'freePort'.",
    );
    expect(result.stderr).toContain('scripts/tool.mjs:1:');
    expect(result.stderr).toContain("'./missing.mjs'");
  });
});
