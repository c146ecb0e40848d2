import type { FastifyRequest } from 'fastify';
import { unauthorized } from '../../lib/errors.ts';
import { checkMetricsToken, checkOperatorToken } from './machine-tokens.ts';
import { isPersonalToken } from './personal-tokens/index.ts';
import { rememberStaff, requireStaff } from './roles/index.ts';
import { findCaller, rememberCaller } from './sessions/index.ts';
import { emailUnverified } from './shared/auth-errors.ts';
import { requirePlanFeature } from './plan-gate.ts';
import { asksToActFor, resolveActingFor, tokenCannotAct } from './acting-for/acting-for.ts';

/**
 * The one access check of the API (ADR 77), an `onRequest` hook: it reads the `access` (and `tokenScope`,
 * `beforeSecondFactor`, `needsVerifiedEmail`, `planFeature`) of the endpoint the route was registered from
 * and refuses the request before its body is read. Handlers read the caller it found with `getMember`,
 * `getViewer`, `getSessionCaller` or `getStaff`, and never check access themselves.
 */
export async function enforceEndpointAccess(request: FastifyRequest): Promise<void> {
  const endpoint = request.routeOptions.config.endpoint;
  // Unknown addresses (404), the OpenAPI document and the web app's pages have no definition.
  if (!endpoint) return;
  // Public endpoints answer everyone alike and read no credentials; operator commands take their
  // own token only.
  if (endpoint.access === 'public') return;
  if (endpoint.access === 'operator') return checkOperatorToken(request);
  // Anywhere else a personal access token is taken only where the endpoint declares a scope (ADR 71).
  const bearer = /^Bearer (\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
  if (bearer && isPersonalToken(bearer)) {
    // A token never acts for another member (ADR 179), whether or not the endpoint takes tokens (ADR 195).
    if (asksToActFor(request)) throw tokenCannotAct();
    if (!endpoint.tokenScope) throw unauthorized('auth.thisEndpointDoesNot');
  }
  switch (endpoint.access) {
    case 'cookie':
      // Cookie endpoints are the token grants and sign-out: what proves the caller depends on the grant
      // (a password, a refresh cookie with its Origin check), so the grant's own code checks it.
      return;
    case 'metrics':
      return checkMetricsToken(request);
    case 'moderator':
    case 'admin':
      return rememberStaff(request, await requireStaff(request, endpoint.access));
    case 'optional': {
      const viewer = await findCaller(request);
      return rememberCaller(request, viewer && (await resolveActingFor(request, viewer, endpoint)));
    }
    case 'member': {
      const caller = await findCaller(request);
      if (!caller) throw unauthorized();
      // A helper acting for the member they help (ADR 179): the rest of the request is the member's.
      const member = await resolveActingFor(request, caller, endpoint);
      if (endpoint.needsVerifiedEmail && !member.isEmailVerified) throw emailUnverified();
      if (endpoint.planFeature) await requirePlanFeature(request, member.userId, endpoint.planFeature);
      return rememberCaller(request, member);
    }
  }
}
