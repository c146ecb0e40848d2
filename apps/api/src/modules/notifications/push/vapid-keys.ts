import webpush from 'web-push';
import type { DbOrTx } from '../../../db/client.ts';
import { decryptSecret, encryptSecret } from '../../../lib/secret-box.ts';
import { findVapidKeyRow, storeVapidKeyRow } from './push.repository.ts';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

const cache = new Map<string, VapidKeys>();

/**
 * The site's VAPID key pair (ADR 105): made once, on first use, and stored in the database like the signing
 * keys (private key sealed with a key derived from AUTH_SECRET), so every process pushes with the same pair
 * and subscriptions made through one process work from all. Two processes making it at once keep the first.
 */
export async function getVapidKeys(db: DbOrTx, authSecret: string): Promise<VapidKeys> {
  const cached = cache.get(authSecret);
  if (cached) return cached;
  let row = await findVapidKeyRow(db);
  if (!row) {
    const made = webpush.generateVAPIDKeys();
    await storeVapidKeyRow(db, {
      publicKey: made.publicKey,
      privateKeyEncrypted: encryptSecret(authSecret, 'push-key', made.privateKey),
    });
    row = await findVapidKeyRow(db);
  }
  const keys = {
    publicKey: row!.publicKey,
    privateKey: decryptSecret(authSecret, 'push-key', row!.privateKeyEncrypted),
  };
  cache.set(authSecret, keys);
  return keys;
}
