-- In-app notifications and each member's choice of which ones also arrive by e-mail.
CREATE TABLE notifications (
  id bigserial PRIMARY KEY,
  member_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  type text NOT NULL,
  title text NOT NULL,
  body text NOT NULL,
  link text,
  swap_id uuid REFERENCES swaps (id) ON DELETE CASCADE,
  read_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX notifications_member_idx ON notifications (member_id, id DESC);
CREATE INDEX notifications_unread_idx ON notifications (member_id, swap_id, type) WHERE read_at IS NULL;

CREATE TABLE notification_preferences (
  member_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  -- E-mail is on for every type unless the member switched it off here.
  email_disabled text[] NOT NULL DEFAULT '{}',
  updated_at timestamptz NOT NULL DEFAULT now()
);
