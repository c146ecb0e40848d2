// Writes the configuration table of docs/operations.md from apps/api/src/config.ts, so the two cannot drift:
// one row per setting of configSchema, in its order; the meaning is the setting's doc comment, the default is
// what the schema gives for an unset variable, or the comment's `@default` tag where loadConfig computes it.
// Usage: node --import tsx scripts/config-table.mjs          rewrites the table (npm run docs:config)
//        node --import tsx scripts/config-table.mjs --check  fails when it differs (npm run lint:config)
// A setting without a doc comment fails both: every setting an operator can set is explained. A last
// argument names another copy of the repository to read (the script's test uses one).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const rootArgument = process.argv.slice(2).find((argument) => !argument.startsWith('--'));
const root = path.resolve(rootArgument ?? path.join(import.meta.dirname, '..'));
const configPath = path.join(root, 'apps/api/src/config.ts');
const docPath = path.join(root, 'docs/operations.md');
const start =
  '<!-- config-table:start (npm run docs:config writes this table from config.ts; do not edit it) -->';
const end = '<!-- config-table:end -->';

/** Each property of the `configSchema` object literal with its doc comment's text and `@default` tag. */
function readDocComments(source) {
  const file = ts.createSourceFile(configPath, source, ts.ScriptTarget.Latest, true);
  let shape;
  const visit = (node) => {
    if (ts.isVariableDeclaration(node) && node.name.getText(file) === 'configSchema') {
      shape = node.initializer.arguments[0];
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  if (!shape || !ts.isObjectLiteralExpression(shape))
    throw new Error('config.ts: no configSchema object found');
  return shape.properties.map((property) => {
    const name = property.name.getText(file);
    const docs = ts.getJSDocCommentsAndTags(property).filter(ts.isJSDoc);
    const comment = docs.map((doc) => ts.getTextOfJSDocComment(doc.comment) ?? '').join(' ');
    const tag = docs.flatMap((doc) => doc.tags ?? []).find((each) => each.tagName.text === 'default');
    const shownDefault = tag ? ts.getTextOfJSDocComment(tag.comment) : undefined;
    return { name, meaning: comment.replace(/\s+/g, ' ').trim(), shownDefault };
  });
}

/** What an unset variable becomes, as the table shows it. */
function describeDefault(schema) {
  const parsed = schema.safeParse(undefined);
  if (!parsed.success || parsed.data === undefined) return 'unset';
  if (parsed.data === '') return 'empty';
  return '`' + String(parsed.data) + '`';
}

const cell = (text) => text.replaceAll('|', '\\|');

async function renderConfigTable() {
  const { configSchema } = await import(configPath);
  const settings = readDocComments(readFileSync(configPath, 'utf8'));
  const undocumented = settings.filter((setting) => setting.meaning === '').map((setting) => setting.name);
  if (undocumented.length > 0) {
    throw new Error(`config.ts: these settings have no doc comment: ${undocumented.join(', ')}`);
  }
  const rows = settings.map(({ name, meaning, shownDefault }) => {
    const shown = shownDefault ?? describeDefault(configSchema.shape[name]);
    return `| \`${name}\` | ${cell(shown)} | ${cell(meaning)} |`;
  });
  return ['| variable | default | meaning |', '| --- | --- | --- |', ...rows].join('\n');
}

function replaceBetweenMarkers(document, table) {
  const from = document.indexOf(start);
  const to = document.indexOf(end);
  if (from < 0 || to < from)
    throw new Error(`docs/operations.md: the markers are missing:\n${start}\n${end}`);
  return `${document.slice(0, from + start.length)}\n${table}\n${document.slice(to)}`;
}

const document = readFileSync(docPath, 'utf8');
const updated = await renderConfigTable()
  .then((table) => replaceBetweenMarkers(document, table))
  .catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
if (process.argv.includes('--check')) {
  if (updated !== document) {
    console.error(
      'docs/operations.md: the configuration table differs from config.ts; run npm run docs:config',
    );
    process.exit(1);
  }
  console.log('docs/operations.md: the configuration table matches config.ts');
} else if (updated !== document) {
  writeFileSync(docPath, updated);
  console.log('docs/operations.md: configuration table written');
}
