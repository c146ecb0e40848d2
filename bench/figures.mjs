// Figures in a form `npm run bench:quick` reads, and the table it prints (issue 36). A benchmark calls
// `reportFigures` once at the end with what it measured; when BENCH_FIGURES_FILE names a file (bench:quick
// sets it), one JSON line { bench, load, figures } is appended to it, and nothing happens otherwise, so a
// benchmark run by hand prints as before. Everything else here is pure: the verdict of a figure against its
// target and the table's lines, tested in scripts/bench-figures.test.ts.
//
// A figure: { name, value, unit?, baseline?, baselineName?, ratio?, target? }
//   value, baseline  numbers (or null when not measured); unit 'ms', 's', '/s', 'KB', 'MB', '%' or '' (a count)
//   ratio            'value/baseline' (the default) or 'baseline/value' (how many times faster than a naive way)
//   target           { of: 'value' | 'ratio', atMost?: n, atLeast?: n, sizeDependent?: true }, or a list of them;
//                    sizeDependent: set for the full size (a ratio to a naive way grows with the data), so a miss
//                    at the small size bench:quick runs is marked as such, not taken as a regression
import { appendFileSync } from 'node:fs';
import { loadavg } from 'node:os';

/** Appends this benchmark's figures to BENCH_FIGURES_FILE when it is set. */
export function reportFigures(bench, figures) {
  const file = process.env.BENCH_FIGURES_FILE;
  if (!file) return;
  const load = loadavg().map((value) => Number(value.toFixed(2)));
  appendFileSync(file, `${JSON.stringify({ bench, load, figures })}\n`);
}

/** The figure's ratio to its baseline as it states it, or null without both numbers. */
export function ratioOf(figure) {
  const { value, baseline } = figure;
  if (typeof value !== 'number' || typeof baseline !== 'number') return null;
  const [top, bottom] = figure.ratio === 'baseline/value' ? [baseline, value] : [value, baseline];
  return bottom === 0 ? null : top / bottom;
}

const targetsOf = (figure) => (figure.target ? [figure.target].flat() : []);

/** Whether `judged` is within `target`. */
const isWithin = (judged, target) =>
  (target.atMost === undefined || judged <= target.atMost) &&
  (target.atLeast === undefined || judged >= target.atLeast);

/**
 * 'met', 'missed', 'missed at this size' (only size-dependent targets missed), 'not measured' (a target and
 * no number to judge), or '' without a target.
 */
export function verdictOf(figure) {
  const targets = targetsOf(figure);
  if (targets.length === 0) return '';
  const judged = targets.map((target) => ({
    target,
    number: target.of === 'ratio' ? ratioOf(figure) : figure.value,
  }));
  if (judged.some(({ number }) => typeof number !== 'number' || Number.isNaN(number))) return 'not measured';
  const missed = judged.filter(({ number, target }) => !isWithin(number, target));
  if (missed.length === 0) return 'met';
  return missed.every(({ target }) => target.sizeDependent) ? 'missed at this size' : 'missed';
}

/** A number as the table shows it: three significant figures, thousands grouped, with its unit. */
export function formatNumber(value, unit = '') {
  if (typeof value !== 'number' || Number.isNaN(value)) return '';
  const digits = Math.abs(value) >= 100 || Number.isInteger(value) ? 0 : Math.abs(value) >= 10 ? 1 : 2;
  const text = value.toLocaleString('en-US', { maximumFractionDigits: digits });
  if (unit === '' || unit === '%' || unit === '/s' || unit === '×') return `${text}${unit}`;
  return `${text} ${unit}`;
}

/** The targets as read: "≤ 10 ms", "≥ 100×", "≤ 10 ms, ≥ 100×". */
export function formatTarget(figure) {
  const parts = [];
  for (const target of targetsOf(figure)) {
    const unit = target.of === 'ratio' ? '×' : (figure.unit ?? '');
    if (target.atLeast !== undefined) parts.push(`≥ ${formatNumber(target.atLeast, unit)}`);
    if (target.atMost !== undefined) parts.push(`≤ ${formatNumber(target.atMost, unit)}`);
  }
  return parts.join(', ');
}

/**
 * The rows of the table from the reports (one per benchmark that reported) and the runs (every benchmark run,
 * with its exit code): one row per figure, and one 'failed' row for a benchmark that reported nothing.
 */
export function tableRows(reports, runs) {
  const rows = [];
  for (const run of runs) {
    const reported = reports.filter((report) => report.bench === run.bench);
    const figures = reported.flatMap((report) => report.figures);
    if (figures.length === 0) {
      const why = run.skipped ?? (run.timedOut ? 'timed out' : `exit ${run.exitCode}, no figures`);
      rows.push({
        bench: run.bench,
        figure: why,
        value: '',
        baseline: '',
        ratio: '',
        target: '',
        verdict: run.skipped ? 'skipped' : 'failed',
      });
      continue;
    }
    for (const figure of figures) {
      const ratio = ratioOf(figure);
      rows.push({
        bench: run.bench,
        figure: figure.name,
        value: formatNumber(figure.value, figure.unit ?? ''),
        baseline: figure.baselineName
          ? `${formatNumber(figure.baseline, figure.unit ?? '')} ${figure.baselineName}`.trim()
          : formatNumber(figure.baseline, figure.unit ?? ''),
        ratio: ratio === null ? '' : formatNumber(ratio, '×'),
        target: formatTarget(figure),
        verdict: verdictOf(figure),
      });
    }
  }
  return rows;
}

const columns = [
  ['bench', 'bench'],
  ['figure', 'measure'],
  ['value', 'figure'],
  ['baseline', 'baseline'],
  ['ratio', 'ratio'],
  ['target', 'target'],
  ['verdict', 'met/missed'],
];

/** The rows laid out as text columns, a header first. */
export function formatTable(rows) {
  const widths = columns.map(([key, title]) =>
    Math.max(title.length, ...rows.map((row) => String(row[key]).length)),
  );
  const line = (cells) =>
    cells
      .map((cell, index) => String(cell).padEnd(widths[index]))
      .join('  ')
      .trimEnd();
  return [
    line(columns.map(([, title]) => title)),
    line(widths.map((width) => '-'.repeat(width))),
    ...rows.map((row) => line(columns.map(([key]) => row[key]))),
  ].join('\n');
}

/** How many rows missed a target (not counting size-dependent ones) or failed to report. */
export function countProblems(rows) {
  return rows.filter(
    (row) => row.verdict === 'missed' || row.verdict === 'failed' || row.verdict === 'not measured',
  ).length;
}

/** The reports of a BENCH_FIGURES_FILE (one JSON line each); a line that is not one is skipped. */
export function parseReports(text) {
  const reports = [];
  for (const line of text.split('\n')) {
    if (line.trim() === '') continue;
    try {
      const report = JSON.parse(line);
      if (typeof report.bench === 'string' && Array.isArray(report.figures)) reports.push(report);
    } catch {
      // A line cut short by a benchmark stopped mid-write.
    }
  }
  return reports;
}
