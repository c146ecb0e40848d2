import type { FastifyRequest } from 'fastify';
import { recentAuthWindowSeconds } from '@skillswap/contracts/credentials/schemas';
import { getAuthRuntime } from '../runtime/auth-runtime.ts';
import { assertRecentAuthWithin } from '../shared/recent-auth-check.ts';

/**
 * Guards a dangerous action (deleting the account, changing e-mail or password, removing a factor, recovery
 * codes): throws 403 `reauth_required` unless the caller's session proved the password, a second factor or a
 * fresh OAuth sign-in within the last 5 minutes. Call with the caller the access check let in:
 * `requireRecentAuth(request, member);`
 */
export function requireRecentAuth(request: FastifyRequest, caller: { authenticatedAt: Date }): void {
  assertRecentAuth(caller, getAuthRuntime(request.server).deps.clock.now());
}

/** `requireRecentAuth` for code that has the clock's time rather than the request. */
export function assertRecentAuth(caller: { authenticatedAt: Date }, now: Date): void {
  assertRecentAuthWithin(caller, now, recentAuthWindowSeconds);
}
