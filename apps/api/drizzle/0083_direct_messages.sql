-- Elite first messages (issue 24 item 8; ADR 116): a conversation between two members opened without a swap
-- request. One per pair, whoever opened it; the opener and the day it was opened count against the opener's
-- 10 new conversations a UTC day. A member's choice to refuse first messages is a row here (none: allowed).
CREATE TABLE direct_conversations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  opener_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  recipient_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_message_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT direct_conversations_not_self CHECK (opener_id <> recipient_id)
);
CREATE UNIQUE INDEX direct_conversations_pair_idx
  ON direct_conversations (least(opener_id, recipient_id), greatest(opener_id, recipient_id));
CREATE INDEX direct_conversations_opener_idx ON direct_conversations (opener_id, created_at);
CREATE INDEX direct_conversations_recipient_idx ON direct_conversations (recipient_id);

CREATE TABLE direct_messages (
  id bigserial PRIMARY KEY,
  conversation_id uuid NOT NULL REFERENCES direct_conversations (id) ON DELETE CASCADE,
  sender_id uuid REFERENCES users (id) ON DELETE SET NULL,
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX direct_messages_conversation_idx ON direct_messages (conversation_id, id);

CREATE TABLE direct_message_reads (
  conversation_id uuid NOT NULL REFERENCES direct_conversations (id) ON DELETE CASCADE,
  member_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  last_read_message_id bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (conversation_id, member_id)
);

CREATE TABLE direct_message_settings (
  member_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  allows_first_messages boolean NOT NULL
);
