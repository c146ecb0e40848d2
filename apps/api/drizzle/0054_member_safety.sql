-- Member safety (issue 11, ADR 0074): blocks between members, the disputed member's side of a dispute,
-- who resolved a dispute, and the reviewed member's reply under a review.

-- A member blocks another: the two stop seeing each other and cannot start anything new together.
-- The relation is read both ways, hence the second index.
CREATE TABLE member_blocks (
  blocker_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  blocked_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (blocker_id, blocked_id),
  CHECK (blocker_id <> blocked_id)
);
CREATE INDEX member_blocks_blocked_idx ON member_blocks (blocked_id, blocker_id);

-- The disputed member's statement: one per dispute (a swap is disputed at most once), editable until
-- the dispute is resolved. The opening member's statement is the reason on the 'disputed' swap event.
CREATE TABLE dispute_statements (
  swap_id uuid PRIMARY KEY REFERENCES swaps (id) ON DELETE CASCADE,
  member_id uuid REFERENCES users (id) ON DELETE SET NULL,
  statement text NOT NULL CHECK (char_length(statement) BETWEEN 1 AND 2000),
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);

-- Which operator resolved a dispute from the console; NULL when it was resolved with the operator
-- command line, which has no signed-in operator (resolved_via says which).
ALTER TABLE swap_resolutions
  ADD COLUMN resolved_by uuid REFERENCES users (id) ON DELETE SET NULL,
  ADD COLUMN resolved_via text NOT NULL DEFAULT 'command_line'
    CHECK (resolved_via IN ('console', 'command_line'));

-- The reviewed member's one public reply under a review.
ALTER TABLE reviews
  ADD COLUMN reply text CHECK (char_length(reply) BETWEEN 1 AND 1000),
  ADD COLUMN replied_at timestamptz,
  ADD CHECK ((reply IS NULL) = (replied_at IS NULL));
