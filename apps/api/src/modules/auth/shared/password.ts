import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { parseOptions } from '@node-rs/argon2';
import { dictionary } from '@zxcvbn-ts/language-common';

/** OWASP's argon2id minimum; `hashPassword` uses it unless the config asks for more (or tests for less). */
export const productionHashCost = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;
export interface HashCost {
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

// @node-rs/argon2 declares Algorithm as a const enum, which isolated modules cannot import.
const argon2id = 2;

type HashJob =
  | { kind: 'hash'; password: string; options: HashCost & { algorithm: number } }
  | { kind: 'verify'; hash: string; password: string };

interface HashThread {
  worker: Worker;
  pending: Map<number, { resolve: (value: string | boolean) => void; reject: (error: Error) => void }>;
}

/**
 * Hashing runs on its own threads, one fewer than the cores, so a flood of sign-ins queues instead of
 * thrashing and leaves a core to the event loop (and the embedded database). Each thread keeps its own queue,
 * so it starts the next hash the moment one ends, however busy the main thread is.
 */
const threadCount = Math.max(1, Math.min(4, availableParallelism() - 1));
const threads: HashThread[] = [];
let nextJobId = 0;

function startThread(): HashThread {
  const worker = new Worker(new URL('./argon2-worker.mjs', import.meta.url));
  const thread: HashThread = { worker, pending: new Map() };
  worker.on('message', (reply: { id: number; value?: string | boolean; error?: string }) => {
    const job = thread.pending.get(reply.id);
    thread.pending.delete(reply.id);
    if (thread.pending.size === 0) worker.unref();
    if (reply.error !== undefined) job?.reject(new Error(reply.error));
    else job?.resolve(reply.value!);
  });
  const fail = (error: Error) => {
    const index = threads.indexOf(thread);
    if (index >= 0) threads.splice(index, 1);
    for (const job of thread.pending.values()) job.reject(error);
    thread.pending.clear();
  };
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`Hashing thread stopped (exit code ${code})`)));
  // An idle hashing thread never keeps a process (a test, a benchmark, an operator command) alive; a busy one
  // does, until its last hash is answered. After the listeners: adding a 'message' listener refs the thread
  // again, which kept every process that had hashed a password running for ever.
  worker.unref();
  return thread;
}

/** Queues the job on the least busy thread, starting threads up to the limit as they are needed. */
function runOnHashThread(job: HashJob): Promise<string | boolean> {
  const idle = threads.find((thread) => thread.pending.size === 0);
  const thread =
    idle ??
    (threads.length < threadCount
      ? threads[threads.push(startThread()) - 1]!
      : threads.reduce((least, each) => (each.pending.size < least.pending.size ? each : least)));
  const id = (nextJobId += 1);
  return new Promise((resolve, reject) => {
    thread.pending.set(id, { resolve, reject });
    if (thread.pending.size === 1) thread.worker.ref();
    thread.worker.postMessage({ ...job, id });
  });
}

export async function hashPassword(password: string, cost: HashCost = productionHashCost): Promise<string> {
  return String(await runOnHashThread({ kind: 'hash', password, options: { algorithm: argon2id, ...cost } }));
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return (
    (await runOnHashThread({ kind: 'verify', hash: passwordHash, password }).catch(() => false)) === true
  );
}

/** True when the stored hash is not argon2id at `cost` or more, so sign-in should store a fresh one. */
export function needsRehash(passwordHash: string, cost: HashCost): boolean {
  try {
    const stored = parseOptions(passwordHash);
    return (
      Number(stored.algorithm) !== argon2id ||
      stored.memoryCost < cost.memoryCost ||
      stored.timeCost < cost.timeCost ||
      stored.parallelism < cost.parallelism
    );
  } catch {
    return true;
  }
}

const dummyHashes = new Map<string, Promise<string>>();

/**
 * Verifies against a hash of a random password at the same cost, so an unknown or deleted account takes as
 * long to refuse as a wrong password.
 */
export async function spendVerifyTime(password: string, cost: HashCost): Promise<void> {
  const key = `${cost.memoryCost}:${cost.timeCost}:${cost.parallelism}`;
  let dummy = dummyHashes.get(key);
  if (!dummy) {
    dummy = hashPassword(crypto.randomUUID(), cost);
    dummyHashes.set(key, dummy);
  }
  await verifyPassword(await dummy, password);
}

const commonPasswords = new Set(dictionary['passwords-common'].map((word) => word.toLowerCase()));

/** True for a password on the common-password list that ships with @zxcvbn-ts/language-common. */
export function isCommonPassword(password: string): boolean {
  return commonPasswords.has(password.toLowerCase());
}
