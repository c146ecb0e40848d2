import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { lengthProblems } from './check-file-length.mjs';

const root = mkdtempSync(path.join(tmpdir(), 'file-length-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function write(file: string, lines: number) {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), 'const line = 1;\n'.repeat(lines));
}

describe('no production file over 400 lines', () => {
  it('names each production file over 400 lines with its count, and lets 400 lines and tests through', () => {
    write('apps/api/src/modules/a/a.service.ts', 401);
    write('apps/api/src/modules/a/b.service.ts', 400);
    write('apps/web/src/features/f/components/card.tsx', 450);
    write('apps/api/src/modules/a/a.test.ts', 900);
    write('apps/web/src/features/f/card.test.tsx', 900);
    write('apps/api/src/modules/a/a.test-helper.ts', 900);
    write('apps/api/src/test/app.ts', 900);
    write('packages/contracts/src/routes/big.ts', 402);
    const { problems, checked } = lengthProblems({ root, exceptions: new Map() });
    expect(problems).toEqual([
      'apps/api/src/modules/a/a.service.ts: 401 lines (at most 400); split it by what it does',
      'apps/web/src/features/f/components/card.tsx: 450 lines (at most 400); split it by what it does',
      'packages/contracts/src/routes/big.ts: 402 lines (at most 400); split it by what it does',
    ]);
    expect(checked).toBe(4);
  });

  it('lets a listed file stay over, and fails on a listed file that is no longer over or gone', () => {
    const exceptions = new Map([
      ['apps/api/src/modules/a/a.service.ts', 'being split'],
      ['apps/api/src/modules/a/b.service.ts', 'being split'],
      ['apps/api/src/modules/a/gone.ts', 'being split'],
      ['apps/web/src/features/f/components/card.tsx', 'being split'],
      ['packages/contracts/src/routes/big.ts', 'being split'],
    ]);
    expect(lengthProblems({ root, exceptions }).problems).toEqual([
      'apps/api/src/modules/a/b.service.ts: listed as an exception (being split) but it has 400 lines: remove it from the list',
      'apps/api/src/modules/a/gone.ts: listed as an exception (being split) but it is gone: remove it from the list',
    ]);
  });
});
