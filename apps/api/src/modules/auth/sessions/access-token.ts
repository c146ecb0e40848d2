import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  decodeProtectedHeader,
  errors,
  jwtVerify,
  SignJWT,
  type JWTPayload,
  type ProtectedHeaderParameters,
} from 'jose';
import type { AssuranceLevel } from '@skillswap/contracts/auth/schemas';
import type { AuthMethodReference } from '../../../db/schema/index.ts';
import { isDatabaseUnavailable } from '../../../lib/database/database-errors.ts';
import { databaseUnavailable } from '../../../lib/errors.ts';
import { accessTokenLifetimeSeconds } from '../shared/auth-limits.ts';
import type { SigningKeyStore } from '../signing-keys/index.ts';

export const accessTokenType = 'at+jwt';
export const accessTokenAudience = 'authenticated';
/**
 * The OAuth client every access token is issued to (RFC 9068 §2.2 `client_id`): SkillSwap has no registered
 * third-party clients; its web app and programs signing in with a password are the one first-party client.
 */
export const accessTokenClientId = 'skillswap';

export interface AccessTokenClaims {
  sub: string;
  email: string;
  sessionId: string;
  aal: AssuranceLevel;
  amr: AuthMethodReference[];
}

/**
 * Signs a 15-minute ES256 access token with the current key; answers the token and its expiry (seconds). It
 * is an RFC 9068 JWT access token: `typ: at+jwt` with iss, exp, aud, sub, client_id, iat and a unique jti.
 */
export async function issueAccessToken(
  keys: SigningKeyStore,
  issuer: string,
  claims: AccessTokenClaims,
  now: Date,
): Promise<{ token: string; expiresAt: number }> {
  const key = await keys.getSigningKey(now);
  const issuedAt = Math.floor(now.getTime() / 1000);
  const expiresAt = issuedAt + accessTokenLifetimeSeconds;
  const token = await new SignJWT({
    email: claims.email,
    role: 'authenticated',
    session_id: claims.sessionId,
    aal: claims.aal,
    amr: claims.amr,
    client_id: accessTokenClientId,
  })
    .setJti(randomUUID())
    .setProtectedHeader({ alg: 'ES256', kid: key.kid, typ: accessTokenType })
    .setIssuer(issuer)
    .setAudience(accessTokenAudience)
    .setSubject(claims.sub)
    .setIssuedAt(issuedAt)
    .setNotBefore(issuedAt)
    .setExpirationTime(expiresAt)
    .sign(key.privateKey);
  return { token, expiresAt };
}

// Headers that point at keys elsewhere; a token carrying one is refused rather than trusted or ignored.
const forbiddenHeaders = ['jku', 'x5u', 'jwk', 'x5c', 'crit'];

/**
 * Verifies signature (ES256 only, known kid), type, issuer, audience and times; null when anything about the
 * token is off. A token our keys signed for another issuer (a process on this database with another
 * PUBLIC_URL) is logged. When the keys cannot be read because the database is down, it throws a 503 with
 * Retry-After instead: the token may be perfectly good, and a client told "invalid token" would sign
 * its member out.
 */
export async function verifyAccessToken(
  keys: SigningKeyStore,
  issuer: string,
  token: string,
  now: Date,
  log?: FastifyBaseLogger,
): Promise<AccessTokenClaims | null> {
  let header: ProtectedHeaderParameters;
  try {
    header = decodeProtectedHeader(token);
  } catch {
    return null;
  }
  if (header.alg !== 'ES256' || typeof header.kid !== 'string') return null;
  if (forbiddenHeaders.some((name) => name in header)) return null;
  const key = await findKeyOrUnavailable(keys, header.kid, now);
  if (!key) return null;
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: ['ES256'],
      issuer,
      audience: accessTokenAudience,
      typ: accessTokenType,
      currentDate: now,
      requiredClaims: ['exp', 'iat', 'nbf', 'sub', 'session_id', 'aal'],
    });
    return readClaims(payload);
  } catch (error) {
    // Claims are checked after the signature: the issuer named here was signed with this database's keys.
    if (error instanceof errors.JWTClaimValidationFailed && error.claim === 'iss') {
      log?.warn(
        { expectedIssuer: issuer, tokenIssuer: error.payload.iss ?? null },
        'access token refused: signed for another issuer; every process sharing a database needs the same PUBLIC_URL',
      );
    }
    return null;
  }
}

/** The verification key for `kid`; a database that cannot be reached is a 503, never "no such key". */
async function findKeyOrUnavailable(keys: SigningKeyStore, kid: string, now: Date) {
  try {
    return await keys.findVerificationKey(kid, now);
  } catch (error) {
    if (isDatabaseUnavailable(error)) throw databaseUnavailable();
    throw error;
  }
}

function readClaims(payload: JWTPayload): AccessTokenClaims | null {
  const { sub, email, session_id: sessionId, aal, amr, role } = payload;
  if (typeof sub !== 'string' || typeof sessionId !== 'string' || typeof email !== 'string') return null;
  if (aal !== 'aal1' && aal !== 'aal2') return null;
  if (role !== 'authenticated') return null;
  return { sub, email, sessionId, aal, amr: Array.isArray(amr) ? (amr as AuthMethodReference[]) : [] };
}
