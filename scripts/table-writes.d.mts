// Types of table-writes.mjs, for its test.
export interface DatabaseUse {
  sqlLine: number | null;
  writes: { table: string; line: number }[];
}
export interface Violation {
  file: string;
  line: number;
  subject: string;
  message: string;
}
export function tablesOfSchema(sources: string[]): Map<string, string>;
export function tableReadsOf(
  source: string,
  tablesByExport: Map<string, string>,
  tableNames?: Set<string>,
): { table: string; line: number }[];
export function tablesOfMigrations(sources: string[]): Set<string>;
export function databaseUseOf(
  source: string,
  tablesByExport: Map<string, string>,
  tableNames?: Set<string>,
): DatabaseUse;
export function violationsOf(options: {
  file: string;
  source: string;
  tablesByExport: Map<string, string>;
  tableNames?: Set<string>;
  owners: Record<string, string>;
}): Violation[];
