-- Forgotten passwords and changed e-mail addresses (issue 10, ADR 68). Every link token is kept only as its
-- SHA-256, so a copy of these tables opens nothing; each works once and expires.

CREATE TABLE auth_password_resets (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX auth_password_resets_user_idx ON auth_password_resets (user_id);

-- One row per requested change: the new address confirms by its link; once confirmed, the old address holds
-- an undo link for 7 days. A newer request for the same member replaces an unconfirmed one (cancelled_at).
CREATE TABLE auth_email_changes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  old_email text NOT NULL,
  new_email text NOT NULL,
  confirm_token_hash text NOT NULL UNIQUE,
  confirm_expires_at timestamptz NOT NULL,
  confirmed_at timestamptz,
  undo_token_hash text UNIQUE,
  undo_expires_at timestamptz,
  undone_at timestamptz,
  cancelled_at timestamptz,
  created_at timestamptz NOT NULL
);
CREATE INDEX auth_email_changes_user_idx ON auth_email_changes (user_id);
