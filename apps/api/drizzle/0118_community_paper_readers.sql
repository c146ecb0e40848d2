-- Paper (issue 38 item 5, ADR 177): the members of a community a coordinator marked as reading paper, whose
-- monthly statements the coordinator prints. One row per member and community; unmarking deletes it (the audit
-- log keeps who marked and unmarked whom, and when).
CREATE TABLE community_paper_readers (
  community_id uuid NOT NULL REFERENCES communities(id) ON DELETE CASCADE,
  member_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  marked_by uuid REFERENCES users(id) ON DELETE SET NULL,
  marked_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (community_id, member_id)
);
CREATE INDEX community_paper_readers_member_idx ON community_paper_readers (member_id);
