-- Explore's advanced filters (issue 22, item 1; ADR 86): what members say about how they swap, and the centre of
-- their city from the offline gazetteer (city precision only, set by the API when the profile is saved).
ALTER TABLE profiles ADD COLUMN languages text[] NOT NULL DEFAULT '{}';
ALTER TABLE profiles ADD COLUMN meeting_mode text NOT NULL DEFAULT 'both'
  CHECK (meeting_mode IN ('online', 'in_person', 'both'));
ALTER TABLE profiles ADD COLUMN city_latitude double precision;
ALTER TABLE profiles ADD COLUMN city_longitude double precision;
ALTER TABLE profiles ADD CONSTRAINT profiles_city_point_check
  CHECK ((city_latitude IS NULL) = (city_longitude IS NULL)
    AND (city_latitude IS NULL OR (city_latitude BETWEEN -90 AND 90 AND city_longitude BETWEEN -180 AND 180)));

-- A distance search reads the members inside the city's bounding box through this index; members who hide their
-- location are not in it, so they can never be found by distance.
CREATE INDEX profiles_city_point_idx ON profiles (city_latitude, city_longitude)
  WHERE city_latitude IS NOT NULL AND show_location_detail <> 'hidden' AND deleted_at IS NULL;
CREATE INDEX profiles_languages_idx ON profiles USING gin (languages);
-- Sparse filters (verified, reviewed) and the rating floor go along the same order Explore pages in.
CREATE INDEX profiles_verified_rank_idx ON profiles (explore_rank DESC, id DESC) WHERE verified;
CREATE INDEX profiles_reviewed_rank_idx ON profiles (explore_rank DESC, id DESC) WHERE review_count > 0;
CREATE INDEX profiles_rating_idx ON profiles (rating);
