-- GET /api/avatars/:file serves a file only while a live profile shows it (a deleted member's avatar is gone
-- at once, not at the purge 30 days later), so every avatar request looks its URL up among live profiles.
CREATE INDEX profiles_live_avatar_url_idx ON profiles (avatar_url)
  WHERE avatar_url IS NOT NULL AND deleted_at IS NULL;
