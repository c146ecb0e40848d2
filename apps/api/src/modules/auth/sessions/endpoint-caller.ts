import type { FastifyRequest } from 'fastify';
import type { AuthenticatedCaller, Member } from './require-member.ts';

// Who called, as the access check (`../endpoint-access.ts`) found it before the handler ran. Handlers read it
// here and never check access themselves: the endpoint's definition says who may call (ADR 77).
const callers = new WeakMap<FastifyRequest, Member | AuthenticatedCaller | null>();

export function rememberCaller(request: FastifyRequest, caller: Member | AuthenticatedCaller | null): void {
  callers.set(request, caller);
}

/** A handler that reads a caller its endpoint's access does not provide is a bug, not a refusal. */
function missing(request: FastifyRequest, what: string): Error {
  const endpoint = request.routeOptions.config.endpoint;
  return new Error(`${endpoint?.method ?? request.method} ${endpoint?.path ?? request.url} has no ${what}`);
}

/** The signed-in member of an `access: 'member'` endpoint (a session or a personal access token). */
export function getMember(request: FastifyRequest): Member {
  const caller = callers.get(request);
  if (!caller) throw missing(request, 'signed-in member: is its access "member"?');
  return caller;
}

/** When a helper acted for a member in this request (ADR 179): the member and the helper; null otherwise. */
export function findActingHelper(
  request: FastifyRequest,
): { memberId: string; helper: { id: string; name: string } } | null {
  const caller = callers.get(request);
  return caller?.helper ? { memberId: caller.userId, helper: caller.helper } : null;
}

/** The member of an `access: 'optional'` endpoint, or null for a visitor. */
export function getViewer(request: FastifyRequest): Member | null {
  if (!callers.has(request)) throw missing(request, 'viewer: is its access "optional"?');
  return callers.get(request) ?? null;
}

/**
 * The signed-in session of a `member` endpoint with no token scope (the auth routes that work with the
 * session itself: its methods, its factors).
 */
export function getSessionCaller(request: FastifyRequest): AuthenticatedCaller {
  const caller = callers.get(request);
  if (!caller || !isSession(caller)) throw missing(request, 'session: does it declare a token scope?');
  return caller;
}

/** `getSessionCaller` for an `optional` endpoint: null for a visitor. */
export function getSessionViewer(request: FastifyRequest): AuthenticatedCaller | null {
  const caller = getViewer(request);
  if (caller && !isSession(caller)) throw missing(request, 'session: does it declare a token scope?');
  return caller;
}

/** A session's caller, not a personal access token's (a token has no session). */
function isSession(caller: Member): caller is AuthenticatedCaller {
  return caller.sessionId !== null && 'amr' in caller;
}
