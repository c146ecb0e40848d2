import type { FastifyRequest } from 'fastify';
import { recentAuthWindowSeconds } from '@skillswap/contracts/credentials';
import { errorCodes } from '@skillswap/contracts/errors';
import { AppError } from '../../../lib/errors.ts';
import { getAuthRuntime } from '../runtime/auth-runtime.ts';

const reauthRequired = () =>
  new AppError(
    errorCodes.reauthRequired,
    'For your safety, confirm it is you: enter your password (or a code from your second factor) and try again.',
    { status: 403 },
  );

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
  const ageMs = now.getTime() - caller.authenticatedAt.getTime();
  if (ageMs > recentAuthWindowSeconds * 1000) throw reauthRequired();
}
