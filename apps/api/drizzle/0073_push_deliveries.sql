-- One push of one notification to one device (issue 26, item 6; ADR 105). Queued in the transaction that
-- creates the notification, claimed by one server process at a time (FOR UPDATE SKIP LOCKED, a lease and a
-- claim id as in the mail outbox), so each is sent once even with several processes.
CREATE TABLE push_deliveries (
  id bigserial PRIMARY KEY,
  notification_id bigint NOT NULL REFERENCES notifications (id) ON DELETE CASCADE,
  subscription_id uuid NOT NULL REFERENCES push_subscriptions (id) ON DELETE CASCADE,
  status text NOT NULL DEFAULT 'pending'
    CHECK (status IN ('pending', 'sending', 'sent', 'failed', 'dropped')),
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  locked_until timestamptz,
  claim_id uuid,
  last_error text,
  -- Why a push was not sent or waited (e.g. 'quiet hours', 'read in the app').
  note text,
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz,
  UNIQUE (notification_id, subscription_id)
);
CREATE INDEX push_deliveries_due_idx ON push_deliveries (next_attempt_at) WHERE status IN ('pending', 'sending');
CREATE INDEX push_deliveries_subscription_idx ON push_deliveries (subscription_id);
