-- Reliability fixes from the fault drills of issue 9 (ADR 52).
-- A restored backup must work: pg_dump and pg_restore run with an empty search_path, and the generated
-- search columns of profiles call these functions while the rows are copied back. So every function body names
-- the objects it uses with their schema; the definitions are otherwise unchanged, so no stored value changes.
CREATE OR REPLACE FUNCTION public.skillswap_join_skills(skills text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT pg_catalog.array_to_string(skills, E'\n') $$;

CREATE OR REPLACE FUNCTION public.skillswap_profile_search_text(full_name text, offered text[], wanted text[])
  RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
    SELECT pg_catalog.lower(pg_catalog.concat_ws(E'\n', coalesce(full_name, ''),
                                                 public.skillswap_join_skills(offered),
                                                 public.skillswap_join_skills(wanted)))
  $$;

CREATE OR REPLACE FUNCTION public.skillswap_profile_skills_text(offered text[], wanted text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
    SELECT pg_catalog.lower(pg_catalog.concat_ws(E'\n', public.skillswap_join_skills(offered),
                                                 public.skillswap_join_skills(wanted)))
  $$;

CREATE OR REPLACE FUNCTION public.skillswap_short_grams(search text) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$
    SELECT coalesce(pg_catalog.array_agg(DISTINCT gram ORDER BY gram), '{}')
    FROM (
      SELECT pg_catalog.substr(search, start, width) AS gram, width
      FROM pg_catalog.generate_series(1, pg_catalog.length(search)) AS start
      CROSS JOIN (VALUES (1), (2)) AS widths (width)
    ) AS grams
    WHERE pg_catalog.length(gram) = width AND pg_catalog.strpos(gram, E'\n') = 0
  $$;

CREATE OR REPLACE FUNCTION public.skillswap_masked_location(detail text, street text, city text, region text,
                                                            country text)
  RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
    SELECT CASE detail
      WHEN 'full' THEN nullif(pg_catalog.concat_ws(', ', nullif(street, ''), nullif(city, ''),
                                                   nullif(region, ''), nullif(country, '')), '')
      WHEN 'city' THEN nullif(pg_catalog.concat_ws(', ', nullif(city, ''), nullif(country, '')), '')
      ELSE NULL
    END
  $$;

-- Deadlocks (issue 9): the skill-set job and profile saves took the one explore_generation row in the middle of
-- their work, after row locks the other one wanted. Now the generation moves at commit, once per transaction, as
-- the last lock a writer takes, so nothing waits on a transaction that holds it. The flag is transaction-local
-- (set_config(…, true)), so a rolled-back savepoint takes it back with its changes.
CREATE OR REPLACE FUNCTION public.skillswap_bump_explore_generation() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
    BEGIN
      IF pg_catalog.current_setting('skillswap.explore_generation_bumped', true) IS DISTINCT FROM 'yes' THEN
        UPDATE public.explore_generation SET value = value + 1;
        PERFORM pg_catalog.set_config('skillswap.explore_generation_bumped', 'yes', true);
      END IF;
      RETURN NULL;
    END
  $$;

-- Constraint triggers are row-level only; deferred, their events wait for the commit.
DROP TRIGGER profiles_explore_generation_insert_delete ON profiles;
DROP TRIGGER profiles_explore_generation_update ON profiles;
DROP TRIGGER member_skill_entries_explore_generation ON member_skill_entries;
CREATE CONSTRAINT TRIGGER profiles_explore_generation_insert_delete
  AFTER INSERT OR DELETE ON profiles
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION skillswap_bump_explore_generation();
CREATE CONSTRAINT TRIGGER profiles_explore_generation_update
  AFTER UPDATE ON profiles
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW
  WHEN (
    OLD.deleted_at IS DISTINCT FROM NEW.deleted_at
    OR OLD.profile_visibility IS DISTINCT FROM NEW.profile_visibility
    OR OLD.search_text IS DISTINCT FROM NEW.search_text
  )
  EXECUTE FUNCTION skillswap_bump_explore_generation();
CREATE CONSTRAINT TRIGGER member_skill_entries_explore_generation
  AFTER INSERT OR DELETE ON member_skill_entries
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION skillswap_bump_explore_generation();

CREATE OR REPLACE FUNCTION public.skillswap_queue_skill_refresh() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    INSERT INTO public.member_skill_refresh (member_id) VALUES (NEW.id)
    ON CONFLICT (member_id) DO UPDATE SET revision = pg_catalog.nextval('public.member_skill_refresh_revision');
    RETURN NULL;
  END
  $$;

CREATE OR REPLACE FUNCTION public.ledger_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'The SkillCoin ledger is append-only: % on % is not allowed', TG_OP, TG_TABLE_NAME
    USING ERRCODE = 'restrict_violation';
END;
$$;

CREATE OR REPLACE FUNCTION public.ledger_check_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  total numeric;
BEGIN
  SELECT pg_catalog.sum(amount) INTO total FROM public.ledger_movements WHERE transfer_id = NEW.transfer_id;
  IF total <> 0 THEN
    RAISE EXCEPTION 'Transfer % does not balance (sum %)', NEW.transfer_id, total
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END;
$$;

-- The default of the queue's revision column resolves its sequence by OID, so it needs no change.
