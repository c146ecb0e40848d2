import { createHmac, randomBytes } from 'node:crypto';

/** The prefix of every signing secret, as Standard Webhooks writes it. */
const secretPrefix = 'whsec_';

/**
 * A new signing secret in the Standard Webhooks form (ADR 153): `whsec_` and 32 random bytes in base64, which
 * the Standard Webhooks libraries load as they are.
 */
export function createWebhookSecret(): string {
  return `${secretPrefix}${randomBytes(32).toString('base64')}`;
}

/**
 * The HMAC key of a secret: the bytes after `whsec_`. Node reads base64 in either alphabet, so an endpoint
 * registered before ADR 153 (its secret written in base64url) signs with the same 32 bytes.
 */
function signingKeyOf(secret: string): Buffer {
  return Buffer.from(secret.startsWith(secretPrefix) ? secret.slice(secretPrefix.length) : secret, 'base64');
}

/**
 * The `webhook-signature` header (Standard Webhooks): `v1,` and the base64 HMAC-SHA256, under the secret's
 * bytes, of `${id}.${timestamp}.${body}`.
 */
export function signWebhook(secret: string, message: { id: string; timestamp: number; body: string }) {
  const signed = `${message.id}.${message.timestamp}.${message.body}`;
  return `v1,${createHmac('sha256', signingKeyOf(secret)).update(signed).digest('base64')}`;
}
