-- A community's own economy (issue 38, items 1 and 2; ADR 172). Coordinators set a credit floor, a balance cap
-- and a levy for exchanges made in their community; no row means the install's rules alone, as before. They
-- record exchanges that happened offline: one to one, one to many (a group session) or many to one, each pair a
-- part paid by its own ledger transfer; a party may dispute within seven days and a coordinator keeps or
-- reverses it.
CREATE TABLE community_rules (
  community_id uuid PRIMARY KEY REFERENCES communities(id) ON DELETE CASCADE,
  credit_floor numeric(5, 2) CHECK (credit_floor BETWEEN -20 AND 0),
  balance_cap numeric(5, 2) CHECK (balance_cap BETWEEN 10 AND 200),
  levy_percent numeric(4, 2) NOT NULL DEFAULT 0 CHECK (levy_percent BETWEEN 0 AND 10),
  updated_by uuid REFERENCES users(id) ON DELETE SET NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE recorded_exchanges (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  seq bigserial NOT NULL UNIQUE,
  community_id uuid NOT NULL REFERENCES communities(id) ON DELETE CASCADE,
  recorded_by uuid REFERENCES users(id) ON DELETE SET NULL,
  category text NOT NULL,
  note text NOT NULL DEFAULT '',
  happened_on date NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  dispute_until timestamptz NOT NULL,
  disputed_by uuid REFERENCES users(id) ON DELETE SET NULL,
  disputed_at timestamptz,
  dispute_reason text,
  decided_by uuid REFERENCES users(id) ON DELETE SET NULL,
  decided_at timestamptz,
  outcome text CHECK (outcome IN ('kept', 'reversed')),
  CHECK ((decided_at IS NULL) = (outcome IS NULL) AND (decided_at IS NULL OR disputed_at IS NOT NULL))
);
CREATE INDEX recorded_exchanges_community_idx ON recorded_exchanges (community_id, seq DESC);

CREATE TABLE recorded_exchange_parts (
  exchange_id uuid NOT NULL REFERENCES recorded_exchanges(id) ON DELETE CASCADE,
  position integer NOT NULL,
  teacher_id uuid REFERENCES users(id) ON DELETE SET NULL,
  learner_id uuid REFERENCES users(id) ON DELETE SET NULL,
  hours numeric(5, 2) NOT NULL CHECK (hours > 0),
  levy numeric(5, 2) NOT NULL DEFAULT 0 CHECK (levy >= 0),
  PRIMARY KEY (exchange_id, position)
);
CREATE INDEX recorded_exchange_parts_teacher_idx ON recorded_exchange_parts (teacher_id);
CREATE INDEX recorded_exchange_parts_learner_idx ON recorded_exchange_parts (learner_id);

ALTER TABLE ledger_transfers DROP CONSTRAINT ledger_transfers_kind_check;
ALTER TABLE ledger_transfers ADD CONSTRAINT ledger_transfers_kind_check
  CHECK (kind IN ('starter_grant', 'swap_settlement', 'deletion_write_off', 'workshop_settlement',
    'community_donation', 'community_grant', 'workshop_refund', 'recorded_exchange', 'community_levy',
    'recorded_exchange_reversal'));
