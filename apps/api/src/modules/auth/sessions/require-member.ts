import type { FastifyRequest } from 'fastify';
import type { AssuranceLevel } from '@skillswap/contracts/auth';
import type { AuthMethodReference } from '../../../db/schema/index.ts';
import { unauthorized } from '../../../lib/errors.ts';
import { verifyAccessToken } from './access-token.ts';
import { emailUnverified, mfaRequired } from '../shared/auth-errors.ts';
import { getAuthRuntime } from '../runtime/auth-runtime.ts';
import { authenticatePersonalToken, isPersonalToken } from '../personal-tokens/index.ts';
import { findSessionState } from './sessions.repository.ts';
import { isSessionExpired } from './sessions.service.ts';

export interface Member {
  userId: string;
  /** Null when a personal access token calls (ADR 71): the token has no session. */
  sessionId: string | null;
  aal: 'aal1' | 'aal2';
  email: string;
  /** When the session last proved the password, a factor or an OAuth sign-in (its newest `amr` entry). */
  authenticatedAt: Date;
  /** Whether the member has verified their address (sending requests and messages needs it). */
  isEmailVerified: boolean;
}

/** A signed-in caller before the second-factor gate: what the assurance and factor routes work with. */
export interface AuthenticatedCaller extends Member {
  sessionId: string;
  amr: AuthMethodReference[];
  hasVerifiedFactor: boolean;
}

/** The bearer token of a request, or null when there is no Authorization header. */
function readBearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer ([^\s]+)$/i.exec(header);
  if (!match) throw unauthorized('Invalid authorization header');
  return match[1]!;
}

/**
 * Checks the access token and that its session is still live (not signed out, expired, or its member
 * deleted). Does not apply the second-factor gate; null when the request carries no token.
 */
export async function authenticate(request: FastifyRequest): Promise<AuthenticatedCaller | null> {
  const token = readBearerToken(request);
  if (!token) return null;
  // Personal access tokens are taken only by `requireMember` and `findMember`, where the endpoint allows.
  if (isPersonalToken(token)) throw unauthorized('This endpoint does not accept personal access tokens.');
  const runtime = getAuthRuntime(request.server);
  const now = runtime.deps.clock.now();
  const claims = await verifyAccessToken(runtime.keys, runtime.issuer, token, now, request.log);
  if (!claims) throw unauthorized('Invalid or expired access token');
  const session = await findSessionState(runtime.deps.database.db, claims.sessionId);
  const isLive =
    session &&
    !session.isEnded &&
    !session.isUserDeleted &&
    session.userId === claims.sub &&
    !isSessionExpired(session, now);
  if (!isLive) throw unauthorized('Your session has ended. Please sign in again.');
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

function toMember(caller: AuthenticatedCaller): Member {
  if (caller.hasVerifiedFactor && caller.aal !== 'aal2') throw mfaRequired();
  return {
    userId: caller.userId,
    sessionId: caller.sessionId,
    aal: caller.aal,
    email: caller.email,
    authenticatedAt: caller.authenticatedAt,
    isEmailVerified: caller.isEmailVerified,
  };
}

/**
 * The signed-in member, or 401 without a valid token or live session; 403 `mfa_required` when the member
 * has a verified factor but this session has not passed it.
 */
export async function requireMember(request: FastifyRequest): Promise<Member> {
  const member = await findMember(request);
  if (!member) throw unauthorized();
  return member;
}

/**
 * The signed-in member, when their address is verified: 403 `email_unverified` otherwise. For what reaches
 * other members (sending or accepting requests, messages); browsing, reading and editing need only
 * `requireMember`.
 */
export async function requireVerifiedMember(request: FastifyRequest): Promise<Member> {
  const member = await requireMember(request);
  if (!member.isEmailVerified) throw emailUnverified();
  return member;
}

/**
 * For routes open to visitors: null without a token, the member with one; an invalid token is still a 401.
 * A personal access token counts only where the endpoint's definition names a scope the token holds.
 */
export async function findMember(request: FastifyRequest): Promise<Member | null> {
  const token = readBearerToken(request);
  if (token && isPersonalToken(token)) {
    const { userId, email, isEmailVerified } = await authenticatePersonalToken(request, token);
    // A token proves nothing recent: were it ever let near a dangerous action, re-authentication refuses it.
    return { userId, email, isEmailVerified, sessionId: null, aal: 'aal1', authenticatedAt: new Date(0) };
  }
  const caller = await authenticate(request);
  return caller ? toMember(caller) : null;
}
