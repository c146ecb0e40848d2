-- A swap request to another exchange that nobody answers expires (ADR 215): the requester's node moves it to
-- 'expired' after the lifetime of a local request and carries that toward the recipient's node as a cancel
-- message, so the delivery column keeps its three kinds. The index finds the open requests this node sent,
-- oldest first, for the expiry job.
ALTER TABLE federation_swap_requests DROP CONSTRAINT federation_swap_requests_state_check;
ALTER TABLE federation_swap_requests ADD CONSTRAINT federation_swap_requests_state_check
  CHECK (state IN ('sending', 'pending', 'accepted', 'declined', 'refused', 'cancelled', 'expired'));
CREATE INDEX federation_swap_requests_open_sent_idx ON federation_swap_requests (created_at)
  WHERE state IN ('sending', 'pending') AND requester_member_id IS NOT NULL;
-- The requests this node's members were sent, for the same job's fallback when the requester's node is gone.
CREATE INDEX federation_swap_requests_open_received_idx ON federation_swap_requests (created_at)
  WHERE state = 'pending' AND recipient_member_id IS NOT NULL;
