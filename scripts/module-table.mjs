// Writes ADR 0059's module table from the code, so it cannot drift: which modules each API module imports
// (read by dependency-cruiser with the options of .dependency-cruiser-modules.mjs: running code, tests left
// out), which import it, and which tables it owns (apps/api/src/db/schema/owners.json, ADR 0078); and below
// it every table a module reads in SQL that another module (or lib/) owns, which no import shows.
// Usage: node scripts/module-table.mjs          rewrites the table between the markers (npm run docs:modules)
//        node scripts/module-table.mjs --check  fails when the committed table differs (npm run lint:modules)
// A last argument names another copy of the repository to read (the script's test uses one).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { cruise } from 'dependency-cruiser';
import moduleRules from '../.dependency-cruiser-modules.mjs';
import { tableReadsOf, tablesOfMigrations, tablesOfSchema } from './table-writes.mjs';

const rootArgument = process.argv.slice(2).find((argument) => !argument.startsWith('--'));
const root = path.resolve(rootArgument ?? path.join(import.meta.dirname, '..'));
const adrFolder = path.join(root, 'docs/decisions');
const adrName = readdirSync(adrFolder).find((name) => name.startsWith('0059-'));
const adrPath = path.join(adrFolder, adrName);
const sections = [
  {
    start: '<!-- module-table:start (npm run docs:modules writes this table; do not edit it by hand) -->',
    end: '<!-- module-table:end -->',
  },
  {
    start:
      '<!-- cross-module-reads:start (npm run docs:modules writes this table; do not edit it by hand) -->',
    end: '<!-- cross-module-reads:end -->',
  },
];

const moduleOf = (file) => /^apps\/api\/src\/modules\/([^/]+)\//.exec(file)?.[1];

/** Each module's direct imports of other modules, from the running code (tests excluded). */
async function readModuleGraph() {
  process.chdir(root);
  const result = await cruise(['apps/api/src'], { ...moduleRules.options, ruleSet: { forbidden: [] } });
  const output = typeof result.output === 'string' ? JSON.parse(result.output) : result.output;
  const uses = new Map();
  for (const file of output.modules) {
    const from = moduleOf(file.source);
    if (!from) continue;
    if (!uses.has(from)) uses.set(from, new Set());
    for (const dependency of file.dependencies) {
      const to = moduleOf(dependency.resolved);
      if (to && to !== from) uses.get(from).add(to);
    }
  }
  return uses;
}

/** The Markdown table: one row per module, in alphabetical order. */
function renderTable(uses, owners) {
  const list = (names) => (names.length === 0 ? 'none' : [...names].sort().join(', '));
  const rows = [...uses.keys()].sort().map((module) => {
    const usedBy = [...uses.keys()].filter((other) => uses.get(other).has(module));
    const tables = Object.keys(owners).filter((table) => owners[table] === module);
    return `| ${module} | ${list([...uses.get(module)])} | ${list(usedBy)} | ${list(tables)} |`;
  });
  return [
    '| module | uses the modules | used by the modules | owns the tables |',
    '| ------ | ---------------- | ------------------- | --------------- |',
    ...rows,
  ].join('\n');
}

const isTestCode = (file) => /(\.test|\.test-helper|\.fixture)\.ts$/.test(file);

function sourceFiles(folder) {
  return readdirSync(path.join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const file = `${folder}/${entry.name}`;
    if (entry.isDirectory()) return sourceFiles(file);
    return entry.name.endsWith('.ts') && !isTestCode(file) ? [file] : [];
  });
}

/**
 * Every table a module's running code reads in SQL while another module (or lib/) owns it: `reading module
 * -> owner -> tables`, and how many reads (FROM, JOIN, Drizzle's from) that makes.
 */
function readCrossModuleReads(owners) {
  const read = (file) => readFileSync(path.join(root, file), 'utf8');
  const tablesByExport = tablesOfSchema(sourceFiles('apps/api/src/db/schema').map(read));
  const migrations = readdirSync(path.join(root, 'apps/api/drizzle')).filter((name) => name.endsWith('.sql'));
  const tableNames = new Set([
    ...tablesByExport.values(),
    ...tablesOfMigrations(migrations.map((name) => read(`apps/api/drizzle/${name}`))),
  ]);
  const reads = new Map();
  let count = 0;
  for (const file of sourceFiles('apps/api/src/modules')) {
    const module = moduleOf(file);
    for (const { table } of tableReadsOf(read(file), tablesByExport, tableNames)) {
      const owner = owners[table];
      if (!owner || owner === module) continue;
      const key = `${module}|${owner}`;
      if (!reads.has(key)) reads.set(key, new Set());
      reads.get(key).add(table);
      count += 1;
    }
  }
  const rows = [...reads.keys()].sort().map((key) => {
    const [module, owner] = key.split('|');
    return `| ${module} | ${owner} | ${[...reads.get(key)].sort().join(', ')} |`;
  });
  const table = [
    '| module | reads in SQL tables owned by | tables |',
    '| ------ | ---------------------------- | ------ |',
    ...rows,
  ].join('\n');
  return { table, count, pairs: rows.length };
}

const owners = JSON.parse(readFileSync(path.join(root, 'apps/api/src/db/schema/owners.json'), 'utf8'));
const crossReads = readCrossModuleReads(owners);
const tables = [renderTable(await readModuleGraph(), owners), crossReads.table];
const adr = readFileSync(adrPath, 'utf8');
let updated = adr;
for (const [index, { start, end }] of sections.entries()) {
  const [before, rest] = updated.split(start);
  if (rest === undefined || !rest.includes(end)) {
    console.error(`${adrName} lacks the markers ${start} and ${end}.`);
    process.exit(1);
  }
  updated = `${before}${start}\n${tables[index]}\n${rest.slice(rest.indexOf(end))}`;
}
const readsLine = `${crossReads.count} SQL reads of another owner's tables, ${crossReads.pairs} module -> owner pairs`;

if (process.argv.includes('--check')) {
  if (updated !== adr) {
    console.error(
      `The module tables in docs/decisions/${adrName} differ from the code: run npm run docs:modules.`,
    );
    process.exit(1);
  }
  console.log(`docs/decisions/${adrName}: the module tables match the code (${readsLine}).`);
} else {
  writeFileSync(adrPath, updated);
  console.log(`docs/decisions/${adrName}: module tables written (${readsLine}).`);
}
