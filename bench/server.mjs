// Starts the production server the way `npm start` does (node --import tsx apps/api/src/main.ts) on a free
// port, for the benchmarks. The caller stops it with `stop()`.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '..');

export function findFreePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** Polls /api/health until it answers 200; resolves with the milliseconds since `startedAt`. */
export async function waitForHealth(baseUrl, { startedAt, timeoutMs = 120_000, child } = {}) {
  const deadline = startedAt + timeoutMs;
  while (performance.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return performance.now() - startedAt;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`No healthy answer from ${baseUrl} within ${timeoutMs} ms`);
}

/** Spawns the server; `env` adds to or overrides a production configuration with a throwaway secret. */
export async function startServer(env = {}) {
  const port = await findFreePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const startedAt = performance.now();
  // BENCH_SERVER_NODE_ARGS adds Node flags to the server only, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof".
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'apps/api/src/main.ts'], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      AUTH_SECRET: randomBytes(32).toString('hex'),
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: baseUrl,
      DATA_DIR: 'memory://',
      LOG_LEVEL: 'warn',
      MAIL_TRANSPORT: 'log',
      ...env,
    },
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  // A benchmark stopped with Ctrl-C (or killed) takes its server down with it.
  const killServer = () => child.kill('SIGTERM');
  const stopOnSignal = (signal) => {
    killServer();
    process.exit(signal === 'SIGINT' ? 130 : 143);
  };
  process.once('SIGINT', stopOnSignal);
  process.once('SIGTERM', stopOnSignal);
  process.once('exit', killServer);
  const stop = () =>
    new Promise((resolve) => {
      process.off('SIGINT', stopOnSignal);
      process.off('SIGTERM', stopOnSignal);
      process.off('exit', killServer);
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  try {
    const readyMs = await waitForHealth(baseUrl, { startedAt, child });
    return { baseUrl, readyMs, stop, pid: child.pid };
  } catch (error) {
    await stop();
    throw new Error(`${error.message}\n${stderr}`);
  }
}
