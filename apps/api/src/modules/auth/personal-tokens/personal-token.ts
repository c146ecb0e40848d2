import { randomBytes } from 'node:crypto';
import { personalTokenPrefix } from '@skillswap/contracts/personal-tokens/schemas';

/** 32 random bytes, base64url: 43 characters after the prefix. */
const tokenPattern = new RegExp(`^${personalTokenPrefix}[A-Za-z0-9_-]{43}$`);

/** Per token: at most this many requests a minute, so one runaway program cannot crowd out the rest. */
export const personalTokenRateLimit = { limit: 120, windowMs: 60_000 } as const;

/**
 * `last_used_at` is written at most once a minute per token, so a busy program does not write on every call.
 */
export const lastUseResolutionMs = 60_000;

/** A new token: the recognisable prefix, then 256 random bits. */
export function generatePersonalToken(): string {
  return `${personalTokenPrefix}${randomBytes(32).toString('base64url')}`;
}

/** Whether a bearer token claims to be a personal access token (a session's JWT never starts this way). */
export function isPersonalToken(token: string): boolean {
  return token.startsWith(personalTokenPrefix);
}

/** Whether the token has the exact shape a generated one has; anything else is refused before any lookup. */
export function isWellFormedPersonalToken(token: string): boolean {
  return tokenPattern.test(token);
}
