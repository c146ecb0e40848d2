-- The requests board, second part (issue 25, ADR 119): distance, communities, the weekly digest.

-- The centre of an in-person post's city from the offline gazetteer (ADR 86): city precision, never more.
-- Posts made before this migration keep NULL and are still found by their city's exact name.
ALTER TABLE board_posts ADD COLUMN city_latitude double precision;
ALTER TABLE board_posts ADD COLUMN city_longitude double precision;
ALTER TABLE board_posts ADD CONSTRAINT board_posts_city_point
  CHECK ((city_latitude IS NULL) = (city_longitude IS NULL));
-- The bounding box of a distance search among visible open posts.
CREATE INDEX board_posts_open_city_point_idx ON board_posts (city_latitude, city_longitude)
  WHERE status = 'open' AND hidden_at IS NULL AND city_latitude IS NOT NULL;

-- A post may belong to a community; its page walks newest first like the others.
ALTER TABLE board_posts ADD CONSTRAINT board_posts_community_fk
  FOREIGN KEY (community_id) REFERENCES communities (id) ON DELETE CASCADE;
CREATE INDEX board_posts_open_community_idx ON board_posts (community_id, created_at DESC, id DESC)
  WHERE status = 'open' AND hidden_at IS NULL AND community_id IS NOT NULL;

-- Which posts a weekly digest told a member about: each post at most once per member.
CREATE TABLE board_digest_announcements (
  member_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  post_id uuid NOT NULL REFERENCES board_posts (id) ON DELETE CASCADE,
  announced_at timestamptz NOT NULL,
  PRIMARY KEY (member_id, post_id)
);
