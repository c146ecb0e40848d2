-- Federation (issue 40, ADR 183): a trunk's one-time invitations, and each link with another node, on both sides.
-- A link has a ledger account of its own ('node_link'): what crosses it is balanced against that account, so this
-- node's accounts still sum to zero.
CREATE TABLE federation_invitations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  token_hash text NOT NULL UNIQUE,
  issued_by uuid REFERENCES users(id) ON DELETE SET NULL,
  max_owed_hours numeric(12, 2) NOT NULL CHECK (max_owed_hours >= 0),
  max_owing_hours numeric(12, 2) NOT NULL CHECK (max_owing_hours >= 0),
  expires_at timestamptz NOT NULL,
  redeemed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_kind_check;
ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_kind_check
  CHECK (kind IN ('member', 'fund', 'community_fund', 'node_link'));

CREATE TABLE federation_links (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- What the other node is to this one.
  peer_role text NOT NULL CHECK (peer_role IN ('trunk', 'branch')),
  peer_name text NOT NULL,
  peer_url text NOT NULL,
  -- The link's key, sealed like the other secrets this install keeps (ADR 100).
  secret_sealed text NOT NULL,
  max_owed_hours numeric(12, 2) NOT NULL CHECK (max_owed_hours >= 0),
  max_owing_hours numeric(12, 2) NOT NULL CHECK (max_owing_hours >= 0),
  rate numeric(12, 6) NOT NULL DEFAULT 1 CHECK (rate > 0),
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'paused', 'ended')),
  paused_by text CHECK (paused_by IN ('us', 'them')),
  account_id uuid NOT NULL UNIQUE REFERENCES ledger_accounts(id),
  -- The head of the Credit Commons hash ratchet with this node: '' until the first transaction between them.
  last_hash text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  ended_at timestamptz,
  CHECK ((status = 'paused') = (paused_by IS NOT NULL))
);
CREATE UNIQUE INDEX federation_links_peer_idx ON federation_links (peer_name) WHERE status <> 'ended';
-- One trunk at a time.
CREATE UNIQUE INDEX federation_links_one_trunk_idx ON federation_links ((peer_role)) WHERE peer_role = 'trunk' AND status <> 'ended';

-- Signed node requests (ADR 183): each nonce is taken once per link within the five minutes a signature is valid.
CREATE TABLE federation_nonces (
  link_id uuid NOT NULL REFERENCES federation_links(id) ON DELETE CASCADE,
  nonce text NOT NULL,
  seen_at timestamptz NOT NULL,
  PRIMARY KEY (link_id, nonce)
);
