-- Accounts: signing keys, sessions with rotating refresh tokens, sign-in back-off, shared rate limits,
-- known devices and the security audit log.

-- ES256 key pairs; the private half is encrypted with a key derived from AUTH_SECRET.
CREATE TABLE auth_signing_keys (
  kid text PRIMARY KEY,
  public_jwk jsonb NOT NULL,
  private_key_encrypted text NOT NULL,
  created_at timestamptz NOT NULL,
  -- Set when a newer key takes over signing; the key still verifies until its last token expires.
  retired_at timestamptz
);

CREATE TABLE auth_sessions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  aal text NOT NULL DEFAULT 'aal1' CHECK (aal IN ('aal1', 'aal2')),
  amr jsonb NOT NULL DEFAULT '[]',
  created_at timestamptz NOT NULL,
  refreshed_at timestamptz NOT NULL,
  ended_at timestamptz,
  end_reason text,
  ip text,
  user_agent text
);
CREATE INDEX auth_sessions_user_idx ON auth_sessions (user_id) WHERE ended_at IS NULL;

-- Only the SHA-256 of a refresh token is kept. The active token's value is also kept encrypted so that a
-- replay of its parent inside the grace window can answer with it; it is cleared once rotated.
CREATE TABLE auth_refresh_tokens (
  id bigserial PRIMARY KEY,
  token_hash text NOT NULL UNIQUE,
  session_id uuid NOT NULL REFERENCES auth_sessions (id) ON DELETE CASCADE,
  parent_id bigint REFERENCES auth_refresh_tokens (id) ON DELETE SET NULL,
  token_encrypted text,
  created_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE INDEX auth_refresh_tokens_session_idx ON auth_refresh_tokens (session_id) WHERE revoked_at IS NULL;

-- Failed sign-ins per e-mail address (known or not, so the table discloses nothing) for the back-off.
CREATE TABLE auth_sign_in_failures (
  email_key text PRIMARY KEY,
  failures integer NOT NULL DEFAULT 0,
  last_failure_at timestamptz NOT NULL,
  blocked_until timestamptz
);

-- Fixed-window counters shared by every server process.
CREATE TABLE rate_limits (
  key text PRIMARY KEY,
  window_started_at timestamptz NOT NULL,
  hits integer NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX rate_limits_expires_idx ON rate_limits (expires_at);

-- Devices a member has signed in from (hash of the user agent), for the new-device e-mail.
CREATE TABLE auth_known_devices (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  device_hash text NOT NULL,
  first_seen_at timestamptz NOT NULL,
  last_seen_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, device_hash)
);

-- Security events. No foreign key: the trail outlives the account it describes.
CREATE TABLE audit_log (
  id bigserial PRIMARY KEY,
  event text NOT NULL,
  user_id uuid,
  ip text,
  user_agent text,
  details jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX audit_log_user_idx ON audit_log (user_id, created_at);
