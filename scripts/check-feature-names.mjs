// One feature, one name: every contracts area (a folder packages/contracts/src/<area> with endpoints.ts) has
// an API module (apps/api/src/modules/<area>) and a web feature (apps/web/src/features/<area>) of the same
// name, or is listed in scripts/feature-names.json with the reason it differs. A new area is born with one
// name; an entry that no longer applies (the names now match, or the area is gone) must leave the list.
// `node scripts/check-feature-names.mjs [root]`: root defaults to this repository.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '..'));
const listFile = path.join(root, 'scripts/feature-names.json');
const exceptions = JSON.parse(readFileSync(listFile, 'utf8')).areas;
const folders = (relative) => new Set(readdirSync(path.join(root, relative)));
const modules = folders('apps/api/src/modules');
const features = folders('apps/web/src/features');
const contracts = path.join(root, 'packages/contracts/src');
const areas = readdirSync(contracts).filter((name) => existsSync(path.join(contracts, name, 'endpoints.ts')));

const problems = [];
for (const area of areas) {
  const missing = [
    ...(modules.has(area) ? [] : [`an API module apps/api/src/modules/${area}`]),
    ...(features.has(area) ? [] : [`a web feature apps/web/src/features/${area}`]),
  ];
  if (missing.length > 0 && !(area in exceptions)) {
    problems.push(`${area}: lacks ${missing.join(' and ')}; name them alike, or list it with its reason`);
  }
  if (missing.length === 0 && area in exceptions) {
    problems.push(`${area}: its module and feature now carry its name; take it off the list`);
  }
}
for (const area of Object.keys(exceptions)) {
  if (!areas.includes(area)) {
    problems.push(`${area}: no such contracts area any more; take it off the list`);
  }
}
if (problems.length > 0) {
  console.error(
    `${path.relative(process.cwd(), listFile) || listFile}:\n${problems.map((line) => `  ${line}`).join('\n')}`,
  );
  process.exitCode = 1;
} else {
  const alike = areas.length - Object.keys(exceptions).length;
  console.log(
    `${alike} of ${areas.length} contracts areas carry one name in contracts, API and web; the rest are listed`,
  );
}
