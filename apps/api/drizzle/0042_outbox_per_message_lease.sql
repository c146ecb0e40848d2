-- One message at a time: a claimed row is 'sending' under its own short lease and claim id until the worker
-- records the outcome; 'waiting_for_server' marks a retry caused by an unreachable SMTP server, which is brought
-- forward as soon as the server answers again (ADR 54).
ALTER TABLE outbox DROP CONSTRAINT outbox_status_check;
ALTER TABLE outbox ADD CONSTRAINT outbox_status_check
  CHECK (status IN ('pending', 'sending', 'sent', 'failed'));
ALTER TABLE outbox ADD COLUMN claim_id uuid;
ALTER TABLE outbox ADD COLUMN waiting_for_server boolean NOT NULL DEFAULT false;
CREATE INDEX outbox_sending_idx ON outbox (locked_until) WHERE status = 'sending';
CREATE INDEX outbox_failed_idx ON outbox (id) WHERE status = 'failed';
