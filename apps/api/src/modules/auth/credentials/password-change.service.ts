import { recentAuthWindowSeconds, type ChangePasswordInput } from '@skillswap/contracts/credentials/schemas';
import { errorCodes } from '@skillswap/contracts/shared/errors';
import type { AuthMethodReference } from '../../../db/schema/index.ts';
import { recordAuditEvent, type AuditContext } from '../../../lib/audit.ts';
import { AppError } from '../../../lib/errors.ts';
import { enqueueMessage } from '../../../lib/outbox.ts';
import { enforceRateLimit } from '../../../lib/rate-limit.ts';
import type { AuthRuntime } from '../runtime/auth-runtime.ts';
import { commonPassword } from '../shared/auth-errors.ts';
import { rateLimits } from '../shared/auth-limits.ts';
import { hashPassword, isCommonPassword, spendVerifyTime, verifyPassword } from '../shared/password.ts';
import {
  endOtherSessions,
  findAccountById,
  touchSession,
  updatePasswordHash,
  type AuthenticatedCaller,
} from '../sessions/index.ts';
import { spendPasswordResets } from './credentials.repository.ts';
import { passwordChangedMail } from './credential-mail.ts';

const wrongPassword = () =>
  new AppError(errorCodes.invalidCredentials, 'auth.thatPasswordIsNot', { status: 400 });

const noPassword = () =>
  new AppError(errorCodes.invalidCredentials, 'auth.yourAccountHasNo', { status: 400 });

type Caller = Pick<AuthenticatedCaller, 'userId' | 'sessionId' | 'amr'>;

/** The session's methods with the password proved now, so `requireRecentAuth` passes for 5 minutes. */
function withFreshPassword(caller: Caller, now: Date): AuthMethodReference[] {
  return [
    { method: 'password', timestamp: Math.floor(now.getTime() / 1000) },
    ...caller.amr.filter((entry) => entry.method !== 'password'),
  ];
}

/** Checks the member's password, counted per member; a wrong one is audited and refused. */
async function checkPassword(
  runtime: AuthRuntime,
  caller: Caller,
  check: { password: string; failureEvent: 'reauthentication_failed' | 'password_change_failed' },
  client: AuditContext,
) {
  const { password } = check;
  const { db } = runtime.deps.database;
  const now = runtime.deps.clock.now();
  await enforceRateLimit(db, {
    key: `password-check:user:${caller.userId}`,
    ...rateLimits.passwordCheck,
    now,
  });
  const account = await findAccountById(db, caller.userId);
  if (!account?.passwordHash) {
    await spendVerifyTime(password, runtime.hashCost);
    throw noPassword();
  }
  if (await verifyPassword(account.passwordHash, password)) return account;
  await recordAuditEvent(db, { event: check.failureEvent, userId: caller.userId, ...client });
  throw wrongPassword();
}

/** Proves the password again: the session counts as recently authenticated for the next 5 minutes. */
export async function reauthenticate(
  runtime: AuthRuntime,
  caller: Caller,
  password: string,
  client: AuditContext,
) {
  await checkPassword(runtime, caller, { password, failureEvent: 'reauthentication_failed' }, client);
  const now = runtime.deps.clock.now();
  await runtime.deps.database.db.transaction(async (tx) => {
    await touchSession(tx, caller.sessionId, { now, amr: withFreshPassword(caller, now) });
    await recordAuditEvent(tx, { event: 'reauthenticated', userId: caller.userId, ...client });
  });
  return { validUntil: new Date(now.getTime() + recentAuthWindowSeconds * 1000).toISOString() };
}

/**
 * Changes the password; the current one is required (and counts as the re-authentication). Every other
 * session ends; this one stays and is marked as just authenticated.
 */
export async function changePassword(
  runtime: AuthRuntime,
  caller: Caller,
  input: ChangePasswordInput,
  client: AuditContext,
) {
  const account = await checkPassword(
    runtime,
    caller,
    { password: input.currentPassword, failureEvent: 'password_change_failed' },
    client,
  );
  if (isCommonPassword(input.newPassword)) throw commonPassword();
  const passwordHash = await hashPassword(input.newPassword, runtime.hashCost);
  const now = runtime.deps.clock.now();
  await runtime.deps.database.db.transaction(async (tx) => {
    await updatePasswordHash(tx, caller.userId, passwordHash);
    await spendPasswordResets(tx, caller.userId, now);
    const endedSessions = await endOtherSessions(tx, {
      userId: caller.userId,
      keepSessionId: caller.sessionId,
      reason: 'password_changed',
      now,
    });
    await touchSession(tx, caller.sessionId, { now, amr: withFreshPassword(caller, now) });
    await recordAuditEvent(tx, {
      event: 'password_changed',
      userId: caller.userId,
      details: { endedSessions },
      ...client,
    });
    await enqueueMessage(tx, passwordChangedMail(runtime.deps.config, account.email, 'changed'));
  });
}
