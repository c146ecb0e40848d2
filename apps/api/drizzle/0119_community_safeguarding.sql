-- Safeguarding in a community (issue 38 item 6, ADR 178). Coordinators record a member's vetting (references
-- checked on a date, a background check done on a date with its expiry, who did each, a short note; never the
-- document itself) and may flag a member, with a reason only coordinators read. A community may require vetting
-- before in-person exchanges, an accompanied first exchange, and a second coordinator's approval of exchanges
-- involving a flagged member; these switches sit beside its other rules.
CREATE TABLE member_vettings (
  community_id uuid NOT NULL REFERENCES communities(id) ON DELETE CASCADE,
  member_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  references_checked_on date,
  references_checked_by uuid REFERENCES users(id) ON DELETE SET NULL,
  background_checked_on date,
  background_expires_on date,
  background_checked_by uuid REFERENCES users(id) ON DELETE SET NULL,
  note text NOT NULL DEFAULT '' CHECK (char_length(note) <= 500),
  updated_by uuid REFERENCES users(id) ON DELETE SET NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (community_id, member_id),
  CHECK (references_checked_on IS NOT NULL OR background_checked_on IS NOT NULL),
  CHECK ((background_checked_on IS NULL) = (background_expires_on IS NULL)),
  CHECK (background_expires_on IS NULL OR background_expires_on > background_checked_on)
);
CREATE INDEX member_vettings_member_idx ON member_vettings (member_id);

CREATE TABLE member_flags (
  community_id uuid NOT NULL REFERENCES communities(id) ON DELETE CASCADE,
  member_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  reason text NOT NULL CHECK (char_length(reason) BETWEEN 1 AND 500),
  flagged_by uuid REFERENCES users(id) ON DELETE SET NULL,
  flagged_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (community_id, member_id)
);

ALTER TABLE community_rules
  ADD COLUMN require_vetting_in_person boolean NOT NULL DEFAULT false,
  ADD COLUMN require_accompanied_first boolean NOT NULL DEFAULT false,
  ADD COLUMN require_flagged_approval boolean NOT NULL DEFAULT false;

-- A recorded exchange says whether it was in person and who accompanied it; one involving a flagged member under
-- the approval rule waits for a second coordinator (approval 'pending'), and is paid only once approved.
ALTER TABLE recorded_exchanges
  ADD COLUMN in_person boolean NOT NULL DEFAULT false,
  ADD COLUMN accompanied_by uuid REFERENCES users(id) ON DELETE SET NULL,
  ADD COLUMN approval text CHECK (approval IN ('pending', 'approved', 'refused')),
  ADD COLUMN approval_by uuid REFERENCES users(id) ON DELETE SET NULL,
  ADD COLUMN approval_at timestamptz;
CREATE INDEX recorded_exchanges_pending_idx ON recorded_exchanges (community_id) WHERE approval = 'pending';
