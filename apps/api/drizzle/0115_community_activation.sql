-- The activation queue (issue 38, item 7; ADR 173). Coordinators see who has not made a first exchange, which
-- requests and board posts wait for an answer, and who went quiet; each nudge they send is kept, so the queue can
-- show what happened after it. The partial indexes let the queue find each member's exchanges (completed swaps
-- on either side) without reading swaps still under way.
CREATE TABLE activation_nudges (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  seq bigserial NOT NULL UNIQUE,
  community_id uuid NOT NULL REFERENCES communities(id) ON DELETE CASCADE,
  member_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  reason text NOT NULL
    CHECK (reason IN ('never_exchanged', 'dormant', 'unanswered_request', 'unanswered_post')),
  -- The swap request or board post of an unanswered_* nudge; not a foreign key, so the record outlives them.
  subject_id uuid,
  message text NOT NULL,
  suggestion_kind text CHECK (suggestion_kind IN ('match', 'post', 'workshop')),
  suggestion_label text,
  suggestion_link text,
  sent_by uuid REFERENCES users(id) ON DELETE SET NULL,
  sent_at timestamptz NOT NULL,
  CHECK ((subject_id IS NULL) = (reason IN ('never_exchanged', 'dormant'))),
  CHECK ((suggestion_kind IS NULL) = (suggestion_link IS NULL))
);
CREATE INDEX activation_nudges_community_idx ON activation_nudges (community_id, seq DESC);
CREATE INDEX activation_nudges_member_idx ON activation_nudges (community_id, member_id, sent_at DESC);

-- The queue leaves out deleted members; few are, so this index stays small.
CREATE INDEX profiles_deleted_idx ON profiles (id) WHERE deleted_at IS NOT NULL;

CREATE INDEX swaps_requester_completed_idx ON swaps (requester_id, updated_at) WHERE status = 'completed';
CREATE INDEX swaps_recipient_completed_idx ON swaps (recipient_id, updated_at) WHERE status = 'completed';

-- Every exchange a member took part in, one row each with its moment: a completed swap on either side, a workshop
-- attended or hosted with someone attending, a recorded exchange not reversed (from when it was recorded, or the
-- end of its day when recorded later, as imported history is). A filter on member_id reaches each source's index.
CREATE VIEW member_exchanges AS
  SELECT s.requester_id AS member_id, s.updated_at AS at FROM swaps s WHERE s.status = 'completed'
  UNION ALL
  SELECT s.recipient_id, s.updated_at FROM swaps s WHERE s.status = 'completed'
  UNION ALL
  SELECT rp.teacher_id, least(e.created_at, (e.happened_on + 1)::timestamp AT TIME ZONE 'UTC')
  FROM recorded_exchange_parts rp JOIN recorded_exchanges e ON e.id = rp.exchange_id
  WHERE e.outcome IS DISTINCT FROM 'reversed'
  UNION ALL
  SELECT rp.learner_id, least(e.created_at, (e.happened_on + 1)::timestamp AT TIME ZONE 'UTC')
  FROM recorded_exchange_parts rp JOIN recorded_exchanges e ON e.id = rp.exchange_id
  WHERE e.outcome IS DISTINCT FROM 'reversed'
  UNION ALL
  SELECT b.learner_id, w.starts_at FROM workshop_bookings b JOIN workshops w ON w.id = b.workshop_id
  WHERE b.status = 'attended'
  UNION ALL
  SELECT w.host_id, w.starts_at FROM workshops w
  WHERE EXISTS (SELECT 1 FROM workshop_bookings b WHERE b.workshop_id = w.id AND b.status = 'attended');

-- Each member's first and last exchange, kept by the database as exchanges are made or undone, so the queue of a
-- community of thousands reads one row per member instead of searching every source for each. The triggers run
-- at commit (deferred), after the transaction took its ledger locks in ADR 43's order, and touch two members in
-- id order: concurrent exchanges of the same members wait for each other instead of deadlocking.
CREATE TABLE member_exchange_activity (
  member_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  first_exchange_at timestamptz NOT NULL,
  last_exchange_at timestamptz NOT NULL
);
INSERT INTO member_exchange_activity (member_id, first_exchange_at, last_exchange_at)
  SELECT e.member_id, min(e.at), max(e.at) FROM member_exchanges e JOIN users u ON u.id = e.member_id
  GROUP BY e.member_id;

CREATE FUNCTION skillswap_refresh_exchange_activity(who uuid) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  first_at timestamptz;
  last_at timestamptz;
