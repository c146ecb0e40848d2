import { errorCodes } from '@skillswap/contracts/shared/errors';
import { AppError } from '../../../lib/errors.ts';

export const reauthRequired = () =>
  new AppError(errorCodes.reauthRequired, 'auth.forYourSafetyConfirm', { status: 403 });

/**
 * Throws 403 `reauth_required` unless the caller's session proved the password, a factor or an OAuth sign-in
 * within the last `windowSeconds` (ADR 68). A personal access token's caller never has (its time is 0).
 */
export function assertRecentAuthWithin(
  caller: { authenticatedAt: Date },
  now: Date,
  windowSeconds: number,
): void {
  const ageMs = now.getTime() - caller.authenticatedAt.getTime();
  if (ageMs > windowSeconds * 1000) throw reauthRequired();
}
