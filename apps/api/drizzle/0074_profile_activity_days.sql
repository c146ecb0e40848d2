-- The analytics dashboard (issue 22, item 2; ADR 106): how often a member's profile was viewed and shown in
-- Explore and in Matches, per day. Aggregate counters only: never who viewed. The API counts in memory and adds
-- its counts here with one upsert per profile and day at each flush, so a busy Explore writes few rows.
CREATE TABLE profile_activity_days (
  member_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  day date NOT NULL,
  profile_views integer NOT NULL DEFAULT 0,
  explore_appearances integer NOT NULL DEFAULT 0,
  match_appearances integer NOT NULL DEFAULT 0,
  PRIMARY KEY (member_id, day)
);
