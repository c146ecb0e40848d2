-- Helpers (issue 38 item 3, ADR 179): a member appoints another member to act for them, or a coordinator does for a
-- member who is not online. An appointment is live until revoked; one live appointment per pair.
CREATE TABLE member_helpers (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  member_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  helper_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  appointed_by uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  community_id uuid REFERENCES communities(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  revoked_at timestamptz,
  revoked_by uuid REFERENCES users(id) ON DELETE SET NULL,
  CHECK (member_id <> helper_id)
);
CREATE UNIQUE INDEX member_helpers_live_idx ON member_helpers (member_id, helper_id) WHERE revoked_at IS NULL;
CREATE INDEX member_helpers_helper_idx ON member_helpers (helper_id) WHERE revoked_at IS NULL;

-- Everything a helper did for a member, kept as long as the member: shown to both of them and, for a swap, to the
-- member's counterpart ("by Ben for Ana").
CREATE TABLE helper_actions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  member_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  helper_id uuid REFERENCES users(id) ON DELETE SET NULL,
  helper_name text NOT NULL,
  action text NOT NULL,
  swap_id uuid,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX helper_actions_member_idx ON helper_actions (member_id, created_at DESC);
CREATE INDEX helper_actions_swap_idx ON helper_actions (swap_id, created_at) WHERE swap_id IS NOT NULL;
