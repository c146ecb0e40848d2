import type { FastifyRequest } from 'fastify';
import type { Endpoint } from '@skillswap/contracts/shared/endpoint';
import { actingForHeader } from '@skillswap/contracts/shared/http';
import { helperConsentFor } from '@skillswap/contracts/member-helpers/schemas';
import { errorCodes } from '@skillswap/contracts/shared/errors';
import { AppError, type ErrorKey } from '../../../lib/errors.ts';
import { getAuthRuntime } from '../runtime/auth-runtime.ts';
import type { Member } from '../sessions/index.ts';
import { findHelpedMember } from './acting-for.repository.ts';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const refused = (key: ErrorKey) => new AppError(errorCodes.helperNotAllowed, key);

/** Whether the request asks to act for a member (ADR 179). */
export const asksToActFor = (request: FastifyRequest) => request.headers[actingForHeader] !== undefined;

/** A personal access token never acts for another member, on any endpoint (ADR 179, 195). */
export const tokenCannotAct = () => refused('auth.aPersonalAccessToken');

/**
 * The caller a request acts as (ADR 179). Without the acting-for header, the signed-in member. With it, the
 * member named there, when the caller is their live helper in a signed-in session and the endpoint is one the
 * consent covers (`helperConsentFor`: its own `helper` line, its token scope's, or a page anyone may read) on
 * a line the member agreed to (ADR 195). The member so found has proved nothing recent (re-authentication
 * refuses it) and no session of their own; `helper` says who acts.
 */
export async function resolveActingFor(
  request: FastifyRequest,
  caller: Member,
  endpoint: Endpoint,
): Promise<Member> {
  const header = request.headers[actingForHeader];
  if (header === undefined) return caller;
  if (caller.sessionId === null) throw tokenCannotAct();
  const memberId = typeof header === 'string' ? header.trim() : '';
  const consent = helperConsentFor(endpoint);
  if (!consent) throw refused('auth.onlyTheMemberCan');
  if (!uuid.test(memberId)) throw refused('auth.youAreNotThis');
  const { db } = getAuthRuntime(request.server).deps.database;
  const helped = await findHelpedMember(db, { helperId: caller.userId, memberId });
  if (!helped) throw refused('auth.youAreNotThis');
  if (!helped.consentedTo.includes(consent)) {
    throw refused('auth.theMemberHasNot');
  }
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
