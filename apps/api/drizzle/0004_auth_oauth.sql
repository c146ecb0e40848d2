-- OAuth sign-in: flows in progress (state + PKCE verifier), linked identities, one-time sign-in codes.
CREATE TABLE oauth_flows (
  state_hash text PRIMARY KEY,
  provider text NOT NULL,
  code_verifier text NOT NULL,
  redirect_to text NOT NULL,
  -- The client's own PKCE challenge (S256) when it exchanges the code itself.
  client_code_challenge text,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL
);

CREATE TABLE oauth_identities (
  provider text NOT NULL,
  provider_user_id text NOT NULL,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  email text,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (provider, provider_user_id)
);

CREATE TABLE oauth_auth_codes (
  code_hash text PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  provider text NOT NULL,
  code_challenge text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
