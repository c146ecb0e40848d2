-- Category chips through the skill taxonomy (ADR 0045). A chip finds a member when one of their skills belongs to
-- the category in the taxonomy, whatever its wording ("JS", "React" → Coding), or when a skill contains the
-- category's word (the spec's literal reading). The taxonomy is TypeScript, so the categories come from the same
-- refresh that builds member_skill_sets (ADR 0030) and are copied onto the profile row, where Explore's
-- per-category indexes can read them next to the literal reading.
ALTER TABLE profiles ADD COLUMN skill_categories text[] NOT NULL DEFAULT '{}';

UPDATE profiles p SET skill_categories = s.categories
FROM member_skill_sets s
WHERE s.member_id = p.id AND s.categories <> '{}';

-- Appended (CREATE OR REPLACE VIEW may only append); everything else as in migration 0010.
CREATE OR REPLACE VIEW public_profiles AS
SELECT
  p.id,
  p.full_name,
  p.avatar_url,
  skillswap_masked_location(p.show_location_detail, p.location_street, p.location_city, p.location_region,
                            p.location_country) AS location,
  p.bio,
  p.skills_offered,
  p.skills_wanted,
  p.verified,
  p.rating::float8 AS rating,
  p.search_text,
  p.skills_text,
  p.skill_categories
FROM profiles p
WHERE p.deleted_at IS NULL
  AND p.profile_visibility = 'public';

-- A change of categories changes what a chip finds, so cached totals must move on. Still a deferred constraint
-- trigger (migration 0035): the generation moves once, at commit, out of the way of the job's locks.
DROP TRIGGER profiles_explore_generation_update ON profiles;
CREATE CONSTRAINT TRIGGER profiles_explore_generation_update
  AFTER UPDATE ON profiles
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW
  WHEN (
    OLD.deleted_at IS DISTINCT FROM NEW.deleted_at
    OR OLD.profile_visibility IS DISTINCT FROM NEW.profile_visibility
    OR OLD.search_text IS DISTINCT FROM NEW.search_text
    OR OLD.skill_categories IS DISTINCT FROM NEW.skill_categories
  )
  EXECUTE FUNCTION skillswap_bump_explore_generation();

-- One index per chip in Explore order, its predicate written exactly as the repository writes the condition
-- (both readings OR-ed), so a chip's page is an index range scan and its total an index-only count.
DROP INDEX profiles_category_design_idx;
DROP INDEX profiles_category_music_idx;
DROP INDEX profiles_category_coding_idx;
DROP INDEX profiles_category_fitness_idx;
DROP INDEX profiles_category_marketing_idx;
DROP INDEX profiles_category_photography_idx;
DROP INDEX profiles_category_writing_idx;
DROP INDEX profiles_category_cooking_idx;
CREATE INDEX profiles_category_design_idx ON profiles ((rating::float8), id)
  WHERE deleted_at IS NULL AND profile_visibility = 'public'
    AND (skills_text LIKE '%design%' OR skill_categories @> '{Design}'::text[]);
CREATE INDEX profiles_category_music_idx ON profiles ((rating::float8), id)
  WHERE deleted_at IS NULL AND profile_visibility = 'public'
    AND (skills_text LIKE '%music%' OR skill_categories @> '{Music}'::text[]);
CREATE INDEX profiles_category_coding_idx ON profiles ((rating::float8), id)
  WHERE deleted_at IS NULL AND profile_visibility = 'public'
    AND (skills_text LIKE '%coding%' OR skill_categories @> '{Coding}'::text[]);
CREATE INDEX profiles_category_fitness_idx ON profiles ((rating::float8), id)
  WHERE deleted_at IS NULL AND profile_visibility = 'public'
    AND (skills_text LIKE '%fitness%' OR skill_categories @> '{Fitness}'::text[]);
CREATE INDEX profiles_category_marketing_idx ON profiles ((rating::float8), id)
  WHERE deleted_at IS NULL AND profile_visibility = 'public'
    AND (skills_text LIKE '%marketing%' OR skill_categories @> '{Marketing}'::text[]);
CREATE INDEX profiles_category_photography_idx ON profiles ((rating::float8), id)
  WHERE deleted_at IS NULL AND profile_visibility = 'public'
    AND (skills_text LIKE '%photography%' OR skill_categories @> '{Photography}'::text[]);
CREATE INDEX profiles_category_writing_idx ON profiles ((rating::float8), id)
  WHERE deleted_at IS NULL AND profile_visibility = 'public'
    AND (skills_text LIKE '%writing%' OR skill_categories @> '{Writing}'::text[]);
CREATE INDEX profiles_category_cooking_idx ON profiles ((rating::float8), id)
  WHERE deleted_at IS NULL AND profile_visibility = 'public'
    AND (skills_text LIKE '%cooking%' OR skill_categories @> '{Cooking}'::text[]);
