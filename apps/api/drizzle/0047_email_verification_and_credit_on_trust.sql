-- E-mail verification and credit on trust (ADR 67; product rules R7.1 and R7.2).

-- When the member proved they read mail at their address; null until then. Members who joined before
-- verification existed (the demo community among them) count as verified from the day they joined: they were
-- never sent a link, and locking them out of their swaps would punish them for our change.
ALTER TABLE users ADD COLUMN email_verified_at timestamptz;
UPDATE users SET email_verified_at = created_at;

-- Verification links: only the SHA-256 of the token is kept, so a copy of the table verifies nobody. A token
-- is good for 24 hours, once, and only for the address it was sent to.
CREATE TABLE auth_email_verifications (
  id bigserial PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  email text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX auth_email_verifications_user_idx ON auth_email_verifications (user_id);

-- A deleted member's negative balance is written off to the community fund as its own kind of transfer.
ALTER TABLE ledger_transfers DROP CONSTRAINT ledger_transfers_kind_check;
ALTER TABLE ledger_transfers ADD CONSTRAINT ledger_transfers_kind_check
  CHECK (kind IN ('starter_grant', 'swap_settlement', 'deletion_write_off'));
