import { randomInt } from 'node:crypto';
import type { Session } from '@skillswap/contracts/auth/schemas';
import { errorCodes } from '@skillswap/contracts/shared/errors';
import type { Tx } from '../../../db/client.ts';
import type { StoredWebAuthnCredential } from '../../../db/schema/index.ts';
import { recordAuditEvent, type AuditContext } from '../../../lib/audit.ts';
import { AppError, notFound, type ErrorKey } from '../../../lib/errors.ts';
import { enforceRateLimit } from '../../../lib/rate-limit.ts';
import { mfaLimits, rateLimits } from '../shared/auth-limits.ts';
import type { AuthRuntime } from '../runtime/auth-runtime.ts';
import {
  countWrongCode,
  findOwnFactor,
  insertChallenge,
  listFactorRows,
  lockChallenge,
  markChallengeVerified,
  markFactorVerified,
  setChallengeCodeHash,
  type FactorRow,
} from './factors.repository.ts';
import type { VerifyFactorInput } from '@skillswap/contracts/auth/mfa';
import { checkFactorProof } from './factor-proof.ts';
import { enqueueMessage } from '../../../lib/outbox.ts';
import { factorChangedMail } from '../shared/auth-mail.ts';
import { hashToken } from '../shared/token-hash.ts';
import { type AuthenticatedCaller, buildSessionResponse, findAccountLanguage } from '../sessions/index.ts';
import { assertSmsConfigured, outboxSmsProvider, type SmsProvider } from './sms-provider.ts';
import { createAuthenticationOptions, createRegistrationOptions, getRelyingParty } from './webauthn.ts';
import { upgradeToAal2 } from './mfa-session.ts';
import { issueRecoveryCodes } from './recovery-codes.service.ts';

const challengeRefused = (key: ErrorKey) => new AppError(errorCodes.validation, key, { status: 422 });

async function enforceMfaLimit(runtime: AuthRuntime, caller: AuthenticatedCaller) {
  const now = runtime.deps.clock.now();
  await enforceRateLimit(runtime.deps.database.db, {
    key: `mfa:user:${caller.userId}`,
    ...rateLimits.mfa,
    now,
  });
}

async function findFactorOr404(runtime: AuthRuntime, caller: AuthenticatedCaller, factorId: string) {
  const factor = await findOwnFactor(runtime.deps.database.db, caller.userId, factorId);
  if (!factor) throw notFound('auth.factorNotFound');
  return factor;
}

/** Codes are hashed with their challenge id, so a stored hash is useless for any other challenge. */
export const hashSmsCode = (challengeId: string, code: string) => hashToken(`${challengeId}:${code}`);

/** Starts a challenge: sends a phone code, or prepares WebAuthn options; valid for 300 s from any IP. */
export async function createChallenge(
  runtime: AuthRuntime,
  caller: AuthenticatedCaller,
  factorId: string,
  client: AuditContext,
  sms: SmsProvider = outboxSmsProvider,
) {
  await enforceMfaLimit(runtime, caller);
  const factor = await findFactorOr404(runtime, caller, factorId);
  const { db } = runtime.deps.database;
  const now = runtime.deps.clock.now();
  if (factor.factorType === 'phone') {
    assertSmsConfigured(runtime.deps.config, 'challenge');
    await enforceRateLimit(db, { key: `sms:factor:${factor.id}`, ...rateLimits.sms, now });
  }
  const webauthn =
    factor.factorType === 'webauthn' ? await buildWebAuthnOptions(runtime, caller, factor) : null;
  const challenge = await db.transaction(async (tx) => {
    const row = await insertChallenge(tx, {
      factorId: factor.id,
      now,
      expiresAt: new Date(now.getTime() + mfaLimits.challengeLifetimeMs),
      ...(webauthn ? { webauthnChallenge: webauthn.credential_options.challenge } : {}),
    });
    if (factor.factorType === 'phone') await sendSmsCode(tx, row.id, factor.phone!, sms);
    await recordAuditEvent(tx, {
      event: 'mfa_challenge_created',
      userId: caller.userId,
      details: { factorId: factor.id, factorType: factor.factorType },
      ...client,
    });
    return row;
  });
  return {
    id: challenge.id,
    type: factor.factorType,
    expires_at: Math.floor(challenge.expiresAt.getTime() / 1000),
    ...(webauthn ? { webauthn } : {}),
  };
}

async function sendSmsCode(tx: Tx, challengeId: string, phone: string, sms: SmsProvider) {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await setChallengeCodeHash(tx, challengeId, hashSmsCode(challengeId, code));
  await sms.sendCode(tx, { phone, code });
}

