// Each module writes only its own tables, and only its repositories issue SQL (ADR 0078). Reads every
// non-test file of apps/api/src except db/ (the schema, migrations and seeds, which set up every table) and
// exits non-zero on any write to another owner's table, any write or SQL outside a repository, a table
// without an owner in apps/api/src/db/schema/owners.json, or a stale line in that file.
// Part of `npm run lint`. Usage: node scripts/check-table-writes.mjs
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { tablesOfMigrations, tablesOfSchema, violationsOf } from './table-writes.mjs';

// A copy of the repository may be checked instead (the script's test does): node check-table-writes.mjs
// <root>
const root = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '..'));
const apiSource = 'apps/api/src';
const schemaFolder = `${apiSource}/db/schema`;

const isTestCode = (file) =>
  /(\.test|\.test-helper|\.fixture)\.ts$/.test(file) || file.startsWith(`${apiSource}/test/`);

function sourceFiles(folder) {
  return readdirSync(path.join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const file = `${folder}/${entry.name}`;
    if (entry.isDirectory()) return sourceFiles(file);
    return entry.name.endsWith('.ts') ? [file] : [];
  });
}

const read = (file) => readFileSync(path.join(root, file), 'utf8');
const schemaFiles = sourceFiles(schemaFolder);
const tablesByExport = tablesOfSchema(schemaFiles.map(read));
const owners = JSON.parse(read(`${schemaFolder}/owners.json`));
const problems = [];

const migrations = readdirSync(path.join(root, 'apps/api/drizzle')).filter((name) => name.endsWith('.sql'));
const tables = new Set([
  ...tablesByExport.values(),
  ...tablesOfMigrations(migrations.map((name) => read(`apps/api/drizzle/${name}`))),
]);
for (const table of tables)
  if (!owners[table]) problems.push(`${table} has no owner in ${schemaFolder}/owners.json`);
for (const [table, owner] of Object.entries(owners)) {
  if (!tables.has(table)) problems.push(`${schemaFolder}/owners.json names ${table}, which the schema lacks`);
  if (owner !== 'lib' && !existsSync(path.join(root, apiSource, 'modules', owner, 'index.ts'))) {
    problems.push(
      `${schemaFolder}/owners.json gives ${table} to ${owner}, which is no module with an index.ts`,
    );
  }
}

const checked = sourceFiles(apiSource).filter(
  (file) => !isTestCode(file) && !file.startsWith(`${apiSource}/db/`),
);
for (const file of checked) {
  for (const problem of violationsOf({
    file,
    source: read(file),
    tablesByExport,
    tableNames: tables,
    owners,
  })) {
    problems.push(`${file}:${problem.line} ${problem.message}`);
  }
}

if (problems.length > 0) {
  console.error(problems.join('\n'));
  console.error(
    `\n${problems.length} problem(s). Each module writes only its own tables, in its repositories (ADR 0078).`,
  );
  process.exit(1);
}
console.log(`${checked.length} files checked: every table is written only by its owner's repositories.`);
