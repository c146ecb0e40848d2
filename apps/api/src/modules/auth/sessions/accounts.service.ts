import { randomUUID } from 'node:crypto';
import type { Session, SignInInput, SignUpInput } from '@skillswap/contracts/auth/schemas';
import { recordAuditEvent, type AuditContext } from '../../../lib/audit.ts';
import { answerFloor } from '../../../lib/clock.ts';
import { enqueueMessage } from '../../../lib/outbox.ts';
import { enforceRateLimit, rateLimitExceeded } from '../../../lib/rate-limit.ts';
import { issueAccessToken } from './access-token.ts';
import { accountSuspended, commonPassword, invalidCredentials } from '../shared/auth-errors.ts';
import { rateLimits } from '../shared/auth-limits.ts';
import { findAccountByEmail, insertAccount, updatePasswordHash } from './accounts.repository.ts';
import type { AuthRuntime } from '../runtime/auth-runtime.ts';
import { existingAccountMail, welcomeMail } from '../shared/auth-mail.ts';
import { noteDevice } from './devices.ts';
import { sendVerificationLink } from '../email-verification/index.ts';
import {
  hashPassword,
  isCommonPassword,
  needsRehash,
  spendVerifyTime,
  verifyPassword,
} from '../shared/password.ts';
import { buildSessionResponse, openSession } from './session-issuer.ts';
import { claimSignInAttempt, clearSignInFailures } from './sign-in-backoff.repository.ts';
import { generateRefreshToken } from './refresh-token.ts';
import { issueDeviceToken, readDeviceNonce } from './device-cookie.ts';

const clientKey = (client: AuditContext) => client.ip ?? 'unknown';

/**
 * Creates an account and signs it in. An address that is already registered gets an answer of the same
 * status and shape (see docs/decisions: sign-up with a registered address), and its owner an e-mail. Both
 * hash the password, and both are answered no sooner than `signUpAnswerMs` after arrival: a new account
 * writes more (welcome and verification mail, device, session), which would otherwise show in the timing.
 */
export async function signUp(
  runtime: AuthRuntime,
  input: SignUpInput,
  client: AuditContext,
): Promise<Session> {
  const { db } = runtime.deps.database;
  const now = runtime.deps.clock.now();
  const floor = answerFloor(runtime.signUpAnswerMs);
  await enforceRateLimit(db, { key: `sign-up:ip:${clientKey(client)}`, ...rateLimits.signUp, now });
  if (isCommonPassword(input.password)) throw commonPassword();
  // Hash before looking anything up, so a registered address takes as long as a new one.
  const passwordHash = await hashPassword(input.password, runtime.hashCost);
  const created = await db.transaction(async (tx) => {
    const userId = await insertAccount(tx, {
      email: input.email,
      fullName: input.fullName,
      passwordHash,
      language: input.language ?? null,
    });
    if (!userId) {
      const existing = await findAccountByEmail(tx, input.email);
      await enqueueMessage(tx, existingAccountMail(runtime.deps.config, input.email, existing?.language));
      await recordAuditEvent(tx, { event: 'sign_up_existing_email', ...client });
      return null;
    }
    await runtime.createProfile(tx, { id: userId, fullName: input.fullName });
    await enqueueMessage(tx, welcomeMail(runtime.deps.config, input.email, input.fullName, input.language));
    await sendVerificationLink(tx, {
      config: runtime.deps.config,
      userId,
      email: input.email,
      fullName: input.fullName,
      language: input.language ?? null,
      returnTo: input.returnTo ?? null,
      now,
      client,
    });
    await noteDevice(runtime, tx, { userId, email: input.email, client, isFirstSignIn: true });
    const amr = [{ method: 'password' as const, timestamp: Math.floor(now.getTime() / 1000) }];
    const session = await openSession(runtime, tx, { userId, aal: 'aal1', amr, client });
    await recordAuditEvent(tx, { event: 'sign_up', userId, ...client });
    return { userId, amr, ...session };
  });
  const session = created
    ? await buildSessionResponse(runtime, db, { ...created, aal: 'aal1' })
    : await buildDecoySession(runtime, input);
  await floor.reached();
  return session;
}

