import { describe, expect, it } from 'vitest';
import {
  countProblems,
  formatTable,
  parseReports,
  ratioOf,
  tableRows,
  verdictOf,
} from '../bench/figures.mjs';
import type { Figure } from '../bench/figures.mjs';

// Figures as the benchmarks report them (values from docs/benchmarks.md's runs).
const boardGuitar: Figure = {
  name: 'first page p95, search "guitar"',
  value: 1.9,
  unit: 'ms',
  baseline: 612.4,
  baselineName: 'naive',
  ratio: 'baseline/value',
  target: [
    { of: 'value', atMost: 10 },
    { of: 'ratio', atLeast: 100, sizeDependent: true },
  ],
};
const swapMixThroughput: Figure = {
  name: 'one process, mix with swap requests, req/s (profile pages instead: baseline)',
  value: 806,
  unit: '/s',
  baseline: 1599,
  target: { of: 'ratio', atLeast: 0.8 },
};
const exploreTbt: Figure = {
  name: '/explore total blocking time (/: baseline)',
  value: 736,
  unit: 'ms',
  baseline: 225,
  target: { of: 'ratio', atMost: 1.5 },
};

describe('bench:quick figures', () => {
  it('takes the ratio the way the figure states it', () => {
    expect(ratioOf(boardGuitar)).toBeCloseTo(322.3, 1);
    expect(ratioOf(swapMixThroughput)).toBeCloseTo(0.504, 3);
    expect(ratioOf({ name: 'no baseline', value: 3 })).toBeNull();
    expect(ratioOf({ name: 'zero baseline', value: 3, baseline: 0 })).toBeNull();
  });

  it('judges a figure against every target it has', () => {
    expect(verdictOf(boardGuitar)).toBe('met');
    expect(verdictOf(swapMixThroughput)).toBe('missed');
    expect(verdictOf(exploreTbt)).toBe('missed');
    expect(verdictOf({ ...exploreTbt, value: 330 })).toBe('met');
    // Exactly on the limit is within it.
    expect(verdictOf({ name: 'lost', value: 0, target: { of: 'value', atMost: 0 } })).toBe('met');
    expect(verdictOf({ name: 'no target', value: 12, unit: 'ms' })).toBe('');
  });

  it('tells a miss of a target set for the full size from a real one', () => {
    // 2,000 members: the naive way is quick, so the ratio stays under 100x while the page is fast.
    const small = { ...boardGuitar, value: 2.1, baseline: 41.7 };
    expect(verdictOf(small)).toBe('missed at this size');
    // Slow and under the ratio: the absolute target decides.
    expect(verdictOf({ ...small, value: 14.2 })).toBe('missed');
  });

  it('says a target with nothing to judge was not measured', () => {
    const failedPage: Figure = {
      name: '/explore: not measured (NO_NAVSTART)',
      value: null,
      target: { of: 'value', atLeast: 0 },
    };
    expect(verdictOf(failedPage)).toBe('not measured');
    expect(verdictOf({ ...exploreTbt, baseline: null })).toBe('not measured');
  });

  it('lays out one row per figure, and one for a benchmark that reported nothing or was skipped', () => {
    const reports = parseReports(
      [
        JSON.stringify({ bench: 'board', load: [2.1, 2, 1.8], figures: [boardGuitar] }),
        '{"bench": "scale", "figu', // cut short
        JSON.stringify({ bench: 'scale', load: [3.8, 4, 4.1], figures: [swapMixThroughput] }),
        '',
      ].join('\n'),
    );
    expect(reports.map((report) => report.bench)).toEqual(['board', 'scale']);
    const rows = tableRows(reports, [
      { bench: 'board', exitCode: 0, timedOut: false },
      { bench: 'scale', exitCode: 0, timedOut: false },
      { bench: 'live', exitCode: 1, timedOut: false },
      { bench: 'webhooks', exitCode: null, timedOut: true },
      { bench: 'lighthouse', skipped: 'no build (run `npm run build` first)' },
    ]);
    expect(rows).toEqual([
      {
        bench: 'board',
        figure: 'first page p95, search "guitar"',
        value: '1.9 ms',
        baseline: '612 ms naive',
        ratio: '322×',
        target: '≤ 10 ms, ≥ 100×',
        verdict: 'met',
      },
      {
        bench: 'scale',
        figure: 'one process, mix with swap requests, req/s (profile pages instead: baseline)',
        value: '806/s',
        baseline: '1,599/s',
        ratio: '0.5×',
        target: '≥ 0.8×',
        verdict: 'missed',
      },
      expect.objectContaining({ bench: 'live', figure: 'exit 1, no figures', verdict: 'failed' }),
      expect.objectContaining({ bench: 'webhooks', figure: 'timed out', verdict: 'failed' }),
      expect.objectContaining({ bench: 'lighthouse', verdict: 'skipped' }),
    ]);
    expect(countProblems(rows)).toBe(3);
  });

  it('prints the table with a header and aligned columns', () => {
    const rows = tableRows(
      [
        {
          bench: 'workshops',
          load: [5.6],
          figures: [
            { ...exploreTbt, name: 'p95', value: 526.4, baseline: 17.8, target: { of: 'ratio', atMost: 10 } },
          ],
        },
      ],
      [{ bench: 'workshops', exitCode: 0, timedOut: false }],
    );
    const [header = '', , row = ''] = formatTable(rows).split('\n');
    expect(header).toMatch(/^bench +measure +figure +baseline +ratio +target +met\/missed$/);
    expect(row).toMatch(/^workshops +p95 +526 ms +17.8 ms +29.6× +≤ 10× +missed$/);
    expect(row.indexOf('526 ms')).toBe(header.indexOf('figure'));
  });
});
