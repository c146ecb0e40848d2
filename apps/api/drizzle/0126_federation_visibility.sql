-- Issue 40 item 3 (ADR 185): a member chooses to be seen by partner exchanges (the nodes this install links to).
-- Off until the member turns it on; the directory those nodes read keeps to members who did.
ALTER TABLE profiles ADD COLUMN visible_to_partners boolean NOT NULL DEFAULT false;

CREATE INDEX profiles_visible_to_partners_idx ON profiles (explore_rank DESC, id)
  WHERE visible_to_partners AND deleted_at IS NULL;
