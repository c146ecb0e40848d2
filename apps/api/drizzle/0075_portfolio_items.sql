-- Portfolio showcase (issue 22, item 3; ADR 107): up to 12 items a member shows on the public profile, Premium
-- and up. Each image goes through the avatar pipeline and is kept in `avatars` under its hash; while a plan has
-- lapsed, the items stay here and are hidden.
CREATE TABLE portfolio_items (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  member_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  position integer NOT NULL,
  title text NOT NULL,
  description text NOT NULL DEFAULT '',
  link_url text,
  image_hash text NOT NULL REFERENCES avatars (hash),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX portfolio_items_member_idx ON portfolio_items (member_id, position);
CREATE INDEX portfolio_items_image_idx ON portfolio_items (image_hash);
