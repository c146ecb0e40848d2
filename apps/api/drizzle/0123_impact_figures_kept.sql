-- Impact figures kept as exchanges happen (issue 39, ADR 182). A report no longer rebuilds the period's exchanges
-- from swaps, seats and recorded parts on every request: each ledger transfer is filed once, at the commit of the
-- transaction that wrote it, by triggers on the ledger (so every writer is covered, whatever module it is in), and
-- the report adds up small per-day and per-month tables. Everything here is a function of the ledger, the rows an
-- exchange is read from and the communities' memberships, exactly as the report read them (ADR 174); a change to
-- any of those re-files the transfers it touches. `impact_rebuild()` files every transfer again from scratch.
--
-- A scope is a community (its id) or the install (the nil uuid). A transfer is in a community's scope when one
-- of its exchange's members, or one of the accounts it moved, was the community's member when it was made (or is
-- the community's fund).

-- One row per direction of teaching of an exchange transfer: a completed swap is one or two (the hours each member
-- taught, when more than 0), a workshop seat settled as attended one (its price), a recorded or imported part one.
-- `undone`: the seat was refunded or the recorded exchange reversed since.
CREATE TABLE impact_parts (
  transfer_id bigint NOT NULL REFERENCES ledger_transfers (id),
  direction smallint NOT NULL,
  at timestamptz NOT NULL,
  source text NOT NULL CHECK (source IN ('swap', 'workshop', 'recorded')),
  teacher_id uuid,
  learner_id uuid,
  hours numeric NOT NULL,
  skill text,
  category text,
  undone boolean NOT NULL,
  PRIMARY KEY (transfer_id, direction)
);
CREATE INDEX impact_parts_teacher_idx ON impact_parts (teacher_id, at);
CREATE INDEX impact_parts_learner_idx ON impact_parts (learner_id, at);

-- Each transfer in each scope it belongs to: the exchange's members who were in the scope when it was made, the
-- ledger line and SkillCoin moved on the scope's accounts (null when none), and, for an exchange counted with
-- two members, the pair and the days of the pair's two previous exchanges in the scope ('-infinity' when none).
CREATE TABLE impact_transfer_scopes (
  scope_id uuid NOT NULL,
  transfer_id bigint NOT NULL REFERENCES ledger_transfers (id),
  at timestamptz NOT NULL,
  members_in uuid[],
  moved_on date,
  line text,
  credited numeric,
  debited numeric,
  pair_a uuid,
  pair_b uuid,
  prev1 date,
  prev2 date,
  PRIMARY KEY (transfer_id, scope_id)
);
CREATE INDEX impact_transfer_scopes_pair_idx ON impact_transfer_scopes (scope_id, pair_a, pair_b, at)
  WHERE pair_a IS NOT NULL;

-- Exchanges by day: transfers (each once), directions and hours, by source, undone or not, with both members in
-- the scope or not, and by category (recorded) or skill as written (swaps and workshops; '' for none).
CREATE TABLE impact_exchange_days (
  scope_id uuid NOT NULL,
  day date NOT NULL,
  source text NOT NULL,
  undone boolean NOT NULL,
  both_in boolean NOT NULL,
  category text NOT NULL,
  skill text NOT NULL,
  transfers integer NOT NULL,
  parts integer NOT NULL,
  hours numeric NOT NULL,
  PRIMARY KEY (scope_id, day, source, undone, both_in, category, skill)
);

-- Each member's counted exchanges in a scope while in it, by day, month and year (`starts` is the day, or the
-- first day of the month or year): a report reads whole years and months, and adds or takes away days.
CREATE TABLE impact_member_periods (
  scope_id uuid NOT NULL,
  grain text NOT NULL CHECK (grain IN ('day', 'month', 'year')),
  starts date NOT NULL,
  member_id uuid NOT NULL,
  parts integer NOT NULL,
  hours numeric NOT NULL,
  PRIMARY KEY (scope_id, grain, starts, member_id)
);

