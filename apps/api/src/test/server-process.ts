import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { serverDatabaseEnv } from './database.ts';
import { apiEntryArguments } from './api-bundle.ts';

const mainFile = path.resolve(import.meta.dirname, '../main.ts');

/** The real server (`src/main.ts`) in a child process on a free port, with its log captured. */
export interface ServerProcess {
  baseUrl: string;
  pid: number;
  readLog(): string;
  /** Sends a signal (SIGTERM to shut down, SIGKILL for a crash) without waiting. */
  kill(signal: NodeJS.Signals): void;
  /** Resolves with the exit code (null when a signal ended it) once the process is gone. */
  exited: Promise<number | null>;
  /**
   * Waits until the server has begun handling `count` requests to `path` (it logs each request it routes).
   */
  waitUntilHandling(path: string, count: number): Promise<void>;
  /** SIGTERM, then waits for the exit. */
  stop(): Promise<void>;
}

export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const database = serverDatabaseEnv({
    ...process.env,
    HOST: '127.0.0.1',
    PORT: '0',
    SEED_MEMBERS: '0',
    DATA_DIR: 'memory://',
    ...env,
  });
  const child: ChildProcess = spawn(process.execPath, apiEntryArguments(mainFile), {
    env: database.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout!.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      database.cleanUp();
      resolve(code);
    }),
  );
  const baseUrl = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Server did not start:\n${log}`)), 120_000);
    const check = () => {
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(log);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    };
    child.stdout!.on('data', check);
    void exited.then((code) => reject(new Error(`Server exited with ${code}:\n${log}`)));
  }).catch((error: unknown) => {
    // A server that never listened is not left behind, holding its port or its data folder.
    child.kill('SIGKILL');
    throw error;
  });
  const waitUntilHandling = async (requestPath: string, count: number) => {
    const isRouted = (line: string) =>
      line.includes('"incoming request"') && line.includes(`"url":"${requestPath}"`);
    for (let waited = 0; waited < 30_000; waited += 20) {
      if (log.split('\n').filter(isRouted).length >= count) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`The server did not begin ${count} requests to ${requestPath}:\n${log}`);
  };
  return {
    baseUrl,
    pid: child.pid!,
    waitUntilHandling,
    readLog: () => log,
    kill: (signal) => void child.kill(signal),
    exited,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Whether a server still takes new connections: a fresh one each time, never a kept-alive one. */
export async function isAcceptingConnections(baseUrl: string): Promise<boolean> {
  try {
    await fetch(`${baseUrl}/api/health`, { headers: { connection: 'close' } });
    return true;
  } catch {
    return false;
  }
}