/**
 * The answer for a registered address: a Session of the same shape whose tokens belong to no session, so
 * they are refused on first use and nothing about the existing account is revealed or changed.
 */
async function buildDecoySession(runtime: AuthRuntime, input: SignUpInput): Promise<Session> {
  const now = runtime.deps.clock.now();
  const userId = randomUUID();
  const amr = [{ method: 'password' as const, timestamp: Math.floor(now.getTime() / 1000) }];
  const access = await issueAccessToken(
    runtime.keys,
    runtime.issuer,
    { sub: userId, email: input.email, sessionId: randomUUID(), aal: 'aal1', amr },
    now,
  );
  return {
    access_token: access.token,
    refresh_token: generateRefreshToken(),
    token_type: 'bearer',
    expires_in: access.expiresAt - Math.floor(now.getTime() / 1000),
    expires_at: access.expiresAt,
    user: {
      id: userId,
      email: input.email,
      user_metadata: { full_name: input.fullName },
      factors: [],
      role: 'member',
      emailVerifiedAt: null,
      language: input.language ?? null,
    },
  };
}

/** Password sign-in. Every failure answers the same and costs one argon2 verify. */
export async function signInWithPassword(
  runtime: AuthRuntime,
  input: SignInInput,
  client: AuditContext,
  deviceToken: string | null = null,
): Promise<{ session: Session; deviceToken: string }> {
  const { db } = runtime.deps.database;
  const now = runtime.deps.clock.now();
  await enforceRateLimit(db, { key: `sign-in:ip:${clientKey(client)}`, ...rateLimits.signIn, now });
  const emailKey = input.email.toLowerCase();
  const { AUTH_SECRET } = runtime.deps.config;
  const deviceNonce = readDeviceNonce(AUTH_SECRET, emailKey, deviceToken);
  if (deviceNonce) {
    await enforceRateLimit(db, { key: `sign-in:device:${deviceNonce}`, ...rateLimits.knownDevice, now });
  }
  const blockedUntil = deviceNonce ? null : await claimSignInAttempt(db, emailKey, now);
  if (blockedUntil) {
    await recordAuditEvent(db, { event: 'sign_in_blocked', ...client });
    throw rateLimitExceeded(Math.ceil((blockedUntil.getTime() - now.getTime()) / 1000));
  }
  const account = await findAccountByEmail(db, input.email);
  const isUsable = account && !account.deletedAt && account.passwordHash;
  const isValid = isUsable
    ? await verifyPassword(account.passwordHash!, input.password)
    : await spendVerifyTime(input.password, runtime.hashCost).then(() => false);
  if (!account || !isValid) {
    await recordAuditEvent(db, { event: 'sign_in_failed', userId: account?.id ?? null, ...client });
    throw invalidCredentials();
  }
  // Only someone who knows the password learns that the account is suspended (ADR 73).
  if (account.suspendedAt) {
    await recordAuditEvent(db, { event: 'sign_in_suspended', userId: account.id, ...client });
    throw accountSuspended();
  }
  // A sign-in through the device cookie leaves the count alone: whoever is guessing elsewhere stays slowed.
  if (!deviceNonce) await clearSignInFailures(db, emailKey);
  if (needsRehash(account.passwordHash!, runtime.hashCost)) {
    await updatePasswordHash(db, account.id, await hashPassword(input.password, runtime.hashCost));
  }
  const amr = [{ method: 'password' as const, timestamp: Math.floor(now.getTime() / 1000) }];
  const session = await db.transaction(async (tx) => {
    await noteDevice(runtime, tx, { userId: account.id, email: account.email, client, isFirstSignIn: false });
    await recordAuditEvent(tx, {
      event: 'sign_in',
      userId: account.id,
      details: { method: 'password' },
      ...client,
    });
    return openSession(runtime, tx, { userId: account.id, aal: 'aal1', amr, client });
  });
  return {
    session: await buildSessionResponse(runtime, db, { userId: account.id, aal: 'aal1', amr, ...session }),
    deviceToken: deviceNonce ? deviceToken! : issueDeviceToken(AUTH_SECRET, emailKey),
  };
}
