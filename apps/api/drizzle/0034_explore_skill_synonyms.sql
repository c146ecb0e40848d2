-- Explore search also finds members through their canonical skills (member_skill_entries), so "JS" finds who
-- wrote "JavaScript". Cached totals must then move on when those entries change, not only when profiles do.
CREATE TRIGGER member_skill_entries_explore_generation
  AFTER INSERT OR DELETE ON member_skill_entries
  FOR EACH STATEMENT EXECUTE FUNCTION skillswap_bump_explore_generation();
