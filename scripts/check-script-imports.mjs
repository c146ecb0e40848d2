// Fails when a benchmark or a script written in plain JavaScript (bench/**/*.mjs, scripts/**/*.mjs) imports a
// name its module no longer exports, or a module that is gone. Typecheck never reads those files, and a
// benchmark runs only by hand, so a renamed export used to break one unseen until the day someone ran it
// (bench:federation and bench:webhooks both had). The TypeScript compiler reads them as it reads our
// TypeScript, and only its findings about imports are reported: the files are not typed, so the rest would be
// noise. `node scripts/check-script-imports.mjs [root]` checks another folder.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(process.argv[2] ?? '.');
const folders = ['bench', 'scripts'];

/**
 * TypeScript's diagnostics that mean an import does not resolve: no such module (2307), no such export
 * (2305, 2724 with a suggestion, 2614 when only a default export exists), or a name the module keeps to
 * itself (2459).
 */
const importProblems = new Set([2305, 2307, 2459, 2614, 2724]);

function* scriptsUnder(folder) {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory() && entry.name !== 'node_modules' && entry.name !== 'results')
      yield* scriptsUnder(full);
    else if (entry.isFile() && entry.name.endsWith('.mjs')) yield full;
  }
}

const files = folders.flatMap((folder) => [...scriptsUnder(path.join(root, folder))]);
const configPath = path.join(root, 'tsconfig.base.json');
const { config } = ts.readConfigFile(configPath, ts.sys.readFile);
const { options } = ts.parseJsonConfigFileContent(config, ts.sys, root);
const program = ts.createProgram(files, {
  ...options,
  allowJs: true,
  checkJs: true,
  noEmit: true,
  types: ['node'],
});

const problems = [];
for (const file of files) {
  const source = program.getSourceFile(file);
  for (const diagnostic of program.getSemanticDiagnostics(source)) {
    if (!importProblems.has(diagnostic.code) || diagnostic.start === undefined) continue;
    const { line } = source.getLineAndCharacterOfPosition(diagnostic.start);
    const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ');
    problems.push(`${path.relative(root, file)}:${line + 1}: ${message}`);
  }
}

if (problems.length > 0) {
  console.error(`Imports that do not resolve in ${problems.length} place(s):\n${problems.join('\n')}`);
  process.exit(1);
}
console.log(`The imports of ${files.length} benchmark and script files resolve.`);
