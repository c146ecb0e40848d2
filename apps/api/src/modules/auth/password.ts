import { availableParallelism } from 'node:os';
import { hash, parseOptions, verify } from '@node-rs/argon2';
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

/**
 * Hashing runs on libuv's pool; this bounds how many run at once so a flood queues instead of thrashing,
 * and leaves one core to the event loop (and the embedded database) so other requests stay fast.
 */
const maxHashesInFlight = Math.max(1, Math.min(4, availableParallelism() - 1));
let hashesInFlight = 0;
const waiting: Array<() => void> = [];

async function withHashSlot<T>(work: () => Promise<T>): Promise<T> {
  if (hashesInFlight >= maxHashesInFlight) await new Promise<void>((resolve) => waiting.push(resolve));
  hashesInFlight += 1;
  try {
    return await work();
  } finally {
    hashesInFlight -= 1;
    waiting.shift()?.();
  }
}

export function hashPassword(password: string, cost: HashCost = productionHashCost): Promise<string> {
  return withHashSlot(() => hash(password, { algorithm: argon2id, ...cost }));
}

export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return withHashSlot(() => verify(passwordHash, password).catch(() => false));
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
