-- An operator's resolution of a disputed swap: settled at the hours the operator decided, or cancelled.
-- One row per swap, so a dispute is resolved once; the note is what both members are told.
CREATE TABLE swap_resolutions (
  swap_id uuid PRIMARY KEY REFERENCES swaps (id) ON DELETE CASCADE,
  outcome text NOT NULL CHECK (outcome IN ('settled', 'cancelled')),
  -- Hours the requester and the recipient taught, as the operator decided; set only when settled.
  requester_hours numeric(5, 2) CHECK (requester_hours >= 0 AND requester_hours <= 100),
  recipient_hours numeric(5, 2) CHECK (recipient_hours >= 0 AND recipient_hours <= 100),
  note text NOT NULL CHECK (char_length(note) <= 1000),
  resolved_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((outcome = 'settled') = (requester_hours IS NOT NULL AND recipient_hours IS NOT NULL))
);
