-- Explore totals (ADR 0005). Counting every match of a broad search reads thousands of rows, while its first
-- page reads a few dozen; so totals are cached per search and invalidated by a generation number that every
-- change to who or what is searchable moves forward, in the same transaction as the change.
CREATE TABLE explore_generation (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  value bigint NOT NULL
);
INSERT INTO explore_generation (id, value) VALUES (true, 1);

CREATE TABLE explore_counts (
  search_key text PRIMARY KEY,
  generation bigint NOT NULL,
  total integer NOT NULL,
  computed_at timestamptz NOT NULL DEFAULT now()
);

CREATE FUNCTION skillswap_bump_explore_generation() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
    BEGIN
      UPDATE explore_generation SET value = value + 1;
      RETURN NULL;
    END
  $$;

-- Inserts and deletes once per statement (the seed inserts a thousand members at a time); updates only when
-- they change what Explore can see: visibility, deletion, or the searched text.
CREATE TRIGGER profiles_explore_generation_insert_delete
  AFTER INSERT OR DELETE ON profiles
  FOR EACH STATEMENT EXECUTE FUNCTION skillswap_bump_explore_generation();
CREATE TRIGGER profiles_explore_generation_update
  AFTER UPDATE ON profiles
  FOR EACH ROW
  WHEN (
    OLD.deleted_at IS DISTINCT FROM NEW.deleted_at
    OR OLD.profile_visibility IS DISTINCT FROM NEW.profile_visibility
    OR OLD.search_text IS DISTINCT FROM NEW.search_text
  )
  EXECUTE FUNCTION skillswap_bump_explore_generation();
