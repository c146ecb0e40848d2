import type { FastifyRequest } from 'fastify';
import {
  maxPersonalTokens,
  type CreatePersonalTokenInput,
  type PersonalToken,
  type PersonalTokenList,
  type TokenScope,
} from '@skillswap/contracts/personal-tokens';
import { errorCodes } from '@skillswap/contracts/errors';
import type { Database, DbOrTx } from '../../../db/client.ts';
import { recordAuditEvent, type AuditContext } from '../../../lib/audit.ts';
import { AppError, conflict, forbidden, notFound, unauthorized } from '../../../lib/errors.ts';
import { enforceRateLimit } from '../../../lib/rate-limit.ts';
import { getAuthRuntime } from '../runtime/auth-runtime.ts';
import { hashToken } from '../shared/token-hash.ts';
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
  lockMemberPlan,
  noteTokenUse,
  revokeToken,
  type PersonalTokenRow,
} from './personal-tokens.repository.ts';

/** Who a personal access token acts for, as the access check hands it on. */
export interface TokenMember {
  userId: string;
  email: string;
  isEmailVerified: boolean;
  tokenId: string;
}

const notAccepted = () => unauthorized('This endpoint does not accept personal access tokens.');
const invalidToken = () => unauthorized('This personal access token is not valid: it is unknown or revoked.');

/**
 * Checks a personal access token for this request (ADR 71): the endpoint must declare a scope the token holds,
 * the token must be live, its member not deleted and on the Enterprise plan, within the per-token rate limit.
 * Every refusal except the scope (403 `insufficient_scope`) and the rate limit (429) is a 401.
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
  if (use.isMemberDeleted) throw unauthorized('The member this token belongs to has deleted their account.');
  if (use.plan !== 'enterprise') {
    throw unauthorized('Personal access tokens work only while their member is on the Enterprise plan.');
  }
  if (!use.scopes.includes(scope)) {
    throw new AppError(
      errorCodes.insufficientScope,
      `This token lacks the ${scope} scope this endpoint needs.`,
      {
        status: 403,
      },
    );
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
});

export async function listPersonalTokens(db: DbOrTx, memberId: string): Promise<PersonalTokenList> {
  const [plan, rows] = await Promise.all([findMemberPlan(db, memberId), listLiveTokens(db, memberId)]);
  return { isAvailable: plan === 'enterprise', tokens: rows.map(toPersonalToken) };
}

/** Makes a token for an Enterprise member and answers it, the only time it is ever shown. */
export async function createPersonalToken(
  database: Database,
  input: { memberId: string; token: CreatePersonalTokenInput; now: Date; client: AuditContext },
): Promise<PersonalToken & { token: string }> {
  return database.db.transaction(async (tx) => {
    const plan = await lockMemberPlan(tx, input.memberId);
    if (plan !== 'enterprise') {
      throw forbidden(
        'Personal access tokens come with the Enterprise plan. Contact us to move to Enterprise.',
      );
    }
    if ((await countLiveTokens(tx, input.memberId)) >= maxPersonalTokens) {
      throw conflict(`You already have ${maxPersonalTokens} tokens. Revoke one you no longer use first.`);
    }
    const token = generatePersonalToken();
    const scopes = [...new Set(input.token.scopes)] as TokenScope[];
    const row = await insertToken(tx, {
      memberId: input.memberId,
      name: input.token.name.trim(),
      scopes,
      tokenHash: hashToken(token),
      lastCharacters: token.slice(-4),
      createdAt: input.now,
    });
    await recordAuditEvent(tx, {
      event: 'personal_token_created',
      userId: input.memberId,
      details: { tokenId: row.id, name: row.name, scopes },
      ...input.client,
    });
    return { ...toPersonalToken(row), token };
  });
}

export async function revokePersonalToken(
  database: Database,
  input: { memberId: string; tokenId: string; now: Date; client: AuditContext },
): Promise<void> {
  await database.db.transaction(async (tx) => {
    const row = await revokeToken(tx, input);
    if (!row) throw notFound('No such token');
    await recordAuditEvent(tx, {
      event: 'personal_token_revoked',
      userId: input.memberId,
      details: { tokenId: row.id, name: row.name },
      ...input.client,
    });
  });
}
