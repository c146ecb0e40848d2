-- Workshop disputes decided in the console (issue 24 item 3, ADR 132): a moderator or admin decides a disputed
-- seat with or without a refund; a refund is its own transfer in the double-entry ledger, from the host back to
-- the learner, once per seat.

ALTER TABLE workshop_bookings ADD COLUMN dispute_decided_at timestamptz;
ALTER TABLE workshop_bookings ADD COLUMN dispute_outcome text CHECK (dispute_outcome IN ('refunded', 'upheld'));
ALTER TABLE workshop_bookings ADD COLUMN dispute_note text;
ALTER TABLE workshop_bookings ADD COLUMN dispute_decided_by uuid REFERENCES users (id) ON DELETE SET NULL;
ALTER TABLE workshop_bookings ADD CONSTRAINT workshop_bookings_dispute_decision
  CHECK ((dispute_decided_at IS NULL) = (dispute_outcome IS NULL)
    AND (dispute_decided_at IS NULL OR disputed_at IS NOT NULL));
CREATE INDEX workshop_bookings_open_disputes_idx ON workshop_bookings (disputed_at)
  WHERE disputed_at IS NOT NULL AND dispute_decided_at IS NULL;

ALTER TABLE ledger_transfers DROP CONSTRAINT ledger_transfers_kind_check;
ALTER TABLE ledger_transfers ADD CONSTRAINT ledger_transfers_kind_check
  CHECK (kind IN ('starter_grant', 'swap_settlement', 'deletion_write_off', 'workshop_settlement',
    'community_donation', 'community_grant', 'workshop_refund'));
