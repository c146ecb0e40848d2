-- The hash ratchet's window (ADR 191): every head this node has held on a link, so a partner that is behind
-- (acknowledgements lost, messages in flight at once) is still recognised, and the newest head the partner is known
-- to hold, which is the one this node sends it. Kept to the newest 1,000 heads a link.
CREATE TABLE federation_link_heads (
  id bigserial PRIMARY KEY,
  link_id uuid NOT NULL REFERENCES federation_links(id) ON DELETE CASCADE,
  hash text NOT NULL,
  held_at timestamptz NOT NULL,
  UNIQUE (link_id, hash)
);
CREATE INDEX federation_link_heads_link_order ON federation_link_heads (link_id, id);

ALTER TABLE federation_links ADD COLUMN peer_hash text;

-- Every link began at the empty head, then held its previous and its last.
INSERT INTO federation_link_heads (link_id, hash, held_at) SELECT id, '', created_at FROM federation_links;
INSERT INTO federation_link_heads (link_id, hash, held_at)
  SELECT id, previous_hash, now() FROM federation_links WHERE previous_hash IS NOT NULL
  ON CONFLICT (link_id, hash) DO NOTHING;
INSERT INTO federation_link_heads (link_id, hash, held_at)
  SELECT id, last_hash, now() FROM federation_links
  ON CONFLICT (link_id, hash) DO NOTHING;