-- Pairs' counted exchanges by day and the days of the pair's two previous ones in the scope: the pairs of a
-- period are its exchanges whose previous one is before it, those who exchanged again are those whose second
-- previous one is before it, less the pairs.
CREATE TABLE impact_pair_days (
  scope_id uuid NOT NULL,
  day date NOT NULL,
  prev1 date NOT NULL,
  prev2 date NOT NULL,
  transfers integer NOT NULL,
  PRIMARY KEY (scope_id, day, prev1, prev2)
);

-- Every ledger movement on a scope's accounts by day and line: transfers (each once), credited and debited.
CREATE TABLE impact_ledger_days (
  scope_id uuid NOT NULL,
  day date NOT NULL,
  line text NOT NULL,
  transfers integer NOT NULL,
  credited numeric NOT NULL,
  debited numeric NOT NULL,
  PRIMARY KEY (scope_id, day, line)
);

-- Transfers to file again at the commit of the transaction that queued them.
CREATE TABLE impact_pending_transfers (transfer_id bigint PRIMARY KEY);

-- A member's memberships are found by member when a transfer is filed.
CREATE INDEX community_members_member_joined_idx ON community_members (member_id, joined_at);

-- The in-scope directions of the given transfers, as the aggregates count them.
CREATE FUNCTION impact_scoped_parts(ids bigint[])
RETURNS TABLE (scope_id uuid, transfer_id bigint, day date, source text, undone boolean, both_in boolean,
  category text, skill text, first boolean, hours numeric, teacher_id uuid, learner_id uuid, teacher_in boolean,
  learner_in boolean)
LANGUAGE sql STABLE AS $$
  SELECT s.scope_id, p.transfer_id, (p.at AT TIME ZONE 'UTC')::date, p.source, p.undone, f.ti AND f.li,
    coalesce(p.category, ''), coalesce(p.skill, ''),
    p.direction = min(p.direction) OVER (PARTITION BY s.scope_id, p.transfer_id), p.hours, p.teacher_id,
    p.learner_id, f.ti, f.li
  FROM unnest(ids) AS i(id)
  JOIN impact_transfer_scopes s ON s.transfer_id = i.id
  JOIN impact_parts p ON p.transfer_id = i.id
  CROSS JOIN LATERAL (SELECT coalesce(p.teacher_id = ANY (s.members_in), false) AS ti,
    coalesce(p.learner_id = ANY (s.members_in), false) AS li) f
  WHERE (f.ti OR f.li OR s.scope_id = '00000000-0000-0000-0000-000000000000'::uuid)
$$;

-- Adds (sign 1) or takes away (sign -1) the given transfers' filed rows to or from the day and month tables.
CREATE FUNCTION impact_apply(ids bigint[], sign integer) RETURNS void LANGUAGE sql SET jit = off AS $$
  INSERT INTO impact_exchange_days AS x (scope_id, day, source, undone, both_in, category, skill, transfers, parts,
    hours)
  SELECT scope_id, day, source, undone, both_in, category, skill, sign * count(*) FILTER (WHERE first),
    sign * count(*), sign * sum(hours)
  FROM impact_scoped_parts(ids)
  GROUP BY 1, 2, 3, 4, 5, 6, 7
  ON CONFLICT (scope_id, day, source, undone, both_in, category, skill) DO UPDATE
    SET transfers = x.transfers + EXCLUDED.transfers, parts = x.parts + EXCLUDED.parts,
      hours = x.hours + EXCLUDED.hours;

  INSERT INTO impact_member_periods AS x (scope_id, grain, starts, member_id, parts, hours)
  SELECT side.scope_id, g.grain,
    CASE WHEN g.grain = 'day' THEN side.day ELSE date_trunc(g.grain, side.day)::date END, side.member_id,
    sign * count(*), sign * sum(side.hours)
  FROM (
    SELECT scope_id, day, teacher_id AS member_id, hours FROM impact_scoped_parts(ids)
    WHERE NOT undone AND teacher_in
    UNION ALL
    SELECT scope_id, day, learner_id, hours FROM impact_scoped_parts(ids) WHERE NOT undone AND learner_in
  ) side
  CROSS JOIN (VALUES ('day'), ('month'), ('year')) AS g(grain)
  GROUP BY 1, 2, 3, 4
  ON CONFLICT (scope_id, grain, starts, member_id) DO UPDATE
    SET parts = x.parts + EXCLUDED.parts, hours = x.hours + EXCLUDED.hours;

  INSERT INTO impact_ledger_days AS x (scope_id, day, line, transfers, credited, debited)
  SELECT scope_id, moved_on, line, sign * count(*), sign * sum(credited), sign * sum(debited)
  FROM unnest(ids) AS i(id) JOIN impact_transfer_scopes ON transfer_id = i.id
  WHERE line IS NOT NULL
  GROUP BY 1, 2, 3
  ON CONFLICT (scope_id, day, line) DO UPDATE
    SET transfers = x.transfers + EXCLUDED.transfers, credited = x.credited + EXCLUDED.credited,
      debited = x.debited + EXCLUDED.debited;
