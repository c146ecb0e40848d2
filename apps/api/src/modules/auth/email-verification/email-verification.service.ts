import type { Language } from '@skillswap/contracts/shared/i18n';
import { randomBytes } from 'node:crypto';
import { emailVerificationLifetimeHours, type EmailVerified } from '@skillswap/contracts/auth/schemas';
import type { Config } from '../../../config.ts';
import type { DbOrTx } from '../../../db/client.ts';
import { recordAuditEvent, type AuditContext } from '../../../lib/audit.ts';
import { enqueueMessage } from '../../../lib/outbox.ts';
import { enforceRateLimit } from '../../../lib/rate-limit.ts';
import { rateLimits } from '../shared/auth-limits.ts';
import { hashToken } from '../shared/token-hash.ts';
import {
  claimVerification,
  findMemberByEmailOrId,
  findVerificationTarget,
  insertVerification,
  markEmailVerified,
} from './email-verification.repository.ts';
import { verificationMail } from './verification-mail.ts';

const hourMs = 60 * 60 * 1000;

/**
 * Issues a verification link for the member's address and queues its mail, in the caller's transaction (the
 * sign-up or the resend), so the link exists if and only if the mail goes out. Only the token's hash is kept.
 */
export async function sendVerificationLink(
  tx: DbOrTx,
  options: {
    config: Config;
    userId: string;
    email: string;
    fullName: string;
    /** The member's language (ADR 103); English when they chose none. */
    language?: Language | null;
    /** The same-site path to come back to once verified (already validated). */
    returnTo?: string | null;
    now: Date;
    client: AuditContext;
  },
): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  await insertVerification(tx, {
    userId: options.userId,
    tokenHash: hashToken(token),
    email: options.email,
    now: options.now,
    expiresAt: new Date(options.now.getTime() + emailVerificationLifetimeHours * hourMs),
    returnTo: options.returnTo ?? null,
  });
  const link = `${options.config.PUBLIC_URL.replace(/\/$/, '')}/verify-email?token=${token}`;
  await enqueueMessage(
    tx,
    verificationMail({
      to: options.email,
      fullName: options.fullName,
      link,
      lifetimeHours: emailVerificationLifetimeHours,
      language: options.language ?? undefined,
    }),
  );
  await recordAuditEvent(tx, { event: 'email_verification_sent', userId: options.userId, ...options.client });
}

/**
 * Spends a verification token and marks its member's address verified, in the caller's transaction (which may
 * go on to give the starter grant). Null for unknown, forged, expired, used or superseded tokens, and tokens
 * for an address the account no longer has: the caller answers them all with the same
 * `invalidVerificationToken`, after committing (the failure is audited).
 */
export async function confirmEmailAddress(
  tx: DbOrTx,
  options: { token: string; now: Date; client: AuditContext },
): Promise<({ userId: string; returnTo: string | null } & Omit<EmailVerified, 'next'>) | null> {
  const { now, client } = options;
  await enforceRateLimit(tx, {
    key: `verify-email:ip:${client.ip ?? 'unknown'}`,
    ...rateLimits.verifyEmail,
    now,
  });
  const claim = await claimVerification(tx, hashToken(options.token), now);
  if (!claim?.isUsable) {
    await recordAuditEvent(tx, {
      event: 'email_verification_failed',
      userId: claim?.userId ?? null,
      ...client,
    });
    return null;
  }
  const verified = await markEmailVerified(tx, claim.userId, now);
  await recordAuditEvent(tx, {
    event: 'email_verified',
    userId: claim.userId,
    details: { method: 'link' },
    ...client,
  });
  return {
    userId: claim.userId,
    returnTo: claim.returnTo,
    email: verified.email,
    emailVerifiedAt: verified.emailVerifiedAt.toISOString(),
  };
}

/**
 * Mails the member a fresh link (earlier ones stop working), a few times a quarter-hour at most. A member
 * whose address is already verified gets the same answer and no mail.
 */
export async function resendVerificationLink(
  db: DbOrTx,
  options: { config: Config; userId: string; returnTo?: string; now: Date; client: AuditContext },
): Promise<void> {
  const { now } = options;
  await enforceRateLimit(db, {
    key: `verify-email:resend:${options.userId}`,
    ...rateLimits.verificationResend,
    now,
  });
  await db.transaction(async (tx) => {
    const member = await findVerificationTarget(tx, options.userId);
    if (!member || member.emailVerifiedAt) return;
    await sendVerificationLink(tx, {
      ...options,
      email: member.email,
      fullName: member.fullName,
      language: member.language,
    });
  });
}

/** An address a provider vouched for (OAuth): verified without a link. */
export async function markEmailVerifiedByProvider(
  tx: DbOrTx,
  options: { userId: string; provider: string; now: Date; client: AuditContext },
): Promise<void> {
  const target = await findVerificationTarget(tx, options.userId);
  if (!target || target.emailVerifiedAt) return;
  await markEmailVerified(tx, options.userId, options.now);
  await recordAuditEvent(tx, {
    event: 'email_verified',
    userId: options.userId,
    details: { method: 'oauth', provider: options.provider },
    ...options.client,
  });
}

/**
 * An operator vouches for a member's address (`member:verify-email`), for a member who cannot receive the
 * link. Answers the member and whether the address was already verified; null when no active member matches.
 */
export async function markEmailVerifiedByOperator(
  tx: DbOrTx,
  options: { who: string; now: Date; via: 'cli' },
): Promise<{ userId: string; email: string; fullName: string | null; wasVerified: boolean } | null> {
  const member = await findMemberByEmailOrId(tx, options.who);
  if (!member) return null;
  const found = { userId: member.id, email: member.email, fullName: member.fullName };
  if (member.emailVerifiedAt) return { ...found, wasVerified: true };
  await markEmailVerified(tx, member.id, options.now);
  await recordAuditEvent(tx, {
    event: 'email_verified',
    userId: member.id,
    details: { method: 'operator', via: options.via },
  });
  return { ...found, wasVerified: false };
}
