-- Webhooks (ADR 100). An Enterprise account's endpoints, the events about the account written in the transaction
-- of the change that causes them, one delivery row per event and endpoint (the worker's queue, claimed with
-- SKIP LOCKED under a lease like the mail outbox), and every attempt with its status code and latency.
CREATE TABLE webhook_endpoints (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  account_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  url text NOT NULL,
  event_types text[] NOT NULL,
  -- The signing secret, encrypted with a key derived from AUTH_SECRET (it must be readable to sign).
  secret_encrypted text NOT NULL,
  secret_last_characters text NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX webhook_endpoints_account_idx ON webhook_endpoints (account_id);

-- `account_id` is the account the event is about. `scope_community_id` stays null until organisations exist:
-- then an organisation's events carry its community and fan out to its admins' endpoints (ADR 100).
CREATE TABLE webhook_events (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  type text NOT NULL,
  account_id uuid REFERENCES users (id) ON DELETE CASCADE,
  scope_community_id uuid,
  payload jsonb NOT NULL,
  created_at timestamptz NOT NULL
);

CREATE TABLE webhook_deliveries (
  id bigserial PRIMARY KEY,
  event_id uuid NOT NULL REFERENCES webhook_events (id) ON DELETE CASCADE,
  endpoint_id uuid NOT NULL REFERENCES webhook_endpoints (id) ON DELETE CASCADE,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sending', 'delivered', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL,
  locked_until timestamptz,
  claim_id uuid,
  -- Retries stop this long after the event (24 hours); a redelivery from the log starts a new window.
  give_up_at timestamptz NOT NULL,
  delivered_at timestamptz,
  created_at timestamptz NOT NULL,
  UNIQUE (event_id, endpoint_id)
);
CREATE INDEX webhook_deliveries_due_idx ON webhook_deliveries (next_attempt_at) WHERE status = 'pending';
CREATE INDEX webhook_deliveries_sending_idx ON webhook_deliveries (locked_until) WHERE status = 'sending';
CREATE INDEX webhook_deliveries_endpoint_idx ON webhook_deliveries (endpoint_id, id DESC);

CREATE TABLE webhook_attempts (
  id bigserial PRIMARY KEY,
  delivery_id bigint NOT NULL REFERENCES webhook_deliveries (id) ON DELETE CASCADE,
  attempted_at timestamptz NOT NULL,
  status_code integer,
  latency_ms integer NOT NULL,
  error text
);
CREATE INDEX webhook_attempts_delivery_idx ON webhook_attempts (delivery_id, id DESC);
