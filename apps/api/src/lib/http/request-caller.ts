import type { FastifyRequest } from 'fastify';
import type { MemberRole } from '@skillswap/contracts/auth/schemas';
import type { AuthMethodReference } from '../../db/schema/index.ts';

// Who called, as the access check (modules/auth/endpoint-access.ts) found it before the handler ran. Handlers
// read it here and never check access themselves: the endpoint's definition says who may call (ADR 77). It
// lives in lib, not in auth, so the many modules that only read their caller do not depend on
// auth.

/** A signed-in member, by session or personal access token. */
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
  /**
   * When a helper acts for the member (ADR 179): who, so what they do is shown as "by <helper> for <member>".
   */
  helper?: { id: string; name: string };
}

/** A signed-in caller before the second-factor gate: what the assurance and factor routes work with. */
export interface AuthenticatedCaller extends Member {
  sessionId: string;
  amr: AuthMethodReference[];
  hasVerifiedFactor: boolean;
}

/** The roles that open the console, lowest first: each may do what the ones before it may. */
export type StaffRole = Exclude<MemberRole, 'member'>;

/** A console caller: a member whose role is at least the endpoint's, signed in with a second factor. */
export interface StaffMember {
  userId: string;
  sessionId: string;
  role: StaffRole;
}

const callers = new WeakMap<FastifyRequest, Member | AuthenticatedCaller | null>();
const staffCallers = new WeakMap<FastifyRequest, StaffMember>();

/** Keeps the member (or null for a visitor) the access check let in, for the handler. */
export function rememberCaller(request: FastifyRequest, caller: Member | AuthenticatedCaller | null): void {
  callers.set(request, caller);
}

/** Keeps the console caller the access check let in, for the handler. */
export function rememberStaff(request: FastifyRequest, staff: StaffMember): void {
  staffCallers.set(request, staff);
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

/** The console caller of an `access: 'moderator' | 'admin'` endpoint, as the access check let them in. */
export function getStaff(request: FastifyRequest): StaffMember {
  const staff = staffCallers.get(request);
  if (!staff) throw new Error(`${request.method} ${request.url} has no console caller: is its access staff?`);
  return staff;
}
