import { createHmac, randomInt } from 'node:crypto';
import { recoveryCodeLimits } from '@skillswap/contracts/auth-security/recovery-codes';
import { deriveKey } from '../../../lib/secret-box.ts';

// Crockford's base32: no I, L, O or U, so a code read aloud or copied by hand is not misread.
const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const codeLength = 10;

/** Ten new codes of 10 characters (50 random bits each), written `XXXXX-XXXXX`. */
export function generateRecoveryCodes(): string[] {
  return Array.from({ length: recoveryCodeLimits.count }, () => {
    const characters = Array.from({ length: codeLength }, () => alphabet[randomInt(alphabet.length)]);
    return `${characters.slice(0, 5).join('')}-${characters.slice(5).join('')}`;
  });
}

/**
 * A typed code as stored: case, spaces and hyphens ignored; the letters people confuse with digits mapped.
 */
export function normaliseRecoveryCode(typed: string): string {
  return typed.toUpperCase().replace(/[\s-]/g, '').replace(/[IL]/g, '1').replace(/O/g, '0');
}

/**
 * What the database keeps: an HMAC of the code under a key derived from AUTH_SECRET, bound to its member.
 * 50 random bits would fall to an offline search of a plain hash; without the server's secret they cannot.
 */
export function hashRecoveryCode(rootSecret: string, userId: string, typed: string): string {
  return createHmac('sha256', deriveKey(rootSecret, 'recovery-code'))
    .update(`${userId}\u0000${normaliseRecoveryCode(typed)}`)
    .digest('hex');
}
