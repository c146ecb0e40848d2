-- Sessions inside a swap, members' time zones, calendar feeds, reminders and the hours prompt (ADR 70).

-- A member's IANA time zone; without a row the app uses UTC until the browser sets it after sign-up.
CREATE TABLE member_time_zones (
  member_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  time_zone text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- A session: proposed (its slots wait for the other member), scheduled (starts_at and duration set), or
-- cancelled. sequence is the iCalendar SEQUENCE of its invitation: it grows at each move and at cancellation.
-- reminded_*_at are the claims of the reminder job: set once, in the transaction that queues the reminder.
CREATE TABLE swap_sessions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  swap_id uuid NOT NULL REFERENCES swaps (id) ON DELETE CASCADE,
  teacher_id uuid NOT NULL REFERENCES users (id),
  proposed_by uuid NOT NULL REFERENCES users (id),
  status text NOT NULL DEFAULT 'proposed' CHECK (status IN ('proposed', 'scheduled', 'cancelled')),
  starts_at timestamptz,
  duration_minutes integer CHECK (duration_minutes BETWEEN 15 AND 480),
  place_kind text NOT NULL CHECK (place_kind IN ('online', 'in_person')),
  place text NOT NULL,
  note text,
  sequence integer NOT NULL DEFAULT 0,
  reminded_24h_at timestamptz,
  reminded_1h_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (status <> 'scheduled' OR (starts_at IS NOT NULL AND duration_minutes IS NOT NULL))
);
CREATE INDEX swap_sessions_swap_idx ON swap_sessions (swap_id);
CREATE INDEX swap_sessions_upcoming_idx ON swap_sessions (starts_at) WHERE status = 'scheduled';

-- The times proposed for a session that is not scheduled yet; replaced when the other member proposes others.
CREATE TABLE swap_session_slots (
  id bigserial PRIMARY KEY,
  session_id uuid NOT NULL REFERENCES swap_sessions (id) ON DELETE CASCADE,
  starts_at timestamptz NOT NULL,
  duration_minutes integer NOT NULL CHECK (duration_minutes BETWEEN 15 AND 480)
);
CREATE INDEX swap_session_slots_session_idx ON swap_session_slots (session_id);

-- A swap whose last session has ended, once its members have been asked to confirm hours: the primary key is
-- the claim that makes the prompt go out once, whichever process sees it first.
CREATE TABLE swap_session_prompts (
  swap_id uuid PRIMARY KEY REFERENCES swaps (id) ON DELETE CASCADE,
  prompted_at timestamptz NOT NULL
);

-- A member's private calendar feed: only the SHA-256 of the secret in its address is kept.
CREATE TABLE calendar_feeds (
  member_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Files sent with a mail (a calendar invitation): [{ "filename", "contentType", "content" }], text content.
ALTER TABLE outbox ADD COLUMN attachments jsonb;

-- Live updates (ADR 65): a session proposed, picked, moved or cancelled refreshes both members' swap pages.
CREATE FUNCTION live_on_swap_session() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  swap record;
BEGIN
  SELECT requester_id, recipient_id INTO swap FROM swaps WHERE id = NEW.swap_id;
  PERFORM live_queue(swap.requester_id, 'swap', NEW.swap_id);
  PERFORM live_queue(swap.recipient_id, 'swap', NEW.swap_id);
  RETURN NULL;
END;
$$;
CREATE TRIGGER swap_sessions_live AFTER INSERT OR UPDATE ON swap_sessions
  FOR EACH ROW EXECUTE FUNCTION live_on_swap_session();
