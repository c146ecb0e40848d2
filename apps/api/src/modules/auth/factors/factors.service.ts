import { errorCodes } from '@skillswap/contracts/shared/errors';
import { recordAuditEvent, type AuditContext } from '../../../lib/audit.ts';
import { AppError, notFound } from '../../../lib/errors.ts';
import { enqueueMessage } from '../../../lib/outbox.ts';
import { mfaRequired } from '../shared/auth-errors.ts';
import { mfaLimits } from '../shared/auth-limits.ts';
import { factorChangedMail } from '../shared/auth-mail.ts';
import type { AuthRuntime } from '../runtime/auth-runtime.ts';
import {
  deleteFactor,
  deleteStaleUnverifiedFactors,
  findOwnFactor,
  hasFactorNamed,
  insertFactor,
  listFactorRows,
  renameFactor,
  type FactorRow,
} from './factors.repository.ts';
import type { EnrolFactorInput } from '@skillswap/contracts/auth/mfa';
import {
  type AuthenticatedCaller,
  assertRecentAuth,
  downgradeSessions,
  findAccountLanguage,
} from '../sessions/index.ts';
import { encryptSecret } from '../../../lib/secret-box.ts';
import { createTotpEnrolment } from './totp.ts';
import { deleteRecoveryCodes } from './recovery-codes.repository.ts';
import { assertSmsConfigured } from './sms-provider.ts';

const duplicateName = () => new AppError(errorCodes.conflict, 'auth.youAlreadyHaveA');

/**
 * Once a factor is verified, changing factors needs the second factor too (docs/auth-threat-model.md T24).
 */
export function assertMayChangeFactors(caller: AuthenticatedCaller) {
  if (caller.hasVerifiedFactor && caller.aal !== 'aal2') throw mfaRequired();
}

export function toFactorView(row: FactorRow) {
  return {
    id: row.id,
    friendly_name: row.friendlyName,
    factor_type: row.factorType,
    status: row.status,
    created_at: row.createdAt.toISOString(),
  };
}

export async function listFactors(runtime: AuthRuntime, caller: AuthenticatedCaller) {
  return (await listFactorRows(runtime.deps.database.db, caller.userId)).map(toFactorView);
}

/** Adds an unverified factor; a TOTP factor's secret, URI and QR code are answered now and never again. */
export async function enrolFactor(
  runtime: AuthRuntime,
  caller: AuthenticatedCaller,
  input: EnrolFactorInput,
  client: AuditContext,
) {
  assertMayChangeFactors(caller);
  if (input.factor_type === 'phone' && !input.phone) {
    throw new AppError(errorCodes.validation, 'auth.enterTheNumberWith');
  }
  if (input.factor_type === 'phone') assertSmsConfigured(runtime.deps.config, 'enrol');
  const now = runtime.deps.clock.now();
  const totp =
    input.factor_type === 'totp'
      ? await createTotpEnrolment(caller.email, input.issuer ?? 'SkillSwap')
      : null;
  const factor = await runtime.deps.database.db.transaction(async (tx) => {
    // Abandoned enrolments must not fill the quota (docs/auth-threat-model.md T26).
    await deleteStaleUnverifiedFactors(
      tx,
      caller.userId,
      new Date(now.getTime() - mfaLimits.staleUnverifiedFactorMs),
    );
    const existing = await listFactorRows(tx, caller.userId);
    if (existing.length >= mfaLimits.maxFactors) {
      throw new AppError(errorCodes.validation, 'auth.youCanHaveAt', {
        values: { count: mfaLimits.maxFactors },
        status: 422,
      });
    }
    if (await hasFactorNamed(tx, caller.userId, input.friendly_name)) throw duplicateName();
    const row = await insertFactor(tx, {
      userId: caller.userId,
      friendlyName: input.friendly_name,
      factorType: input.factor_type,
      ...(totp
        ? { secretEncrypted: encryptSecret(runtime.deps.config.AUTH_SECRET, 'totp-secret', totp.secret) }
        : {}),
      ...(input.phone ? { phone: input.phone } : {}),
      now,
    });
    await recordAuditEvent(tx, {
      event: 'mfa_factor_enrolled',
      userId: caller.userId,
      details: { factorId: row.id, factorType: row.factorType },
      ...client,
    });
    return row;
  });
  return {
    id: factor.id,
    type: factor.factorType,
    factor_type: factor.factorType,
    friendly_name: factor.friendlyName,
    ...(factor.phone ? { phone: factor.phone } : {}),
    ...(totp ? { totp: { qr_code: totp.qrCode, secret: totp.secret, uri: totp.uri } } : {}),
  };
}

export async function renameOwnFactor(
  runtime: AuthRuntime,
  caller: AuthenticatedCaller,
  factorId: string,
  friendlyName: string,
) {
  const { db } = runtime.deps.database;
  const factor = await findOwnFactor(db, caller.userId, factorId);
  if (!factor) throw notFound('auth.factorNotFound');
  assertMayChangeFactors(caller);
  if (await hasFactorNamed(db, caller.userId, friendlyName, factorId)) throw duplicateName();
  await renameFactor(db, factorId, friendlyName, runtime.deps.clock.now());
  return toFactorView({ ...factor, friendlyName });
}

/**
 * Removes a factor; removing a verified one needs a recent re-authentication (ADR 68), lowers the member's
 * other sessions to aal1 and e-mails them. An unverified one (an enrolment given up) goes freely.
 */
export async function removeFactor(
  runtime: AuthRuntime,
  caller: AuthenticatedCaller,
  factorId: string,
  client: AuditContext,
) {
  const { db } = runtime.deps.database;
  const factor = await findOwnFactor(db, caller.userId, factorId);
  if (!factor) throw notFound('auth.factorNotFound');
  assertMayChangeFactors(caller);
  if (factor.status === 'verified') assertRecentAuth(caller, runtime.deps.clock.now());
  await db.transaction(async (tx) => {
    await deleteFactor(tx, factor.id);
    await recordAuditEvent(tx, {
      event: 'mfa_factor_removed',
      userId: caller.userId,
      details: { factorId: factor.id, factorType: factor.factorType },
      ...client,
    });
    if (factor.status !== 'verified') return;
    await downgradeSessions(tx, caller.userId, caller.sessionId);
    // With no verified factor left, two-step sign-in is off and its recovery codes mean nothing.
    const remaining = await listFactorRows(tx, caller.userId);
    if (!remaining.some((row) => row.status === 'verified')) await deleteRecoveryCodes(tx, caller.userId);
    await enqueueMessage(
      tx,
      factorChangedMail(
        runtime.deps.config,
        caller.email,
        {
          action: 'removed',
          factorType: factor.factorType,
          friendlyName: factor.friendlyName,
        },
        await findAccountLanguage(tx, caller.userId),
      ),
    );
  });
  return { id: factor.id };
}