$$;

-- Files the given transfers again: takes their rows away, reads them afresh from the ledger, the exchange's own
-- rows and the memberships, adds them back, and recounts the pairs they touch. Planned for the transfers given
-- each time (one at a commit, thousands in a backfill), and without JIT, whose compiling cost more than the work.
CREATE FUNCTION impact_refresh(ids bigint[]) RETURNS void LANGUAGE plpgsql
SET jit = off SET plan_cache_mode = force_custom_plan AS $$
DECLARE
  install constant uuid := '00000000-0000-0000-0000-000000000000';
  old_pairs jsonb;
  new_pairs jsonb;
BEGIN
  IF ids IS NULL OR cardinality(ids) = 0 THEN
    RETURN;
  END IF;
  SELECT coalesce(jsonb_agg(DISTINCT jsonb_build_array(s.scope_id, s.pair_a, s.pair_b)), '[]'::jsonb)
    INTO old_pairs
    FROM unnest(ids) AS i(id) JOIN impact_transfer_scopes s ON s.transfer_id = i.id WHERE s.pair_a IS NOT NULL;

  -- Take the old rows away.
  PERFORM impact_apply(ids, -1);
  INSERT INTO impact_pair_days AS x (scope_id, day, prev1, prev2, transfers)
  SELECT s.scope_id, (s.at AT TIME ZONE 'UTC')::date, s.prev1, s.prev2, -count(*)
  FROM unnest(ids) AS i(id) JOIN impact_transfer_scopes s ON s.transfer_id = i.id
  WHERE s.pair_a IS NOT NULL AND s.prev1 IS NOT NULL
  GROUP BY 1, 2, 3, 4
  ON CONFLICT (scope_id, day, prev1, prev2) DO UPDATE SET transfers = x.transfers + EXCLUDED.transfers;
  DELETE FROM impact_transfer_scopes s USING unnest(ids) AS i(id) WHERE s.transfer_id = i.id;
  DELETE FROM impact_parts p USING unnest(ids) AS i(id) WHERE p.transfer_id = i.id;

  -- The exchange's directions, dated by the transfer (ADR 174): a swap's hours as an operator settled them, else
  -- as last confirmed, else as asked; a seat settled as attended; a recorded or imported part.
  INSERT INTO impact_parts (transfer_id, direction, at, source, teacher_id, learner_id, hours, skill, category,
    undone)
  SELECT t.id, d.direction, t.created_at, 'swap', d.teacher_id, d.learner_id, d.hours, d.skill, NULL, false
  FROM unnest(ids) AS i(id)
  JOIN ledger_transfers t ON t.id = i.id
  JOIN swaps s ON s.id = t.swap_id
  LEFT JOIN swap_resolutions r ON r.swap_id = s.id AND r.outcome = 'settled'
  LEFT JOIN LATERAL (
    SELECT c.requester_hours, c.recipient_hours FROM swap_confirmations c
    WHERE c.swap_id = s.id ORDER BY c.confirmed_at DESC LIMIT 1
  ) c ON true
  CROSS JOIN LATERAL (VALUES
    (0::smallint, s.requester_id, s.recipient_id, coalesce(r.requester_hours, c.requester_hours, s.hours_offered),
      s.offered_skill),
    (1::smallint, s.recipient_id, s.requester_id,
      coalesce(r.recipient_hours, c.recipient_hours, s.hours_requested), s.requested_skill)
  ) AS d(direction, teacher_id, learner_id, hours, skill)
  WHERE t.kind = 'swap_settlement' AND d.hours > 0
  UNION ALL
  SELECT t.id, 0, t.created_at, 'workshop', w.host_id, b.learner_id, b.price, w.skill, NULL,
    coalesce(b.dispute_outcome = 'refunded', false)
  FROM unnest(ids) AS i(id)
  JOIN ledger_transfers t ON t.id = i.id
  JOIN workshop_bookings b ON b.id = CASE WHEN t.kind = 'workshop_settlement'
    THEN substr(t.idempotency_key, 21)::uuid END
  JOIN workshops w ON w.id = b.workshop_id
  WHERE t.kind = 'workshop_settlement' AND b.status = 'attended'
  UNION ALL
  SELECT t.id, 0, t.created_at, 'recorded', p.teacher_id, p.learner_id, p.hours, NULL, e.category,
    coalesce(e.outcome = 'reversed', false)
  FROM unnest(ids) AS i(id)
  JOIN ledger_transfers t ON t.id = i.id
  JOIN recorded_exchange_parts p
    ON p.exchange_id = CASE WHEN t.kind = 'recorded_exchange' THEN substr(t.idempotency_key, 19, 36)::uuid END
    AND p.position = CASE WHEN t.kind = 'recorded_exchange' THEN split_part(t.idempotency_key, ':', 3)::int END
  JOIN recorded_exchanges e ON e.id = p.exchange_id
  WHERE t.kind = 'recorded_exchange';

  -- The scopes of each transfer: the install, and each community one of its exchange's members or one of its
  -- accounts was in when it was made.
  INSERT INTO impact_transfer_scopes (scope_id, transfer_id, at, members_in, moved_on, line, credited, debited)
  WITH t AS (
    SELECT lt.id, lt.created_at,
      CASE WHEN lt.kind <> 'workshop_settlement' THEN lt.kind
        WHEN coalesce(lt.details->>'workshopOutcome',
          CASE WHEN lt.description LIKE '%(no-show)' THEN 'no_show' END) = 'no_show' THEN 'workshop_no_show'
        ELSE 'workshop_attended' END AS line
    FROM unnest(ids) AS i(id) JOIN ledger_transfers lt ON lt.id = i.id
  ),
  parties AS (
    SELECT DISTINCT p.transfer_id, p.at, x.member_id
    FROM unnest(ids) AS i(id)
    JOIN impact_parts p ON p.transfer_id = i.id
    CROSS JOIN LATERAL (VALUES (p.teacher_id), (p.learner_id)) AS x(member_id)
  ),
  party_scopes AS (
    SELECT pa.transfer_id, install AS scope_id, pa.member_id FROM parties pa
    UNION ALL
    SELECT pa.transfer_id, cm.community_id, pa.member_id
    FROM parties pa
    JOIN community_members cm ON cm.member_id = pa.member_id AND cm.joined_at <= pa.at
      AND (cm.ended_at IS NULL OR cm.ended_at > pa.at)
  ),
  ps AS (
    SELECT transfer_id, scope_id, array_agg(DISTINCT member_id) FILTER (WHERE member_id IS NOT NULL) AS members_in
    FROM party_scopes GROUP BY 1, 2
  ),
  moves AS (
    SELECT m.transfer_id, m.amount, m.created_at, a.kind, a.member_id, a.community_id
    FROM unnest(ids) AS i(id)
    JOIN ledger_movements m ON m.transfer_id = i.id
    JOIN ledger_accounts a ON a.id = m.account_id
  ),
  move_scopes AS (
    SELECT transfer_id, install AS scope_id, amount, created_at FROM moves
    UNION ALL
    SELECT mv.transfer_id, cm.community_id, mv.amount, mv.created_at
    FROM moves mv
    JOIN community_members cm ON mv.kind = 'member' AND cm.member_id = mv.member_id
      AND cm.joined_at <= mv.created_at AND (cm.ended_at IS NULL OR cm.ended_at > mv.created_at)
    UNION ALL
    SELECT transfer_id, community_id, amount, created_at FROM moves WHERE community_id IS NOT NULL
  ),
  ms AS (
    SELECT transfer_id, scope_id, min(created_at) AS moved_at, sum(greatest(amount, 0)) AS credited,
      sum(greatest(-amount, 0)) AS debited
    FROM move_scopes GROUP BY 1, 2
  ),
  keys AS (
    SELECT transfer_id, scope_id FROM ps
    UNION
    SELECT transfer_id, scope_id FROM ms
  )
  SELECT k.scope_id, k.transfer_id, t.created_at, ps.members_in, (ms.moved_at AT TIME ZONE 'UTC')::date,
    CASE WHEN ms.transfer_id IS NOT NULL THEN t.line END, ms.credited, ms.debited
  FROM keys k
  JOIN t ON t.id = k.transfer_id
  LEFT JOIN ps ON ps.transfer_id = k.transfer_id AND ps.scope_id = k.scope_id
  LEFT JOIN ms ON ms.transfer_id = k.transfer_id AND ms.scope_id = k.scope_id;

  -- The pair of a counted exchange with two members (the same pair for both directions of a swap).
  UPDATE impact_transfer_scopes s
  SET pair_a = least(p.teacher_id, p.learner_id), pair_b = greatest(p.teacher_id, p.learner_id)
  FROM unnest(ids) AS i(id)
  JOIN impact_parts p ON p.transfer_id = i.id
  WHERE s.transfer_id = i.id AND NOT p.undone
    AND p.teacher_id IS NOT NULL AND p.learner_id IS NOT NULL
    AND (s.scope_id = install OR p.teacher_id = ANY (s.members_in) OR p.learner_id = ANY (s.members_in));

  PERFORM impact_apply(ids, 1);

  -- Recount every pair touched, before or now: take its exchanges' days away, chain them again, add them back.
  SELECT coalesce(jsonb_agg(DISTINCT jsonb_build_array(s.scope_id, s.pair_a, s.pair_b)), '[]'::jsonb)
    INTO new_pairs
    FROM unnest(ids) AS i(id) JOIN impact_transfer_scopes s ON s.transfer_id = i.id WHERE s.pair_a IS NOT NULL;
  IF old_pairs = '[]'::jsonb AND new_pairs = '[]'::jsonb THEN
    RETURN;
  END IF;

  INSERT INTO impact_pair_days AS x (scope_id, day, prev1, prev2, transfers)
  WITH k AS (
    SELECT DISTINCT (e->>0)::uuid AS scope_id, (e->>1)::uuid AS a, (e->>2)::uuid AS b
    FROM jsonb_array_elements(old_pairs || new_pairs) e
  )
  SELECT s.scope_id, (s.at AT TIME ZONE 'UTC')::date, s.prev1, s.prev2, -count(*)
  FROM k
  JOIN impact_transfer_scopes s ON s.scope_id = k.scope_id AND s.pair_a = k.a AND s.pair_b = k.b
  WHERE s.prev1 IS NOT NULL
  GROUP BY 1, 2, 3, 4
  ON CONFLICT (scope_id, day, prev1, prev2) DO UPDATE SET transfers = x.transfers + EXCLUDED.transfers;

  WITH k AS (
    SELECT DISTINCT (e->>0)::uuid AS scope_id, (e->>1)::uuid AS a, (e->>2)::uuid AS b
    FROM jsonb_array_elements(old_pairs || new_pairs) e
  )
  UPDATE impact_transfer_scopes s SET prev1 = c.prev1, prev2 = c.prev2
  FROM (
    SELECT s.scope_id, s.transfer_id,
      coalesce(lag((s.at AT TIME ZONE 'UTC')::date, 1) OVER w, '-infinity'::date) AS prev1,
      coalesce(lag((s.at AT TIME ZONE 'UTC')::date, 2) OVER w, '-infinity'::date) AS prev2
    FROM k
    JOIN impact_transfer_scopes s ON s.scope_id = k.scope_id AND s.pair_a = k.a AND s.pair_b = k.b
    WINDOW w AS (PARTITION BY s.scope_id, s.pair_a, s.pair_b ORDER BY s.at, s.transfer_id)
  ) c
  WHERE s.scope_id = c.scope_id AND s.transfer_id = c.transfer_id;

  INSERT INTO impact_pair_days AS x (scope_id, day, prev1, prev2, transfers)
  WITH k AS (
    SELECT DISTINCT (e->>0)::uuid AS scope_id, (e->>1)::uuid AS a, (e->>2)::uuid AS b
    FROM jsonb_array_elements(old_pairs || new_pairs) e
  )
  SELECT s.scope_id, (s.at AT TIME ZONE 'UTC')::date, s.prev1, s.prev2, count(*)
  FROM k
  JOIN impact_transfer_scopes s ON s.scope_id = k.scope_id AND s.pair_a = k.a AND s.pair_b = k.b
  GROUP BY 1, 2, 3, 4
  ON CONFLICT (scope_id, day, prev1, prev2) DO UPDATE SET transfers = x.transfers + EXCLUDED.transfers;
