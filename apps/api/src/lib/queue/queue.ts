/**
 * The parts of a delivery queue that hold no SQL (ADR 205): when a failed attempt is tried again, when the
 * queue gives up, and keeping a claim's lease alive while slow work runs. The statements are in
 * queue.repository.ts; each queue keeps its own table, its delivery and what it records.
 */

/**
 * How a queue retries: the first retry waits `baseMs`, each next one twice as long, up to `maxMs`; `jitter`
 * (0 to 1) adds up to that share of the delay at random, so rows that failed together do not all come back
 * together; after `maxAttempts` attempts, or when the next one would fall after `giveUpAt`, it gives up.
 */
export interface RetryPolicy {
  baseMs: number;
  maxMs?: number;
  jitter?: number;
  maxAttempts?: number;
}

/** The wait after `attempts` attempts (1 for the first), with `random` drawing the jitter (0 ≤ n < 1). */
export function backoffDelayMs(attempts: number, policy: RetryPolicy, random: () => number = Math.random) {
  const delay = Math.min(
    policy.maxMs ?? Number.POSITIVE_INFINITY,
    policy.baseMs * 2 ** Math.max(0, attempts - 1),
  );
  const jitter = policy.jitter ?? 0;
  return jitter > 0 ? delay + Math.floor(delay * jitter * random()) : delay;
}

/** When to try again after `attempts` attempts, the last one failed at `now`; null to give up. */
export function nextAttemptAt(
  attempts: number,
  now: Date,
  policy: RetryPolicy,
  options: { giveUpAt?: Date; random?: () => number } = {},
): Date | null {
  if (policy.maxAttempts !== undefined && attempts >= policy.maxAttempts) return null;
  const at = new Date(now.getTime() + backoffDelayMs(attempts, policy, options.random));
  return options.giveUpAt && at > options.giveUpAt ? null : at;
}

/**
 * Runs `work` while renewing the claim's lease every third of its length, so a slow receiver never lets it
 * lapse; `renew` answers whether the claim is still this worker's, and `onLost` hears when it is not.
 */
export async function holdingLease<T>(
  lease: { leaseMs: number; renew: () => Promise<boolean>; onLost: () => void },
  work: () => Promise<T>,
): Promise<T> {
  const timer = setInterval(() => {
    lease
      .renew()
      .then((isStillMine) => {
        if (!isStillMine) lease.onLost();
      })
      .catch(() => undefined);
  }, lease.leaseMs / 3);
  try {
    return await work();
  } finally {
    clearInterval(timer);
  }
}
