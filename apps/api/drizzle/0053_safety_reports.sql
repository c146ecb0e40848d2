-- Reports and suspension (ADR 73, issue 11). A member reports a member, a message or a review; operators in the
-- console dismiss the report, hide the content, warn the member or suspend them.

CREATE TABLE reports (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  reporter_id uuid REFERENCES users (id) ON DELETE SET NULL,
  target_kind text NOT NULL CHECK (target_kind IN ('member', 'message', 'review')),
  -- The member, message or review reported; messages and reviews keep their member in reported_member_id.
  target_id text NOT NULL,
  reported_member_id uuid REFERENCES users (id) ON DELETE SET NULL,
  reason text NOT NULL CHECK (reason IN ('harassment', 'spam_or_scam', 'inappropriate_content', 'no_show',
    'fake_profile', 'other')),
  details text CHECK (char_length(details) <= 1000),
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'actioned', 'dismissed')),
  -- What the operator did: dismissed, hidden, warned or suspended. Never shown to the reporter.
  action text CHECK (action IN ('dismissed', 'hidden', 'warned', 'suspended')),
  resolved_by uuid REFERENCES users (id) ON DELETE SET NULL,
  resolved_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
-- One open report per reporter and target.
CREATE UNIQUE INDEX reports_one_open_idx ON reports (reporter_id, target_kind, target_id) WHERE status = 'open';
CREATE INDEX reports_queue_idx ON reports (status, created_at DESC, id);
CREATE INDEX reports_reporter_idx ON reports (reporter_id, created_at DESC);
CREATE INDEX reports_reported_member_idx ON reports (reported_member_id);

-- Hidden content stays in the database for operators and disappears for everyone else.
ALTER TABLE swap_messages ADD COLUMN hidden_at timestamptz;
ALTER TABLE reviews ADD COLUMN hidden_at timestamptz;

-- A suspended member cannot sign in and is hidden everywhere; the profile's visibility before the suspension
-- is kept here so unsuspending restores it.
ALTER TABLE users ADD COLUMN suspended_at timestamptz;
CREATE TABLE member_suspensions (
  member_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  suspended_by uuid REFERENCES users (id) ON DELETE SET NULL,
  reason text NOT NULL,
  profile_visibility_before text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
