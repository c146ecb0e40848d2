-- The categories of a member's skills live in matching's `member_skill_sets`; Explore's category chips read the
-- copy on the profile row, beside the other search columns and the per-category indexes of migration 0039. The
-- database now keeps that copy, so the matching module writes only its own table (issue 20, item 10; ADR 144).
-- It runs where the application's UPDATE ran: right after the skill set is written, in the same transaction,
-- locking the set before the profile as before.

CREATE FUNCTION member_skill_sets_copy_categories() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE profiles SET skill_categories = NEW.categories
  WHERE id = NEW.member_id AND skill_categories IS DISTINCT FROM NEW.categories;
  RETURN NULL;
END;
$$;

CREATE TRIGGER member_skill_sets_copy_categories
  AFTER INSERT OR UPDATE OF categories ON member_skill_sets
  FOR EACH ROW EXECUTE FUNCTION member_skill_sets_copy_categories();
