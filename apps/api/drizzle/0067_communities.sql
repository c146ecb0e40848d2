-- Communities (issue 23 items 1-7, ADR 98): a community has members with a role, a join rule, pinned
-- announcements and a fund that is an account in the double-entry ledger. The built-in Elite lounge
-- (ADR 99) has no member rows: its members are whoever is on Elite or a higher plan.

CREATE TABLE communities (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  slug text NOT NULL UNIQUE CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND length(slug) BETWEEN 3 AND 60),
  name text NOT NULL,
  description text NOT NULL DEFAULT '',
  is_online boolean NOT NULL,
  city text,
  visibility text NOT NULL CHECK (visibility IN ('public', 'private')),
  -- 'plan': the Elite lounge, whose membership follows the plan and cannot be asked for.
  join_rule text NOT NULL CHECK (join_rule IN ('open', 'approval', 'invitation', 'plan')),
  -- The secret of the current invitation link; a coordinator replaces it to close the old link.
  invite_token text NOT NULL,
  builtin text UNIQUE CHECK (builtin IN ('elite_lounge')),
  created_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((join_rule = 'plan') = (builtin IS NOT NULL))
);
CREATE INDEX communities_public_idx ON communities (lower(name)) WHERE visibility = 'public';

-- One row per member and community, kept after they leave so the dashboard can count members over time.
CREATE TABLE community_members (
  community_id uuid NOT NULL REFERENCES communities (id) ON DELETE CASCADE,
  member_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  role text NOT NULL DEFAULT 'member' CHECK (role IN ('member', 'coordinator', 'owner')),
  status text NOT NULL CHECK (status IN ('pending', 'active', 'declined', 'left', 'removed')),
  requested_at timestamptz NOT NULL DEFAULT now(),
  joined_at timestamptz,
  ended_at timestamptz,
  PRIMARY KEY (community_id, member_id),
  CHECK (status <> 'active' OR (joined_at IS NOT NULL AND ended_at IS NULL))
);
CREATE INDEX community_members_member_idx ON community_members (member_id) WHERE status = 'active';
CREATE INDEX community_members_status_idx ON community_members (community_id, status);

CREATE TABLE community_announcements (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  community_id uuid NOT NULL REFERENCES communities (id) ON DELETE CASCADE,
  author_id uuid REFERENCES users (id) ON DELETE SET NULL,
  body text NOT NULL,
  pinned_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX community_announcements_idx ON community_announcements (community_id, created_at DESC);

-- A community's fund is a ledger account of its own kind; the platform's fund stays the single 'fund'.
ALTER TABLE ledger_accounts ADD COLUMN community_id uuid UNIQUE REFERENCES communities (id);
ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_kind_check;
ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_kind_check
  CHECK (kind IN ('member', 'fund', 'community_fund'));
ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_community_fund
  CHECK ((kind = 'community_fund') = (community_id IS NOT NULL));

ALTER TABLE ledger_transfers DROP CONSTRAINT ledger_transfers_kind_check;
ALTER TABLE ledger_transfers ADD CONSTRAINT ledger_transfers_kind_check
  CHECK (kind IN ('starter_grant', 'swap_settlement', 'deletion_write_off', 'workshop_settlement',
    'community_donation', 'community_grant'));

INSERT INTO communities (slug, name, description, is_online, visibility, join_rule, builtin, invite_token)
VALUES ('elite-lounge', 'Elite lounge',
  'The members'' lounge of Elite: every member on the Elite plan belongs here, for as long as they are on it.',
  true, 'private', 'plan', 'elite_lounge', md5(random()::text));
INSERT INTO ledger_accounts (kind, community_id)
SELECT 'community_fund', id FROM communities WHERE builtin = 'elite_lounge';
