import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { hashPassword, needsRehash, verifyPassword } from './password.ts';

// A cheap cost: these tests are about the hashing threads, not argon2's strength.
const testCost = { memoryCost: 1024, timeCost: 1, parallelism: 1 };

describe('password hashing on its own threads', () => {
  it('hashes and verifies, and tells a wrong password from the right one', async () => {
    const stored = await hashPassword('Right-password-1', testCost);
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=1024,t=1,p=1\$/);
    expect(await verifyPassword(stored, 'Right-password-1')).toBe(true);
    expect(await verifyPassword(stored, 'Wrong-password-1')).toBe(false);
  });

  it('answers every one of many queued requests with its own result', async () => {
    const stored = await Promise.all(
      ['alpha', 'bravo', 'charlie'].map((word) => hashPassword(word, testCost)),
    );
    const checks = Array.from({ length: 30 }, (_, index) => {
      const word = ['alpha', 'bravo', 'charlie'][index % 3]!;
      const isRight = index % 2 === 0;
      return { hash: stored[index % 3]!, password: isRight ? word : `${word}!`, isRight };
    });
    const results = await Promise.all(checks.map((check) => verifyPassword(check.hash, check.password)));
    expect(results).toEqual(checks.map((check) => check.isRight));
  });

  it('treats a stored value that is not a hash as a wrong password, and as due for a rehash', async () => {
    expect(await verifyPassword('not-a-hash', 'anything')).toBe(false);
    expect(needsRehash('not-a-hash', testCost)).toBe(true);
    const stored = await hashPassword('Right-password-1', testCost);
    expect(needsRehash(stored, testCost)).toBe(false);
    expect(needsRehash(stored, { ...testCost, memoryCost: 19456 })).toBe(true);
  });

  it('keeps a process alive while it hashes, and lets it end once every hash is answered', async () => {
    // A script that hashes and verifies, then has nothing left to do: it must get its answers and then exit
    // by itself (a benchmark or an operator command that hashed a password used to run for ever).
    const script = path.join(mkdtempSync(path.join(tmpdir(), 'skillswap-hash-exit-')), 'hash.mjs');
    const password = pathToFileURL(path.join(import.meta.dirname, 'password.ts')).href;
    writeFileSync(
      script,
      `import { hashPassword, verifyPassword } from ${JSON.stringify(password)};
      const cost = ${JSON.stringify(testCost)};
      const stored = await hashPassword('Right-password-1', cost);
      console.log(await verifyPassword(stored, 'Right-password-1'));`,
    );
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', script], {
      cwd: path.resolve(import.meta.dirname, '../../../../../..'),
      timeout: 60_000,
    });
    expect(stdout.trim()).toBe('true');
  }, 90_000);
});