END
$$;

-- Files every transfer again from scratch, in batches of the ledger's order (the migration's backfill; a bench
-- that seeds the ledger with triggers off calls it too).
CREATE FUNCTION impact_rebuild() RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  last_id bigint := 0;
  batch bigint[];
BEGIN
  DELETE FROM impact_pending_transfers;
  TRUNCATE impact_parts, impact_transfer_scopes, impact_exchange_days, impact_member_periods, impact_pair_days,
    impact_ledger_days;
  LOOP
    SELECT array_agg(id ORDER BY id) INTO batch
    FROM (SELECT id FROM ledger_transfers WHERE id > last_id ORDER BY id LIMIT 50000) b;
    EXIT WHEN batch IS NULL;
    PERFORM impact_refresh(batch);
    last_id := batch[cardinality(batch)];
    -- The tables grow from nothing: the next batch is planned with what they hold now.
    ANALYZE impact_parts, impact_transfer_scopes;
  END LOOP;
END
$$;

-- At commit, files everything queued in the transaction in one go (the first of the deferred calls does it).
CREATE FUNCTION impact_file_pending() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids bigint[];
BEGIN
  WITH taken AS (DELETE FROM impact_pending_transfers RETURNING transfer_id)
  SELECT array_agg(transfer_id) INTO ids FROM taken;
  PERFORM impact_refresh(ids);
  RETURN NULL;
