-- The conversation of a swap request across exchanges (ADR 210): messages either member writes after the
-- request's own, as each node along the request's path keeps them, with one id on every node. The author's node
-- has author_member_id and to_link_id (where it goes); a hub has both links; the other member's node has
-- from_link_id. `delivery` is 'sending' while this node owes the message to the next one (written with the
-- member's post, in the same transaction, and retried until acknowledged), then 'delivered' or 'refused' (the
-- far side refused it for good); 'received' on the node of the member it is for.
CREATE TABLE federation_swap_messages (
  id uuid PRIMARY KEY,
  request_id uuid NOT NULL REFERENCES federation_swap_requests(id) ON DELETE CASCADE,
  seq bigserial NOT NULL UNIQUE,
  author text NOT NULL,
  author_member_id uuid REFERENCES users(id) ON DELETE SET NULL,
  body text NOT NULL CHECK (char_length(body) BETWEEN 1 AND 1000),
  from_link_id uuid REFERENCES federation_links(id),
  to_link_id uuid REFERENCES federation_links(id),
  delivery text NOT NULL CHECK (delivery IN ('sending', 'delivered', 'refused', 'received')),
  delivery_attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz,
  created_at timestamptz NOT NULL,
  CHECK (delivery <> 'sending' OR to_link_id IS NOT NULL)
);
CREATE INDEX federation_swap_messages_request_idx ON federation_swap_messages (request_id, seq);
CREATE INDEX federation_swap_messages_due_idx ON federation_swap_messages (next_attempt_at)
  WHERE delivery = 'sending';
