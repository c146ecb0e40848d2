import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const script = path.join(root, 'scripts/require-chromium.mjs');
const folders: string[] = [];

/** A PATH folder holding only node, and optionally a fake apt-get that records its calls. */
function makePathFolder(options: { aptGetInstalls?: string } = {}) {
  const folder = mkdtempSync(path.join(tmpdir(), 'require-chromium-'));
  folders.push(folder);
  symlinkSync(process.execPath, path.join(folder, 'node'));
  if (options.aptGetInstalls !== undefined) {
    const fake = [
      '#!/bin/sh',
      'PATH=/usr/bin:/bin',
      `echo "$@" >> ${folder}/apt-get.log`,
      `if [ "$1" = install ]; then printf '#!/bin/sh\\n' > ${options.aptGetInstalls}; chmod +x ${options.aptGetInstalls}; fi`,
    ].join('\n');
    writeFileSync(path.join(folder, 'apt-get'), `${fake}\n`);
    chmodSync(path.join(folder, 'apt-get'), 0o755);
  }
  return folder;
}

function runCheck(env: Record<string, string>) {
  return spawnSync(process.execPath, [script], { env, encoding: 'utf8' });
}

afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('npm test checks for Chromium before any test starts', () => {
  it('is the first thing npm test and the browser journeys run', () => {
    const { scripts } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(scripts.test).toMatch(/^node scripts\/require-chromium\.mjs && /);
    expect(scripts['test:e2e']).toMatch(/^node scripts\/require-chromium\.mjs && /);
  });

  it('passes at once when Chromium is there', () => {
    const result = runCheck({ PATH: makePathFolder(), CHROMIUM_PATH: process.execPath });
    expect(result.status).toBe(0);
    expect(result.stderr).toBe('');
  });

  it('stops with the one command to run when Chromium is missing and cannot be installed', () => {
    const folder = makePathFolder();
    const result = runCheck({ PATH: folder, CHROMIUM_PATH: path.join(folder, 'chromium') });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`need Chromium at ${path.join(folder, 'chromium')}, and it is not there`);
    expect(result.stderr).toContain('No test was run.');
    expect(result.stderr).toContain('CHROMIUM_PATH=/path/to/your/chromium npm test');
  });

  it.runIf(process.getuid?.() === 0)('installs Debian’s chromium with apt-get when it runs as root', () => {
    const chromium = path.join(tmpdir(), `chromium-${process.pid}`);
    const folder = makePathFolder({ aptGetInstalls: chromium });
    try {
      const result = runCheck({ PATH: folder, CHROMIUM_PATH: chromium });
      expect(result.status).toBe(0);
      expect(readFileSync(path.join(folder, 'apt-get.log'), 'utf8').split('\n')).toEqual([
        'update -qq',
        'install -y -qq chromium fonts-liberation',
        '',
      ]);
      expect(existsSync(chromium)).toBe(true);
    } finally {
      rmSync(chromium, { force: true });
    }
  });
});
