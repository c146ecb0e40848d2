// First step of `npm test` (and of `npm run test:e2e`, and of CI): the browser journeys need Debian's
// Chromium at /usr/bin/chromium (or CHROMIUM_PATH). When it is missing, installs it where it can (as root,
// with apt-get), and otherwise stops before any test starts, printing the one command that installs it.
import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import path from 'node:path';

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const packages = ['chromium', 'fonts-liberation'];

function isExecutable(file) {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** apt-get on the PATH, if there is one. */
function findAptGet() {
  const folders = (process.env.PATH ?? '').split(path.delimiter).filter(Boolean);
  return folders.map((folder) => path.join(folder, 'apt-get')).find(isExecutable);
}

function run(command, args) {
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return result.status === 0;
}

if (isExecutable(chromiumPath)) process.exit(0);

const aptGet = findAptGet();
if (aptGet && process.getuid?.() === 0) {
  console.log(`Chromium is missing at ${chromiumPath}; installing Debian's ${packages.join(' and ')}...`);
  const isInstalled =
    run(aptGet, ['update', '-qq']) &&
    run(aptGet, ['install', '-y', '-qq', ...packages]) &&
    isExecutable(chromiumPath);
  if (isInstalled) process.exit(0);
  console.error(`Installing Chromium did not put it at ${chromiumPath}. No test was run.`);
  process.exit(1);
}

const command = aptGet
  ? `sudo sh -c 'apt-get update && apt-get install -y ${packages.join(' ')}'`
  : 'CHROMIUM_PATH=/path/to/your/chromium npm test';
console.error(
  `The browser journeys need Chromium at ${chromiumPath}, and it is not there. No test was run.\n` +
    `Run this, then npm test again${aptGet ? '' : ' (or install Chromium and run it with its path)'}:\n\n` +
    `  ${command}\n`,
);
process.exit(1);
