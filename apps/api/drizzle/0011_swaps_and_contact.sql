-- Swap requests and their history, and messages sent through the contact form.

-- A swap between two members. The requester teaches offered_skill for hours_offered; the recipient teaches
-- requested_skill for hours_requested. The whole lifecycle (product rules R3.3) lives in status; what happened when
-- is in swap_events.
CREATE TABLE swaps (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  requester_id uuid NOT NULL REFERENCES users (id),
  recipient_id uuid NOT NULL REFERENCES users (id),
  offered_skill text NOT NULL,
  requested_skill text NOT NULL,
  message text NOT NULL DEFAULT '',
  hours_offered numeric(5, 2) NOT NULL DEFAULT 1 CHECK (hours_offered >= 0 AND hours_offered <= 100),
  hours_requested numeric(5, 2) NOT NULL DEFAULT 1 CHECK (hours_requested >= 0 AND hours_requested <= 100),
  status text NOT NULL DEFAULT 'requested'
    CHECK (status IN ('requested', 'accepted', 'declined', 'cancelled', 'expired', 'completed', 'disputed')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  -- An unanswered request expires (14 days); null once it is answered.
  expires_at timestamptz,
  CHECK (requester_id <> recipient_id)
);
-- At most one open request between the same two members, whichever of them asked; the service checks first
-- for a friendly message, and this index settles races.
CREATE UNIQUE INDEX swaps_one_open_request_idx
  ON swaps (least(requester_id, recipient_id), greatest(requester_id, recipient_id))
  WHERE status = 'requested';
CREATE INDEX swaps_requester_idx ON swaps (requester_id, created_at DESC);
CREATE INDEX swaps_recipient_idx ON swaps (recipient_id, created_at DESC);
CREATE INDEX swaps_expiry_idx ON swaps (expires_at) WHERE status = 'requested';

-- Append-only history of a swap: created, accepted, cancelled (and by whom, and why).
CREATE TABLE swap_events (
  id bigserial PRIMARY KEY,
  swap_id uuid NOT NULL REFERENCES swaps (id) ON DELETE CASCADE,
  type text NOT NULL,
  actor_id uuid REFERENCES users (id),
  note text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX swap_events_swap_idx ON swap_events (swap_id, id);

CREATE TABLE contact_messages (
  id bigserial PRIMARY KEY,
  -- The signed-in sender, or null for a visitor; kept null if that member is later purged.
  user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  name text NOT NULL,
  email text NOT NULL,
  subject text NOT NULL,
  message text NOT NULL,
  status text NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'open', 'closed')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX contact_messages_status_idx ON contact_messages (status, created_at DESC);
