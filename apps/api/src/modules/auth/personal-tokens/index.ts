// The personal-access-token sub-module's entry (ADR 71): the access check takes tokens through it, and the
// Settings → API routes (one level up, beside the other routes that use two sub-modules) manage them.
export { isPersonalToken, personalTokenRateLimit } from './personal-token.ts';
export {
  authenticatePersonalToken,
  collectPersonalTokenData,
  createPersonalToken,
  revokeAllPersonalTokens,
  listPersonalTokens,
  revokePersonalToken,
} from './personal-tokens.service.ts';
