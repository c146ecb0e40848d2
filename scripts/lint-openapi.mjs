// `npm run lint:openapi`: writes the OpenAPI document from the code (apps/api/src/cli/openapi-document.ts) to
// a temporary file and lints it with Redocly CLI under redocly.yaml. Fails on any error. Nothing is fetched:
// the update check and usage data are turned off, and the document has no remote references.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const folder = mkdtempSync(join(tmpdir(), 'skillswap-openapi-'));
const file = join(folder, 'openapi.json');
const run = (command, args, env = {}) =>
  spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;
let status;
try {
  status = run(process.execPath, ['--import', 'tsx', 'apps/api/src/cli/openapi-document.ts', file]);
  if (status === 0) {
    status = run(
      process.execPath,
      [
        'node_modules/@redocly/cli/bin/cli.js',
        'lint',
        file,
        '--config',
        'redocly.yaml',
        '--format',
        'summary',
      ],
      {
        REDOCLY_TELEMETRY: 'off',
        REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true',
        REDOCLY_SUPPRESS_NOTIFICATIONS: 'true',
      },
    );
  }
} finally {
  rmSync(folder, { recursive: true, force: true });
}
process.exit(status);
