-- Workshops (issue 24, ADR 94): one host, 2-30 seats, a price in SkillCoin per seat held in escrow at booking,
-- a waitlist in arrival order, attendance marked by the host and settled through the double-entry ledger.

CREATE TABLE workshops (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  host_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  title text NOT NULL,
  skill text NOT NULL,
  description text NOT NULL,
  starts_at timestamptz NOT NULL,
  duration_minutes integer NOT NULL CHECK (duration_minutes BETWEEN 15 AND 480),
  -- The zone the host typed the date and time in, so the page can show it as they meant it.
  time_zone text NOT NULL,
  place_kind text NOT NULL CHECK (place_kind IN ('online', 'in_person')),
  place text NOT NULL,
  seats integer NOT NULL CHECK (seats BETWEEN 2 AND 30),
  price numeric(12, 2) NOT NULL CHECK (price >= 0),
  -- Elite-only monthly workshops, created by staff from the console: only Elite members book them.
  is_elite boolean NOT NULL DEFAULT false,
  status text NOT NULL DEFAULT 'scheduled' CHECK (status IN ('scheduled', 'cancelled', 'completed')),
  cancel_reason text,
  attendance_marked_at timestamptz,
  reminded_24h_at timestamptz,
  reminded_1h_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX workshops_upcoming_idx ON workshops (starts_at) WHERE status = 'scheduled';
CREATE INDEX workshops_host_idx ON workshops (host_id);

CREATE TABLE workshop_bookings (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  workshop_id uuid NOT NULL REFERENCES workshops (id) ON DELETE CASCADE,
  learner_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- Arrival order: taken under the workshop's row lock, so it is also the order seats were given in.
  arrival bigserial NOT NULL,
  status text NOT NULL CHECK (status IN ('booked', 'waitlisted', 'cancelled', 'attended', 'no_show', 'excused')),
  -- What the seat costs this learner (0 for an Elite member's free seat of the month).
  price numeric(12, 2) NOT NULL CHECK (price >= 0),
  is_free_seat boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  seated_at timestamptz,
  cancelled_at timestamptz,
  disputed_at timestamptz,
  dispute_reason text
);
CREATE UNIQUE INDEX workshop_bookings_one_open_per_learner ON workshop_bookings (workshop_id, learner_id)
  WHERE status IN ('booked', 'waitlisted');
CREATE INDEX workshop_bookings_workshop_idx ON workshop_bookings (workshop_id, arrival);
CREATE INDEX workshop_bookings_learner_idx ON workshop_bookings (learner_id);
CREATE INDEX workshop_bookings_disputed_idx ON workshop_bookings (disputed_at) WHERE disputed_at IS NOT NULL;
-- One free Elite seat a month per member, whatever happens in a race.
CREATE UNIQUE INDEX workshop_bookings_free_seat_once ON workshop_bookings (learner_id, (date_trunc('month', created_at AT TIME ZONE 'UTC')))
  WHERE is_free_seat AND status <> 'cancelled';

-- A seat's hold lives in the ledger beside swaps' holds: a hold belongs to a swap or to a workshop booking.
ALTER TABLE ledger_holds ALTER COLUMN swap_id DROP NOT NULL;
ALTER TABLE ledger_holds ADD COLUMN workshop_booking_id uuid UNIQUE;
ALTER TABLE ledger_holds ADD CONSTRAINT ledger_holds_one_subject
  CHECK (num_nonnulls(swap_id, workshop_booking_id) = 1);

ALTER TABLE ledger_transfers DROP CONSTRAINT ledger_transfers_kind_check;
ALTER TABLE ledger_transfers ADD CONSTRAINT ledger_transfers_kind_check
  CHECK (kind IN ('starter_grant', 'swap_settlement', 'deletion_write_off', 'workshop_settlement'));

-- Featured placement on Explore (Elite): each load takes the next number, and the window of members shown
-- moves by it, so every eligible member is shown as often as the others, across processes.
CREATE SEQUENCE featured_rotation_seq;
