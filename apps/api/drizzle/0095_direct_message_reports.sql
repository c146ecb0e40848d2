-- A single direct message can be reported (issue 24): the report names the message, as for a swap's messages,
-- and an operator who acts on it hides that message from both members.

ALTER TABLE direct_messages ADD COLUMN hidden_at timestamptz;

ALTER TABLE reports DROP CONSTRAINT reports_target_kind_check;
ALTER TABLE reports ADD CONSTRAINT reports_target_kind_check
  CHECK (target_kind IN ('member', 'message', 'review', 'post', 'direct_message'));
