-- A board post a helper made for its author names the helper (ADR 198), so everyone who reads the post sees
-- "by <helper> for <author>" on it, as on a direct message a helper wrote (migration 0132).
ALTER TABLE board_posts ADD COLUMN helper_id uuid REFERENCES users(id) ON DELETE SET NULL;
