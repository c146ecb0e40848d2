-- Matching reads what it scores from member_skill_sets alone (ADR 0031): one small row per candidate instead of
-- a trip to the wide profiles row. Kept by the same queue as the skills (the trigger already fires on these
-- columns); the public profiles of the few members returned are still read through public_profiles.
ALTER TABLE member_skill_sets
  ADD COLUMN rating double precision NOT NULL DEFAULT 0,
  ADD COLUMN verified boolean NOT NULL DEFAULT false,
  ADD COLUMN active_at timestamptz NOT NULL DEFAULT now(),
  -- Only when the member shows where they live.
  ADD COLUMN city text,
  ADD COLUMN country text;

INSERT INTO member_skill_refresh (member_id) SELECT id FROM profiles
ON CONFLICT (member_id) DO UPDATE SET revision = nextval('member_skill_refresh_revision');
