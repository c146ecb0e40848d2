-- Organisations (issue 23 item 8, ADR 122): a private community owned by an Enterprise account, with a number
-- of seats set by operators, e-mailed invitations and an optional allowed e-mail domain.

CREATE TABLE organisations (
  community_id uuid PRIMARY KEY REFERENCES communities (id) ON DELETE CASCADE,
  -- The Enterprise account that owns it (one each); its admins act only while the account is on Enterprise.
  account_id uuid NOT NULL UNIQUE REFERENCES users (id) ON DELETE CASCADE,
  seats integer NOT NULL CHECK (seats BETWEEN 1 AND 100000),
  -- Members with a verified address in this domain may join without an invitation.
  allowed_domain text CHECK (allowed_domain ~ '^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$'),
  created_at timestamptz NOT NULL DEFAULT now()
);

-- An invitation holds a seat until it is accepted, revoked or expires; only the token's hash is kept.
CREATE TABLE organisation_invitations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  community_id uuid NOT NULL REFERENCES organisations (community_id) ON DELETE CASCADE,
  email text NOT NULL CHECK (email = lower(email)),
  token_hash text NOT NULL UNIQUE,
  invited_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  accepted_at timestamptz,
  accepted_by uuid REFERENCES users (id) ON DELETE SET NULL,
  revoked_at timestamptz
);
CREATE UNIQUE INDEX organisation_invitations_open_idx ON organisation_invitations (community_id, email)
  WHERE accepted_at IS NULL AND revoked_at IS NULL;
