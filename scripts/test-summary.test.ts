import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const summaryScript = path.join(root, 'scripts/test-summary.mjs');

/** Runs the summary as CI does, on reports that real Vitest and Playwright runs wrote. */
function summarize(...reports: string[]) {
  const run = spawnSync(process.execPath, [summaryScript, ...reports], { encoding: 'utf8' });
  return {
    status: run.status,
    output: run.stdout + run.stderr,
    closing: run.stdout.trim().split('\n').at(-1),
  };
}

/** This run's environment without what Vitest sets for its own workers, which would confuse a nested run. */
const outsideEnv = Object.fromEntries(
  Object.entries(process.env).filter(([name]) => !name.startsWith('VITEST') && name !== 'NODE_OPTIONS'),
);

function write(folder: string, files: Record<string, string>) {
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(folder, name), text);
}

describe('the closing line of a CI run', () => {
  // Inside the repository, so that the journey finds @playwright/test in node_modules.
  mkdirSync(path.join(root, 'test-results'), { recursive: true });
  const folder = mkdtempSync(path.join(root, 'test-results', 'summary-fixture-'));
  const report = (name: string) => path.join(folder, name);

  beforeAll(() => {
    // A passing file, a file whose beforeAll throws and one whose import fails: Vitest counts no failed test.
    write(folder, {
      'vitest.config.mjs': `export default { test: { include: ['*.test.mjs'] } };`,
      'passes.test.mjs': `import { it } from 'vitest';\nit('passes', () => {});\n`,
      'setup-throws.test.mjs': `import { beforeAll, it } from 'vitest';\nbeforeAll(() => { throw new Error('database did not start'); });\nit('never runs', () => {});\n`,
      'import-fails.test.mjs': `import './no-such-module.mjs';\nimport { it } from 'vitest';\nit('never collected', () => {});\n`,
      'only-passes.config.mjs': `export default { test: { include: ['passes.test.mjs'] } };`,
      'one-fails.config.mjs': `export default { test: { include: ['adds-up.check.mjs'] } };`,
      'adds-up.check.mjs': `import { expect, it } from 'vitest';\nit('adds up', () => { expect(1 + 1).toBe(3); });\n`,
    });
    const vitest = (config: string, output: string) =>
      spawnSync(
        process.execPath,
        [
          path.join(root, 'node_modules/vitest/vitest.mjs'),
          'run',
          '--root',
          folder,
          '--config',
          path.join(folder, config),
          '--reporter=json',
          `--outputFile.json=${report(output)}`,
        ],
        { cwd: folder, encoding: 'utf8', env: outsideEnv },
      );
    vitest('vitest.config.mjs', 'broken-files.json');
    vitest('only-passes.config.mjs', 'green.json');
    vitest('one-fails.config.mjs', 'red.json');

    // A journey that fails its first attempt and passes its retry; no browser is needed for it.
    write(folder, {
      'playwright.config.mjs': `export default { testDir: '.', testMatch: '*.spec.mjs', retries: 1, outputDir: 'journey-output', reporter: [['json', { outputFile: '${report('journeys.json')}' }]] };`,
      'retried.spec.mjs': `import { test, expect } from '@playwright/test';\ntest('passes on its retry', ({}, info) => { expect(info.retry, 'the attempt').toBe(1); });\ntest('passes at once', () => {});\n`,
    });
    spawnSync(
      process.execPath,
      [path.join(root, 'node_modules/@playwright/test/cli.js'), 'test', '--config', 'playwright.config.mjs'],
      { cwd: folder, encoding: 'utf8', env: outsideEnv },
    );
  }, 60_000);
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('fails when a test file cannot run, though no test failed, and names the files', () => {
    const summary = summarize(report('broken-files.json'));
    expect(summary.status).toBe(1);
    expect(summary.closing).toBe('1 passed, 2 failed, 0 flaky, 1 skipped');
    expect(summary.output).toContain('setup-throws.test.mjs: database did not start');
    expect(summary.output).toContain('import-fails.test.mjs');
  });

  it('counts a journey that passed only on its retry as flaky, apart from passed, and lists it', () => {
    const summary = summarize(report('journeys.json'));
    expect(summary.closing).toBe('1 passed, 0 failed, 1 flaky, 0 skipped');
    expect(summary.output).toContain('FLAKY');
    expect(summary.output).toMatch(/FLAKY .*passes on its retry — Error: the attempt/);
  });

  it('gives each failed test the first line of its error, so the log says why without the report', () => {
    const summary = summarize(report('red.json'));
    expect(summary.status).toBe(1);
    expect(summary.output).toMatch(
      /FAILED .*adds-up\.check\.mjs: adds up — AssertionError: expected 2 to be 3/,
    );
  });

  it('passes a green run, and fails one whose report is missing', () => {
    expect(summarize(report('green.json'))).toMatchObject({
      status: 0,
      closing: '1 passed, 0 failed, 0 flaky, 0 skipped',
    });
    const missing = summarize(report('green.json'), report('never-written.json'));
    expect(missing.status).toBe(1);
    expect(missing.output).toContain('missing report');
  });

  it('names the figures of a part, and fails when a part ran nothing', () => {
    const summary = summarize(report('green.json'), '--part=Node 24', report('green.json'));
    expect(summary.closing).toBe(
      '2 passed, 0 failed, 0 flaky, 0 skipped (Node 24: 1 passed, 0 failed, 0 flaky, 0 skipped)',
    );
    expect(summary.status).toBe(0);
    expect(summarize(report('green.json'), '--part=Node 24').status).toBe(1);
  });
});
