-- "Seen" in a thread (issue 21, item 11): when a member's read mark moves past a message the other member sent,
-- the other member's tabs hear a 'message' event for the swap and refetch the thread, which now carries
-- `seenUpTo`. A sender's own mark moving onto their new message tells nobody (the message event already did).
CREATE FUNCTION live_on_message_read() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  swap record;
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.last_read_message_id <= OLD.last_read_message_id THEN RETURN NULL; END IF;
  IF NOT EXISTS (SELECT 1 FROM swap_messages m WHERE m.id = NEW.last_read_message_id
                 AND m.sender_id IS DISTINCT FROM NEW.member_id) THEN RETURN NULL; END IF;
  SELECT requester_id, recipient_id INTO swap FROM swaps WHERE id = NEW.swap_id;
  PERFORM live_queue(
    CASE WHEN swap.requester_id = NEW.member_id THEN swap.recipient_id ELSE swap.requester_id END,
    'message', NEW.swap_id);
  RETURN NULL;
END;
$$;
CREATE TRIGGER swap_message_reads_live AFTER INSERT OR UPDATE OF last_read_message_id ON swap_message_reads
  FOR EACH ROW EXECUTE FUNCTION live_on_message_read();
