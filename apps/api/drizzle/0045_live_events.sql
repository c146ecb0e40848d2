-- Live updates (ADR 65): what each member's open tabs must learn, kept a bounded time so a reconnecting stream
-- replays what it missed. Triggers on the tables that change write the events, so every write path (routes,
-- jobs, operator commands) publishes in its own transaction and none can forget to.

-- seq is the member's event number, the stream's Last-Event-ID. It is given at commit, under the member's
-- counter row lock, so a member's events become visible in seq order: a reader that sees seq n sees every
-- smaller one, and resuming "after n" never skips an event that committed later with a smaller number.
-- No foreign keys to users: a key-share lock on the member's row would add a lock to every transaction that
-- publishes (ADR 43 orders those); the pruning job drops what belongs to members who are gone.
CREATE TABLE live_event_counters (
  member_id uuid PRIMARY KEY,
  last_seq bigint NOT NULL DEFAULT 0
);

CREATE TABLE live_events (
  id bigserial PRIMARY KEY,
  member_id uuid NOT NULL,
  seq bigint,
  kind text NOT NULL CHECK (kind IN ('message', 'notification', 'swap')),
  swap_id uuid,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX live_events_member_seq_idx ON live_events (member_id, seq);
CREATE INDEX live_events_created_at_idx ON live_events (created_at);
CREATE INDEX live_events_unnumbered_idx ON live_events (member_id) WHERE seq IS NULL;

-- One row per transaction that queued events, so the numbering below runs once per commit rather than once
-- per event (which would rescan the transaction's own queue for each of its events).
CREATE TABLE live_commit_marks (
  id bigserial PRIMARY KEY
);

-- Row triggers only queue the event (no lock taken mid-transaction); the deferred trigger below numbers them.
-- The transaction-local setting notes that this transaction has marked itself (undone with a rolled-back
-- savepoint, like the rows).
CREATE FUNCTION live_queue(member uuid, event_kind text, swap uuid) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF member IS NULL THEN RETURN; END IF;
  INSERT INTO live_events (member_id, kind, swap_id) VALUES (member, event_kind, swap);
  IF current_setting('live.marked', true) IS DISTINCT FROM 'yes' THEN
    PERFORM set_config('live.marked', 'yes', true);
    INSERT INTO live_commit_marks DEFAULT VALUES;
  END IF;
END;
$$;

-- At commit: numbers this transaction's queued events, locking the members' counters in member order (so two
-- committing transactions never wait on each other in a cycle), and tells every server process which members
-- have news. Events of other transactions that are still open are invisible here, so `seq IS NULL` finds
-- exactly this transaction's own.
CREATE FUNCTION live_number_events() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  member uuid;
  next_seq bigint;
  queued record;
BEGIN
  DELETE FROM live_commit_marks WHERE id = NEW.id;
  FOR member IN SELECT DISTINCT member_id FROM live_events WHERE seq IS NULL ORDER BY member_id LOOP
    INSERT INTO live_event_counters AS c (member_id, last_seq) VALUES (member, 0)
      ON CONFLICT (member_id) DO UPDATE SET last_seq = c.last_seq
      RETURNING c.last_seq INTO next_seq;
    FOR queued IN SELECT id FROM live_events WHERE member_id = member AND seq IS NULL ORDER BY id LOOP
      next_seq := next_seq + 1;
      UPDATE live_events SET seq = next_seq WHERE id = queued.id;
    END LOOP;
    UPDATE live_event_counters SET last_seq = next_seq WHERE member_id = member;
    PERFORM pg_notify('live_events', member::text || ':' || next_seq::text);
  END LOOP;
  RETURN NULL;
END;
$$;
CREATE CONSTRAINT TRIGGER live_events_number AFTER INSERT ON live_commit_marks
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION live_number_events();

-- A message: both members' tabs refresh the thread (the sender's other tabs too) and My Swaps' unread counts.
CREATE FUNCTION live_on_message() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  swap record;
BEGIN
  SELECT requester_id, recipient_id INTO swap FROM swaps WHERE id = NEW.swap_id;
  PERFORM live_queue(swap.requester_id, 'message', NEW.swap_id);
  PERFORM live_queue(swap.recipient_id, 'message', NEW.swap_id);
  RETURN NULL;
END;
$$;
CREATE TRIGGER swap_messages_live AFTER INSERT ON swap_messages
  FOR EACH ROW EXECUTE FUNCTION live_on_message();

-- A new swap or a status change: both members' My Swaps tabs and the open swap page.
CREATE FUNCTION live_on_swap() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM live_queue(NEW.requester_id, 'swap', NEW.id);
  PERFORM live_queue(NEW.recipient_id, 'swap', NEW.id);
  RETURN NULL;
END;
$$;
CREATE TRIGGER swaps_live_created AFTER INSERT ON swaps
  FOR EACH ROW EXECUTE FUNCTION live_on_swap();
CREATE TRIGGER swaps_live_status AFTER UPDATE OF status ON swaps
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status) EXECUTE FUNCTION live_on_swap();

-- The bell: a new notification, or notifications read (in another tab), change the member's unread count.
-- One event per member per statement, however many rows "mark all read" touched.
CREATE FUNCTION live_on_notifications() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  member uuid;
BEGIN
  FOR member IN SELECT DISTINCT member_id FROM changed_notifications LOOP
    PERFORM live_queue(member, 'notification', NULL);
  END LOOP;
  RETURN NULL;
END;
$$;
CREATE TRIGGER notifications_live_created AFTER INSERT ON notifications
  REFERENCING NEW TABLE AS changed_notifications
  FOR EACH STATEMENT EXECUTE FUNCTION live_on_notifications();
CREATE TRIGGER notifications_live_read AFTER UPDATE ON notifications
  REFERENCING NEW TABLE AS changed_notifications
  FOR EACH STATEMENT EXECUTE FUNCTION live_on_notifications();
