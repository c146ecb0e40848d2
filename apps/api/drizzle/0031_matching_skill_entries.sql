-- Matching at scale (ADR 0031): one row per listed member and canonical skill, in rank order, so "the best 100
-- people who teach X" is an index range scan instead of a sort over everyone who teaches X.
ALTER TABLE member_skill_sets
  ADD COLUMN is_listed boolean NOT NULL DEFAULT false,
  -- Static part of the pre-rank (rating, verification, last activity); see skill-sets.ts for the formula.
  ADD COLUMN quality double precision NOT NULL DEFAULT 0;
CREATE INDEX member_skill_sets_listed_quality_idx ON member_skill_sets (quality DESC) WHERE is_listed;

-- Only members whom others may see (public, not deleted) have entries; `place_key` only when they show where
-- they live ("city|country", lower case).
CREATE TABLE member_skill_entries (
  side text NOT NULL CHECK (side IN ('offered', 'wanted')),
  skill text NOT NULL,
  member_id uuid NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
  quality double precision NOT NULL,
  place_key text,
  PRIMARY KEY (side, skill, member_id)
);
CREATE INDEX member_skill_entries_rank_idx ON member_skill_entries (side, skill, quality DESC);
CREATE INDEX member_skill_entries_place_idx ON member_skill_entries (side, skill, place_key, quality DESC)
  WHERE place_key IS NOT NULL;
CREATE INDEX member_skill_entries_member_idx ON member_skill_entries (member_id);

-- The rank and the listing depend on more than the skill lists now.
DROP TRIGGER profiles_queue_skill_refresh ON profiles;
CREATE TRIGGER profiles_queue_skill_refresh
  AFTER INSERT OR UPDATE OF skills_offered, skills_wanted, rating, verified, profile_visibility, deleted_at,
    show_location_detail, location_city, location_country, updated_at ON profiles
  FOR EACH ROW EXECUTE FUNCTION skillswap_queue_skill_refresh();

INSERT INTO member_skill_refresh (member_id) SELECT id FROM profiles
ON CONFLICT (member_id) DO UPDATE SET revision = nextval('member_skill_refresh_revision');
