-- Credentials end when the member's safety asks it (issue 20, ADR 79).

-- A personal access token works for the days chosen at creation (30, 90 or 365). Tokens made before this
-- migration get the default, 90 days from when they were made.
ALTER TABLE personal_access_tokens ADD COLUMN expires_at timestamptz;
UPDATE personal_access_tokens SET expires_at = created_at + interval '90 days';
ALTER TABLE personal_access_tokens ALTER COLUMN expires_at SET NOT NULL;

-- An open live stream (ADR 65) ends with the session that opened it, and with its member's suspension or
-- deletion. The NOTIFY goes on the live events' channel, which every server process already listens on, with
-- a payload that cannot be mistaken for an event's (`memberId:seq`); it leaves at commit, so a rolled-back
-- sign-out closes nothing. A trigger, like the live events themselves, so that no
-- path that ends a session (sign-out, sign-out of others, reset, undo, suspension, deletion, refresh reuse)
-- can forget it.
CREATE FUNCTION live_end_session_streams() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('live_events', 'session-ended:' || NEW.id::text);
  RETURN NULL;
END;
$$;
CREATE TRIGGER auth_sessions_live_end AFTER UPDATE OF ended_at ON auth_sessions
  FOR EACH ROW WHEN (OLD.ended_at IS NULL AND NEW.ended_at IS NOT NULL)
  EXECUTE FUNCTION live_end_session_streams();

CREATE FUNCTION live_end_member_streams() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('live_events', 'member-ended:' || NEW.id::text);
  RETURN NULL;
END;
$$;
CREATE TRIGGER users_live_end AFTER UPDATE OF suspended_at, deleted_at ON users
  FOR EACH ROW WHEN ((OLD.suspended_at IS NULL AND NEW.suspended_at IS NOT NULL)
    OR (OLD.deleted_at IS NULL AND NEW.deleted_at IS NOT NULL))
  EXECUTE FUNCTION live_end_member_streams();
