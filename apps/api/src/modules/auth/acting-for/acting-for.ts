import type { FastifyRequest } from 'fastify';
import type { Endpoint } from '@skillswap/contracts/endpoints/endpoint';
import { actingForHeader } from '@skillswap/contracts/http';
import { helperScopes } from '@skillswap/contracts/member-helpers';
import { errorCodes } from '@skillswap/contracts/errors';
import { AppError } from '../../../lib/errors.ts';
import { getAuthRuntime } from '../runtime/auth-runtime.ts';
import type { Member } from '../sessions/index.ts';
import { findHelpedMember } from './acting-for.repository.ts';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const allowed = new Set<string>(helperScopes);
const refused = (why: string) => new AppError(errorCodes.helperNotAllowed, why);

/**
 * The caller a request acts as (ADR 179). Without the acting-for header, the signed-in member. With it, the
 * member named there, when the caller is their live helper in a signed-in session and the endpoint is one the
 * consent covers: its token scope is a helper scope, or it is a page anyone may read. The member so found has
 * proved nothing recent (re-authentication refuses it) and no session of their own; `helper` says who acts.
 */
export async function resolveActingFor(
  request: FastifyRequest,
  caller: Member,
  endpoint: Endpoint,
): Promise<Member> {
  const header = request.headers[actingForHeader];
  if (header === undefined) return caller;
  if (caller.sessionId === null) throw refused('A personal access token cannot act for another member');
  const memberId = typeof header === 'string' ? header.trim() : '';
  const isCovered = endpoint.tokenScope
    ? allowed.has(endpoint.tokenScope)
    : endpoint.access === 'optional' && request.method === 'GET';
  if (!isCovered) throw refused('Only the member can do this: it is not among what a helper may do');
  if (!uuid.test(memberId)) throw refused('You are not this member’s helper');
  const { db } = getAuthRuntime(request.server).deps.database;
  const helped = await findHelpedMember(db, { helperId: caller.userId, memberId });
  if (!helped) throw refused('You are not this member’s helper');
  return {
    userId: memberId,
    sessionId: null,
    aal: 'aal1',
    email: helped.email,
    authenticatedAt: new Date(0),
    // The helper is accountable for what they send; a member without e-mail has no address to verify.
    isEmailVerified: caller.isEmailVerified,
    helper: { id: caller.userId, name: helped.helperName },
  };
}
