import type { RecoveryCodeStatus } from '@skillswap/contracts/auth-security/recovery-codes';
import { errorCodes } from '@skillswap/contracts/shared/errors';
import type { DbOrTx } from '../../../db/client.ts';
import { recordAuditEvent, type AuditContext } from '../../../lib/audit.ts';
import { AppError, conflict } from '../../../lib/errors.ts';
import { enforceRateLimit } from '../../../lib/rate-limit.ts';
import type { AuthRuntime } from '../runtime/auth-runtime.ts';
import { rateLimits } from '../shared/auth-limits.ts';
import { type AuthenticatedCaller, buildSessionResponse } from '../sessions/index.ts';
import { assertMayChangeFactors } from './factors.service.ts';
import { upgradeToAal2 } from './mfa-session.ts';
import { generateRecoveryCodes, hashRecoveryCode } from './recovery-codes.ts';
import { enqueueMessage } from '../../../lib/outbox.ts';
import { describeDevice } from '../sessions/index.ts';
import { recoveryCodeUsedMail } from './recovery-code-mail.ts';
import { claimRecoveryCode, countRecoveryCodes, replaceRecoveryCodes } from './recovery-codes.repository.ts';

const invalidRecoveryCode = () =>
  new AppError(errorCodes.validation, 'auth.thatRecoveryCodeIs', { status: 422 });

/**
 * Makes a new set of ten codes for the member, replacing every earlier one, inside the caller's transaction.
 * Answers the codes in clear: the only time they exist outside the member's hands.
 */
export async function issueRecoveryCodes(
  runtime: AuthRuntime,
  tx: DbOrTx,
  input: { userId: string; reason: 'first_factor' | 'regenerated'; client: AuditContext },
): Promise<string[]> {
  const codes = generateRecoveryCodes();
  const secret = runtime.deps.config.AUTH_SECRET;
  await replaceRecoveryCodes(tx, {
    userId: input.userId,
    codeHashes: codes.map((code) => hashRecoveryCode(secret, input.userId, code)),
    now: runtime.deps.clock.now(),
  });
  await recordAuditEvent(tx, {
    event: 'mfa_recovery_codes_generated',
    userId: input.userId,
    details: { reason: input.reason, count: codes.length },
    ...input.client,
  });
  return codes;
}

export async function getRecoveryCodeStatus(
  runtime: AuthRuntime,
  caller: AuthenticatedCaller,
): Promise<RecoveryCodeStatus> {
  const counts = await countRecoveryCodes(runtime.deps.database.db, caller.userId);
  return {
    hasCodes: counts.total > 0,
    remaining: counts.remaining,
    generatedAt: counts.generatedAt?.toISOString() ?? null,
  };
}

/** A new set for a member with two-step sign-in on, at aal2 (the route adds the recent re-authentication). */
export async function regenerateRecoveryCodes(
  runtime: AuthRuntime,
  caller: AuthenticatedCaller,
  client: AuditContext,
) {
  assertMayChangeFactors(caller);
  if (!caller.hasVerifiedFactor) {
    throw conflict('auth.turnOnTwoStep');
  }
  const recoveryCodes = await runtime.deps.database.db.transaction((tx) =>
    issueRecoveryCodes(runtime, tx, { userId: caller.userId, reason: 'regenerated', client }),
  );
  return { recoveryCodes };
}

/**
 * The second step with a recovery code instead of a factor: the code is spent (once, atomically) and the
 * session is replaced by one at aal2, as a factor would. Attempts count against the member's MFA limit.
 */
export async function signInWithRecoveryCode(
  runtime: AuthRuntime,
  caller: AuthenticatedCaller,
  code: string,
  client: AuditContext,
) {
  const { db } = runtime.deps.database;
  const now = runtime.deps.clock.now();
  await enforceRateLimit(db, { key: `mfa:user:${caller.userId}`, ...rateLimits.mfa, now });
  const codeHash = hashRecoveryCode(runtime.deps.config.AUTH_SECRET, caller.userId, code);
  // The code is spent and the member told in one transaction: the mail goes if and only if the code was used.
  const isClaimed = await db.transaction(async (tx) => {
    // Codes outlive nothing: without a verified factor they are deleted, but check rather than assume.
    const isClaimed =
      caller.hasVerifiedFactor && (await claimRecoveryCode(tx, { userId: caller.userId, codeHash, now }));
    if (isClaimed) {
      const { remaining } = await countRecoveryCodes(tx, caller.userId);
      await enqueueMessage(
        tx,
        recoveryCodeUsedMail(runtime.deps.config, caller.email, {
          remaining,
          device: describeDevice(client.userAgent ?? null),
          ip: client.ip ?? 'unknown',
        }),
      );
      return true;
    }
    await recordAuditEvent(tx, { event: 'mfa_recovery_code_failed', userId: caller.userId, ...client });
    return false;
  });
  if (!isClaimed) throw invalidRecoveryCode();
  const session = await upgradeToAal2(runtime, caller, {
    method: 'recovery_code',
    audit: { event: 'mfa_recovery_code_used', details: {} },
    client,
  });
  return buildSessionResponse(runtime, db, session);
}
