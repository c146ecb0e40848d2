-- Matching (ADR "matching"): every member's skills in canonical form, the per-member digest preference and
-- what each digest already announced. Canonical names come from the TypeScript taxonomy
-- (contracts/skill-taxonomy.ts), so SQL cannot compute them: a trigger queues every profile whose skill lists
-- change, and the API drains the queue (and re-queues everyone when the taxonomy itself changes).
CREATE TABLE member_skill_sets (
  member_id uuid PRIMARY KEY REFERENCES profiles (id) ON DELETE CASCADE,
  offered text[] NOT NULL DEFAULT '{}',
  wanted text[] NOT NULL DEFAULT '{}',
  -- Explore categories of both lists, for category search that does not depend on wording.
  categories text[] NOT NULL DEFAULT '{}',
  taxonomy_version text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- "Who teaches what I want" and "who wants what I teach" are array-overlap lookups on these.
CREATE INDEX member_skill_sets_offered_idx ON member_skill_sets USING gin (offered);
CREATE INDEX member_skill_sets_wanted_idx ON member_skill_sets USING gin (wanted);
CREATE INDEX member_skill_sets_categories_idx ON member_skill_sets USING gin (categories);

-- Profiles whose canonical skills are out of date. `revision` grows on every change, so a drain that read an
-- older revision cannot delete the entry of a newer edit.
CREATE SEQUENCE member_skill_refresh_revision;
CREATE TABLE member_skill_refresh (
  member_id uuid PRIMARY KEY REFERENCES profiles (id) ON DELETE CASCADE,
  revision bigint NOT NULL DEFAULT nextval('member_skill_refresh_revision')
);
CREATE INDEX member_skill_refresh_revision_idx ON member_skill_refresh (revision);

CREATE FUNCTION skillswap_queue_skill_refresh() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    INSERT INTO member_skill_refresh (member_id) VALUES (NEW.id)
    ON CONFLICT (member_id) DO UPDATE SET revision = nextval('member_skill_refresh_revision');
    RETURN NULL;
  END
  $$;

CREATE TRIGGER profiles_queue_skill_refresh
  AFTER INSERT OR UPDATE OF skills_offered, skills_wanted ON profiles
  FOR EACH ROW EXECUTE FUNCTION skillswap_queue_skill_refresh();

INSERT INTO member_skill_refresh (member_id) SELECT id FROM profiles;

-- Small facts about matching itself, such as the taxonomy version the stored skill sets were built with.
CREATE TABLE matching_state (
  key text PRIMARY KEY,
  value text NOT NULL
);

-- The weekly digest is on unless a member turns it off; no row means on.
CREATE TABLE match_digest_preferences (
  member_id uuid PRIMARY KEY REFERENCES profiles (id) ON DELETE CASCADE,
  enabled boolean NOT NULL DEFAULT true,
  last_sent_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Which matches a digest already announced, so the next one only tells what is new.
CREATE TABLE match_digest_announcements (
  member_id uuid NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
  matched_member_id uuid NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
  announced_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, matched_member_id)
);
