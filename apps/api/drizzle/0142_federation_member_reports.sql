-- Reporting a member of another exchange (ADR 219). On the reporter's node the report is a row of `reports`
-- (kind 'remote_member', its target the swap request between the two), so the member's own moderators see it
-- and the member reads its outcome in "Your reports"; `partner_address` and `partner_label` name the member
-- of the other exchange. On the reported member's node it is a report about that member (kind 'member') with
-- no local reporter, the partner columns naming who reported them.
ALTER TABLE reports DROP CONSTRAINT reports_target_kind_check;
ALTER TABLE reports ADD CONSTRAINT reports_target_kind_check
  CHECK (target_kind IN ('member', 'message', 'review', 'post', 'direct_message', 'remote_member'));
ALTER TABLE reports ADD COLUMN partner_address text;
ALTER TABLE reports ADD COLUMN partner_label text;
-- The report as it travels, one id on every node along the swap request's path, as conversation messages do
-- (ADR 210): 'sending' while this node owes it to the next one, then 'delivered' or 'refused'; 'received' on
-- the reported member's node, where `report_id` is the report its moderators read.
CREATE TABLE federation_member_reports (
  id uuid PRIMARY KEY,
  request_id uuid NOT NULL REFERENCES federation_swap_requests(id) ON DELETE CASCADE,
  reporter text NOT NULL,
  reported text NOT NULL,
  reason text NOT NULL,
  details text CHECK (char_length(details) <= 1000),
  report_id uuid REFERENCES reports(id) ON DELETE SET NULL,
  from_link_id uuid REFERENCES federation_links(id),
  to_link_id uuid REFERENCES federation_links(id),
  delivery text NOT NULL CHECK (delivery IN ('sending', 'delivered', 'refused', 'received')),
  delivery_attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz,
  created_at timestamptz NOT NULL,
  CHECK (delivery <> 'sending' OR to_link_id IS NOT NULL)
);
CREATE INDEX federation_member_reports_due_idx ON federation_member_reports (next_attempt_at)
  WHERE delivery = 'sending';
-- One report from each member of a request reaches the other member's moderators: a node on the way cannot
-- fill their queue with the same member's reports under new ids.
CREATE UNIQUE INDEX federation_member_reports_received_idx ON federation_member_reports (request_id, reporter)
  WHERE delivery = 'received';
