-- A community's areas (issue 39 item 7, ADR 176): named parts of its patch, each a list of cities and of postcode
-- prefixes, with an area coordinator (a member; the area stays when they leave SkillSwap). Names are unique in
-- the community whatever their case.
CREATE TABLE community_areas (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  community_id uuid NOT NULL REFERENCES communities(id) ON DELETE CASCADE,
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 60),
  cities text[] NOT NULL DEFAULT '{}',
  postcode_prefixes text[] NOT NULL DEFAULT '{}',
  coordinator_id uuid REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX community_areas_name_idx ON community_areas (community_id, lower(name));
