import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';

/**
 * The API's server and operator commands bundled into a few files for the test processes that start them.
 *
 * A server started through tsx spent about 2 s of its start loading the API's ~1,500 source files through
 * tsx's loader: from a migrated data folder, 5.5 s to listen against 3.4 s from this bundle (four alternate
 * starts each, `docs/testing.md`). The API suite starts such processes in a dozen files, each several times.
 * The bundle is what tsx would run, in one piece: the same source, the packages left to node_modules.
 */
const apiSource = path.resolve(import.meta.dirname, '..');
/** Inside apps/api, so the bundle's own imports of packages resolve from node_modules as the sources' do. */
const bundlesHome = path.resolve(apiSource, '../node_modules/.cache/skillswap-api-bundles');

/** Set for the suite's workers by test/setup.ts; child processes inherit it. Unset outside a test run. */
export const apiBundleVariable = 'SKILLSWAP_API_BUNDLE';

/**
 * A source file keeps its own `import.meta`: the catalogues, migrations and workers it finds beside itself
 * are found beside the source, not beside the bundle.
 */
const keepImportMeta: Plugin = {
  name: 'keep-import-meta',
  setup(bundle) {
    bundle.onLoad({ filter: /\.[cm]?[jt]s$/ }, async (file) => {
      if (file.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const text = await readFile(file.path, 'utf8');
      if (!text.includes('import.meta')) return undefined;
      return {
        contents: text
          .replaceAll('import.meta.dirname', JSON.stringify(path.dirname(file.path)))
          .replaceAll('import.meta.filename', JSON.stringify(file.path))
          .replaceAll('import.meta.url', JSON.stringify(pathToFileURL(file.path).href)),
        loader: file.path.endsWith('ts') ? 'ts' : 'js',
      };
    });
    // Packages stay in node_modules, but the workspace's own contracts are source and are bundled.
    bundle.onResolve({ filter: /^[^./]/ }, (request) =>
      request.path.startsWith('@skillswap/') ? undefined : { path: request.path, external: true },
    );
  },
};

/** Entry points: the server and every operator command, by their path under src/. */
function entryPoints(): string[] {
  const commands = readdirSync(path.join(apiSource, 'cli'))
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
    .map((name) => path.join(apiSource, 'cli', name));
  return [path.join(apiSource, 'main.ts'), ...commands];
}

/**
 * Bundles into a folder of its own (two test runs may bundle at once) and answers it with a remover. Takes
 * about a second.
 */
export async function buildApiBundle(): Promise<{ folder: string; remove(): void }> {
  mkdirSync(bundlesHome, { recursive: true });
  const folder = mkdtempSync(path.join(bundlesHome, 'run-'));
  await build({
    entryPoints: entryPoints(),
    outbase: apiSource,
    outdir: folder,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    sourcemap: 'linked',
    plugins: [keepImportMeta],
    logLevel: 'error',
  });
  return { folder, remove: () => rmSync(folder, { recursive: true, force: true }) };
}

/**
 * The arguments for `node` that run one of the API's entry files (`src/main.ts`, `src/cli/<command>.ts`): its
 * bundled copy during a test run, else (outside a run, or a file that is not an entry) the source through
 * tsx.
 */
export function apiEntryArguments(sourceFile: string): string[] {
  const folder = process.env[apiBundleVariable];
  const bundled = folder && path.join(folder, path.relative(apiSource, sourceFile).replace(/\.ts$/, '.mjs'));
  if (!bundled || !existsSync(bundled)) return ['--import', 'tsx', sourceFile];
  return ['--enable-source-maps', bundled];
}
