-- A new outbox row wakes the mail worker when its transaction commits (NOTIFY is delivered at commit), so a
-- verification or reset mail leaves at once instead of at the worker's next poll; the poll stays as the fallback.
CREATE OR REPLACE FUNCTION outbox_ready_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('outbox_ready', 'new');
  RETURN NULL;
END
$$;

CREATE TRIGGER outbox_ready AFTER INSERT ON outbox FOR EACH STATEMENT EXECUTE FUNCTION outbox_ready_notify();