END
$$;
CREATE CONSTRAINT TRIGGER impact_pending_transfers_file AFTER INSERT ON impact_pending_transfers
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION impact_file_pending();

-- Every new transfer, whoever writes it.
CREATE FUNCTION impact_queue_new_transfers() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO impact_pending_transfers (transfer_id) SELECT id FROM added ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
CREATE TRIGGER ledger_transfers_impact AFTER INSERT ON ledger_transfers
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION impact_queue_new_transfers();

-- A membership that starts, ends or moves: the member's transfers made while they were in it before or are now.
CREATE FUNCTION impact_queue_membership() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  member uuid := CASE WHEN TG_OP = 'DELETE' THEN OLD.member_id ELSE NEW.member_id END;
  was tstzrange := CASE WHEN TG_OP = 'INSERT' OR OLD.joined_at IS NULL THEN 'empty'::tstzrange
    ELSE tstzrange(OLD.joined_at, OLD.ended_at, '[)') END;
  now_in tstzrange := CASE WHEN TG_OP = 'DELETE' OR NEW.joined_at IS NULL THEN 'empty'::tstzrange
    ELSE tstzrange(NEW.joined_at, NEW.ended_at, '[)') END;
BEGIN
  IF was = now_in THEN
    RETURN NULL;
  END IF;
  INSERT INTO impact_pending_transfers (transfer_id)
  SELECT p.transfer_id FROM impact_parts p
  WHERE (p.teacher_id = member OR p.learner_id = member) AND (p.at <@ was) <> (p.at <@ now_in)
  UNION
  SELECT m.transfer_id FROM ledger_accounts a JOIN ledger_movements m ON m.account_id = a.id
  WHERE a.member_id = member AND a.kind = 'member' AND (m.created_at <@ was) <> (m.created_at <@ now_in)
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
CREATE TRIGGER community_members_impact AFTER INSERT OR DELETE OR UPDATE OF joined_at, ended_at
  ON community_members FOR EACH ROW EXECUTE FUNCTION impact_queue_membership();

