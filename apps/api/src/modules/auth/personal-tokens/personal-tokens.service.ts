import type { FastifyRequest } from 'fastify';
import {
  defaultTokenLifetimeDays,
  maxPersonalTokens,
  tokenCreationReauthSeconds,
  type CreatePersonalTokenInput,
  type PersonalToken,
  type PersonalTokenList,
  type TokenScope,
} from '@skillswap/contracts/personal-tokens/schemas';
import { errorCodes } from '@skillswap/contracts/shared/errors';
import type { Database, DbOrTx } from '../../../db/client.ts';
import { recordAuditEvent, type AuditContext } from '../../../lib/audit.ts';
import { AppError, conflict, notFound, unauthorized } from '../../../lib/errors.ts';
import { enqueueMessage } from '../../../lib/outbox.ts';
import { enforceRateLimit } from '../../../lib/rate-limit.ts';
import type { Config } from '../../../config.ts';
import { getAuthRuntime } from '../runtime/auth-runtime.ts';
import { assertRecentAuthWithin } from '../shared/recent-auth-check.ts';
import { hashToken } from '../shared/token-hash.ts';
import { planRequired } from '../../../lib/plans/plan-gate.ts';
import {
  generatePersonalToken,
  isWellFormedPersonalToken,
  lastUseResolutionMs,
  personalTokenRateLimit,
} from './personal-token.ts';
import {
  countLiveTokens,
  findMemberPlan,
  findTokenForUse,
  insertToken,
  listLiveTokens,
  listTokensForExport,
  lockMemberPlan,
  noteTokenUse,
  revokeAllTokens,
  revokeToken,
  type PersonalTokenRow,
} from './personal-tokens.repository.ts';
import { personalTokenCreatedMail } from './personal-token-mail.ts';

/** Who a personal access token acts for, as the access check hands it on. */
export interface TokenMember {
  userId: string;
  email: string;
  isEmailVerified: boolean;
  tokenId: string;
}

const notAccepted = () => unauthorized('auth.thisEndpointDoesNot');
const invalidToken = () => unauthorized('auth.thisPersonalAccessToken');

const dayMs = 24 * 60 * 60 * 1000;

/**
 * Checks a personal access token for this request (ADR 71, 79): the endpoint must declare a scope the token
 * holds, the token must be live and unexpired, its member not deleted, not suspended and on the Enterprise
 * plan, within the per-token rate limit. Every refusal except the scope (403 `insufficient_scope`) and the
 * rate limit (429) is a 401; an expired token says `token_expired`, a suspended member `account_suspended`.
 */
export async function authenticatePersonalToken(
  request: FastifyRequest,
  token: string,
): Promise<TokenMember> {
  const scope = request.routeOptions.config.endpoint?.tokenScope;
  if (!scope) throw notAccepted();
  if (!isWellFormedPersonalToken(token)) throw invalidToken();
  const { deps } = getAuthRuntime(request.server);
  const db = deps.database.db;
  const now = deps.clock.now();
  const use = await findTokenForUse(db, hashToken(token));
  if (!use || use.isRevoked) throw invalidToken();
  if (use.isMemberDeleted) throw unauthorized('auth.theMemberThisToken');
  // Read at every use, like the plan: no path that suspends a member can leave a token working (ADR 79).
  if (use.isMemberSuspended) {
    throw new AppError(errorCodes.accountSuspended, 'auth.theMemberThisTokenBelongs', { status: 401 });
  }
  if (use.expiresAt.getTime() <= now.getTime()) {
    throw new AppError(errorCodes.tokenExpired, 'auth.thisPersonalAccessTokenExpired', {
      values: { date: use.expiresAt.toISOString() },
      status: 401,
    });
  }
  if (use.plan !== 'enterprise') {
    throw unauthorized('auth.personalAccessTokensWork');
  }
  if (!use.scopes.includes(scope)) {
    throw new AppError(errorCodes.insufficientScope, 'auth.thisTokenLacksThe', {
      values: { scope },
      status: 403,
    });
  }
  await enforceRateLimit(db, { key: `personal-token:${use.id}`, ...personalTokenRateLimit, now });
  await noteTokenUse(db, use.id, now, lastUseResolutionMs);
  return { userId: use.memberId, email: use.email, isEmailVerified: use.isEmailVerified, tokenId: use.id };
}

