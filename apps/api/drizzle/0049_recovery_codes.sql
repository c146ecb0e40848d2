-- Recovery codes for two-step sign-in (ADR 69): ten per member, each usable once. Only a keyed hash
-- (HMAC-SHA256 with a key derived from AUTH_SECRET and the member's id) is kept, so a copy of the table
-- signs nobody in. Regenerating deletes the old set and inserts a new one in one transaction.
CREATE TABLE auth_recovery_codes (
  id bigserial PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  code_hash text NOT NULL,
  created_at timestamptz NOT NULL,
  used_at timestamptz,
  UNIQUE (user_id, code_hash)
);

