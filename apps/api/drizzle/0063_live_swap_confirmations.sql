-- Issue 21, item 4: a member confirming (or correcting) the hours of a swap is news for both members' open swap
-- pages, as a status change is (0045): without it the other member's page kept stale figures until reloaded.
-- The swap's status does not change on a first confirmation, so the swaps trigger does not fire.
CREATE FUNCTION live_on_swap_confirmation() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  swap record;
BEGIN
  SELECT requester_id, recipient_id INTO swap FROM swaps WHERE id = NEW.swap_id;
  PERFORM live_queue(swap.requester_id, 'swap', NEW.swap_id);
  PERFORM live_queue(swap.recipient_id, 'swap', NEW.swap_id);
  RETURN NULL;
END;
$$;
CREATE TRIGGER swap_confirmations_live AFTER INSERT OR UPDATE ON swap_confirmations
  FOR EACH ROW EXECUTE FUNCTION live_on_swap_confirmation();
