// The API's modules depend on each other one way only: their graph, folder by folder, has no cycle, so a
// newcomer can draw it (ADR 0059). Tests are left out: they may build on another module's test helpers, which
// says nothing about how the running code depends. Part of `npm run lint:deps`; the file rules are in
// .dependency-cruiser.mjs.
import { testFiles } from './.dependency-cruiser.mjs';

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'no-circular-between-modules',
      severity: 'error',
      comment:
        'When two modules need each other, move the shared piece down into the lower one, or let the code ' +
        'that composes modules (app.ts, jobs/, cli/) call both.',
      scope: 'folder',
      from: { path: '^apps/api/src/modules/[^/]+' },
      to: { path: '^apps/api/src/modules/[^/]+', circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: [String.raw`(^|/)(node_modules|dist)/`, testFiles] },
    tsPreCompilationDeps: true,
  },
};
