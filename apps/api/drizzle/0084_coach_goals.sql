-- The Coach (issue 24 item 9; ADR 117): each member's weekly hours goal. No row: the default of 2 hours.
CREATE TABLE coach_goals (
  member_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  weekly_hours integer NOT NULL CHECK (weekly_hours BETWEEN 1 AND 40),
  updated_at timestamptz NOT NULL DEFAULT now()
);
