-- Web push (issue 26, item 6; ADR 105): the server's VAPID key pair, the devices that receive push, and each
-- member's push categories and quiet hours.

-- One key pair for the whole site, made on first use (a browser's subscription is bound to the public key, so
-- it is never rotated silently); the private key is sealed with a key derived from AUTH_SECRET.
CREATE TABLE push_vapid_keys (
  id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  public_key text NOT NULL,
  private_key_encrypted text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- A browser's push subscription: one device of one member. An endpoint belongs to one member at a time.
CREATE TABLE push_subscriptions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  member_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  endpoint text NOT NULL UNIQUE,
  p256dh text NOT NULL,
  auth text NOT NULL,
  device_label text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  last_pushed_at timestamptz
);
CREATE INDEX push_subscriptions_member_idx ON push_subscriptions (member_id);

-- Categories the member receives by push (all until switched off) and quiet hours in their own zone, as
-- minutes after midnight; a window may cross midnight (22:00-07:00).
CREATE TABLE push_preferences (
  member_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  disabled_categories text[] NOT NULL DEFAULT '{}',
  quiet_start_minute smallint CHECK (quiet_start_minute BETWEEN 0 AND 1439),
  quiet_end_minute smallint CHECK (quiet_end_minute BETWEEN 0 AND 1439),
  quiet_time_zone text,
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((quiet_start_minute IS NULL) = (quiet_end_minute IS NULL)
    AND (quiet_start_minute IS NULL) = (quiet_time_zone IS NULL))
);
