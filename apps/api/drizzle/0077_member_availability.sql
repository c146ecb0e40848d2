-- Weekly availability (issue 21, item 10; ADR 110): ranges of hours on ISO weekdays (1 Monday … 7 Sunday), in the
-- member's own time zone, as minutes after midnight (end_minute 1440 is midnight at the day's end). The propose
-- dialog suggests times where both members of a swap are available.
CREATE TABLE member_availability (
  member_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  weekday smallint NOT NULL CHECK (weekday BETWEEN 1 AND 7),
  start_minute smallint NOT NULL CHECK (start_minute BETWEEN 0 AND 1410),
  end_minute smallint NOT NULL CHECK (end_minute BETWEEN 30 AND 1440),
  CHECK (end_minute - start_minute >= 30),
  PRIMARY KEY (member_id, weekday, start_minute)
);

-- The parts of the week those ranges cover, for Explore's "available on" filter: weekday × 10 + 0 (morning,
-- 06–12), 1 (afternoon, 12–17) or 2 (evening, 17–22), when a range covers at least an hour of it. Rewritten with
-- the ranges; the primary key serves the filter (one part, its members).
CREATE TABLE member_availability_parts (
  part_code smallint NOT NULL CHECK (part_code BETWEEN 10 AND 72),
  member_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  PRIMARY KEY (part_code, member_id)
);
CREATE INDEX member_availability_parts_member_idx ON member_availability_parts (member_id);
