import { sql, type SQL } from 'drizzle-orm';
import { errorCodes } from '@skillswap/contracts/shared/errors';
import type { DbOrTx } from '../db/client.ts';
import { AppError } from './errors.ts';

export interface RateLimitRule {
  /** What is being counted, e.g. `sign-in:ip:203.0.113.7`. */
  key: string;
  limit: number;
  windowMs: number;
  now: Date;
}

export interface RateLimitOutcome {
  allowed: boolean;
  /** Seconds until the window resets; 0 when allowed. */
  retryAfterSeconds: number;
}

/**
 * Counts one hit against `key` in a fixed window stored in PostgreSQL, so every server process shares it.
 * One UPSERT both starts a new window and counts, which keeps it exact under concurrent requests.
 */
export async function consumeRateLimit(db: DbOrTx, rule: RateLimitRule): Promise<RateLimitOutcome> {
  const result = await db.execute<RateLimitHit>(rateLimitHitSql(rule));
  return rateLimitOutcome(rule, result.rows[0]!);
}

/** The counter's row after a hit, as `rateLimitHitSql` answers it. */
export type RateLimitHit = {
  window_started_at: string | Date;
  hits: number | string;
};

/**
 * SQL: the UPSERT that counts one hit, answering `window_started_at` and `hits`. A statement that has other
 * work to do embeds it as a CTE (a message's send counts its hit in the statement that stores the message),
 * then reads the outcome with `rateLimitOutcome`.
 */
export function rateLimitHitSql(rule: RateLimitRule): SQL {
  const now = rule.now.toISOString();
  const windowStartLimit = new Date(rule.now.getTime() - rule.windowMs).toISOString();
  const expiresAt = new Date(rule.now.getTime() + rule.windowMs).toISOString();
  return sql`
    INSERT INTO rate_limits AS counter (key, window_started_at, hits, expires_at)
    VALUES (${rule.key}, ${now}, 1, ${expiresAt})
    ON CONFLICT (key) DO UPDATE SET
      window_started_at = CASE WHEN counter.window_started_at <= ${windowStartLimit}::timestamptz
        THEN EXCLUDED.window_started_at ELSE counter.window_started_at END,
      hits = CASE WHEN counter.window_started_at <= ${windowStartLimit}::timestamptz
        THEN 1 ELSE counter.hits + 1 END,
      expires_at = CASE WHEN counter.window_started_at <= ${windowStartLimit}::timestamptz
        THEN EXCLUDED.expires_at ELSE counter.expires_at END
    RETURNING window_started_at, hits`;
}

/** Whether a hit was within the limit and, when not, how long until its window resets. */
export function rateLimitOutcome(rule: RateLimitRule, row: RateLimitHit): RateLimitOutcome {
  if (Number(row.hits) <= rule.limit) return { allowed: true, retryAfterSeconds: 0 };
  const windowEnds = new Date(row.window_started_at).getTime() + rule.windowMs;
  return {
    allowed: false,
    retryAfterSeconds: Math.max(1, Math.ceil((windowEnds - rule.now.getTime()) / 1000)),
  };
}

/** Answers 429 `rate_limit_exceeded` with Retry-After. */
export function rateLimitExceeded(retryAfterSeconds: number): AppError {
  return new AppError(errorCodes.rateLimited, 'common.rateLimitExceeded', {
    status: 429,
    headers: { 'retry-after': String(retryAfterSeconds) },
  });
}

/** Counts one hit and throws `rateLimitExceeded` when the limit is passed. */
export async function enforceRateLimit(db: DbOrTx, rule: RateLimitRule): Promise<void> {
  const outcome = await consumeRateLimit(db, rule);
  if (!outcome.allowed) throw rateLimitExceeded(outcome.retryAfterSeconds);
}

/** Deletes counters whose window has passed; safe to call from any process at any time. */
export async function pruneRateLimits(db: DbOrTx, now: Date): Promise<void> {
  await db.execute(sql`DELETE FROM rate_limits WHERE expires_at < ${now.toISOString()}`);
}
