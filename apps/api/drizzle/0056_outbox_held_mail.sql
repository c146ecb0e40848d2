-- An operator can hold queued mail (a server started on a restored backup would otherwise send again what was
-- pending when the backup was taken) and then release or drop it; held and dropped mail is never claimed (ADR 75).
ALTER TABLE outbox DROP CONSTRAINT outbox_status_check;
ALTER TABLE outbox ADD CONSTRAINT outbox_status_check
  CHECK (status IN ('pending', 'sending', 'sent', 'failed', 'held', 'dropped'));
