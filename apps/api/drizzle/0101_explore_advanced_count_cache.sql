-- Totals of Explore's advanced filters (issue 22; ADR 147). A dense filter (rating 4.5, in person) matches tens
-- of thousands of members, and counting them took 35–40 ms where the page itself takes 2–3. Such totals are now
-- cached like the plain search's (migration 0014), stamped with two generations: the plain one, which moves with
-- who is searchable and what they teach, and this one, which moves with every column an advanced filter tests.
-- A total is served only while both still hold, so a stale one never is.
CREATE TABLE explore_advanced_generation (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  value bigint NOT NULL
);
INSERT INTO explore_advanced_generation (id, value) VALUES (true, 1);

-- Null on a plain search's row; an advanced search's row carries the advanced generation it was counted at.
ALTER TABLE explore_counts ADD COLUMN advanced_generation bigint;

-- As the plain generation (migration 0035): once per transaction, at commit, as the last lock the writer takes.
CREATE FUNCTION skillswap_bump_explore_advanced_generation() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
    BEGIN
      IF pg_catalog.current_setting('skillswap.explore_advanced_generation_bumped', true) IS DISTINCT FROM 'yes' THEN
        UPDATE public.explore_advanced_generation SET value = value + 1;
        PERFORM pg_catalog.set_config('skillswap.explore_advanced_generation_bumped', 'yes', true);
      END IF;
      RETURN NULL;
    END
  $$;

CREATE CONSTRAINT TRIGGER profiles_explore_advanced_generation
  AFTER UPDATE ON profiles
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW
  WHEN (
    OLD.rating IS DISTINCT FROM NEW.rating
    OR OLD.verified IS DISTINCT FROM NEW.verified
    OR OLD.review_count IS DISTINCT FROM NEW.review_count
    OR OLD.meeting_mode IS DISTINCT FROM NEW.meeting_mode
    OR OLD.level_rank IS DISTINCT FROM NEW.level_rank
    OR OLD.languages IS DISTINCT FROM NEW.languages
    OR OLD.city_latitude IS DISTINCT FROM NEW.city_latitude
    OR OLD.city_longitude IS DISTINCT FROM NEW.city_longitude
    OR OLD.show_location_detail IS DISTINCT FROM NEW.show_location_detail
  )
  EXECUTE FUNCTION skillswap_bump_explore_advanced_generation();

CREATE CONSTRAINT TRIGGER member_availability_parts_explore_advanced_generation
  AFTER INSERT OR UPDATE OR DELETE ON member_availability_parts
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION skillswap_bump_explore_advanced_generation();
