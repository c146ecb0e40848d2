-- Members of other exchanges a member has blocked (ADR 213), kept on the blocker's install only: requests and
-- messages from that address are refused here, and the two members' waiting requests were closed by the block.
-- `label` is "name · node" as a request between them named the blocked member, or the address itself.
CREATE TABLE federation_member_blocks (
  member_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  address text NOT NULL,
  label text NOT NULL,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (member_id, address)
);
