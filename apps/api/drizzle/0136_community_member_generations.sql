-- Community-scoped Explore totals (ADR 98). The largest community's first page counted its 1,650 members on
-- every request, because joining and leaving move neither explore generation. Each community now has a membership
-- generation that every change to its member list moves forward, at commit and once per transaction, as the
-- plain generation does (migration 0035); a scoped total is cached stamped with it and with the plain
-- generation, and served only while both still hold. A community without a row is at generation 0.
CREATE TABLE community_member_generations (
  community_id uuid PRIMARY KEY REFERENCES communities(id) ON DELETE CASCADE,
  value bigint NOT NULL
);

-- Null on an unscoped search's row; a scoped row carries its community and that community's generation.
ALTER TABLE explore_counts ADD COLUMN community_id uuid;
ALTER TABLE explore_counts ADD COLUMN member_generation bigint;

-- The flag lists the communities already moved in this transaction (a member import adds hundreds of members
-- to one community in one statement); it is transaction-local, so a rolled-back savepoint takes it back.
CREATE FUNCTION skillswap_bump_community_member_generation() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
    DECLARE
      moved text := coalesce(pg_catalog.current_setting('skillswap.community_member_generations_bumped', true), '');
      community uuid;
    BEGIN
      FOREACH community IN ARRAY ARRAY[OLD.community_id, NEW.community_id] LOOP
        CONTINUE WHEN community IS NULL OR pg_catalog.strpos(moved, community::text) > 0;
        INSERT INTO public.community_member_generations AS g (community_id, value) VALUES (community, 1)
          ON CONFLICT (community_id) DO UPDATE SET value = g.value + 1;
        moved := moved || community::text || ',';
      END LOOP;
      PERFORM pg_catalog.set_config('skillswap.community_member_generations_bumped', moved, true);
      RETURN NULL;
    END
  $$;

-- Constraint triggers are row-level only; deferred, their events wait for the commit. Only who is active counts
-- (memberIdsSql): a role change leaves the member list as it was.
CREATE CONSTRAINT TRIGGER community_members_generation_insert_delete
  AFTER INSERT OR DELETE ON community_members
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION skillswap_bump_community_member_generation();
CREATE CONSTRAINT TRIGGER community_members_generation_update
  AFTER UPDATE ON community_members
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW
  WHEN (
    OLD.status IS DISTINCT FROM NEW.status
    OR OLD.community_id IS DISTINCT FROM NEW.community_id
    OR OLD.member_id IS DISTINCT FROM NEW.member_id
  )
  EXECUTE FUNCTION skillswap_bump_community_member_generation();
