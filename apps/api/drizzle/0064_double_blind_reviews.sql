-- Double-blind reviews (product rules R3.8; ADR 92): a review stays hidden until the
-- other member of the swap has reviewed too, or 14 days after it was written. published_at is when it became
-- visible (NULL: still hidden); publish_due_at is when it will be, whatever the other member does. Reviews
-- written before this migration stay visible as they were; rows written without naming it (seeds) are public.
ALTER TABLE reviews ADD COLUMN published_at timestamptz DEFAULT now();
ALTER TABLE reviews ADD COLUMN publish_due_at timestamptz;
UPDATE reviews SET published_at = created_at;
CREATE INDEX reviews_publish_due_idx ON reviews (publish_due_at) WHERE published_at IS NULL;
