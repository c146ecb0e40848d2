import { z } from 'zod';

/** Every error the API answers with has this body; validation errors add field issues. */
export const errorBodySchema = z.object({
  code: z.string(),
  message: z.string(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  /** With `plan_required`: the lowest plan that has the feature (ADR 84). */
  plan: z.enum(['premium', 'elite', 'enterprise']).optional(),
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
  /** A path parameter longer than the router takes (100 characters): 414. */
  uriTooLong: 'uri_too_long',
  /** The address exists, but not for this method: 405 with `Allow` naming the methods it takes. */
  methodNotAllowed: 'method_not_allowed',
  internal: 'internal_error',
  invalidCredentials: 'invalid_credentials',
  weakPassword: 'weak_password',
  refreshTokenAlreadyUsed: 'refresh_token_already_used',
  sessionNotFound: 'session_not_found',
  mfaRequired: 'mfa_required',
  /** A personal access token without the scope this endpoint needs. */
  insufficientScope: 'insufficient_scope',
  /** A personal access token past the expiry chosen when it was made (ADR 79). */
  tokenExpired: 'token_expired',
  /** The member was suspended by SkillSwap and cannot sign in (ADR 73). */
  accountSuspended: 'account_suspended',
  planLimit: 'plan_limit_reached',
  unavailable: 'service_unavailable',
  insufficientCredit: 'insufficient_credit',
  /** The member must complete their profile first (e.g. list a skill they teach before requesting a swap). */
  profileIncomplete: 'profile_incomplete',
  /** A dangerous action needs the password (or a second factor) proved again within the last 5 minutes. */
  reauthRequired: 'reauth_required',
  /** A mailed link that is unknown, expired, already used or for another purpose. */
  invalidLink: 'invalid_link',
  /** The member must verify their e-mail address first (sending or accepting requests, messages). */
  emailUnverified: 'email_unverified',
  /** A verification link that is unknown, expired, used, or for an address the account no longer has. */
  invalidVerificationToken: 'invalid_verification_token',
  /** A block stands between the two members: no new request or message either way (ADR 74). */
  memberBlocked: 'member_blocked',
  /**
   * This site has no SMS provider: phones cannot be added as a factor, and no code can be texted (ADR 81).
   */
  smsNotConfigured: 'sms_not_configured',
  /** A console action on a member whose role is not below the operator's: staff act only on lower roles. */
  staffRank: 'staff_rank',
  /**
   * A console action in the operator's own cause: on their own account, or a report or dispute they are in.
   */
  ownCause: 'own_cause',
  /** The feature comes with a higher plan; the body's `plan` names the lowest plan that has it (ADR 84). */
  planRequired: 'plan_required',
  /** An Elite first message to a member who turned first messages off in Settings. */
  directMessagesOff: 'direct_messages_off',
  /** The 11th new direct conversation in one UTC day. */
  directMessageDailyLimit: 'direct_message_daily_limit',
  /**
   * A helper acting for a member (ADR 179) asked for something the consent does not cover, or helps them no
   * more.
   */
  helperNotAllowed: 'helper_not_allowed',
} as const;
export type ErrorCode = (typeof errorCodes)[keyof typeof errorCodes];
