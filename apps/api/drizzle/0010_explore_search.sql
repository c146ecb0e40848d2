-- Explore search (ADR 0004): server-side substring search over the public profiles, backed by indexes.
-- array_to_string is only STABLE (it may call any element type's output function), so generated columns and
-- index expressions go through these IMMUTABLE wrappers, which only ever see text[].
CREATE FUNCTION skillswap_join_skills(skills text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT array_to_string(skills, E'\n') $$;

-- What q is matched against: name and both skill lists, lower-cased, one entry per line, so a search term (which
-- never contains a line break) cannot match across two entries.
CREATE FUNCTION skillswap_profile_search_text(full_name text, offered text[], wanted text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
    SELECT lower(concat_ws(E'\n', coalesce(full_name, ''), skillswap_join_skills(offered),
                           skillswap_join_skills(wanted)))
  $$;

-- What a category is matched against: both skill lists only.
CREATE FUNCTION skillswap_profile_skills_text(offered text[], wanted text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT lower(concat_ws(E'\n', skillswap_join_skills(offered), skillswap_join_skills(wanted))) $$;

-- Every distinct one- and two-character substring of a search text (never spanning a line break). Trigrams
-- cannot serve terms shorter than three characters; an exact set of short grams can, through a GIN index.
CREATE FUNCTION skillswap_short_grams(search text) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$
    SELECT coalesce(array_agg(DISTINCT gram ORDER BY gram), '{}')
    FROM (
      SELECT substr(search, start, width) AS gram, width
      FROM generate_series(1, length(search)) AS start
      CROSS JOIN (VALUES (1), (2)) AS widths (width)
    ) AS grams
    WHERE length(gram) = width AND strpos(gram, E'\n') = 0
  $$;

-- Stored once per write, so a search rechecks a plain column instead of calling a function per row.
ALTER TABLE profiles
  ADD COLUMN search_text text
    GENERATED ALWAYS AS (skillswap_profile_search_text(full_name, skills_offered, skills_wanted)) STORED,
  ADD COLUMN skills_text text
    GENERATED ALWAYS AS (skillswap_profile_skills_text(skills_offered, skills_wanted)) STORED;

-- Location as the member chose to show it (product rules R2.2): full = every part, city = city and country, hidden =
-- nothing. A function, so the view and a member's preview of their own profile mask the same way.
CREATE FUNCTION skillswap_masked_location(detail text, street text, city text, region text, country text)
  RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
    SELECT CASE detail
      WHEN 'full' THEN nullif(concat_ws(', ', nullif(street, ''), nullif(city, ''), nullif(region, ''),
                                        nullif(country, '')), '')
      WHEN 'city' THEN nullif(concat_ws(', ', nullif(city, ''), nullif(country, '')), '')
      ELSE NULL
    END
  $$;

-- The view gains the search columns at its end (CREATE OR REPLACE VIEW may only append); visibility, deletion
-- and location masking stay defined once, here.
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
  p.skills_text
FROM profiles p
WHERE p.deleted_at IS NULL
  AND p.profile_visibility = 'public';

-- Explore's stable order is (rating desc, id desc) over visible members; keyset pages walk this index backwards.
CREATE INDEX profiles_explore_order_idx ON profiles ((rating::float8), id)
  WHERE deleted_at IS NULL AND profile_visibility = 'public';

-- Terms of three characters or more.
CREATE INDEX profiles_search_trgm_idx ON profiles USING gin (search_text gin_trgm_ops)
  WHERE deleted_at IS NULL AND profile_visibility = 'public';
CREATE INDEX profiles_skills_trgm_idx ON profiles USING gin (skills_text gin_trgm_ops)
  WHERE deleted_at IS NULL AND profile_visibility = 'public';
-- Terms of one or two characters: an expression index, so the grams (about 70 a member) stay out of the table.
CREATE INDEX profiles_search_short_grams_idx ON profiles USING gin (skillswap_short_grams(search_text))
  WHERE deleted_at IS NULL AND profile_visibility = 'public';

-- The eight Explore categories are a fixed list (contracts/categories.ts), so each gets a partial index in
-- Explore order: a category page is an index range scan and its total an index-only count.
CREATE INDEX profiles_category_design_idx ON profiles ((rating::float8), id)
  WHERE deleted_at IS NULL AND profile_visibility = 'public' AND skills_text LIKE '%design%';
CREATE INDEX profiles_category_music_idx ON profiles ((rating::float8), id)
  WHERE deleted_at IS NULL AND profile_visibility = 'public' AND skills_text LIKE '%music%';
CREATE INDEX profiles_category_coding_idx ON profiles ((rating::float8), id)
  WHERE deleted_at IS NULL AND profile_visibility = 'public' AND skills_text LIKE '%coding%';
CREATE INDEX profiles_category_fitness_idx ON profiles ((rating::float8), id)
  WHERE deleted_at IS NULL AND profile_visibility = 'public' AND skills_text LIKE '%fitness%';
CREATE INDEX profiles_category_marketing_idx ON profiles ((rating::float8), id)
  WHERE deleted_at IS NULL AND profile_visibility = 'public' AND skills_text LIKE '%marketing%';
CREATE INDEX profiles_category_photography_idx ON profiles ((rating::float8), id)
  WHERE deleted_at IS NULL AND profile_visibility = 'public' AND skills_text LIKE '%photography%';
CREATE INDEX profiles_category_writing_idx ON profiles ((rating::float8), id)
  WHERE deleted_at IS NULL AND profile_visibility = 'public' AND skills_text LIKE '%writing%';
CREATE INDEX profiles_category_cooking_idx ON profiles ((rating::float8), id)
  WHERE deleted_at IS NULL AND profile_visibility = 'public' AND skills_text LIKE '%cooking%';
