-- Organisation webhooks (issue 23 item 10, ADR 131): an endpoint either belongs to its account (community_id
-- null, ADR 100) or to an organisation, registered by one of its admins (account_id); it stays when that admin
-- leaves the organisation, and goes with their account if it is deleted. An organisation's events carry it in webhook_events.scope_community_id, as ADR 100 foresaw.
ALTER TABLE webhook_endpoints
  ADD COLUMN community_id uuid REFERENCES organisations (community_id) ON DELETE CASCADE;
CREATE INDEX webhook_endpoints_community_idx ON webhook_endpoints (community_id)
  WHERE community_id IS NOT NULL;