-- The rows an exchange is read from: a swap, its confirmations and its operator's settlement; a seat and its
-- workshop; a recorded exchange (reversed, or its category changed) and its parts.
CREATE FUNCTION impact_queue_exchange_source() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids bigint[];
BEGIN
  IF TG_TABLE_NAME = 'swaps' THEN
    ids := ARRAY(SELECT t.id FROM ledger_transfers t WHERE t.swap_id = NEW.id AND t.kind = 'swap_settlement');
  ELSIF TG_TABLE_NAME IN ('swap_confirmations', 'swap_resolutions') THEN
    ids := ARRAY(SELECT t.id FROM ledger_transfers t
      WHERE t.swap_id = NEW.swap_id AND t.kind = 'swap_settlement');
  ELSIF TG_TABLE_NAME = 'workshop_bookings' THEN
    ids := ARRAY(SELECT t.id FROM ledger_transfers t WHERE t.idempotency_key = 'workshop-settlement:' || NEW.id);
  ELSIF TG_TABLE_NAME = 'workshops' THEN
    ids := ARRAY(SELECT t.id FROM workshop_bookings b
      JOIN ledger_transfers t ON t.idempotency_key = 'workshop-settlement:' || b.id
      WHERE b.workshop_id = NEW.id);
  ELSIF TG_TABLE_NAME = 'recorded_exchanges' THEN
    ids := ARRAY(SELECT t.id FROM recorded_exchange_parts p
      JOIN ledger_transfers t ON t.idempotency_key = 'recorded-exchange:' || p.exchange_id || ':' || p.position
      WHERE p.exchange_id = NEW.id);
  ELSIF TG_TABLE_NAME = 'recorded_exchange_parts' THEN
    ids := ARRAY(SELECT t.id FROM ledger_transfers t
      WHERE t.idempotency_key = 'recorded-exchange:' || NEW.exchange_id || ':' || NEW.position);
  END IF;
  INSERT INTO impact_pending_transfers (transfer_id) SELECT unnest(ids) ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
