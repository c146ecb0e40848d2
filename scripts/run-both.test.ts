import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const script = path.resolve(import.meta.dirname, 'run-both.mjs');
const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** Runs scripts/run-both.mjs with stand-in `npm` and `npx` commands that log their call and exit as told. */
function runWith(exitCodes: { npm: number; npx: number }) {
  const bin = mkdtempSync(path.join(tmpdir(), 'skillswap-run-both-'));
  folders.push(bin);
  const log = path.join(bin, 'calls.log');
  for (const [name, code] of Object.entries(exitCodes)) {
    const file = path.join(bin, name);
    writeFileSync(file, `#!/bin/sh\necho "${name} $*" >> '${log}'\nexit ${code}\n`);
    chmodSync(file, 0o755);
  }
  const result = spawnSync(process.execPath, [script], {
    encoding: 'utf8',
    env: { ...process.env, PATH: `${bin}:${process.env.PATH}` },
  });
  return {
    status: result.status,
    stderr: result.stderr,
    calls: readFileSync(log, 'utf8').trim().split('\n'),
  };
}

describe('npm test runs both parts', () => {
  it('still runs the browser journeys when the unit tests failed, and fails naming the unit tests', () => {
    const run = runWith({ npm: 1, npx: 0 });
    expect(run.calls).toEqual(['npm run test:unit', 'npx playwright test']);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('unit and API tests (npm run test:unit): exit 1');
    expect(run.stderr).not.toContain('browser journeys');
  });

  it('fails when only the journeys failed', () => {
    const run = runWith({ npm: 0, npx: 2 });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('browser journeys (playwright test): exit 2');
  });

  it('passes when both passed', () => {
    const run = runWith({ npm: 0, npx: 0 });
    expect(run.calls).toHaveLength(2);
    expect(run.status).toBe(0);
  });
});
