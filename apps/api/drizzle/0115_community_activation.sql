-- The activation queue (issue 38, item 7; ADR 173). Coordinators see who has not made a first exchange, which
-- requests and board posts wait for an answer, and who went quiet; each nudge they send is kept, so the queue can
-- show what happened after it. The partial indexes let the queue find each member's exchanges (completed swaps
-- on either side) without reading swaps still under way.
CREATE TABLE activation_nudges (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  seq bigserial NOT NULL UNIQUE,
  community_id uuid NOT NULL REFERENCES communities(id) ON DELETE CASCADE,
  member_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  reason text NOT NULL
    CHECK (reason IN ('never_exchanged', 'dormant', 'unanswered_request', 'unanswered_post')),
  -- The swap request or board post of an unanswered_* nudge; not a foreign key, so the record outlives them.
  subject_id uuid,
  message text NOT NULL,
  suggestion_kind text CHECK (suggestion_kind IN ('match', 'post', 'workshop')),
  suggestion_label text,
  suggestion_link text,
  sent_by uuid REFERENCES users(id) ON DELETE SET NULL,
  sent_at timestamptz NOT NULL,
  CHECK ((subject_id IS NULL) = (reason IN ('never_exchanged', 'dormant'))),
  CHECK ((suggestion_kind IS NULL) = (suggestion_link IS NULL))
);
CREATE INDEX activation_nudges_community_idx ON activation_nudges (community_id, seq DESC);
CREATE INDEX activation_nudges_member_idx ON activation_nudges (community_id, member_id, sent_at DESC);

CREATE INDEX swaps_requester_completed_idx ON swaps (requester_id, updated_at) WHERE status = 'completed';
CREATE INDEX swaps_recipient_completed_idx ON swaps (recipient_id, updated_at) WHERE status = 'completed';
