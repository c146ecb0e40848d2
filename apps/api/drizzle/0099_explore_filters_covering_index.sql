-- Explore's advanced filters (issue 22; ADR 145) answer from one index: Explore's order over the visible
-- members, carrying every column an advanced filter tests. A count reads its entries without visiting the table
-- (the table's rows are wide: bio, search text, skills), and a page walks it in order until the page is full.
CREATE INDEX profiles_explore_filters_idx ON profiles (explore_rank DESC, id DESC)
  INCLUDE (rating, verified, review_count, meeting_mode, level_rank, languages, city_latitude, city_longitude,
    show_location_detail)
  WHERE deleted_at IS NULL AND profile_visibility = 'public';
