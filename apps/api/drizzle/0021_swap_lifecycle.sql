-- Swap lifecycle beyond the request: each member's confirmation of the hours taught each way, indexes
-- for the My Swaps lists and plan limits, and the ledger's links to the swaps it holds and settles.

CREATE TABLE swap_confirmations (
  swap_id uuid NOT NULL REFERENCES swaps (id) ON DELETE CASCADE,
  member_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- Hours the requester taught (offered skill) and the recipient taught (requested skill), as this member saw it.
  requester_hours numeric(5, 2) NOT NULL CHECK (requester_hours >= 0 AND requester_hours <= 100),
  recipient_hours numeric(5, 2) NOT NULL CHECK (recipient_hours >= 0 AND recipient_hours <= 100),
  confirmed_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (swap_id, member_id)
);

-- Active swaps per member are counted for plan limits at every acceptance.
CREATE INDEX swaps_requester_active_idx ON swaps (requester_id) WHERE status = 'accepted';
CREATE INDEX swaps_recipient_active_idx ON swaps (recipient_id) WHERE status = 'accepted';
CREATE INDEX swaps_requester_updated_idx ON swaps (requester_id, updated_at DESC, id DESC);
CREATE INDEX swaps_recipient_updated_idx ON swaps (recipient_id, updated_at DESC, id DESC);

ALTER TABLE ledger_holds ADD CONSTRAINT ledger_holds_swap_fk FOREIGN KEY (swap_id) REFERENCES swaps (id);
ALTER TABLE ledger_transfers ADD CONSTRAINT ledger_transfers_swap_fk FOREIGN KEY (swap_id) REFERENCES swaps (id);
