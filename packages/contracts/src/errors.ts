import { z } from 'zod';

/** Every error the API answers with has this body; validation errors add field issues. */
export const errorBodySchema = z.object({
  code: z.string(),
  message: z.string(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** Stable machine-readable codes; clients switch on these, never on messages. */
export const errorCodes = {
  validation: 'validation_failed',
  notFound: 'not_found',
  unauthorized: 'unauthorized',
  forbidden: 'forbidden',
  conflict: 'conflict',
  rateLimited: 'rate_limit_exceeded',
  payloadTooLarge: 'payload_too_large',
  internal: 'internal_error',
  invalidCredentials: 'invalid_credentials',
  weakPassword: 'weak_password',
  refreshTokenAlreadyUsed: 'refresh_token_already_used',
  sessionNotFound: 'session_not_found',
  mfaRequired: 'mfa_required',
  /** The member was suspended by SkillSwap and cannot sign in (ADR 73). */
  accountSuspended: 'account_suspended',
  planLimit: 'plan_limit_reached',
  unavailable: 'service_unavailable',
  insufficientCredit: 'insufficient_credit',
  /** The member must complete their profile first (e.g. list a skill they teach before requesting a swap). */
  profileIncomplete: 'profile_incomplete',
} as const;
export type ErrorCode = (typeof errorCodes)[keyof typeof errorCodes];
