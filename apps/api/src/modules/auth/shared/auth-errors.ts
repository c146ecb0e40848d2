import { errorCodes } from '@skillswap/contracts/shared/errors';
import { AppError } from '../../../lib/errors.ts';

/** The one answer to every failed password sign-in, whatever the reason. */
export const invalidCredentials = () =>
  new AppError(errorCodes.invalidCredentials, 'Invalid login credentials', { status: 400 });

/** A refresh token that never existed or is not even shaped like one. */
export const invalidRefreshToken = () =>
  new AppError(errorCodes.sessionNotFound, 'Invalid refresh token', { status: 400 });

export const sessionEnded = () =>
  new AppError(errorCodes.sessionNotFound, 'Your session has ended. Please sign in again.');

export const refreshTokenReused = () =>
  new AppError(
    errorCodes.refreshTokenAlreadyUsed,
    'This refresh token was already used; the session has been ended for safety.',
  );

export const commonPassword = () =>
  new AppError(
    errorCodes.weakPassword,
    'This password is too common and easy to guess. Please choose a different one.',
  );

export const mfaRequired = () =>
  new AppError(errorCodes.mfaRequired, 'Verify your second factor to continue', { status: 403 });

export const emailUnverified = () =>
  new AppError(
    errorCodes.emailUnverified,
    'Please verify your e-mail address first: open the link we sent you, or ask for a new one.',
    { status: 403 },
  );

export const invalidVerificationToken = () =>
  new AppError(
    errorCodes.invalidVerificationToken,
    'This verification link is invalid, has expired or was already used. Sign in and ask for a new one.',
    { status: 400 },
  );
/** A suspended member's sign-in (ADR 73): said plainly, since only someone with the password gets here. */
export const accountSuspended = () =>
  new AppError(
    errorCodes.accountSuspended,
    'Your SkillSwap account is suspended, so you cannot sign in. Check your e-mail for our message, or write to us through the contact page.',
    { status: 403 },
  );
