import { errorCodes, type ErrorCode } from '@skillswap/contracts/shared/errors';
import type { PlanTier } from '@skillswap/contracts/shared/plans';

type PaidTier = Exclude<PlanTier, 'free'>;

const statusByCode: Partial<Record<ErrorCode, number>> = {
  [errorCodes.validation]: 400,
  [errorCodes.unauthorized]: 401,
  [errorCodes.invalidCredentials]: 400,
  [errorCodes.weakPassword]: 422,
  [errorCodes.refreshTokenAlreadyUsed]: 401,
  [errorCodes.sessionNotFound]: 401,
  [errorCodes.mfaRequired]: 403,
  [errorCodes.forbidden]: 403,
  [errorCodes.notFound]: 404,
  [errorCodes.conflict]: 409,
  [errorCodes.payloadTooLarge]: 413,
  [errorCodes.uriTooLong]: 414,
  [errorCodes.methodNotAllowed]: 405,
  [errorCodes.planLimit]: 422,
  [errorCodes.rateLimited]: 429,
  [errorCodes.unavailable]: 503,
  [errorCodes.insufficientCredit]: 422,
  [errorCodes.profileIncomplete]: 422,
  [errorCodes.reauthRequired]: 403,
  [errorCodes.invalidLink]: 400,
  [errorCodes.memberBlocked]: 403,
  [errorCodes.smsNotConfigured]: 409,
  [errorCodes.staffRank]: 403,
  [errorCodes.ownCause]: 403,
  [errorCodes.planRequired]: 403,
  [errorCodes.directMessagesOff]: 403,
  [errorCodes.directMessageDailyLimit]: 429,
  [errorCodes.helperNotAllowed]: 403,
  [errorCodes.internal]: 500,
};

/** The one error type services throw; the error handler turns it into `{code, message}` and its status. */
export class AppError extends Error {
  override name = 'AppError';
  readonly status: number;
  readonly headers: Record<string, string>;
  /** With `plan_required`: the lowest plan that has the feature, sent as the body's `plan`. */
  readonly plan: PaidTier | undefined;
  /** With `validation_failed`: the fields at fault, sent as the body's `issues`. */
  readonly issues: ReadonlyArray<{ path: string; message: string }> | undefined;

  constructor(
    readonly code: ErrorCode,
    message: string,
    options: {
      status?: number;
      headers?: Record<string, string>;
      plan?: PaidTier;
      issues?: ReadonlyArray<{ path: string; message: string }>;
    } = {},
  ) {
    super(message);
    this.status = options.status ?? statusByCode[code] ?? 400;
    this.headers = options.headers ?? {};
    this.plan = options.plan;
    this.issues = options.issues;
  }
}

export const notFound = (what = 'Not found') => new AppError(errorCodes.notFound, what);
export const forbidden = (why = 'You are not allowed to do that') => new AppError(errorCodes.forbidden, why);
/** The request clashes with the current state (already reviewed, already settled, wrong status...). */
export const conflict = (why: string) => new AppError(errorCodes.conflict, why);
export const unauthorized = (why = 'Sign in to continue') => new AppError(errorCodes.unauthorized, why);

/** Seconds a client is asked to wait when the database cannot serve (outage, restart, timeout). */
export const databaseRetryAfterSeconds = 5;
/** 503 `service_unavailable` with Retry-After: the request may be sent again once the database answers. */
export const databaseUnavailable = (why = 'The service is briefly unavailable; try again in a few seconds') =>
  new AppError(errorCodes.unavailable, why, {
    headers: { 'retry-after': String(databaseRetryAfterSeconds) },
  });
