-- Pending webhook deliveries in a restored backup can be held before the first start, as mail can (issue 34,
-- A.15): a held delivery is never claimed by the worker until an operator releases it or drops it.
ALTER TABLE webhook_deliveries DROP CONSTRAINT webhook_deliveries_status_check;
ALTER TABLE webhook_deliveries ADD CONSTRAINT webhook_deliveries_status_check
  CHECK (status IN ('pending', 'sending', 'delivered', 'failed', 'held'));
