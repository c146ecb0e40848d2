-- Helpers act in direct messages, sessions and the board (ADR 195). The consent screen gained three lines, so an
-- appointment keeps the lines its member agreed to: those made before have the four the screen had then, and a
-- helper reaches the new places only once the member agrees again. A direct message a helper wrote for its sender
-- names the helper, so both members read "by <helper> for <sender>" on it.
ALTER TABLE member_helpers ADD COLUMN consented_to text[] NOT NULL DEFAULT '{browse,message,swaps,hours}';
ALTER TABLE member_helpers ALTER COLUMN consented_to DROP DEFAULT;

ALTER TABLE direct_messages ADD COLUMN helper_id uuid REFERENCES users(id) ON DELETE SET NULL;
