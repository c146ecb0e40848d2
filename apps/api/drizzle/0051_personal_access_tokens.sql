-- Personal access tokens for Enterprise members (ADR 71). Only the token's SHA-256 is kept: a copy of this
-- table calls no endpoint. A revoked token keeps its row (revoked_at) for the record; the member's deletion
-- purge removes the rows with the user.
CREATE TABLE personal_access_tokens (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  member_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 60),
  scopes text[] NOT NULL CHECK (cardinality(scopes) >= 1),
  token_hash text NOT NULL UNIQUE,
  -- The token's last four characters, so the member can tell tokens apart in Settings → API.
  last_characters text NOT NULL,
  created_at timestamptz NOT NULL,
  last_used_at timestamptz,
  revoked_at timestamptz
);

-- Settings → API lists a member's live tokens, and creating one counts them.
CREATE INDEX personal_access_tokens_member_idx ON personal_access_tokens (member_id, created_at)
  WHERE revoked_at IS NULL;