const toPersonalToken = (row: PersonalTokenRow): PersonalToken => ({
  id: row.id,
  name: row.name,
  scopes: row.scopes,
  lastCharacters: row.lastCharacters,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  expiresAt: row.expiresAt.toISOString(),
});

export async function listPersonalTokens(db: DbOrTx, memberId: string): Promise<PersonalTokenList> {
  const [plan, rows] = await Promise.all([findMemberPlan(db, memberId), listLiveTokens(db, memberId)]);
  return { isAvailable: plan === 'enterprise', tokens: rows.map(toPersonalToken) };
}

/**
 * Makes a token for an Enterprise member and answers it, the only time it is ever shown. Needs the password
 * or a second factor proved in the last 5 minutes (a stolen session alone cannot mint a lasting credential),
 * and mails the member, in the same transaction, so a token nobody meant to make does not go unnoticed.
 */
export async function createPersonalToken(
  database: Database,
  input: {
    member: { userId: string; email: string; authenticatedAt: Date };
    token: CreatePersonalTokenInput;
    now: Date;
    client: AuditContext;
    config: Config;
  },
): Promise<PersonalToken & { token: string }> {
  const memberId = input.member.userId;
  assertRecentAuthWithin(input.member, input.now, tokenCreationReauthSeconds);
  return database.db.transaction(async (tx) => {
    const plan = await lockMemberPlan(tx, memberId);
    // The access hook refused lower plans already (ADR 84); this catches a plan that lapsed in between.
    if (plan !== 'enterprise') throw planRequired('enterprise', 'Personal access tokens');
    if ((await countLiveTokens(tx, memberId, input.now)) >= maxPersonalTokens) {
      throw conflict('auth.youAlreadyHaveTokens', { count: maxPersonalTokens });
    }
    const token = generatePersonalToken();
    const scopes = [...new Set(input.token.scopes)] as TokenScope[];
    const lifetimeDays = input.token.expiresInDays ?? defaultTokenLifetimeDays;
    const row = await insertToken(tx, {
      memberId,
      name: input.token.name.trim(),
      scopes,
      tokenHash: hashToken(token),
      lastCharacters: token.slice(-4),
      createdAt: input.now,
      expiresAt: new Date(input.now.getTime() + lifetimeDays * dayMs),
    });
    await recordAuditEvent(tx, {
      event: 'personal_token_created',
      userId: memberId,
      details: { tokenId: row.id, name: row.name, scopes, expiresAt: row.expiresAt.toISOString() },
      ...input.client,
    });
    await enqueueMessage(
      tx,
      personalTokenCreatedMail(input.config, input.member.email, toPersonalToken(row)),
    );
    return { ...toPersonalToken(row), token };
  });
}

/**
 * Revokes every token of the member, in the caller's transaction: a password reset, signing out all other
 * sessions and undoing an e-mail change all say "someone else may have my account" (ADR 79). Audited when
 * any token was live; answers how many were.
 */
export async function revokeAllPersonalTokens(
  tx: DbOrTx,
  input: { memberId: string; now: Date; reason: string; client: AuditContext },
): Promise<number> {
  const revoked = await revokeAllTokens(tx, input.memberId, input.now);
  if (revoked.length === 0) return 0;
  await recordAuditEvent(tx, {
    event: 'personal_token_revoked',
    userId: input.memberId,
    details: { tokenIds: revoked.map((token) => token.id), reason: input.reason },
    ...input.client,
  });
  return revoked.length;
}

/** The member's tokens for the data export: names, scopes and dates, never the token or its hash. */
export async function collectPersonalTokenData(db: DbOrTx, memberId: string) {
  return { personalAccessTokens: await listTokensForExport(db, memberId) };
}

export async function revokePersonalToken(
  database: Database,
  input: { memberId: string; tokenId: string; now: Date; client: AuditContext },
): Promise<void> {
  await database.db.transaction(async (tx) => {
    const row = await revokeToken(tx, input);
    if (!row) throw notFound('auth.noSuchToken');
    await recordAuditEvent(tx, {
      event: 'personal_token_revoked',
      userId: input.memberId,
      details: { tokenId: row.id, name: row.name },
      ...input.client,
    });
  });
}
