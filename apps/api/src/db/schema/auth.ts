import {
  bigint,
  bigserial,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { AssuranceLevel } from '@skillswap/contracts/auth';
import type { FactorType } from '@skillswap/contracts/mfa';
import { users } from './users.ts';

// Mirrors apps/api/drizzle/0002_auth.sql, 0003_auth_mfa.sql and 0004_auth_oauth.sql.
const timestampTz = (name: string) => timestamp(name, { withTimezone: true });

export interface AuthMethodReference {
  method: 'password' | 'totp' | 'phone' | 'webauthn' | 'oauth';
  timestamp: number;
}

export const authSigningKeys = pgTable('auth_signing_keys', {
  kid: text('kid').primaryKey(),
  publicJwk: jsonb('public_jwk').$type<Record<string, unknown>>().notNull(),
  privateKeyEncrypted: text('private_key_encrypted').notNull(),
  createdAt: timestampTz('created_at').notNull(),
  retiredAt: timestampTz('retired_at'),
});

export const authSessions = pgTable('auth_sessions', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  aal: text('aal').$type<AssuranceLevel>().notNull().default('aal1'),
  amr: jsonb('amr').$type<AuthMethodReference[]>().notNull().default([]),
  createdAt: timestampTz('created_at').notNull(),
  refreshedAt: timestampTz('refreshed_at').notNull(),
  endedAt: timestampTz('ended_at'),
  endReason: text('end_reason'),
  ip: text('ip'),
  userAgent: text('user_agent'),
});

export const authRefreshTokens = pgTable('auth_refresh_tokens', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  tokenHash: text('token_hash').notNull().unique(),
  sessionId: uuid('session_id')
    .notNull()
    .references(() => authSessions.id, { onDelete: 'cascade' }),
  parentId: bigint('parent_id', { mode: 'number' }),
  tokenEncrypted: text('token_encrypted'),
  createdAt: timestampTz('created_at').notNull(),
  revokedAt: timestampTz('revoked_at'),
});

export const authSignInFailures = pgTable('auth_sign_in_failures', {
  emailKey: text('email_key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  lastFailureAt: timestampTz('last_failure_at').notNull(),
  blockedUntil: timestampTz('blocked_until'),
});

export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStartedAt: timestampTz('window_started_at').notNull(),
  hits: integer('hits').notNull(),
  expiresAt: timestampTz('expires_at').notNull(),
});

export const authKnownDevices = pgTable(
  'auth_known_devices',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    deviceHash: text('device_hash').notNull(),
    firstSeenAt: timestampTz('first_seen_at').notNull(),
    lastSeenAt: timestampTz('last_seen_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.deviceHash] })],
);

export const auditLog = pgTable('audit_log', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  event: text('event').notNull(),
  userId: uuid('user_id'),
  /** The operator or admin who acted, when it is not the member the event is about (migration 0046). */
  actorId: uuid('actor_id'),
  ip: text('ip'),
  userAgent: text('user_agent'),
  details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
  createdAt: timestampTz('created_at').notNull().defaultNow(),
});

export interface StoredWebAuthnCredential {
  id: string;
  publicKey: string;
  counter: number;
  transports: string[];
}

export const mfaFactors = pgTable('mfa_factors', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  friendlyName: text('friendly_name').notNull(),
  factorType: text('factor_type').$type<FactorType>().notNull(),
  status: text('status').$type<'unverified' | 'verified'>().notNull().default('unverified'),
  secretEncrypted: text('secret_encrypted'),
  phone: text('phone'),
  lastTimeStep: bigint('last_time_step', { mode: 'number' }),
  webauthnCredential: jsonb('webauthn_credential').$type<StoredWebAuthnCredential>(),
  createdAt: timestampTz('created_at').notNull(),
  updatedAt: timestampTz('updated_at').notNull(),
});

export const mfaChallenges = pgTable('mfa_challenges', {
  id: uuid('id').primaryKey().defaultRandom(),
  factorId: uuid('factor_id')
    .notNull()
    .references(() => mfaFactors.id, { onDelete: 'cascade' }),
  createdAt: timestampTz('created_at').notNull(),
  expiresAt: timestampTz('expires_at').notNull(),
  verifiedAt: timestampTz('verified_at'),
  failedAttempts: integer('failed_attempts').notNull().default(0),
  codeHash: text('code_hash'),
  webauthnChallenge: text('webauthn_challenge'),
});

export const oauthFlows = pgTable('oauth_flows', {
  stateHash: text('state_hash').primaryKey(),
  provider: text('provider').notNull(),
  codeVerifier: text('code_verifier').notNull(),
  redirectTo: text('redirect_to').notNull(),
  clientCodeChallenge: text('client_code_challenge'),
  createdAt: timestampTz('created_at').notNull(),
  expiresAt: timestampTz('expires_at').notNull(),
});

export const oauthIdentities = pgTable(
  'oauth_identities',
  {
    provider: text('provider').notNull(),
    providerUserId: text('provider_user_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email'),
    createdAt: timestampTz('created_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.provider, table.providerUserId] })],
);

export const oauthAuthCodes = pgTable('oauth_auth_codes', {
  codeHash: text('code_hash').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  provider: text('provider').notNull(),
  codeChallenge: text('code_challenge').notNull(),
  createdAt: timestampTz('created_at').notNull(),
  expiresAt: timestampTz('expires_at').notNull(),
  usedAt: timestampTz('used_at'),
});
