-- Matching lookups read only the index (ADR 0031). Each entry carries the member's skills on the other side, so
-- "the best people who teach X and want one of my skills" (mutual) walks X's index in rank order and stops at
-- the cap, reading no table rows; the plain per-skill lookups are index-only scans too.
ALTER TABLE member_skill_entries ADD COLUMN other_side text[] NOT NULL DEFAULT '{}';
DROP INDEX member_skill_sets_listed_quality_idx;
DROP INDEX member_skill_entries_rank_idx;
DROP INDEX member_skill_entries_place_idx;
CREATE INDEX member_skill_entries_rank_idx ON member_skill_entries (side, skill, quality DESC, member_id)
  INCLUDE (other_side);
CREATE INDEX member_skill_entries_place_idx ON member_skill_entries (side, skill, place_key, quality DESC, member_id)
  WHERE place_key IS NOT NULL;

-- Entries written before this migration lack other_side: rebuild everyone.
INSERT INTO member_skill_refresh (member_id) SELECT id FROM profiles
ON CONFLICT (member_id) DO UPDATE SET revision = nextval('member_skill_refresh_revision');
