-- Account deletion: a deleted member's personal data is purged 30 days later; purged_at marks it done.
ALTER TABLE profiles ADD COLUMN purged_at timestamptz;
-- The purge job looks for deleted, not yet purged members.
CREATE INDEX profiles_purge_due_idx ON profiles (deleted_at) WHERE deleted_at IS NOT NULL AND purged_at IS NULL;
