// Module boundaries of the API, checked by `npm run lint:deps` (part of `npm run lint`); see ADR 0059.
// Each API module (apps/api/src/modules/<name>/) is entered through its index.ts only, lib/ knows no module,
// and no file of the API or the contracts takes part in an import cycle (type-only imports count). That the
// modules themselves depend on each other one way only is checked by .dependency-cruiser-modules.mjs.

/** Tests and the helpers they share. */
export const testSuffix = String.raw`(\.test|\.test-helper|\.fixture)\.ts$`;
export const testFiles = String.raw`${testSuffix}|^apps/api/src/test/`;
/** What a module offers other modules' tests besides its index: builders of swaps, members, fixtures. */
const testHelpers = String.raw`(\.test-helper|\.fixture)\.ts$`;

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'Import cycles make modules impossible to read, test or move on their own. Break the cycle: move ' +
        'the shared piece down into the module both use, or let the composing code (app.ts, jobs/, cli/) ' +
        'call both.',
      from: { path: '^(apps/api/src|packages/contracts/src)/' },
      to: { circular: true },
    },
    {
      name: 'module-through-its-index',
      severity: 'error',
      comment:
        "A module uses another module only through that module's index.ts, its public entry; what the " +
        'index does not export is private. Export it there if another module really needs it.',
      from: { path: String.raw`^apps/api/src/modules/([^/]+)/`, pathNot: testFiles },
      to: {
        path: String.raw`^apps/api/src/modules/[^/]+/`,
        pathNot: [String.raw`^apps/api/src/modules/$1/`, String.raw`^apps/api/src/modules/[^/]+/index\.ts$`],
      },
    },
    {
      name: 'outside-code-through-module-index',
      severity: 'error',
      comment: 'app.ts, jobs/, cli/, db/ and lib/ use a module only through its index.ts, its public entry.',
      from: { path: '^apps/api/src/', pathNot: ['^apps/api/src/modules/', testFiles] },
      to: { path: '^apps/api/src/modules/', pathNot: String.raw`^apps/api/src/modules/[^/]+/index\.ts$` },
    },
    {
      name: 'module-tests-through-index-or-test-helpers',
      severity: 'error',
      comment:
        "A module's tests reach another module through its index.ts, or through that module's test helpers.",
      from: { path: String.raw`^apps/api/src/modules/([^/]+)/.*${testSuffix}` },
      to: {
        path: String.raw`^apps/api/src/modules/[^/]+/`,
        pathNot: [
          String.raw`^apps/api/src/modules/$1/`,
          String.raw`^apps/api/src/modules/[^/]+/index\.ts$`,
          testHelpers,
        ],
      },
    },
    {
      name: 'other-tests-through-index-or-test-helpers',
      severity: 'error',
      comment: 'Tests outside the modules reach a module through its index.ts or its test helpers.',
      from: { path: String.raw`^apps/api/src/(?!modules/).*${testSuffix}|^apps/api/src/test/` },
      to: {
        path: '^apps/api/src/modules/',
        pathNot: [String.raw`^apps/api/src/modules/[^/]+/index\.ts$`, testHelpers],
      },
    },
    {
      name: 'lib-knows-no-module',
      severity: 'error',
      comment:
        'lib/ holds what every module may use (errors, clock, outbox, rate limits); it imports no module ' +
        'and not the app. Code that composes modules lives beside app.ts (jobs/, cli/).',
      from: { path: '^apps/api/src/lib/', pathNot: testFiles },
      to: { path: String.raw`^apps/api/src/(modules/|jobs/|cli/|app\.ts$|main\.ts$)` },
    },
    {
      name: 'no-module-imports-the-app',
      severity: 'error',
      comment: 'app.ts imports every module, so a module importing it closes a cycle. Use app-deps.ts.',
      from: {
        path: '^apps/api/src/modules/',
        pathNot: testFiles,
      },
      to: { path: String.raw`^apps/api/src/(app|main)\.ts$` },
    },
    {
      name: 'no-module-imports-the-composition-root',
      severity: 'error',
      comment:
        'jobs/ and cli/ compose modules as app.ts does; a module that imports them depends on every module ' +
        'they reach. Take what you need as an argument from the code that composes (issue 37 item 5).',
      from: { path: '^apps/api/src/modules/', pathNot: testFiles },
      to: { path: '^apps/api/src/(jobs|cli)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: String.raw`(^|/)(node_modules|dist)/` },
    // Type-only imports are edges too: a type cycle still ties the files together.
    tsPreCompilationDeps: true,
  },
};
