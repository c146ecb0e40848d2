import type { ChangeEmailInput } from '@skillswap/contracts/credentials/schemas';
import { recordAuditEvent, type AuditContext } from '../../../lib/audit.ts';
import { conflict } from '../../../lib/errors.ts';
import { enqueueMessage } from '../../../lib/outbox.ts';
import { enforceRateLimit } from '../../../lib/rate-limit.ts';
import { revokeAllPersonalTokens } from '../personal-tokens/index.ts';
import type { AuthRuntime } from '../runtime/auth-runtime.ts';
import { linkLifetimes, rateLimits } from '../shared/auth-limits.ts';
import { hashToken } from '../shared/token-hash.ts';
import { endOtherSessions, findAccountById, type AuthenticatedCaller } from '../sessions/index.ts';
import {
  cancelPendingEmailChanges,
  insertEmailChange,
  isEmailTaken,
  lockConfirmableEmailChange,
  lockUndoableEmailChange,
  markEmailChangeConfirmed,
  markEmailChangesUndone,
  setEmail,
} from './credentials.repository.ts';
import {
  confirmEmailChangeMail,
  emailChangedMail,
  emailConfirmedMail,
  emailRestoredMail,
  emailTakenMail,
} from './credential-mail.ts';
import { generateLinkToken, invalidLink } from './password-reset.service.ts';

const addressTaken = () => conflict('auth.thisAddressNowBelongs');

/**
 * Starts moving the member to a new address, which confirms by a mailed link (24 h). An address that already
 * has an account gets a mail saying so instead, and the member the same answer: nothing is disclosed.
 */
export async function startEmailChange(
  runtime: AuthRuntime,
  member: Pick<AuthenticatedCaller, 'userId' | 'email'>,
  input: ChangeEmailInput,
  client: AuditContext,
) {
  const { db } = runtime.deps.database;
  const now = runtime.deps.clock.now();
  await enforceRateLimit(db, { key: `email-change:user:${member.userId}`, ...rateLimits.emailChange, now });
  if (input.email.toLowerCase() === member.email.toLowerCase()) {
    throw conflict('auth.thisIsAlreadyYour');
  }
  const token = generateLinkToken();
  await db.transaction(async (tx) => {
    await cancelPendingEmailChanges(tx, member.userId, now);
    if (await isEmailTaken(tx, input.email, member.userId)) {
      await enqueueMessage(tx, emailTakenMail(runtime.deps.config, input.email));
    } else {
      await insertEmailChange(tx, {
        userId: member.userId,
        oldEmail: member.email,
        newEmail: input.email,
        confirmTokenHash: hashToken(token),
        confirmExpiresAt: new Date(now.getTime() + linkLifetimes.emailConfirmMs),
        now,
      });
      await enqueueMessage(tx, confirmEmailChangeMail(runtime.deps.config, input.email, token));
    }
    await recordAuditEvent(tx, { event: 'email_change_requested', userId: member.userId, ...client });
  });
  return { pendingEmail: input.email };
}

/**
 * The new address confirms: it becomes the member's, and the old address is told, with a link that undoes
 * the change within 7 days.
 */
export async function confirmEmailChange(runtime: AuthRuntime, token: string, client: AuditContext) {
  const { db } = runtime.deps.database;
  const now = runtime.deps.clock.now();
  await enforceRateLimit(db, { key: `link:ip:${client.ip ?? 'unknown'}`, ...rateLimits.linkRedeem, now });
  const undoToken = generateLinkToken();
  const outcome = await db.transaction(async (tx) => {
    const change = await lockConfirmableEmailChange(tx, hashToken(token), now);
    if (!change) return null;
    const account = await findAccountById(tx, change.userId);
    // A link for an address the member has since left (another change went through first) is stale.
    if (!account || account.deletedAt || account.email.toLowerCase() !== change.oldEmail.toLowerCase()) {
      return null;
    }
    if (await isEmailTaken(tx, change.newEmail, change.userId)) return 'taken' as const;
    await setEmail(tx, change.userId, change.newEmail, now);
    await markEmailChangeConfirmed(tx, {
      id: change.id,
      now,
      undoTokenHash: hashToken(undoToken),
      undoExpiresAt: new Date(now.getTime() + linkLifetimes.emailUndoMs),
    });
    await recordAuditEvent(tx, {
      event: 'email_changed',
      userId: change.userId,
      details: { changeId: change.id },
      ...client,
    });
    await enqueueMessage(
      tx,
      emailChangedMail(runtime.deps.config, { to: change.oldEmail, newEmail: change.newEmail, undoToken }),
    );
    await enqueueMessage(tx, emailConfirmedMail(runtime.deps.config, change.newEmail));
    return { email: change.newEmail };
  });
  if (outcome === 'taken') throw addressTaken();
  if (!outcome) throw invalidLink('auth.thisConfirmationLink');
  return outcome;
}

/**
 * The old address takes the account back within 7 days: its address is restored, every later change is
 * void, and every session and personal access token ends (whoever changed it may still be signed in, or have
 * made a token).
 */
export async function undoEmailChange(runtime: AuthRuntime, token: string, client: AuditContext) {
  const { db } = runtime.deps.database;
  const now = runtime.deps.clock.now();
  await enforceRateLimit(db, { key: `link:ip:${client.ip ?? 'unknown'}`, ...rateLimits.linkRedeem, now });
  const outcome = await db.transaction(async (tx) => {
    const change = await lockUndoableEmailChange(tx, hashToken(token), now);
    if (!change) return null;
    const account = await findAccountById(tx, change.userId);
    if (!account || account.deletedAt) return null;
    if (await isEmailTaken(tx, change.oldEmail, change.userId)) return 'taken' as const;
    await setEmail(tx, change.userId, change.oldEmail, now);
    await markEmailChangesUndone(tx, change, now);
    const endedSessions = await endOtherSessions(tx, {
      userId: change.userId,
      keepSessionId: null,
      reason: 'email_change_undone',
      now,
    });
    const revokedTokens = await revokeAllPersonalTokens(tx, {
      memberId: change.userId,
      now,
      reason: 'email_change_undone',
      client,
    });
    await recordAuditEvent(tx, {
      event: 'email_change_undone',
      userId: change.userId,
      details: { changeId: change.id, endedSessions, revokedTokens },
      ...client,
    });
    await enqueueMessage(tx, emailRestoredMail(runtime.deps.config, change.oldEmail));
    return { email: change.oldEmail };
  });
  if (outcome === 'taken') throw addressTaken();
  if (!outcome) throw invalidLink('auth.thisUndoLink');
  return outcome;
}
