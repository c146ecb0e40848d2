import { errorCodes } from '@skillswap/contracts/shared/errors';
import { AppError } from '../../../lib/errors.ts';

/** The one answer to every failed password sign-in, whatever the reason. */
export const invalidCredentials = () =>
  new AppError(errorCodes.invalidCredentials, 'auth.invalidLoginCredentials', { status: 400 });

/** A refresh token that never existed or is not even shaped like one. */
export const invalidRefreshToken = () =>
  new AppError(errorCodes.sessionNotFound, 'auth.invalidRefreshToken', { status: 400 });

export const sessionEnded = () => new AppError(errorCodes.sessionNotFound, 'auth.yourSessionHasEnded');

export const refreshTokenReused = () =>
  new AppError(errorCodes.refreshTokenAlreadyUsed, 'auth.thisRefreshTokenWas');

export const commonPassword = () => new AppError(errorCodes.weakPassword, 'auth.thisPasswordIsToo');

export const mfaRequired = () =>
  new AppError(errorCodes.mfaRequired, 'auth.verifyYourSecondFactor', { status: 403 });

export const emailUnverified = () =>
  new AppError(errorCodes.emailUnverified, 'auth.pleaseVerifyYourE', { status: 403 });

export const invalidVerificationToken = () =>
  new AppError(errorCodes.invalidVerificationToken, 'auth.thisVerificationLinkIs', { status: 400 });
/** A suspended member's sign-in (ADR 73): said plainly, since only someone with the password gets here. */
export const accountSuspended = () =>
  new AppError(errorCodes.accountSuspended, 'auth.yourSkillswapAccountIs', { status: 403 });
