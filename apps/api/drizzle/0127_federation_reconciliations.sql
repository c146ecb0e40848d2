-- Federation reconciliation (issue 40 item 4, ADR 188): each check of a link's two ledgers, as the node that asked
-- keeps it. A check is claimed before the partner is asked (checked_at null while in progress); the daily job's
-- check carries its UTC day, one per link and day however many server processes run the job; an admin's check has
-- none. Figures are this node's view of the link: what the partner owes this node, per each side's ledger, once
-- the transfers moved on one side and not yet on the other have landed.
CREATE TABLE federation_reconciliations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  link_id uuid NOT NULL REFERENCES federation_links(id) ON DELETE CASCADE,
  job_day date,
  requested_by uuid REFERENCES users(id) ON DELETE SET NULL,
  started_at timestamptz NOT NULL,
  checked_at timestamptz,
  outcome text CHECK (outcome IN ('matched', 'difference', 'unanswered', 'refused', 'moving')),
  -- What the partner owes this node: per this node's ledger, and per the partner's (both once in flight lands).
  ours numeric(12, 2),
  theirs numeric(12, 2),
  -- Transfers moved on one side and not yet on the other: this node's toward the partner, and the partner's.
  in_flight_ours integer,
  in_flight_theirs integer,
  -- Proposals over the link that nobody approved or cancelled yet, on each side (nothing moved).
  validated_ours integer,
  validated_theirs integer,
  our_head text,
  their_head text,
  -- Set when this check told the admins; the same difference is told once (ADR 188).
  alert_key text,
  CHECK ((checked_at IS NULL) = (outcome IS NULL)),
  UNIQUE (link_id, job_day)
);
CREATE INDEX federation_reconciliations_link_idx ON federation_reconciliations (link_id, started_at DESC);
