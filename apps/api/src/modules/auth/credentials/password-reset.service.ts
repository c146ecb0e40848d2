import { randomBytes } from 'node:crypto';
import type { RequestPasswordResetInput, ResetPasswordInput } from '@skillswap/contracts/credentials/schemas';
import { errorCodes } from '@skillswap/contracts/shared/errors';
import { recordAuditEvent, type AuditContext } from '../../../lib/audit.ts';
import { answerFloor } from '../../../lib/clock.ts';
import { AppError, type ErrorKey } from '../../../lib/errors.ts';
import { enqueueMessage } from '../../../lib/outbox.ts';
import { consumeRateLimit, enforceRateLimit } from '../../../lib/rate-limit.ts';
import { revokeAllPersonalTokens } from '../personal-tokens/index.ts';
import type { AuthRuntime } from '../runtime/auth-runtime.ts';
import { commonPassword } from '../shared/auth-errors.ts';
import { linkLifetimes, passwordResetAnswerMs, rateLimits } from '../shared/auth-limits.ts';
import { hashPassword, isCommonPassword, spendVerifyTime } from '../shared/password.ts';
import { hashToken } from '../shared/token-hash.ts';
import {
  endOtherSessions,
  findAccountByEmail,
  findAccountById,
  updatePasswordHash,
} from '../sessions/index.ts';
import { claimPasswordReset, insertPasswordReset, spendPasswordResets } from './credentials.repository.ts';
import { passwordChangedMail, passwordResetMail } from './credential-mail.ts';

/** The one answer to every reset request: it says nothing about whether the address has an account. */
export const resetRequestedAnswer = {
  message:
    'If an account uses this address, we have sent it a link to choose a new password. The link works for 30 minutes.',
};

/** 32 random bytes, base64url: the secret of a mailed link. Only its SHA-256 is stored. */
export const generateLinkToken = () => randomBytes(32).toString('base64url');

/** 400 `invalid_link`, naming the link (`what`, a key: "This link" unless said). */
export const invalidLink = (what: ErrorKey = 'auth.thisLink') =>
  new AppError(errorCodes.invalidLink, 'auth.linkInvalid', {
    values: { what: { key: what } },
    status: 400,
  });

/**
 * Mails a reset link when the address has a live account. Every address gets the same answer after the same
 * work (a token made and hashed, one argon2 verify, the per-address limit counted, one audit row) and at the
 * same moment: the answer waits until `passwordResetAnswerMs` after arrival, so the two small writes only an
 * account causes, and whatever else the server is doing, do not show in its timing.
 */
export async function requestPasswordReset(
  runtime: AuthRuntime,
  input: RequestPasswordResetInput,
  client: AuditContext,
) {
  const { db } = runtime.deps.database;
  const now = runtime.deps.clock.now();
  const floor = answerFloor(passwordResetAnswerMs);
  await enforceRateLimit(db, {
    key: `password-reset:ip:${client.ip ?? 'unknown'}`,
    ...rateLimits.passwordResetRequest,
    now,
  });
  const token = generateLinkToken();
  const tokenHash = hashToken(token);
  const [account] = await Promise.all([
    findAccountByEmail(db, input.email),
    spendVerifyTime(input.email, runtime.hashCost),
  ]);
  const perAddress = await consumeRateLimit(db, {
    key: `password-reset:address:${input.email.toLowerCase()}`,
    ...rateLimits.passwordResetPerAddress,
    now,
  });
  const recipient = account && !account.deletedAt && perAddress.allowed ? account : null;
  await db.transaction(async (tx) => {
    if (recipient) {
      const expiresAt = new Date(now.getTime() + linkLifetimes.passwordResetMs);
      await insertPasswordReset(tx, { userId: recipient.id, tokenHash, now, expiresAt });
      await enqueueMessage(
        tx,
        passwordResetMail(runtime.deps.config, recipient.email, token, recipient.language ?? undefined),
      );
    }
    await recordAuditEvent(tx, {
      event: 'password_reset_requested',
      userId: account?.id ?? null,
      details: { isMailed: recipient !== null },
      ...client,
    });
  });
  await floor.reached();
  return resetRequestedAnswer;
}

/**
 * Sets a new password with a reset link. The link works once; every session, refresh token and personal
 * access token of the member ends, and nobody is signed in: the next sign-in still asks for
 * the second factor.
 */
export async function resetPassword(runtime: AuthRuntime, input: ResetPasswordInput, client: AuditContext) {
  const { db } = runtime.deps.database;
  const now = runtime.deps.clock.now();
  await enforceRateLimit(db, { key: `link:ip:${client.ip ?? 'unknown'}`, ...rateLimits.linkRedeem, now });
  if (isCommonPassword(input.password)) throw commonPassword();
  const passwordHash = await hashPassword(input.password, runtime.hashCost);
  const isReset = await db.transaction(async (tx) => {
    const reset = await claimPasswordReset(tx, hashToken(input.token), now);
    if (!reset) return false;
    const account = await findAccountById(tx, reset.userId);
    if (!account || account.deletedAt) return false;
    await updatePasswordHash(tx, account.id, passwordHash);
    await spendPasswordResets(tx, account.id, now);
    const endedSessions = await endOtherSessions(tx, {
      userId: account.id,
      keepSessionId: null,
      reason: 'password_reset',
      now,
    });
    // A program's token would outlive the reset otherwise: whoever read the old password may have made one.
    const revokedTokens = await revokeAllPersonalTokens(tx, {
      memberId: account.id,
      now,
      reason: 'password_reset',
      client,
    });
    await recordAuditEvent(tx, {
      event: 'password_reset',
      userId: account.id,
      details: { endedSessions, revokedTokens },
      ...client,
    });
    await enqueueMessage(tx, passwordChangedMail(runtime.deps.config, account.email, 'reset'));
    return true;
  });
  if (!isReset) throw invalidLink('auth.thisPasswordResetLink');
}
