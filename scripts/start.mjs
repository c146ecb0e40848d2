// `npm start`: build the web app when the build is missing or older than its sources, then run the server
// (which migrates the database and seeds demo members into an empty one). On the embedded database with no
// AUTH_SECRET set, the secret is made once and kept beside the data it protects (DATA_DIR/auth-secret), so
// one command is all a local install needs; with DATABASE_URL the server still insists on an AUTH_SECRET of
// yours.
import { spawnSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { constants } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const web = path.join(root, 'apps/web');
const builtIndex = path.join(web, 'dist/index.html');

function newestChange(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestChange(full) : statSync(full).mtimeMs);
  }
  return newest;
}

const sources = [path.join(web, 'src'), path.join(web, 'public'), path.join(root, 'packages/contracts/src')];
const isStale =
  !existsSync(builtIndex) || Math.max(...sources.map(newestChange)) > statSync(builtIndex).mtimeMs;
if (isStale) {
  console.log('Building the web app…');
  const build = spawnSync('npm', ['-w', '@skillswap/web', 'run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

/** The embedded install's own secret: read from DATA_DIR/auth-secret, or made there (owner-only) once. */
function embeddedAuthSecret() {
  const dataDir = path.resolve(root, process.env.DATA_DIR ?? './data');
  const file = path.join(dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  return secret;
}

const isEmbedded = !process.env.DATABASE_URL && process.env.DATA_DIR !== 'memory://';
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: {
    NODE_ENV: 'production',
    ...(isEmbedded && !process.env.AUTH_SECRET ? { AUTH_SECRET: embeddedAuthSecret() } : {}),
    // A local install has no mail server: its mail stays in the outbox and the log. A shared database does
    // not get that default; the server then insists on SMTP_URL (or MAIL_TRANSPORT=log said out loud).
    ...(isEmbedded && !process.env.SMTP_URL ? { MAIL_TRANSPORT: 'log' } : {}),
    ...process.env,
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
// A server ended by a signal (kill -9, the OOM killer) ends `npm start` with 128 + the signal's number, as a
// shell reports it: a supervisor's on-failure restart must see a failure, never the 0 of a clean exit.
server.on('exit', (code, signal) => process.exit(code ?? 128 + (constants.signals[signal] ?? 0)));
