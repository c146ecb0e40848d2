// What `npm run lint:tables` checks (ADR 0078): each table has one owning module
// (apps/api/src/db/schema/owners.json), only that module's repositories write it, and inside the modules only
// repositories (`*.repository.ts`) issue SQL at all. Reads across modules are allowed, in repositories. The
// functions here read source text; scripts/check-table-writes.mjs applies them to the API.

/** Every Drizzle table of the schema sources: its export name and its SQL name. */
export function tablesOfSchema(sources) {
  const byExport = new Map();
  for (const source of sources) {
    for (const match of source.matchAll(/export const (\w+) = pg(?:Table|View)\(\s*'([a-z0-9_]+)'/g)) {
      byExport.set(match[1], match[2]);
    }
  }
  return byExport;
}

/** The source without comments, line numbers kept (a `//` after `:` is a URL, not a comment). */
function withoutComments(source) {
  return source
    .replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '))
    .replace(/(^|[^:\\])\/\/.*$/gm, '$1');
}

const lineOf = (text, index) => text.slice(0, index).split('\n').length;

const sqlWrite =
  /\b(?:INSERT\s+INTO|UPDATE|DELETE\s+FROM|TRUNCATE(?:\s+TABLE)?|MERGE\s+INTO)\s+(?:ONLY\s+)?"?([a-z_][a-z0-9_]*)/gi;
const builderCall = /\.(insert|update|delete|from|innerJoin|leftJoin|rightJoin|fullJoin)\(\s*(\w+)\s*[,)]/g;
const rawSql = /\bsql(?:\s*`|\.raw\s*\()|\.execute\s*(?:<[^>]*>)?\s*\(|\.query\.\w+\.find/g;

/**
 * What one file does with the database: whether it issues SQL (a `sql` template, `execute`, a Drizzle query
 * on a schema table) and which tables it writes (SQL INSERT, UPDATE, DELETE, TRUNCATE, MERGE, or Drizzle's
 * insert, update and delete), each with its line.
 */
export function databaseUseOf(source, tablesByExport, tableNames = new Set(tablesByExport.values())) {
  const text = withoutComments(source);
  const writes = [];
  let sqlLine = null;
  const noteSql = (index) => {
    sqlLine ??= lineOf(text, index);
  };
  for (const match of text.matchAll(rawSql)) noteSql(match.index);
  for (const match of text.matchAll(sqlWrite)) {
    const table = match[1].toLowerCase();
    if (tableNames.has(table)) writes.push({ table, line: lineOf(text, match.index) });
  }
  for (const match of text.matchAll(builderCall)) {
    const table = tablesByExport.get(match[2]);
    if (!table) continue;
    noteSql(match.index);
    if (['insert', 'update', 'delete'].includes(match[1]))
      writes.push({ table, line: lineOf(text, match.index) });
  }
  return { sqlLine, writes: writes.sort((a, b) => a.line - b.line) };
}

// A table read in SQL: after FROM or JOIN, by name or as a Drizzle table in `${...}` (DELETE FROM writes,
// IS DISTINCT FROM compares). Drizzle reads are `.from(table)`, its joins, and `db.query.<table>.find…`.
const sqlRead =
  /(?<!\b(?:DELETE|DISTINCT)\s+)\b(?:FROM|JOIN)\s+(?:ONLY\s+)?(?:"?([a-z_][a-z0-9_]*)"?|\$\{\s*(\w+)\s*\})/gi;
const builderRead = /\.(?:from|innerJoin|leftJoin|rightJoin|fullJoin)\(\s*(\w+)\s*[,)]|\.query\.(\w+)\.find/g;

/**
 * The tables one file reads (SQL FROM and JOIN, Drizzle's from, joins and relational queries), with lines.
 */
export function tableReadsOf(source, tablesByExport, tableNames = new Set(tablesByExport.values())) {
  const text = withoutComments(source);
  const reads = [];
  for (const match of text.matchAll(sqlRead)) {
    const table = match[1] ? match[1].toLowerCase() : tablesByExport.get(match[2]);
    if (table && tableNames.has(table)) reads.push({ table, line: lineOf(text, match.index) });
  }
  for (const match of text.matchAll(builderRead)) {
    const table = tablesByExport.get(match[1] ?? match[2]);
    if (table) reads.push({ table, line: lineOf(text, match.index) });
  }
  return reads.sort((a, b) => a.line - b.line);
}

/** The tables the migrations create (some have no Drizzle table: the SQL is the source of truth). */
export function tablesOfMigrations(sources) {
  const created = sources.flatMap((source) =>
    [...source.matchAll(/CREATE\s+(?:UNLOGGED\s+)?TABLE\s+(?:IF\s+NOT\s+EXISTS\s+)?"?([a-z0-9_]+)/gi)].map(
      (match) => match[1].toLowerCase(),
    ),
  );
  return new Set(created);
}

/** The module a file of apps/api/src belongs to (`auth`), `lib` for the shared library, else null. */
function ownerUnitOf(file) {
  const module = /^apps\/api\/src\/modules\/([^/]+)\//.exec(file);
  if (module) return module[1];
  return file.startsWith('apps/api/src/lib/') ? 'lib' : null;
}

const isRepository = (file) => file.endsWith('.repository.ts');

/**
 * The broken rules of one file: `{ file, line, subject, message }`, where `subject` is the table written, or
 * `SQL` for SQL outside a repository. `owners` maps each table to its owning module, or `lib` for the shared
 * library's tables (audit log, outbox, rate limits), which any file of lib/ may write.
 */
export function violationsOf({ file, source, tablesByExport, tableNames, owners }) {
  const { sqlLine, writes } = databaseUseOf(source, tablesByExport, tableNames);
  const unit = ownerUnitOf(file);
  const problems = [];
  const report = (line, subject, message) => problems.push({ file, line, subject, message });
  if (sqlLine !== null && !isRepository(file) && unit !== 'lib') {
    report(
      sqlLine,
      'SQL',
      "issues SQL outside a repository: move the query into the module's *.repository.ts",
    );
  }
  for (const { table, line } of writes) {
    const owner = owners[table];
    if (!owner) report(line, table, `writes ${table}, which has no owner in db/schema/owners.json`);
    else if (owner !== unit) {
      report(
        line,
        table,
        `writes ${table}, owned by ${owner}: call a function from ${owner}'s index.ts instead`,
      );
    } else if (unit !== 'lib' && !isRepository(file)) {
      report(line, table, `writes ${table} outside a repository of ${owner}`);
    }
  }
  return problems;
}
