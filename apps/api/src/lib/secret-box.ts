import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/** What an encrypted value is for; each purpose gets its own key so one can never decrypt another. */
export type SecretPurpose =
  | 'signing-key'
  | 'totp-secret'
  | 'refresh-token'
  | 'device-cookie'
  | 'recovery-code'
  | 'webhook-secret'
  | 'push-key'
  | 'node-link-key';

const keyCache = new Map<string, Buffer>();

/** A 32-byte key for one purpose, derived (HKDF-SHA256) from AUTH_SECRET. */
export function deriveKey(rootSecret: string, purpose: SecretPurpose): Buffer {
  const cacheKey = `${purpose}\u0000${rootSecret}`;
  const cached = keyCache.get(cacheKey);
  if (cached) return cached;
  const key = Buffer.from(hkdfSync('sha256', rootSecret, 'skillswap-auth', purpose, 32));
  keyCache.set(cacheKey, key);
  return key;
}

/** AES-256-GCM with a key derived (HKDF-SHA256) from AUTH_SECRET; output `v1.<iv>.<ciphertext+tag>`. */
export function encryptSecret(rootSecret: string, purpose: SecretPurpose, plaintext: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', deriveKey(rootSecret, purpose), iv);
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return `v1.${iv.toString('base64url')}.${body.toString('base64url')}`;
}

export function decryptSecret(rootSecret: string, purpose: SecretPurpose, sealed: string): string {
  const [version, ivText, bodyText] = sealed.split('.');
  if (version !== 'v1' || !ivText || !bodyText) throw new Error('Unknown sealed secret format');
  const body = Buffer.from(bodyText, 'base64url');
  const decipher = createDecipheriv(
    'aes-256-gcm',
    deriveKey(rootSecret, purpose),
    Buffer.from(ivText, 'base64url'),
  );
  decipher.setAuthTag(body.subarray(body.length - 16));
  return Buffer.concat([decipher.update(body.subarray(0, body.length - 16)), decipher.final()]).toString(
    'utf8',
  );
}
