-- Swap requests to members of other exchanges (ADR 206): a request as each node along its path keeps it, with one
-- id on every node. The requester's node has requester_member_id and to_link_id (where it went); the recipient's
-- node has recipient_member_id and from_link_id (where it came from); a hub between them has both links. The
-- message this node owes the next one ('request' toward the recipient, 'answer' back toward the requester) is
-- written with the member's action, in the same transaction, and retried until the next node acknowledges it.
CREATE TABLE federation_swap_requests (
  id uuid PRIMARY KEY,
  requester text NOT NULL,
  recipient text NOT NULL CHECK (recipient <> requester),
  requester_name text NOT NULL,
  recipient_name text NOT NULL,
  message text NOT NULL CHECK (char_length(message) <= 1000),
  state text NOT NULL CHECK (state IN ('sending', 'pending', 'accepted', 'declined', 'refused')),
  refusal text,
  from_link_id uuid REFERENCES federation_links(id),
  to_link_id uuid REFERENCES federation_links(id),
  requester_member_id uuid REFERENCES users(id) ON DELETE SET NULL,
  recipient_member_id uuid REFERENCES users(id) ON DELETE SET NULL,
  delivery text CHECK (delivery IN ('request', 'answer')),
  delivery_attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  CHECK (delivery IS DISTINCT FROM 'request' OR to_link_id IS NOT NULL),
  CHECK (delivery IS DISTINCT FROM 'answer' OR from_link_id IS NOT NULL)
);
CREATE INDEX federation_swap_requests_due_idx ON federation_swap_requests (next_attempt_at)
  WHERE delivery IS NOT NULL;
CREATE INDEX federation_swap_requests_requester_idx
  ON federation_swap_requests (requester_member_id, created_at DESC);
CREATE INDEX federation_swap_requests_recipient_idx
  ON federation_swap_requests (recipient_member_id, created_at DESC);
-- One open request from a member to a given member of another exchange.
CREATE UNIQUE INDEX federation_swap_requests_open_idx
  ON federation_swap_requests (requester_member_id, recipient)
  WHERE state IN ('sending', 'pending') AND requester_member_id IS NOT NULL;
