import { errorCodes, type ErrorCode } from '@skillswap/contracts/shared/errors';
import { defaultLanguage } from '@skillswap/contracts/shared/i18n';
import type { PlanTier } from '@skillswap/contracts/shared/plans';
import {
  findGivenText,
  formatError,
  type ErrorKey,
  type ErrorMessage,
  type ErrorValue,
  type ErrorValues,
} from './i18n/error-translator.ts';

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

export type { ErrorKey, ErrorMessage, ErrorValue, ErrorValues } from './i18n/error-translator.ts';

type Issues = ReadonlyArray<{ path: string; message: string }>;

interface AppErrorOptions {
  /** The message's `{name}` arguments, by name. */
  values?: ErrorValues;
  status?: number;
  headers?: Record<string, string>;
  /** With `plan_required`: the lowest plan that has the feature, sent as the body's `plan`. */
  plan?: PaidTier;
  /** With `validation_failed`: the fields at fault, sent as the body's `issues`. */
  issues?: Issues;
  /**
   * A text the API did not write, sent instead of the key's: a schema's message (a key of the contracts'
   * validation catalogue, ADR 208) or another node's refusal. It is translated when a catalogue has it.
   */
  givenText?: string;
}

/**
 * The one error type services throw; the error handler turns it into `{code, message}` and its status. The
 * message is a key of the error catalogues and its values (ADR 216): `message` is the English text, for logs
 * and tests, and the handler puts the key into the caller's language.
 */
export class AppError extends Error {
  override name = 'AppError';
  readonly status: number;
  readonly headers: Record<string, string>;
  readonly plan: PaidTier | undefined;
  readonly issues: Issues | undefined;
  readonly text: ErrorMessage;
  readonly givenText: string | undefined;

  constructor(
    readonly code: ErrorCode,
    key: ErrorKey,
    options: AppErrorOptions = {},
  ) {
    const text = { key, values: options.values ?? {} };
    super(
      options.givenText === undefined
        ? formatError(text, defaultLanguage)
        : (findGivenText(options.givenText, defaultLanguage) ?? options.givenText),
    );
    this.text = text;
    this.givenText = options.givenText;
    this.status = options.status ?? statusByCode[code] ?? 400;
    this.headers = options.headers ?? {};
    this.plan = options.plan;
    this.issues = options.issues;
  }
}

export const notFound = (key: ErrorKey = 'common.notFound', values?: ErrorValues) =>
  new AppError(errorCodes.notFound, key, { values });
export const forbidden = (key: ErrorKey = 'common.forbidden', values?: ErrorValues) =>
  new AppError(errorCodes.forbidden, key, { values });
/** The request clashes with the current state (already reviewed, already settled, wrong status...). */
export const conflict = (key: ErrorKey, values?: ErrorValues) =>
  new AppError(errorCodes.conflict, key, { values });
export const unauthorized = (key: ErrorKey = 'common.signIn', values?: ErrorValues) =>
  new AppError(errorCodes.unauthorized, key, { values });
/**
 * 400 `validation_failed` with a schema's message (ADR 208), and the fields at fault when there are several.
 */
export const invalidInput = (givenText: string | undefined, issues?: Issues) =>
  new AppError(errorCodes.validation, 'common.invalidRequest', { givenText, issues });

const statusWords: Partial<Record<string, ErrorKey>> = {
  requested: 'common.requested',
  accepted: 'common.accepted',
  declined: 'common.declined',
  cancelled: 'common.cancelled',
  completed: 'common.completed',
  disputed: 'common.disputed',
};

/**
 * A swap's status as a value: its catalogue key where the catalogues hold the word, so it is translated too.
 */
export const statusWord = (status: string): ErrorValue => {
  const key = statusWords[status];
  return key ? { key } : status;
};

/** A message's English text, for what is kept rather than answered (a delivery's log). */
export const englishOf = (message: ErrorMessage) => formatError(message, defaultLanguage);

/** Seconds a client is asked to wait when the database cannot serve (outage, restart, timeout). */
export const databaseRetryAfterSeconds = 5;
/** 503 `service_unavailable` with Retry-After: the request may be sent again once the database answers. */
export const databaseUnavailable = (key: ErrorKey = 'common.unavailable') =>
  new AppError(errorCodes.unavailable, key, {
    headers: { 'retry-after': String(databaseRetryAfterSeconds) },
  });
