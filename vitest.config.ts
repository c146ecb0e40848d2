import path from 'node:path';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

const defaultPostgresUrl = 'postgres://postgres@127.0.0.1:5432/test';
/**
 * TEST_TIMEOUT_SCALE stretches the API suite's timeouts on a developer machine that is busy with other work
 * (for example `TEST_TIMEOUT_SCALE=4` while several builds run); CI never sets it.
 */
const timeoutScale = Math.max(1, Number(process.env.TEST_TIMEOUT_SCALE) || 1);

/**
 * The API suite, once per database engine. A file named `*.postgres.test.ts` is about PostgreSQL alone (several
 * server processes, outages, dumps) and one named `*.pglite.test.ts` about the embedded database alone (its data
 * folder); every other API test runs on both. `npm test` runs `api-pglite`, `npm run test:pg` runs `api-postgres`.
 */
function apiProject(engine: 'pglite' | 'postgres'): TestProjectInlineConfiguration {
  const other = engine === 'pglite' ? 'postgres' : 'pglite';
  return {
    test: {
      name: `api-${engine}`,
      include: ['apps/api/src/**/*.test.ts'],
      exclude: [`apps/api/src/**/*.${other}.test.ts`],
      environment: 'node',
      // Test files share their worker's module cache instead of importing the whole API again each (ADR 109);
      // full runs on both engines so proved clean.
      isolate: false,
      env:
        engine === 'postgres'
          ? { TEST_DATABASE_URL: process.env.TEST_DATABASE_URL || defaultPostgresUrl }
          : { TEST_DATABASE_URL: '' },
      // Twice Vitest's default for a test: one that needs longer (real processes, outages) says so itself. A
      // file's setup starts a whole app on its own database, which took over 20 s on a loaded 2-core machine.
      testTimeout: 10_000 * timeoutScale,
      hookTimeout: 60_000 * timeoutScale,
      globalSetup: ['apps/api/src/test/global-setup.ts'],
      setupFiles: ['apps/api/src/test/setup.ts'],
    },
  };
}

export default defineConfig({
  test: {
    // Vitest's default leaves one core idle; the suite waits on databases and child processes often enough that
    // both cores pay off on a 2-core machine.
    maxWorkers: 2,
    projects: [
      {
        test: { name: 'scripts', include: ['scripts/**/*.test.ts'], environment: 'node' },
      },
      {
        test: {
          name: 'contracts',
          include: ['packages/contracts/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        // Pure logic of the web app (session timing, assurance, redirects, swap rules); screens are proven by e2e/.
        resolve: { alias: { '@': path.resolve(import.meta.dirname, 'apps/web/src') } },
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      apiProject('pglite'),
      apiProject('postgres'),
    ],
  },
});
