import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !/\.test(-helper)?\.ts$|\.test-helper\.ts$|\.d\.ts$/.test(entry.name)
      ? [full]
      : [];
  });
}

/** Calls whose key argument (the second of `new AppError`, else the first) names an error message. */
const errorMakers = new Set([
  'AppError',
  'notFound',
  'forbidden',
  'conflict',
  'unauthorized',
  'databaseUnavailable',
  'badRequest',
  'challengeRefused',
  'planLimitReached',
  'refused',
  'badFile',
  'invalid',
  'invalidLink',
]);
/** Makers whose second argument is something else than the values (a field name). */
const makersWithoutValues = new Set(['invalid', 'invalidLink', 'databaseUnavailable']);

/** A key of the error catalogues written in the source; `argumentNames` when its values are written out. */
export interface ErrorKeyUse {
  key: string;
  place: string;
  argumentNames?: string[];
}

function propertyNamesOf(node: ts.Node | undefined): string[] | undefined {
  if (node === undefined) return [];
  if (!ts.isObjectLiteralExpression(node)) return undefined;
  const names: string[] = [];
  for (const property of node.properties) {
    if (ts.isShorthandPropertyAssignment(property)) names.push(property.name.text);
    else if (
      ts.isPropertyAssignment(property) &&
      (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name))
    )
      names.push(property.name.text);
    else return undefined;
  }
  return names.sort();
}

function propertyOf(node: ts.ObjectLiteralExpression, name: string): ts.Expression | undefined {
  for (const property of node.properties) {
    if (ts.isPropertyAssignment(property) && ts.isIdentifier(property.name) && property.name.text === name) {
      return property.initializer;
    }
    if (ts.isShorthandPropertyAssignment(property) && property.name.text === name) return property.name;
  }
  return undefined;
}

/**
 * The values given with a maker's key: its options' `values` for `new AppError`, else its second argument.
 */
function valuesOfMaker(name: string, args: readonly ts.Expression[]): ts.Node | undefined | null {
  if (name === 'AppError') {
    const options = args[2];
    if (options === undefined) return undefined;
    return ts.isObjectLiteralExpression(options) ? propertyOf(options, 'values') : null;
  }
  return makersWithoutValues.has(name) ? undefined : args[1];
}

/**
 * Every key of the error catalogues a source file writes, and the strings it hands an error maker that are no
 * key (`tsc` refuses those where the maker is typed; this catches the rest).
 */
export function errorKeysIn(
  source: string,
  fileName: string,
  isKey: (text: string) => boolean,
): { uses: ErrorKeyUse[]; notKeys: string[] } {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  const uses: ErrorKeyUse[] = [];
  const notKeys: string[] = [];
  // The argument names given beside a key a maker receives, found at the call, read at the key.
  const namesAtMaker = new Map<ts.Node, string[] | undefined>();
  const placeOf = (node: ts.Node) =>
    `${fileName}:${file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1}`;
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) && isKey(node.text)) {
      // A key written `'area.name' as const` is the message's key all the same.
      const parent = ts.isAsExpression(node.parent) ? node.parent.parent : node.parent;
      const isMessageKey =
        ts.isPropertyAssignment(parent) && ts.isIdentifier(parent.name) && parent.name.text === 'key';
      const values = isMessageKey ? propertyOf(parent.parent, 'values') : null;
      const names = namesAtMaker.has(node)
        ? namesAtMaker.get(node)
        : values === null
          ? undefined
          : propertyNamesOf(values);
      uses.push({ key: node.text, place: placeOf(node), ...(names ? { argumentNames: names } : {}) });
    }
    if (ts.isCallExpression(node) || ts.isNewExpression(node)) {
      const name = ts.isIdentifier(node.expression) ? node.expression.text : undefined;
      const args = node.arguments ?? [];
      const key = name === 'AppError' ? args[1] : args[0];
      if (name && errorMakers.has(name) && key && (ts.isStringLiteral(key) || ts.isTemplateLiteral(key))) {
        if (!ts.isStringLiteral(key) || !isKey(key.text))
          notKeys.push(`${placeOf(key)} ${key.getText(file)}`);
        else {
          const values = valuesOfMaker(name, args);
          namesAtMaker.set(key, values === null ? undefined : propertyNamesOf(values));
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return { uses, notKeys };
}

const mayHoldKeys = new RegExp(`'[a-z][A-Za-z]*\\.[A-Za-z0-9]+'|\\b(${[...errorMakers].join('|')})\\(`);

/**
 * The keys written under the folders' source files (tests excluded), and the strings given as keys that are
 * none.
 */
export function errorKeysUnder(folders: readonly string[], isKey: (text: string) => boolean) {
  const uses: ErrorKeyUse[] = [];
  const notKeys: string[] = [];
  for (const file of folders.flatMap(sourceFiles)) {
    const source = readFileSync(file, 'utf8');
    // Parsing is the slow part: skip files that write nothing shaped like a key.
    if (!mayHoldKeys.test(source)) continue;
    const found = errorKeysIn(source, file, isKey);
    uses.push(...found.uses);
    notKeys.push(...found.notKeys);
  }
  return { uses, notKeys };
}