CREATE TRIGGER swaps_impact AFTER UPDATE OF requester_id, recipient_id, offered_skill, requested_skill,
  hours_offered, hours_requested ON swaps FOR EACH ROW EXECUTE FUNCTION impact_queue_exchange_source();
CREATE TRIGGER swap_confirmations_impact AFTER INSERT OR UPDATE ON swap_confirmations
  FOR EACH ROW EXECUTE FUNCTION impact_queue_exchange_source();
CREATE TRIGGER swap_resolutions_impact AFTER INSERT OR UPDATE ON swap_resolutions
  FOR EACH ROW EXECUTE FUNCTION impact_queue_exchange_source();
CREATE TRIGGER workshop_bookings_impact AFTER UPDATE OF status, price, dispute_outcome, learner_id
  ON workshop_bookings FOR EACH ROW EXECUTE FUNCTION impact_queue_exchange_source();
CREATE TRIGGER workshops_impact AFTER UPDATE OF host_id, skill ON workshops
  FOR EACH ROW EXECUTE FUNCTION impact_queue_exchange_source();
CREATE TRIGGER recorded_exchanges_impact AFTER UPDATE OF outcome, category ON recorded_exchanges
  FOR EACH ROW EXECUTE FUNCTION impact_queue_exchange_source();
CREATE TRIGGER recorded_exchange_parts_impact AFTER UPDATE ON recorded_exchange_parts
  FOR EACH ROW EXECUTE FUNCTION impact_queue_exchange_source();

-- What the ledger holds already.
SELECT impact_rebuild();
