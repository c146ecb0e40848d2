import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import type { Session } from '@skillswap/contracts/auth/schemas';
import { serverDatabaseEnv } from './database.ts';
import { apiEntryArguments } from './api-bundle.ts';

const mainFile = path.resolve(import.meta.dirname, '../main.ts');

/** Environment for a test server: cheap hashing, a fixed secret, no demo members unless asked. */
export const testServerEnv = {
  NODE_ENV: 'test',
  HOST: '127.0.0.1',
  PORT: '0',
  LOG_LEVEL: 'info',
  SEED_MEMBERS: '0',
  DATA_DIR: 'memory://',
  AUTH_SECRET: 'reliability-test-secret-0123456789abcdef',
  ARGON2_MEMORY_KIB: '1024',
  ARGON2_TIME_COST: '1',
};

/** A real server (`src/main.ts`) in a child process; unlike auth/server-process.ts it can be killed hard. */
export interface RunningServer {
  baseUrl: string;
  child: ChildProcess;
  readLog(): string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

const running = new Set<RunningServer>();

/** Spawns the server and resolves once it listens; rejects with its log if it exits or never listens. */
export async function startServer(
  env: Record<string, string>,
  options: { timeoutMs?: number } = {},
): Promise<RunningServer> {
  const database = serverDatabaseEnv({ ...process.env, ...testServerEnv, ...env });
  const child = spawn(process.execPath, apiEntryArguments(mainFile), {
    env: database.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      database.cleanUp();
      resolve(code);
    }),
  );
  const server: RunningServer = {
    baseUrl: '',
    child,
    readLog: () => log,
    exited,
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
      running.delete(server);
    },
  };
  running.add(server);
  server.baseUrl = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`Server did not listen:\n${log}`)),
      // A cold start compiles the API with tsx, opens the embedded database and migrates it: CI's Node 24
      // lane runs these beside the PostgreSQL suite, where one first start went past 60 s and
      // printed nothing yet.
      options.timeoutMs ?? 150_000,
    );
    const check = () => {
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(log);
      if (!match) return;
      clearTimeout(timer);
      resolve(match[1]!);
    };
    child.stdout.on('data', check);
    child.stderr.on('data', check);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`Server exited with ${code}:\n${log}`));
    });
  }).catch(async (error: unknown) => {
    await server.stop('SIGKILL');
    throw error;
  });
  return server;
}

/** Ends every server this file started that is still running (afterAll, even when a test failed). */
export async function stopAllServers() {
  await Promise.all([...running].map((server) => server.stop('SIGKILL')));
}

/** Polls `/api/health/ready` until it answers 200; answers the milliseconds it took. */
export async function waitUntilReady(baseUrl: string, timeoutMs = 60_000): Promise<number> {
  const started = Date.now();
  for (;;) {
    const status = await fetch(`${baseUrl}/api/health/ready`, { signal: AbortSignal.timeout(5_000) })
      .then((response) => response.status)
      .catch(() => 0);
    if (status === 200) return Date.now() - started;
    if (Date.now() - started > timeoutMs) throw new Error(`${baseUrl} not ready after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

let memberCounter = 0;

/** Signs a new member up over HTTP (API-client mode) and answers their credentials. */
export async function signUpOverHttp(baseUrl: string) {
  memberCounter += 1;
  const email = `drill-${randomBytes(4).toString('hex')}-${memberCounter}@skillswap.test`;
  const password = `Swap-${randomBytes(9).toString('base64url')}`;
  const response = await fetch(`${baseUrl}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ fullName: `Drill Member ${memberCounter}`, email, password }),
  });
  if (response.status !== 200) throw new Error(`Sign-up failed: ${response.status} ${await response.text()}`);
  const session = (await response.json()) as Session;
  return { email, password, userId: session.user.id };
}

/** Signs in with a password over HTTP; answers the status and, on success, the session. */
export async function signInOverHttp(baseUrl: string, credentials: { email: string; password: string }) {
  const response = await fetch(`${baseUrl}/api/auth/token?grant_type=password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  const body: unknown = await response.json();
  return { status: response.status, session: response.status === 200 ? (body as Session) : null };
}

/** A fresh database on the PostgreSQL server of TEST_DATABASE_URL, and how to drop it. */
export async function createPostgresDatabase(serverUrl: string, prefix = 'skillswap_proc') {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await runAdminQuery(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => runAdminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

export async function runAdminQuery<Row extends pg.QueryResultRow = pg.QueryResultRow>(
  url: string,
  sql: string,
): Promise<Row[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<Row>(sql)).rows;
  } finally {
    await client.end();
  }
}
