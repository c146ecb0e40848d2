import { createHash } from 'node:crypto';

/**
 * What the database keeps instead of a bearer secret (refresh token, OAuth state and sign-in code, a phone
 * code bound to its challenge): its SHA-256, so a copy of the table signs nobody in.
 */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
