import { randomBytes } from 'node:crypto';
import { exportJWK, generateKeyPair, importJWK, type CryptoKey, type JWK } from 'jose';
import type { Db } from '../../../db/client.ts';
import { isDatabaseUnavailable } from '../../../lib/database/database-errors.ts';
import { decryptSecret, encryptSecret } from '../../../lib/secret-box.ts';
import { accessTokenLifetimeSeconds } from '../shared/auth-limits.ts';
import { listSigningKeys, storeSigningKey } from './signing-keys.repository.ts';

export interface SigningKey {
  kid: string;
  privateKey: CryptoKey;
}

interface LoadedKey {
  kid: string;
  publicJwk: JWK;
  publicKey: CryptoKey;
  privateKeyEncrypted: string;
  createdAt: Date;
  retiredAt: Date | null;
}

/** How long a process trusts its copy of the key table before reading it again. */
const cacheMs = 60_000;
/** A retired key keeps verifying until the last token it signed has expired (plus clock leeway). */
const retiredKeyGraceMs = (accessTokenLifetimeSeconds + 60) * 1000;

/**
 * The ES256 keys, stored in the database so every process signs and verifies with the same set.
 * Private keys are encrypted at rest with a key derived from AUTH_SECRET.
 */
export class SigningKeyStore {
  private keys: LoadedKey[] = [];
  private loadedAt = -Infinity;
  private signingKey: SigningKey | null = null;

  constructor(
    private readonly db: Db,
    private readonly authSecret: string,
  ) {}

  /** The newest key that is not retired, created on first use. */
  async getSigningKey(now: Date): Promise<SigningKey> {
    await this.refresh(now);
    let current = this.keys.find((key) => !key.retiredAt);
    if (!current) {
      await this.createKey(now, false);
      await this.refresh(now, true);
      current = this.keys.find((key) => !key.retiredAt)!;
    }
    if (this.signingKey?.kid !== current.kid) {
      const jwk = JSON.parse(
        decryptSecret(this.authSecret, 'signing-key', current.privateKeyEncrypted),
      ) as JWK;
      this.signingKey = { kid: current.kid, privateKey: (await importJWK(jwk, 'ES256')) as CryptoKey };
    }
    return this.signingKey;
  }

  /**
   * The public key for `kid` if it may still verify tokens; reads the table again for a key it has not seen.
   */
  async findVerificationKey(kid: string, now: Date): Promise<CryptoKey | null> {
    await this.refresh(now);
    let key = this.keys.find((candidate) => candidate.kid === kid);
    // Another process may have just rotated; reread at most once a second so random kids cannot
    // flood the database.
    if (!key && now.getTime() - this.loadedAt > 1000) {
      await this.refresh(now, true);
      key = this.keys.find((candidate) => candidate.kid === kid);
    }
    if (!key || !isUsableForVerification(key, now)) return null;
    return key.publicKey;
  }

  /** Public keys that may still verify a token, for /.well-known/jwks.json. */
  async listPublicJwks(now: Date): Promise<JWK[]> {
    await this.getSigningKey(now);
    return this.keys.filter((key) => isUsableForVerification(key, now)).map((key) => key.publicJwk);
  }

  /** Starts signing with a new key; tokens signed with the old one stay valid until they expire. */
  async rotate(now: Date): Promise<string> {
    const kid = await this.createKey(now, true);
    await this.refresh(now, true);
    return kid;
  }

  private async createKey(now: Date, isRotation: boolean): Promise<string> {
    const { publicKey, privateKey } = await generateKeyPair('ES256', { extractable: true });
    const kid = randomBytes(12).toString('base64url');
    const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: 'ES256', use: 'sig' };
    const sealed = encryptSecret(this.authSecret, 'signing-key', JSON.stringify(await exportJWK(privateKey)));
    await storeSigningKey(this.db, { kid, publicJwk, privateKeyEncrypted: sealed, now, isRotation });
    return kid;
  }

  private async refresh(now: Date, force = false) {
    if (!force && now.getTime() - this.loadedAt < cacheMs && this.keys.length > 0) return;
    let rows: Awaited<ReturnType<typeof listSigningKeys>>;
    try {
      rows = await listSigningKeys(this.db);
    } catch (error) {
      // A stale copy is still the truth for every key it holds (keys are only added or retired, and a retired
      // key's grace is counted from its own time): keep verifying with it while the database is unreachable,
      // and read again on the next call. An unknown kid (a forced read) still needs the table.
      if (!force && this.keys.length > 0 && isDatabaseUnavailable(error)) return;
      throw error;
    }
    this.keys = await Promise.all(
      rows.map(async (row) => ({
        kid: row.kid,
        publicJwk: row.publicJwk,
        publicKey: (await importJWK(row.publicJwk as JWK, 'ES256')) as CryptoKey,
        privateKeyEncrypted: row.privateKeyEncrypted,
        createdAt: row.createdAt,
        retiredAt: row.retiredAt,
      })),
    );
    this.loadedAt = now.getTime();
  }
}

function isUsableForVerification(key: LoadedKey, now: Date): boolean {
  return !key.retiredAt || now.getTime() - key.retiredAt.getTime() < retiredKeyGraceMs;
}
