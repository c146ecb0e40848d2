-- A requester may cancel a swap request to another exchange before it is answered (ADR 212): the state
-- 'cancelled', and the message that carries the cancellation toward the recipient's node ('cancel', over
-- to_link_id), written with the member's action and retried until acknowledged, as the others are.
ALTER TABLE federation_swap_requests DROP CONSTRAINT federation_swap_requests_state_check;
ALTER TABLE federation_swap_requests ADD CONSTRAINT federation_swap_requests_state_check
  CHECK (state IN ('sending', 'pending', 'accepted', 'declined', 'refused', 'cancelled'));
ALTER TABLE federation_swap_requests DROP CONSTRAINT federation_swap_requests_delivery_check;
ALTER TABLE federation_swap_requests ADD CONSTRAINT federation_swap_requests_delivery_check
  CHECK (delivery IN ('request', 'answer', 'cancel'));
ALTER TABLE federation_swap_requests ADD CONSTRAINT federation_swap_requests_cancel_link_check
  CHECK (delivery IS DISTINCT FROM 'cancel' OR to_link_id IS NOT NULL);
