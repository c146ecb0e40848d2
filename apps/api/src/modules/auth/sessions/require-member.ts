import type { FastifyRequest } from 'fastify';
import type { AssuranceLevel } from '@skillswap/contracts/auth/schemas';
import type { AuthMethodReference } from '../../../db/schema/index.ts';
import type { AuthenticatedCaller, Member } from '../../../lib/http/request-caller.ts';
import { unauthorized } from '../../../lib/errors.ts';
import { verifyAccessToken } from './access-token.ts';
import { mfaRequired } from '../shared/auth-errors.ts';
import { getAuthRuntime } from '../runtime/auth-runtime.ts';
import { authenticatePersonalToken, isPersonalToken } from '../personal-tokens/index.ts';
import { findSessionState } from './sessions.repository.ts';
import { isSessionExpired } from './sessions.service.ts';

export type { AuthenticatedCaller, Member } from '../../../lib/http/request-caller.ts';

/** The bearer token of a request, or null when there is no Authorization header. */
function readBearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer ([^\s]+)$/i.exec(header);
  if (!match) throw unauthorized('auth.invalidAuthorizationHeader');
  return match[1]!;
}

/**
 * Checks the access token and that its session is still live (not signed out, expired, or its member
 * deleted). Does not apply the second-factor gate; null when the request carries no token.
 */
export async function authenticate(request: FastifyRequest): Promise<AuthenticatedCaller | null> {
  const token = readBearerToken(request);
  if (!token) return null;
  // Personal access tokens are taken only by `findCaller`, where the endpoint declares a scope.
  if (isPersonalToken(token)) throw unauthorized('auth.thisEndpointDoesNot');
  const runtime = getAuthRuntime(request.server);
  const now = runtime.deps.clock.now();
  const claims = await verifyAccessToken(runtime.keys, runtime.issuer, token, now, request.log);
  if (!claims) throw unauthorized('auth.invalidOrExpiredAccess');
  const session = await findSessionState(runtime.deps.database.db, claims.sessionId);
  const isLive =
    session &&
    !session.isEnded &&
    !session.isUserDeleted &&
    session.userId === claims.sub &&
    !isSessionExpired(session, now);
  if (!isLive) throw unauthorized('auth.yourSessionHasEnded');
  // The session's level wins when lower: removing a verified factor downgrades live sessions at once.
  const aal: AssuranceLevel = claims.aal === 'aal2' && session.aal === 'aal2' ? 'aal2' : 'aal1';
  return {
    userId: session.userId,
    sessionId: claims.sessionId,
    aal,
    email: session.email,
    // The session row's methods, not the token's: a re-authentication updates the row at once.
    authenticatedAt: lastAuthenticatedAt(session.amr),
    isEmailVerified: session.isEmailVerified,
    amr: claims.amr,
    hasVerifiedFactor: session.hasVerifiedFactor,
  };
}

function lastAuthenticatedAt(amr: AuthMethodReference[]): Date {
  const newest = Math.max(0, ...amr.map((entry) => entry.timestamp));
  return new Date(newest * 1000);
}

/**
 * The caller of a `member` or `optional` endpoint, as the access check (`../endpoint-access.ts`) resolves it
 * once per request: null without a token; 401 for a token that is invalid, or a personal access token where
 * the endpoint declares no scope it holds (ADR 71); 403 `mfa_required` when the member has a verified factor
 * that this session has not passed, unless the endpoint is a sign-in step (`beforeSecondFactor`).
 */
export async function findCaller(request: FastifyRequest): Promise<Member | AuthenticatedCaller | null> {
  const token = readBearerToken(request);
  if (token && isPersonalToken(token)) {
    const { userId, email, isEmailVerified } = await authenticatePersonalToken(request, token);
    // A token proves nothing recent: were it ever let near a dangerous action, re-authentication refuses it.
    return { userId, email, isEmailVerified, sessionId: null, aal: 'aal1', authenticatedAt: new Date(0) };
  }
  const caller = await authenticate(request);
  if (!caller) return null;
  const isSignInStep = request.routeOptions.config.endpoint?.beforeSecondFactor === true;
  if (!isSignInStep && caller.hasVerifiedFactor && caller.aal !== 'aal2') throw mfaRequired();
  return caller;
}
