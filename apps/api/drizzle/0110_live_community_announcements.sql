-- Community announcements reach open tabs live, as chat does (issue 35, item 25): a new announcement, or one pinned
-- or unpinned, queues a `community` event for each active member of the community, numbered at commit with the
-- member's other events (migration 0045, ADR 65). The event names the community only; the app refetches what
-- it shows, so no announcement text travels on the stream.
ALTER TABLE live_events ADD COLUMN community_id uuid;
ALTER TABLE live_events DROP CONSTRAINT live_events_kind_check;
ALTER TABLE live_events ADD CONSTRAINT live_events_kind_check
  CHECK (kind IN ('message', 'notification', 'swap', 'community'));

CREATE FUNCTION live_queue_community(member uuid, community uuid) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO live_events (member_id, kind, community_id) VALUES (member, 'community', community);
  IF current_setting('live.marked', true) IS DISTINCT FROM 'yes' THEN
    PERFORM set_config('live.marked', 'yes', true);
    INSERT INTO live_commit_marks DEFAULT VALUES;
  END IF;
END;
$$;

CREATE FUNCTION live_on_announcement() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  member uuid;
BEGIN
  FOR member IN
    SELECT member_id FROM community_members WHERE community_id = NEW.community_id AND status = 'active'
  LOOP
    PERFORM live_queue_community(member, NEW.community_id);
  END LOOP;
  RETURN NULL;
END;
$$;
CREATE TRIGGER community_announcements_live_created AFTER INSERT ON community_announcements
  FOR EACH ROW EXECUTE FUNCTION live_on_announcement();
CREATE TRIGGER community_announcements_live_pinned AFTER UPDATE OF pinned_at ON community_announcements
  FOR EACH ROW WHEN (OLD.pinned_at IS DISTINCT FROM NEW.pinned_at) EXECUTE FUNCTION live_on_announcement();
