import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { authSignInFailures } from '../../../db/schema/index.ts';
import { signInBackOff } from '../shared/auth-limits.ts';

/**
 * Counts a sign-in attempt for an address (known or not, so the table discloses nothing) before the
 * password is checked, and answers when the address may try again if it is held back now.
 *
 * Counting first, in one statement under a row lock, means parallel guesses from many addresses cannot all
 * slip through before the first failure is written. After the free attempts each one holds the address
 * back twice as long as the last (capped), so guessing slows to a crawl but the owner is never locked
 * out; a success clears the count, and a day without attempts forgets it.
 */
export async function claimSignInAttempt(db: DbOrTx, emailKey: string, now: Date): Promise<Date | null> {
  const { freeFailures, baseMs, maxMs, forgetAfterMs } = signInBackOff;
  const at = now.toISOString();
  const attempts = sql`CASE WHEN f.last_failure_at < ${at}::timestamptz - make_interval(secs => ${forgetAfterMs / 1000}::float8)
    THEN 1 ELSE f.failures + 1 END`;
  // The upsert only counts when the address is not held back; PostgreSQL evaluates that condition on the
  // latest row version under its lock, so concurrent attempts are counted (or refused) one at a time.
  const counted = await db.execute<{ failures: number }>(sql`
    INSERT INTO auth_sign_in_failures AS f (email_key, failures, last_failure_at, blocked_until)
    VALUES (${emailKey}, 1, ${at}, NULL)
    ON CONFLICT (email_key) DO UPDATE SET
      failures = ${attempts},
      last_failure_at = EXCLUDED.last_failure_at,
      blocked_until = CASE WHEN ${attempts} > ${freeFailures}::int
        THEN EXCLUDED.last_failure_at + make_interval(secs => least(
          ${maxMs / 1000}::float8,
          ${baseMs / 1000}::float8 * power(2, (${attempts}) - ${freeFailures}::int - 1)))
        ELSE NULL END
    WHERE f.blocked_until IS NULL OR f.blocked_until <= ${at}::timestamptz
    RETURNING f.failures`);
  if (counted.rows.length > 0) return null;
  const [row] = await db
    .select({ blockedUntil: authSignInFailures.blockedUntil })
    .from(authSignInFailures)
    .where(eq(authSignInFailures.emailKey, emailKey));
  return row?.blockedUntil && row.blockedUntil > now ? row.blockedUntil : new Date(now.getTime() + 1000);
}

export async function clearSignInFailures(db: DbOrTx, emailKey: string) {
  await db.delete(authSignInFailures).where(eq(authSignInFailures.emailKey, emailKey));
}
