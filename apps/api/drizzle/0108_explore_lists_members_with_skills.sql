-- Explore lists a member once they have at least one skill, offered or wanted (issue 35, item 15): members who
-- skipped onboarding showed as blank cards. Their profile page stays public; they are only left out of lists.
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
  p.skill_categories,
  p.explore_rank
FROM profiles p
WHERE p.deleted_at IS NULL
  AND p.profile_visibility = 'public'
  AND (p.skills_offered <> '{}' OR p.skills_wanted <> '{}');

-- The advanced filters' covering index (migration 0099) holds the same members, so its counts and pages still
-- read index entries only: explore-advanced.repository.ts writes the same condition out.
DROP INDEX profiles_explore_filters_idx;
CREATE INDEX profiles_explore_filters_idx ON profiles (explore_rank DESC, id DESC)
  INCLUDE (rating, verified, review_count, meeting_mode, level_rank, languages, city_latitude, city_longitude,
    show_location_detail)
  WHERE deleted_at IS NULL AND profile_visibility = 'public' AND (skills_offered <> '{}' OR skills_wanted <> '{}');

-- Totals cached before this change counted the members without skills.
UPDATE explore_generation SET value = value + 1;
UPDATE explore_advanced_generation SET value = value + 1;
