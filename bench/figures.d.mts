// Types of bench/figures.mjs for scripts/bench-figures.test.ts.
export interface Target {
  of: 'value' | 'ratio';
  atMost?: number;
  atLeast?: number;
  sizeDependent?: boolean;
}
export interface Figure {
  name: string;
  value: number | null;
  unit?: string;
  baseline?: number | null;
  baselineName?: string;
  ratio?: 'value/baseline' | 'baseline/value';
  target?: Target | Target[];
}
export interface Report {
  bench: string;
  load: number[];
  figures: Figure[];
}
export interface Run {
  bench: string;
  exitCode?: number | string | null;
  timedOut?: boolean;
  skipped?: string;
}
export interface Row {
  bench: string;
  figure: string;
  value: string;
  baseline: string;
  ratio: string;
  target: string;
  verdict: string;
}
export function reportFigures(bench: string, figures: Figure[]): void;
export function ratioOf(figure: Figure): number | null;
export function verdictOf(figure: Figure): string;
export function formatNumber(value: number | null | undefined, unit?: string): string;
export function formatTarget(figure: Figure): string;
export function tableRows(reports: Report[], runs: Run[]): Row[];
export function formatTable(rows: Row[]): string;
export function countProblems(rows: Row[]): number;
export function parseReports(text: string): Report[];
