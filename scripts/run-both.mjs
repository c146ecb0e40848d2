// `npm test` runs the unit and API tests, then the browser journeys, and the journeys run even when the first
// part failed: a failure in one must not hide what the other would have found. Exits non-zero when either
// failed and names which.
import { spawnSync } from 'node:child_process';

const parts = [
  { label: 'unit and API tests (npm run test:unit)', command: 'npm', args: ['run', 'test:unit'] },
  { label: 'browser journeys (playwright test)', command: 'npx', args: ['playwright', 'test'] },
];

const failed = [];
for (const part of parts) {
  const result = spawnSync(part.command, part.args, { stdio: 'inherit' });
  if (result.status !== 0) failed.push(`${part.label}: exit ${result.status ?? result.signal}`);
}
if (failed.length > 0) {
  console.error(`\nnpm test failed:\n${failed.map((line) => `  ${line}`).join('\n')}`);
  process.exit(1);
}
