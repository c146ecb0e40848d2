-- Impact reports (issue 39, ADR 174). What a coordinator (or, for the install, an admin) says an hour of exchange
-- is worth to their funders, with how the figure was chosen and where it comes from; the report multiplies the
-- hours exchanged by it. One row per community, and one for the install (scope 'install').
CREATE TABLE impact_settings (
  scope text PRIMARY KEY,
  community_id uuid UNIQUE REFERENCES communities(id) ON DELETE CASCADE,
  value_per_hour numeric(10, 2) CHECK (value_per_hour >= 0 AND value_per_hour <= 10000),
  currency text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  method text NOT NULL CHECK (char_length(method) <= 1000),
  source text NOT NULL CHECK (char_length(source) <= 300),
  updated_by uuid REFERENCES users(id) ON DELETE SET NULL,
  updated_at timestamptz NOT NULL,
  CHECK ((scope = 'install') = (community_id IS NULL))
);

-- A report reads the ledger of its period: the install's transfers and movements by the time they were made, a
-- community's movements account by account, each between the day its member joined and the day they left.
CREATE INDEX ledger_transfers_created_idx ON ledger_transfers (created_at);
CREATE INDEX ledger_movements_created_idx ON ledger_movements (created_at);
CREATE INDEX ledger_movements_account_created_idx ON ledger_movements (account_id, created_at);

-- A read-only link to one community report for one period, for a funder (issue 39, item 4): only the token's
-- SHA-256 is kept, so the link is shown once; it ends at its expiry or when a coordinator revokes it. The report
-- holds no member's name.
CREATE TABLE impact_links (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  community_id uuid NOT NULL REFERENCES communities(id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  period_from date NOT NULL,
  period_to date NOT NULL CHECK (period_to >= period_from),
  created_by uuid REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL CHECK (expires_at > created_at),
  revoked_by uuid REFERENCES users(id) ON DELETE SET NULL,
  revoked_at timestamptz
);
CREATE INDEX impact_links_community_idx ON impact_links (community_id, created_at DESC);

-- What a member chooses to tell for reports only (issue 39, item 2): never on a profile, counted only in report
-- breakdowns whose cells hold at least 5 members; erased when the account is deleted.
CREATE TABLE member_reporting_details (
  member_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  age_band text CHECK (age_band IN ('18_24', '25_34', '35_44', '45_54', '55_64', '65_74', '75_plus')),
  gender text CHECK (gender IN ('woman', 'man', 'non_binary', 'another')),
  postcode_area text CHECK (postcode_area ~ '^[A-Z0-9]{1,8}$'),
  updated_at timestamptz NOT NULL
);
