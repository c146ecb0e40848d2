import {
  bigint,
  bigserial,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import type { AssuranceLevel } from '@skillswap/contracts/auth/schemas';
import type { FactorType } from '@skillswap/contracts/auth/mfa';
import { users } from './users.ts';

// Mirrors apps/api/drizzle/0002_auth.sql, 0003_auth_mfa.sql, 0004_auth_oauth.sql, 0047 (e-mail
// verification) and 0049_recovery_codes.sql.
const timestampTz = (name: string) => timestamp(name, { withTimezone: true });

export interface AuthMethodReference {
  method: 'password' | 'totp' | 'phone' | 'webauthn' | 'oauth' | 'recovery_code';
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

export const authRecoveryCodes = pgTable(
  'auth_recovery_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    createdAt: timestampTz('created_at').notNull(),
    usedAt: timestampTz('used_at'),
  },
  (table) => [unique().on(table.userId, table.codeHash)],
);

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

// Mirrors apps/api/drizzle/0048_account_credentials.sql.
export const authPasswordResets = pgTable('auth_password_resets', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: timestampTz('created_at').notNull(),
  expiresAt: timestampTz('expires_at').notNull(),
  usedAt: timestampTz('used_at'),
});

export const authEmailChanges = pgTable('auth_email_changes', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  oldEmail: text('old_email').notNull(),
  newEmail: text('new_email').notNull(),
  confirmTokenHash: text('confirm_token_hash').notNull().unique(),
  confirmExpiresAt: timestampTz('confirm_expires_at').notNull(),
  confirmedAt: timestampTz('confirmed_at'),
  undoTokenHash: text('undo_token_hash').unique(),
  undoExpiresAt: timestampTz('undo_expires_at'),
  undoneAt: timestampTz('undone_at'),
  cancelledAt: timestampTz('cancelled_at'),
  createdAt: timestampTz('created_at').notNull(),
});

// Mirrors apps/api/drizzle/0047_email_verification_and_credit_on_trust.sql.
export const authEmailVerifications = pgTable('auth_email_verifications', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  email: text('email').notNull(),
  createdAt: timestampTz('created_at').notNull(),
  expiresAt: timestampTz('expires_at').notNull(),
  usedAt: timestampTz('used_at'),
  /** The same-site path to return to once verified (migration 0078). */
  returnTo: text('return_to'),
});

/** The one-time code a member without e-mail claims their account with (migration 0121, ADR 180). */
export const memberClaimCodes = pgTable('member_claim_codes', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  codeHash: text('code_hash').notNull().unique(),
  issuedBy: uuid('issued_by').references(() => users.id, { onDelete: 'set null' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
