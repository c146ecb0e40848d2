-- Community workshops (issue 24 item 1, ADR 133): a workshop may belong to one community; then only the
-- community's active members see it and book a seat.

ALTER TABLE workshops ADD COLUMN community_id uuid REFERENCES communities (id) ON DELETE CASCADE;
CREATE INDEX workshops_community_idx ON workshops (community_id) WHERE community_id IS NOT NULL;