async function buildWebAuthnOptions(runtime: AuthRuntime, caller: AuthenticatedCaller, factor: FactorRow) {
  const rp = getRelyingParty(runtime.deps.config);
  if (factor.status === 'verified' && factor.webauthnCredential) {
    return {
      type: 'request' as const,
      credential_options: await createAuthenticationOptions(rp, factor.webauthnCredential),
    };
  }
  const others = (await listFactorRows(runtime.deps.database.db, caller.userId)).flatMap((row) =>
    row.webauthnCredential ? [row.webauthnCredential] : [],
  );
  return {
    type: 'create' as const,
    credential_options: await createRegistrationOptions(
      rp,
      { id: caller.userId, email: caller.email },
      others,
    ),
  };
}

type VerifyOutcome =
  | { kind: 'refused'; message: ErrorKey }
  | { kind: 'verified'; factor: FactorRow; recoveryCodes: string[] | null };

/**
 * Checks a code or WebAuthn answer against a challenge. The challenge row is locked, so it verifies at
 * most once; wrong answers are counted (and committed) and the sixth is refused whatever it says.
 */
export async function verifyChallenge(
  runtime: AuthRuntime,
  caller: AuthenticatedCaller,
  factorId: string,
  input: VerifyFactorInput,
  client: AuditContext,
): Promise<Session & { recoveryCodes?: string[] }> {
  await enforceMfaLimit(runtime, caller);
  const factor = await findFactorOr404(runtime, caller, factorId);
  const { db } = runtime.deps.database;
  const now = runtime.deps.clock.now();
  const outcome = await db.transaction(async (tx): Promise<VerifyOutcome | null> => {
    const challenge = await lockChallenge(tx, factor.id, input.challenge_id);
    if (!challenge) return null;
    if (challenge.verifiedAt) return { kind: 'refused', message: 'auth.challengeUsed' };
    if (challenge.expiresAt <= now) return { kind: 'refused', message: 'auth.challengeExpired' };
    if (challenge.failedAttempts >= mfaLimits.maxWrongCodes) {
      return { kind: 'refused', message: 'auth.tooManyWrongCodes' };
    }
    const proof = await checkFactorProof(runtime, tx, { factor, challenge, input, now });
    if (!proof.isValid) {
      await countWrongCode(tx, challenge.id);
      await recordAuditEvent(tx, {
        event: 'mfa_verify_failed',
        userId: caller.userId,
        details: { factorId: factor.id },
        ...client,
      });
      return { kind: 'refused', message: proof.message };
    }
    await markChallengeVerified(tx, challenge.id, now);
    const recoveryCodes =
      factor.status === 'verified'
        ? null
        : await confirmEnrolment(runtime, tx, caller, factor, proof.credential, client);
    return { kind: 'verified', factor, recoveryCodes };
  });
  if (!outcome) throw notFound('auth.challengeNotFound');
  if (outcome.kind === 'refused') throw challengeRefused(outcome.message);
  const session = await upgradeToAal2(runtime, caller, {
    method: factor.factorType,
    audit: { event: 'mfa_verified', details: { factorId: factor.id, factorType: factor.factorType } },
    client,
  });
  const answer = await buildSessionResponse(runtime, db, session);
  return outcome.recoveryCodes ? { ...answer, recoveryCodes: outcome.recoveryCodes } : answer;
}

/**
 * The first successful verify makes a factor usable: mark it verified, tell the member by e-mail. When it is
 * the member's first verified factor, their recovery codes are made in the same transaction and answered.
 */
async function confirmEnrolment(
  runtime: AuthRuntime,
  tx: Tx,
  caller: AuthenticatedCaller,
  factor: FactorRow,
  credential: StoredWebAuthnCredential | undefined,
  client: AuditContext,
): Promise<string[] | null> {
  const now = runtime.deps.clock.now();
  const isFirstFactor = !(await listFactorRows(tx, caller.userId)).some((row) => row.status === 'verified');
  await markFactorVerified(tx, factor.id, now, credential);
  await recordAuditEvent(tx, {
    event: 'mfa_factor_verified',
    userId: caller.userId,
    details: { factorId: factor.id, factorType: factor.factorType },
    ...client,
  });
  await enqueueMessage(
    tx,
    factorChangedMail(
      runtime.deps.config,
      caller.email,
      {
        action: 'added',
        factorType: factor.factorType,
        friendlyName: factor.friendlyName,
      },
      await findAccountLanguage(tx, caller.userId),
    ),
  );
  if (!isFirstFactor) return null;
  return issueRecoveryCodes(runtime, tx, { userId: caller.userId, reason: 'first_factor', client });
}
