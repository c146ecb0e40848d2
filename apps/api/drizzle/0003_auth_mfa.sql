-- Multi-factor authentication: factors (TOTP, phone, WebAuthn) and their challenges.
CREATE TABLE mfa_factors (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  friendly_name text NOT NULL,
  factor_type text NOT NULL CHECK (factor_type IN ('totp', 'phone', 'webauthn')),
  status text NOT NULL DEFAULT 'unverified' CHECK (status IN ('unverified', 'verified')),
  -- TOTP secret, encrypted with a key derived from AUTH_SECRET.
  secret_encrypted text,
  phone text,
  -- Last TOTP time step accepted, so a code works once.
  last_time_step bigint,
  -- WebAuthn credential: id, public key (base64url), counter, transports.
  webauthn_credential jsonb,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE UNIQUE INDEX mfa_factors_name_key ON mfa_factors (user_id, lower(friendly_name));

CREATE TABLE mfa_challenges (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  factor_id uuid NOT NULL REFERENCES mfa_factors (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  verified_at timestamptz,
  failed_attempts integer NOT NULL DEFAULT 0,
  -- SHA-256 of the code sent by SMS.
  code_hash text,
  -- The WebAuthn challenge this challenge expects the authenticator to sign.
  webauthn_challenge text
);
CREATE INDEX mfa_challenges_factor_idx ON mfa_challenges (factor_id);