BEGIN
  IF who IS NULL THEN
    RETURN;
  END IF;
  SELECT min(e.at), max(e.at) INTO first_at, last_at FROM member_exchanges e WHERE e.member_id = who;
  IF first_at IS NULL THEN
    DELETE FROM member_exchange_activity WHERE member_id = who;
  ELSE
    INSERT INTO member_exchange_activity (member_id, first_exchange_at, last_exchange_at)
      VALUES (who, first_at, last_at)
      ON CONFLICT (member_id) DO UPDATE
        SET first_exchange_at = EXCLUDED.first_exchange_at, last_exchange_at = EXCLUDED.last_exchange_at;
  END IF;
END $$;

-- An exchange made: the member's first and last move out to include it (cheaper than the full search above,
-- which runs only when an exchange is undone or moved).
CREATE FUNCTION skillswap_note_exchange(who uuid, happened timestamptz) RETURNS void LANGUAGE sql AS $$
  INSERT INTO member_exchange_activity (member_id, first_exchange_at, last_exchange_at)
    SELECT who, happened, happened WHERE who IS NOT NULL
    ON CONFLICT (member_id) DO UPDATE
      SET first_exchange_at = least(member_exchange_activity.first_exchange_at, EXCLUDED.first_exchange_at),
        last_exchange_at = greatest(member_exchange_activity.last_exchange_at, EXCLUDED.last_exchange_at);
$$;

CREATE FUNCTION skillswap_swap_exchange_activity() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status = 'completed' AND (TG_OP = 'INSERT' OR OLD.status IS DISTINCT FROM 'completed') THEN
    PERFORM skillswap_note_exchange(least(NEW.requester_id, NEW.recipient_id), NEW.updated_at);
    PERFORM skillswap_note_exchange(greatest(NEW.requester_id, NEW.recipient_id), NEW.updated_at);
  ELSIF TG_OP = 'UPDATE' AND OLD.status = 'completed'
    AND (NEW.status <> 'completed' OR OLD.updated_at IS DISTINCT FROM NEW.updated_at) THEN
    PERFORM skillswap_refresh_exchange_activity(least(NEW.requester_id, NEW.recipient_id));
    PERFORM skillswap_refresh_exchange_activity(greatest(NEW.requester_id, NEW.recipient_id));
  END IF;
  RETURN NULL;
END $$;
CREATE CONSTRAINT TRIGGER swaps_exchange_activity AFTER INSERT OR UPDATE OF status, updated_at ON swaps
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION skillswap_swap_exchange_activity();

CREATE FUNCTION skillswap_booking_exchange_activity() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (TG_OP = 'INSERT' AND NEW.status = 'attended')
    OR (TG_OP = 'UPDATE' AND OLD.status IS DISTINCT FROM NEW.status
      AND (OLD.status = 'attended' OR NEW.status = 'attended')) THEN
    PERFORM skillswap_refresh_exchange_activity(NEW.learner_id);
    PERFORM skillswap_refresh_exchange_activity((SELECT host_id FROM workshops WHERE id = NEW.workshop_id));
  END IF;
  RETURN NULL;
END $$;
CREATE CONSTRAINT TRIGGER workshop_bookings_exchange_activity
  AFTER INSERT OR UPDATE OF status ON workshop_bookings
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION skillswap_booking_exchange_activity();

CREATE FUNCTION skillswap_recorded_part_exchange_activity() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  happened timestamptz;
BEGIN
  SELECT least(e.created_at, (e.happened_on + 1)::timestamp AT TIME ZONE 'UTC') INTO happened
  FROM recorded_exchanges e WHERE e.id = NEW.exchange_id AND e.outcome IS DISTINCT FROM 'reversed';
  IF happened IS NOT NULL THEN
    PERFORM skillswap_note_exchange(least(NEW.teacher_id, NEW.learner_id), happened);
    PERFORM skillswap_note_exchange(greatest(NEW.teacher_id, NEW.learner_id), happened);
  END IF;
  RETURN NULL;
END $$;
CREATE CONSTRAINT TRIGGER recorded_exchange_parts_exchange_activity AFTER INSERT ON recorded_exchange_parts
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION skillswap_recorded_part_exchange_activity();

CREATE FUNCTION skillswap_recorded_outcome_exchange_activity() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.outcome IS DISTINCT FROM NEW.outcome THEN
    PERFORM skillswap_refresh_exchange_activity(who)
    FROM (SELECT teacher_id FROM recorded_exchange_parts WHERE exchange_id = NEW.id
          UNION SELECT learner_id FROM recorded_exchange_parts WHERE exchange_id = NEW.id ORDER BY 1) parties(who);
  END IF;
  RETURN NULL;
END $$;
CREATE CONSTRAINT TRIGGER recorded_exchanges_exchange_activity AFTER UPDATE OF outcome ON recorded_exchanges
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION skillswap_recorded_outcome_exchange_activity();
