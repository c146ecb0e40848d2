-- The nodes that lie beneath each branch of this node, as that branch last announced them (ADR 218): a trunk
-- reaches a branch of its branch through the branch. One row a node name: a second branch naming a node that
-- another already reaches is refused, so nobody takes over another's traffic. The rows of a link go with it.
CREATE TABLE federation_routes (
  node text PRIMARY KEY,
  via_link uuid NOT NULL REFERENCES federation_links(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL
);
CREATE INDEX federation_routes_via_link_idx ON federation_routes (via_link);
