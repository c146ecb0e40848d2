-- Avatars live in the database (ADR 0060), so every server serves every avatar and a database backup holds them.
-- A row is keyed by the SHA-256 of the processed image bytes: identical pictures are stored once.
CREATE TABLE avatars (
  hash text PRIMARY KEY CHECK (hash ~ '^[0-9a-f]{64}$'),
  content_type text NOT NULL,
  byte_size integer NOT NULL CHECK (byte_size = octet_length(bytes)),
  bytes bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- The last time anyone stored these bytes. The clean-up removes an unreferenced avatar only when this is old,
  -- so it never takes one an upload has just stored and is about to point a profile at.
  stored_at timestamptz NOT NULL DEFAULT now()
);
-- The clean-up looks for old avatars first.
CREATE INDEX avatars_stored_at_idx ON avatars (stored_at);

-- A profile points at its avatar by hash. The avatars that were files on each server's disk are copied in by
-- that server at its next start (avatar-import.ts); until then these references have no row, so the foreign key
-- is NOT VALID: it holds for every reference written from now on, and old ones are not checked.
ALTER TABLE profiles ADD COLUMN avatar_hash text;
UPDATE profiles SET avatar_hash = substring(avatar_url FROM '^/api/avatars/([0-9a-f]{64})\.webp$')
  WHERE avatar_url IS NOT NULL;
ALTER TABLE profiles ADD CONSTRAINT profiles_avatar_hash_fkey
  FOREIGN KEY (avatar_hash) REFERENCES avatars (hash) NOT VALID;

-- avatar_url, which every reader of profiles already uses, is now computed from the hash: the URLs issued before
-- stay the same. The column is dropped and added again (a column cannot become generated), and the view reading
-- it with it, recreated exactly as in migration 0039_explore_newcomer_rank.
DROP VIEW public_profiles;
ALTER TABLE profiles DROP COLUMN avatar_url;
ALTER TABLE profiles ADD COLUMN avatar_url text
  GENERATED ALWAYS AS ('/api/avatars/' || avatar_hash || '.webp') STORED;

CREATE VIEW public_profiles AS
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

-- Replaces profiles_live_avatar_url_idx (dropped with the old column): serving an avatar asks whether a live
-- profile shows it, the clean-up whether any profile does, and the foreign key the same when a row goes.
CREATE INDEX profiles_avatar_hash_idx ON profiles (avatar_hash) WHERE avatar_hash IS NOT NULL;
