import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { webhookToleranceSeconds } from '@skillswap/contracts/webhooks';

/** A new signing secret: `whsec_` and 32 random bytes. */
export function createWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64url')}`;
}

/** The `skillswap-signature` header: `v1=` and the hex HMAC-SHA256 of `${timestamp}.${body}` under the secret. */
export function signWebhook(secret: string, timestamp: number, body: string): string {
  return `v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/**
 * What a receiver does (docs/webhooks.md has the same in a few lines): refuse a timestamp more than 5 minutes
 * from its clock, then compare the signature in constant time. Answers why it refuses, or null.
 */
export function verifyWebhook(options: {
  secret: string;
  body: string;
  timestamp: string | undefined;
  signature: string | undefined;
  nowSeconds: number;
}): string | null {
  const timestamp = Number(options.timestamp);
  if (!Number.isInteger(timestamp)) return 'missing timestamp';
  if (Math.abs(options.nowSeconds - timestamp) > webhookToleranceSeconds)
    return 'timestamp outside the window';
  const expected = Buffer.from(signWebhook(options.secret, timestamp, options.body));
  const given = Buffer.from(options.signature ?? '');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'bad signature';
  return null;
}
