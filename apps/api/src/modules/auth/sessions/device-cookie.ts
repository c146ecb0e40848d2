import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { deriveKey } from '../../../lib/secret-box.ts';

/**
 * A browser that signed in to an account gets a signed "device cookie" for it (OWASP's device cookies), so
 * sign-ins from that browser skip the per-account back-off: guessing from elsewhere slows the guesser, never
 * the owner. Nothing is stored; the cookie is `<nonce>.<HMAC(address, nonce)>`.
 */
export const deviceCookieName = 'skillswap_device';
export const deviceCookieMaxAgeSeconds = 365 * 24 * 60 * 60;

function sign(rootSecret: string, emailKey: string, nonce: string): string {
  return createHmac('sha256', deriveKey(rootSecret, 'device-cookie'))
    .update(`${emailKey}\u0000${nonce}`)
    .digest('base64url');
}

export function issueDeviceToken(rootSecret: string, emailKey: string): string {
  const nonce = randomBytes(16).toString('base64url');
  return `${nonce}.${sign(rootSecret, emailKey, nonce)}`;
}

/** The nonce of a device token issued for this address, or null when it is not one. */
export function readDeviceNonce(rootSecret: string, emailKey: string, token: string | null): string | null {
  const [nonce, mac, extra] = (token ?? '').split('.');
  if (!nonce || !mac || extra !== undefined || !/^[\w-]{22}$/.test(nonce)) return null;
  const expected = Buffer.from(sign(rootSecret, emailKey, nonce));
  const given = Buffer.from(mac);
  return given.length === expected.length && timingSafeEqual(given, expected) ? nonce : null;
}
