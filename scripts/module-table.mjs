// Writes ADR 0059's module table from the code, so it cannot drift: which modules each API module imports
// (read by dependency-cruiser with the options of .dependency-cruiser-modules.mjs: running code, tests left
// out), which import it, and which tables it owns (apps/api/src/db/schema/owners.json, ADR 0078).
// Usage: node scripts/module-table.mjs          rewrites the table between the markers (npm run docs:modules)
//        node scripts/module-table.mjs --check  fails when the committed table differs (npm run lint:modules)
// A last argument names another copy of the repository to read (the script's test uses one).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { cruise } from 'dependency-cruiser';
import moduleRules from '../.dependency-cruiser-modules.mjs';

const rootArgument = process.argv.slice(2).find((argument) => !argument.startsWith('--'));
const root = path.resolve(rootArgument ?? path.join(import.meta.dirname, '..'));
const adrFolder = path.join(root, 'docs/decisions');
const adrName = readdirSync(adrFolder).find((name) => name.startsWith('0059-'));
const adrPath = path.join(adrFolder, adrName);
const start = '<!-- module-table:start (npm run docs:modules writes this table; do not edit it by hand) -->';
const end = '<!-- module-table:end -->';

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

const owners = JSON.parse(readFileSync(path.join(root, 'apps/api/src/db/schema/owners.json'), 'utf8'));
const table = renderTable(await readModuleGraph(), owners);
const adr = readFileSync(adrPath, 'utf8');
const [before, rest] = adr.split(start);
if (rest === undefined || !rest.includes(end)) {
  console.error(`${adrName} lacks the markers ${start} and ${end}.`);
  process.exit(1);
}
const after = rest.slice(rest.indexOf(end));
const updated = `${before}${start}\n${table}\n${after}`;

if (process.argv.includes('--check')) {
  if (updated !== adr) {
    console.error(
      `The module table in docs/decisions/${adrName} differs from the code: run npm run docs:modules.`,
    );
    process.exit(1);
  }
  console.log(`docs/decisions/${adrName}: the module table matches the code.`);
} else {
  writeFileSync(adrPath, updated);
  console.log(`docs/decisions/${adrName}: module table written.`);
}
