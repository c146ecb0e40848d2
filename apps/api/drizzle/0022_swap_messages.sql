-- The message thread of each swap, between its two members only, and how far each has read it.
CREATE TABLE swap_messages (
  id bigserial PRIMARY KEY,
  swap_id uuid NOT NULL REFERENCES swaps (id) ON DELETE CASCADE,
  sender_id uuid REFERENCES users (id) ON DELETE SET NULL,
  body text NOT NULL CHECK (char_length(body) BETWEEN 1 AND 2000),
  -- The sender's Idempotency-Key: a retried send returns the first message instead of a second one.
  client_key text CHECK (char_length(client_key) <= 100),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX swap_messages_swap_idx ON swap_messages (swap_id, id);
CREATE UNIQUE INDEX swap_messages_client_key_idx ON swap_messages (swap_id, sender_id, client_key)
  WHERE client_key IS NOT NULL;

CREATE TABLE swap_message_reads (
  swap_id uuid NOT NULL REFERENCES swaps (id) ON DELETE CASCADE,
  member_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  last_read_message_id bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (swap_id, member_id)
);
