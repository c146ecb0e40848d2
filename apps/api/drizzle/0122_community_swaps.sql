-- Community rules reach swaps (issue 38 item 1, ADR 181). A swap may carry the community it was made in (proposed
-- from it, or answering its board post); the community's floor, cap and levy then apply when it is accepted and
-- when it settles. A community may require a coordinator's approval before such a request can be accepted, and
-- may accept requests automatically after 1 to 30 days without an answer.
ALTER TABLE swaps
  ADD COLUMN community_id uuid REFERENCES communities(id) ON DELETE SET NULL,
  ADD COLUMN community_approval text CHECK (community_approval IN ('pending', 'approved', 'refused')),
  ADD COLUMN community_approval_by uuid REFERENCES users(id) ON DELETE SET NULL,
  ADD COLUMN community_approval_at timestamptz,
  ADD COLUMN auto_accept_skipped_at timestamptz;

-- The coordinators' list of requests waiting for approval, and the auto-accept job's scan.
CREATE INDEX swaps_community_requests_idx ON swaps (community_id, created_at)
  WHERE status = 'requested' AND community_id IS NOT NULL;

ALTER TABLE community_rules
  ADD COLUMN require_swap_approval boolean NOT NULL DEFAULT false,
  ADD COLUMN auto_accept_days integer CHECK (auto_accept_days BETWEEN 1 AND 30);
