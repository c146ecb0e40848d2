-- Ratings come from reviews only, and Explore no longer ranks a member without reviews as if rated 0 (ADR 0046).

-- How many reviews a member received, kept with the rating by the same statement (reviews.repository.ts).
ALTER TABLE profiles ADD COLUMN review_count integer NOT NULL DEFAULT 0 CHECK (review_count >= 0);

-- Product rules R3.8: the rating is the mean of received reviews, 0 when there are none. Demo members seeded
-- before this migration carried made-up ratings without reviews; every rating is recomputed from the reviews.
UPDATE profiles p SET rating = coalesce(r.mean, 0), review_count = coalesce(r.total, 0)
FROM (
  SELECT q.id, round(avg(v.rating), 1) AS mean, count(v.id)::int AS total
  FROM profiles q LEFT JOIN reviews v ON v.reviewee_id = q.id
  GROUP BY q.id
) r
WHERE r.id = p.id AND (p.rating <> coalesce(r.mean, 0) OR p.review_count <> r.total);

-- Explore's order: the mean rating shrunk towards 4.0 as if every member also had two 4-star reviews (a Bayesian
-- average). A newcomer ranks 4.0, among the reviewed members rather than below all of them; one 5-star review
-- ranks 4.33, ten reviews averaging 4.8 rank 4.67, one 2-star review 3.33.
ALTER TABLE profiles ADD COLUMN explore_rank double precision
  GENERATED ALWAYS AS ((rating::float8 * review_count + 8) / (review_count + 2)) STORED;

-- Appended (CREATE OR REPLACE VIEW may only append); everything else as in migration 0039_explore_category_taxonomy.
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
  AND p.profile_visibility = 'public';

-- Every index in Explore order follows the new order; predicates unchanged.
DROP INDEX profiles_explore_order_idx;
CREATE INDEX profiles_explore_order_idx ON profiles (explore_rank, id)
  WHERE deleted_at IS NULL AND profile_visibility = 'public';

DROP INDEX profiles_category_design_idx;
DROP INDEX profiles_category_music_idx;
DROP INDEX profiles_category_coding_idx;
DROP INDEX profiles_category_fitness_idx;
DROP INDEX profiles_category_marketing_idx;
DROP INDEX profiles_category_photography_idx;
DROP INDEX profiles_category_writing_idx;
DROP INDEX profiles_category_cooking_idx;
CREATE INDEX profiles_category_design_idx ON profiles (explore_rank, id)
  WHERE deleted_at IS NULL AND profile_visibility = 'public'
    AND (skills_text LIKE '%design%' OR skill_categories @> '{Design}'::text[]);
CREATE INDEX profiles_category_music_idx ON profiles (explore_rank, id)
  WHERE deleted_at IS NULL AND profile_visibility = 'public'
    AND (skills_text LIKE '%music%' OR skill_categories @> '{Music}'::text[]);
CREATE INDEX profiles_category_coding_idx ON profiles (explore_rank, id)
  WHERE deleted_at IS NULL AND profile_visibility = 'public'
    AND (skills_text LIKE '%coding%' OR skill_categories @> '{Coding}'::text[]);
CREATE INDEX profiles_category_fitness_idx ON profiles (explore_rank, id)
  WHERE deleted_at IS NULL AND profile_visibility = 'public'
    AND (skills_text LIKE '%fitness%' OR skill_categories @> '{Fitness}'::text[]);
CREATE INDEX profiles_category_marketing_idx ON profiles (explore_rank, id)
  WHERE deleted_at IS NULL AND profile_visibility = 'public'
    AND (skills_text LIKE '%marketing%' OR skill_categories @> '{Marketing}'::text[]);
CREATE INDEX profiles_category_photography_idx ON profiles (explore_rank, id)
  WHERE deleted_at IS NULL AND profile_visibility = 'public'
    AND (skills_text LIKE '%photography%' OR skill_categories @> '{Photography}'::text[]);
CREATE INDEX profiles_category_writing_idx ON profiles (explore_rank, id)
  WHERE deleted_at IS NULL AND profile_visibility = 'public'
    AND (skills_text LIKE '%writing%' OR skill_categories @> '{Writing}'::text[]);
CREATE INDEX profiles_category_cooking_idx ON profiles (explore_rank, id)
  WHERE deleted_at IS NULL AND profile_visibility = 'public'
    AND (skills_text LIKE '%cooking%' OR skill_categories @> '{Cooking}'::text[]);
