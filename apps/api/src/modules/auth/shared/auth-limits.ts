/** Lifetimes and limits of docs/auth-threat-model.md (A, B, C), in one place. */
export const accessTokenLifetimeSeconds = 15 * 60;
export const refreshReuseGraceMs = 10_000;
export const sessionIdleLimitMs = 7 * 24 * 60 * 60 * 1000;
export const sessionAbsoluteLimitMs = 30 * 24 * 60 * 60 * 1000;

const fiveMinutes = 5 * 60 * 1000;
export const rateLimits = {
  signIn: { limit: 30, windowMs: fiveMinutes },
  signUp: { limit: 30, windowMs: fiveMinutes },
  refresh: { limit: 150, windowMs: fiveMinutes },
  mfa: { limit: 15, windowMs: 60_000 },
  sms: { limit: 1, windowMs: 60_000 },
  // A browser with a device cookie for the account tries on its own allowance instead of the back-off.
  knownDevice: { limit: 10, windowMs: 15 * 60 * 1000 },
  // Each OAuth start stores a flow row; bounded like sign-in so nobody can fill the table.
  oauthStart: { limit: 30, windowMs: fiveMinutes },
  // Reset links: per IP with a 429; per address silently (the answer must not tell an address apart).
  passwordResetRequest: { limit: 10, windowMs: 15 * 60 * 1000 },
  passwordResetPerAddress: { limit: 3, windowMs: 60 * 60 * 1000 },
  // Redeeming a mailed link (reset, confirm, undo): guessing 32 random bytes is hopeless, but bounded anyway.
  linkRedeem: { limit: 20, windowMs: 15 * 60 * 1000 },
  // Proving the password again, or giving the current one to change it: per member, like sign-in per IP.
  passwordCheck: { limit: 10, windowMs: 15 * 60 * 1000 },
  emailChange: { limit: 5, windowMs: 60 * 60 * 1000 },
  // Verification links carry 256 random bits; the limit keeps a flood of guesses from filling the audit log.
  verifyEmail: { limit: 30, windowMs: fiveMinutes },
  // "Resend": each one mails the member, so a few a quarter-hour.
  verificationResend: { limit: 3, windowMs: 15 * 60 * 1000 },
} as const;

/**
 * A reset request is answered this long after it arrived (or when its work ends, if later), so the time of
 * the answer is the same for every address whatever the server's load does to the work itself (ADR 68).
 */
export const passwordResetAnswerMs = 250;

/** How long mailed links work (ADR 68). */
export const linkLifetimes = {
  passwordResetMs: 30 * 60 * 1000,
  emailConfirmMs: 24 * 60 * 60 * 1000,
  emailUndoMs: 7 * 24 * 60 * 60 * 1000,
} as const;

/**
 * Failures on one address before the back-off starts, and its growth: 2^(n-5) seconds, at most 15 minutes.
 */
export const signInBackOff = {
  freeFailures: 5,
  baseMs: 1000,
  maxMs: 15 * 60 * 1000,
  forgetAfterMs: 24 * 60 * 60 * 1000,
} as const;

export const mfaLimits = {
  challengeLifetimeMs: 300_000,
  maxWrongCodes: 5,
  maxFactors: 10,
  staleUnverifiedFactorMs: 60 * 60 * 1000,
} as const;

export const oauthLimits = { flowLifetimeMs: 10 * 60 * 1000, codeLifetimeMs: 5 * 60 * 1000 } as const;
