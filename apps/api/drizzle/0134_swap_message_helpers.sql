-- A swap message a helper wrote for its sender names the helper (ADR 202), so both swap members read
-- "by <helper> for <sender>" on it, as on a direct message a helper wrote (migration 0132).
ALTER TABLE swap_messages ADD COLUMN helper_id uuid REFERENCES users(id) ON DELETE SET NULL;
