-- Explore's level filter (issue 22; ADR 86 left it out, ADR 115 notes it): a member's level was computed from
-- their record on every read (`computeLevel` in packages/contracts/src/levels.ts), so nothing could index it.
-- `level_rank` keeps the rank of that same level on the profile, recomputed by the database whenever one of its
-- inputs changes: a swap completed (or no longer completed), a review published, the rating changed. A test
-- compares this function with `computeLevel` on the same records.
CREATE FUNCTION member_level_rank(member uuid, member_rating numeric) RETURNS smallint
LANGUAGE sql STABLE AS $$
  WITH record AS (
    SELECT count(*) AS completed,
           coalesce(sum(CASE WHEN s.requester_id = member THEN c.requester_hours ELSE c.recipient_hours END), 0)
             AS hours_taught
    FROM swaps s
    JOIN LATERAL (
      SELECT requester_hours, recipient_hours FROM swap_confirmations
      WHERE swap_id = s.id ORDER BY confirmed_at DESC LIMIT 1
    ) c ON true
    WHERE s.status = 'completed' AND (s.requester_id = member OR s.recipient_id = member)
  ), reputation AS (
    SELECT count(*) AS reviews FROM reviews r WHERE r.reviewee_id = member AND r.published_at IS NOT NULL
  )
  SELECT (CASE
    WHEN completed >= 25 AND hours_taught >= 60 AND reviews >= 15 AND member_rating >= 4.5 THEN 5
    WHEN completed >= 10 AND hours_taught >= 20 AND reviews >= 5 AND member_rating >= 4 THEN 4
    WHEN completed >= 3 AND hours_taught >= 5 THEN 3
    WHEN completed >= 1 THEN 2
    ELSE 1
  END)::smallint
  FROM record, reputation
$$;

ALTER TABLE profiles ADD COLUMN level_rank smallint NOT NULL DEFAULT 1 CHECK (level_rank BETWEEN 1 AND 5);
UPDATE profiles SET level_rank = member_level_rank(id, rating)
  WHERE id IN (SELECT requester_id FROM swaps WHERE status = 'completed'
               UNION SELECT recipient_id FROM swaps WHERE status = 'completed');

-- The rating is on the row itself: recomputed before the row is written.
CREATE FUNCTION profiles_level_from_rating() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.level_rank := member_level_rank(NEW.id, NEW.rating);
  RETURN NEW;
END;
$$;
CREATE TRIGGER profiles_level_from_rating
  BEFORE UPDATE OF rating ON profiles
  FOR EACH ROW WHEN (OLD.rating IS DISTINCT FROM NEW.rating)
  EXECUTE FUNCTION profiles_level_from_rating();

CREATE FUNCTION swaps_refresh_member_levels() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE profiles SET level_rank = member_level_rank(id, rating)
  WHERE id IN (NEW.requester_id, NEW.recipient_id);
  RETURN NULL;
END;
$$;
CREATE TRIGGER swaps_refresh_member_levels
  AFTER UPDATE OF status ON swaps
  FOR EACH ROW WHEN ((OLD.status = 'completed') IS DISTINCT FROM (NEW.status = 'completed'))
  EXECUTE FUNCTION swaps_refresh_member_levels();

CREATE FUNCTION reviews_refresh_member_level() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE profiles SET level_rank = member_level_rank(id, rating) WHERE id = NEW.reviewee_id;
  RETURN NULL;
END;
$$;
CREATE TRIGGER reviews_refresh_member_level
  AFTER INSERT OR UPDATE OF published_at ON reviews
  FOR EACH ROW EXECUTE FUNCTION reviews_refresh_member_level();

-- "At least this level" along Explore's order, one partial index per level above the first (most members are
-- Newcomers, so the filter is selective exactly where an index helps).
CREATE INDEX profiles_level2_rank_idx ON profiles (explore_rank DESC, id DESC) WHERE level_rank >= 2;
CREATE INDEX profiles_level3_rank_idx ON profiles (explore_rank DESC, id DESC) WHERE level_rank >= 3;
CREATE INDEX profiles_level4_rank_idx ON profiles (explore_rank DESC, id DESC) WHERE level_rank >= 4;
CREATE INDEX profiles_level5_rank_idx ON profiles (explore_rank DESC, id DESC) WHERE level_rank >= 5;
