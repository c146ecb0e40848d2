-- Reviews after a completed swap: each member rates the other once, 1 to 5, with an optional comment.
CREATE TABLE reviews (
  id bigserial PRIMARY KEY,
  swap_id uuid NOT NULL REFERENCES swaps (id) ON DELETE CASCADE,
  reviewer_id uuid REFERENCES users (id) ON DELETE SET NULL,
  reviewee_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  rating smallint NOT NULL CHECK (rating BETWEEN 1 AND 5),
  comment text CHECK (char_length(comment) <= 1000),
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (reviewer_id IS NULL OR reviewer_id <> reviewee_id)
);
-- One review per member per swap (the reviewer is nulled only when their data is purged).
CREATE UNIQUE INDEX reviews_one_per_reviewer_idx ON reviews (swap_id, reviewer_id);
CREATE INDEX reviews_reviewee_idx ON reviews (reviewee_id, id DESC);
