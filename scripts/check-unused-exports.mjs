// Lists exports that no other file imports (dead code, or an `export` that should not be there), and exits
// non-zero when there are any. Part of `npm run lint`. It reads every TypeScript project of the repository with
// the compiler already installed, plus the JavaScript benchmarks and scripts, so an export used only by a
// benchmark, a test or an end-to-end journey counts as used.
// Usage: node scripts/check-unused-exports.mjs
import { readdirSync, realpathSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(import.meta.dirname, '..');
const projects = ['packages/contracts', 'apps/api', 'apps/web', '.'];
const scriptFolders = ['bench', 'scripts', 'apps/web/scripts'];

/** Files whose exports are read by tools or by the build, not by an import another file makes. */
const externallyUsed = [
  /\.config\.ts$/,
  /^apps\/web\/src\/prerender\.tsx$/, // apps/web/scripts/prerender.mjs imports the SSR build of it
  /^apps\/api\/src\/test\/global-setup\.ts$/, // vitest.config.ts names it as the API suite's global setup
  // A web feature's public entry: what it offers whoever composes it (its query keys).
  /^apps\/web\/src\/features\/[^/]+\/index\.ts$/,
];

const relative = (fileName) => path.relative(root, realpathSync(fileName)).split(path.sep).join('/');
const isOwnSource = (fileName) => !fileName.includes('/node_modules/') && !fileName.endsWith('.d.ts');

function readProject(folder) {
  const configPath = path.join(root, folder, 'tsconfig.json');
  const { config } = ts.readConfigFile(configPath, ts.sys.readFile);
  const parsed = ts.parseJsonConfigFileContent(config, ts.sys, path.dirname(configPath));
  return ts.createProgram({ rootNames: parsed.fileNames, options: parsed.options });
}

function readScripts() {
  const rootNames = scriptFolders.flatMap((folder) =>
    readdirSync(path.join(root, folder))
      .filter((name) => name.endsWith('.mjs'))
      .map((name) => path.join(root, folder, name)),
  );
  const options = { allowJs: true, checkJs: false, noEmit: true, module: ts.ModuleKind.ESNext };
  Object.assign(options, {
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2023,
  });
  Object.assign(options, { allowImportingTsExtensions: true, resolveJsonModule: true });
  return ts.createProgram({ rootNames, options });
}

/** `${file}#${name}` of every export of the repository's own files, with where it is declared. */
const exported = new Map();
/** `${file}#${name}` that some other file imports or re-exports. */
const used = new Set();
/** Files some other file imports whole (`import * as`, `export *`, a dynamic import we cannot follow). */
const usedWhole = new Set();

function moduleFileOf(checker, specifier) {
  const symbol = checker.getSymbolAtLocation(specifier);
  const declaration = symbol?.valueDeclaration ?? symbol?.declarations?.[0];
  if (!declaration || !ts.isSourceFile(declaration) || !isOwnSource(declaration.fileName)) return undefined;
  return relative(declaration.fileName);
}

/**
 * The export names a dynamic import can reach: every name mentioned in the expression around it, up to its
 * statement (`.then((module) => module.Page)`, `lazyPage(() => import(...), 'Page')`), and the names a
 * declaration destructures from it. `undefined` when the module is kept whole in a variable.
 */
function namesReachedByDynamicImport(node) {
  let scope = node;
  while (scope.parent && !ts.isStatement(scope.parent) && !ts.isPropertyAssignment(scope.parent)) {
    if (ts.isVariableDeclaration(scope.parent)) {
      if (ts.isIdentifier(scope.parent.name) && ts.isAwaitExpression(scope)) return undefined;
      scope = scope.parent;
      break;
    }
    scope = scope.parent;
  }
  const names = new Set();
  const visit = (child) => {
    if (ts.isIdentifier(child) || ts.isStringLiteral(child)) names.add(child.text);
    ts.forEachChild(child, visit);
  };
  visit(scope);
  return names;
}

function recordImports(checker, sourceFile) {
  const visit = (node) => {
    if (ts.isImportDeclaration(node) && node.importClause) {
      const file = moduleFileOf(checker, node.moduleSpecifier);
      const clause = node.importClause;
      if (file && clause.name) used.add(`${file}#default`);
      const bindings = clause.namedBindings;
      if (file && bindings && ts.isNamespaceImport(bindings)) usedWhole.add(file);
      if (file && bindings && ts.isNamedImports(bindings)) {
        for (const element of bindings.elements)
          used.add(`${file}#${(element.propertyName ?? element.name).text}`);
      }
    }
    if (ts.isExportDeclaration(node) && node.moduleSpecifier) {
      const file = moduleFileOf(checker, node.moduleSpecifier);
      if (file && !node.exportClause) usedWhole.add(file);
      if (file && node.exportClause && ts.isNamedExports(node.exportClause)) {
        for (const element of node.exportClause.elements) {
          used.add(`${file}#${(element.propertyName ?? element.name).text}`);
        }
      }
    }
    if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0]
    ) {
      const file = moduleFileOf(checker, node.arguments[0]);
      const names = file ? namesReachedByDynamicImport(node) : undefined;
      if (file && !names) usedWhole.add(file);
      for (const name of names ?? []) used.add(`${file}#${name}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
}

/** Declarations that the file itself refers to somewhere other than where they are declared. */
function declarationsUsedInFile(checker, sourceFile) {
  const usedHere = new Set();
  const visit = (node) => {
    if (ts.isIdentifier(node) && !(node.parent && 'name' in node.parent && node.parent.name === node)) {
      const symbol = ts.isShorthandPropertyAssignment(node.parent)
        ? checker.getShorthandAssignmentValueSymbol(node.parent)
        : checker.getSymbolAtLocation(node);
      for (const declaration of symbol?.declarations ?? []) usedHere.add(declaration);
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return usedHere;
}

function recordExports(checker, sourceFile) {
  const file = relative(sourceFile.fileName);
  if (externallyUsed.some((pattern) => pattern.test(file))) return;
  const moduleSymbol = checker.getSymbolAtLocation(sourceFile);
  if (!moduleSymbol) return;
  const usedHere = declarationsUsedInFile(checker, sourceFile);
  for (const symbol of checker.getExportsOfModule(moduleSymbol)) {
    const declaration = symbol.declarations?.[0];
    if (!declaration || declaration.getSourceFile() !== sourceFile) continue; // re-exports are checked at home
    // Exported and used by its own file only (a fetcher its query options call): over-exported, not dead.
    if (symbol.declarations.some((each) => usedHere.has(each))) continue;
    const { line } = sourceFile.getLineAndCharacterOfPosition(declaration.getStart());
    exported.set(`${file}#${symbol.name}`, { file, name: symbol.name, line: line + 1 });
  }
}

for (const program of [...projects.map(readProject), readScripts()]) {
  const checker = program.getTypeChecker();
  for (const sourceFile of program.getSourceFiles()) {
    if (!isOwnSource(sourceFile.fileName)) continue;
    recordImports(checker, sourceFile);
    if (!sourceFile.fileName.endsWith('.mjs')) recordExports(checker, sourceFile);
  }
}

const unused = [...exported.entries()]
  .filter(([key, { file }]) => !used.has(key) && !usedWhole.has(file))
  .map(([, entry]) => entry)
  .sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);

for (const { file, name, line } of unused) console.log(`${file}:${line}  ${name}`);
if (unused.length > 0) {
  console.error(
    `${unused.length} export(s) that no other file imports: delete them, or drop \`export\` where the file itself uses them.`,
  );
  process.exit(1);
}
console.log(`No unused exports (${exported.size} checked).`);
