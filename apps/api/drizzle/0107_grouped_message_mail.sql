-- Chat messages are mailed grouped per conversation, and only while still unread after a delay (issue 35, item 11;
-- ADR 168). A swap-thread notification waiting for that mail is flagged; reading the thread clears the flag with
-- the notification's read mark, and the grouping job claims what is left once the delay has passed.
ALTER TABLE notifications ADD COLUMN email_pending boolean NOT NULL DEFAULT false;
CREATE INDEX notifications_email_pending_idx ON notifications (created_at) WHERE email_pending;

-- How a member wants chat messages by e-mail: 'instant' (one mail per batch of unread messages, at once),
-- 'grouped' (one mail per conversation for what is still unread after the delay) or 'none'.
ALTER TABLE notification_preferences ADD COLUMN message_email text NOT NULL DEFAULT 'grouped'
  CHECK (message_email IN ('instant', 'grouped', 'none'));
