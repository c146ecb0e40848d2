import { createHash, randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { errorCodes } from '@skillswap/contracts/shared/errors';
import type { Language } from '@skillswap/contracts/shared/i18n';
import {
  claimCodeLifetimeDays,
  type ClaimAccountInput,
  type ClaimCode,
} from '@skillswap/contracts/managed-members/schemas';
import type { DbOrTx } from '../../../db/client.ts';
import { recordAuditEvent, type AuditContext } from '../../../lib/audit.ts';
import { AppError } from '../../../lib/errors.ts';
import { enforceRateLimit } from '../../../lib/rate-limit.ts';
import { sendVerificationLink } from '../email-verification/index.ts';
import { getAuthRuntime } from '../runtime/auth-runtime.ts';
import { commonPassword } from '../shared/auth-errors.ts';
import { rateLimits } from '../shared/auth-limits.ts';
import { hashPassword, isCommonPassword } from '../shared/password.ts';
import { completeClaim, saveClaimCode, takeClaimCode } from './managed-accounts.repository.ts';

// Letters and digits that cannot be misread on paper or over the phone (no I, O, 0 or 1): 32 symbols, so 12
// of them carry 60 bits, against at most `rateLimits.linkRedeem` guesses a quarter-hour from one address.
const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const dayMs = 24 * 60 * 60 * 1000;

const hashCode = (code: string) => createHash('sha256').update(code).digest('hex');

/** A new claim code for a member without e-mail, replacing any earlier one; only its hash is kept. */
export async function issueClaimCode(
  tx: DbOrTx,
  input: { userId: string; issuedBy: string; now: Date },
): Promise<ClaimCode> {
  const code = Array.from({ length: 12 }, () => alphabet[randomInt(alphabet.length)]).join('');
  const expiresAt = new Date(input.now.getTime() + claimCodeLifetimeDays * dayMs);
  await saveClaimCode(tx, { ...input, codeHash: hashCode(code), expiresAt });
  return {
    code: `${code.slice(0, 4)}-${code.slice(4, 8)}-${code.slice(8)}`,
    expiresAt: expiresAt.toISOString(),
  };
}

const wrongCode = () => new AppError(errorCodes.invalidLink, 'auth.thisCodeIsWrong');

/**
 * A member without e-mail claims their account (ADR 180): the code works once, the address must be free, and
 * a verification link goes to it. Returns the community the account was managed by, whose
 * coordinators are told.
 */
export async function claimManagedAccount(
  app: FastifyInstance,
  input: ClaimAccountInput,
  client: AuditContext,
): Promise<{ userId: string; fullName: string; communityId: string }> {
  const runtime = getAuthRuntime(app);
  const { db } = runtime.deps.database;
  const now = runtime.deps.clock.now();
  await enforceRateLimit(db, {
    key: `claim-account:ip:${client.ip ?? 'unknown'}`,
    ...rateLimits.linkRedeem,
    now,
  });
  if (isCommonPassword(input.password)) throw commonPassword();
  const passwordHash = await hashPassword(input.password, runtime.hashCost);
  return db.transaction(async (tx) => {
    const claimed = await takeClaimCode(tx, hashCode(input.code), now);
    if (!claimed) throw wrongCode();
    if (!(await completeClaim(tx, { userId: claimed.userId, email: input.email, passwordHash, now }))) {
      throw new AppError(errorCodes.validation, 'auth.thisAddressAlreadyHas');
    }
    await sendVerificationLink(tx, {
      config: runtime.deps.config,
      userId: claimed.userId,
      email: input.email,
      fullName: claimed.fullName,
      language: claimed.language as Language | null,
      now,
      client,
    });
    await recordAuditEvent(tx, {
      event: 'managed_member_claimed',
      userId: claimed.userId,
      details: { communityId: claimed.communityId },
      ...client,
    });
    return { userId: claimed.userId, fullName: claimed.fullName, communityId: claimed.communityId };
  });
}
