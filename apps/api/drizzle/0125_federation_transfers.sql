-- Federation transfers (issue 40, ADR 184): a Credit Commons transaction as each node along its path keeps it. The
-- id is the transaction's uuid, the same on every node; payer and payee are addresses '<node>/<member id>'. This
-- node's part is where it came from (from_link_id, null on the payer's node) and where it goes (to_link_id, null on
-- the payee's node). Nothing moves while 'validated'; a node moves its ledger when the transaction is approved
-- ('pending' until the next node acknowledged it) and it is 'completed' once that happened; 'erased' moved nothing.
CREATE TABLE federation_transfers (
  id uuid PRIMARY KEY,
  payer text NOT NULL,
  payee text NOT NULL CHECK (payee <> payer),
  quantity numeric(12, 2) NOT NULL CHECK (quantity > 0),
  description text NOT NULL CHECK (char_length(description) <= 500),
  state text NOT NULL CHECK (state IN ('validated', 'pending', 'completed', 'erased')),
  -- The transaction's version in the protocol's sense (its content): SkillSwap never edits one, so always 1.
  version integer NOT NULL DEFAULT 1,
  from_link_id uuid REFERENCES federation_links(id),
  to_link_id uuid REFERENCES federation_links(id),
  payer_member_id uuid REFERENCES users(id) ON DELETE SET NULL,
  payee_member_id uuid REFERENCES users(id) ON DELETE SET NULL,
  payer_name text NOT NULL,
  payee_name text NOT NULL,
  -- The message this node owes the next one ('completed' or 'erased' there), retried until it is acknowledged.
  delivery_due boolean NOT NULL DEFAULT false,
  delivery_attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz,
  -- The hash ratchet's head on each link after this transaction completed (ADR 184).
  from_link_hash text,
  to_link_hash text,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  CHECK (from_link_id IS NOT NULL OR payer_member_id IS NOT NULL OR state <> 'validated'),
  CHECK (NOT delivery_due OR to_link_id IS NOT NULL)
);
CREATE INDEX federation_transfers_due_idx ON federation_transfers (next_attempt_at) WHERE delivery_due;
CREATE INDEX federation_transfers_payer_idx ON federation_transfers (payer_member_id, created_at DESC);
CREATE INDEX federation_transfers_payee_idx ON federation_transfers (payee_member_id, created_at DESC);
CREATE INDEX federation_transfers_to_link_idx ON federation_transfers (to_link_id) WHERE state = 'validated';
CREATE INDEX federation_transfers_from_link_idx ON federation_transfers (from_link_id) WHERE state = 'validated';

-- The ratchet's previous head: a node whose acknowledgement was lost still sends it, and is let in (ADR 184).
ALTER TABLE federation_links ADD COLUMN previous_hash text;

ALTER TABLE ledger_transfers DROP CONSTRAINT ledger_transfers_kind_check;
ALTER TABLE ledger_transfers ADD CONSTRAINT ledger_transfers_kind_check
  CHECK (kind IN ('starter_grant', 'swap_settlement', 'deletion_write_off', 'workshop_settlement',
    'community_donation', 'community_grant', 'workshop_refund', 'recorded_exchange', 'community_levy',
    'recorded_exchange_reversal', 'federation_transfer'));
