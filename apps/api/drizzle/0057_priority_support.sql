-- Priority support (issue 22, item 6; ADR 85): a message sent by a signed-in member on Premium or above is marked
-- when it arrives (the plan at that moment), and the console's inbox lists marked messages first.
ALTER TABLE contact_messages ADD COLUMN is_priority boolean NOT NULL DEFAULT false;
CREATE INDEX contact_messages_inbox_idx
  ON contact_messages (status, is_priority DESC, created_at DESC, id DESC);
