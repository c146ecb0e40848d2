-- The requests board (issue 25, ADR 88): members post needs and offers; answering one opens a swap request.

CREATE TABLE board_posts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  author_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('need', 'offer')),
  title text NOT NULL CHECK (char_length(title) BETWEEN 3 AND 100),
  description text NOT NULL DEFAULT '' CHECK (char_length(description) <= 2000),
  -- The canonical skill name (taxonomy) and its category, whatever wording the author typed.
  skill text NOT NULL,
  category text,
  hours numeric(5, 2) NOT NULL CHECK (hours > 0 AND hours <= 100),
  is_online boolean NOT NULL,
  city text CHECK (char_length(city) <= 80),
  -- For communities, which do not exist yet: no foreign key until their table does.
  community_id uuid,
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'closed')),
  closed_reason text CHECK (closed_reason IN ('author', 'filled')),
  lifetime_days smallint NOT NULL CHECK (lifetime_days IN (7, 14, 30)),
  expires_at timestamptz NOT NULL,
  -- Set in the transaction that queues the reminder mail, so it goes out once (cleared by renewing).
  expiry_reminded_at timestamptz,
  hidden_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  search_text text GENERATED ALWAYS AS (lower(title || ' ' || description || ' ' || skill)) STORED,
  CONSTRAINT board_posts_place CHECK (is_online OR city IS NOT NULL),
  CONSTRAINT board_posts_closed_reason CHECK ((status = 'closed') = (closed_reason IS NOT NULL))
);

-- The board's pages: newest first among visible open posts, alone or by one filter, walked by keyset.
CREATE INDEX board_posts_open_idx ON board_posts (created_at DESC, id DESC)
  WHERE status = 'open' AND hidden_at IS NULL;
CREATE INDEX board_posts_open_skill_idx ON board_posts (skill, created_at DESC, id DESC)
  WHERE status = 'open' AND hidden_at IS NULL;
CREATE INDEX board_posts_open_category_idx ON board_posts (category, created_at DESC, id DESC)
  WHERE status = 'open' AND hidden_at IS NULL;
CREATE INDEX board_posts_open_kind_idx ON board_posts (kind, created_at DESC, id DESC)
  WHERE status = 'open' AND hidden_at IS NULL;
CREATE INDEX board_posts_search_idx ON board_posts USING gin (search_text gin_trgm_ops)
  WHERE status = 'open' AND hidden_at IS NULL;
CREATE INDEX board_posts_author_idx ON board_posts (author_id, created_at DESC, id DESC);
-- The expiry reminder's claim.
CREATE INDEX board_posts_reminder_idx ON board_posts (expires_at)
  WHERE status = 'open' AND expiry_reminded_at IS NULL AND hidden_at IS NULL;

-- Which swap requests answered which post.
CREATE TABLE board_post_responses (
  swap_id uuid PRIMARY KEY REFERENCES swaps (id) ON DELETE CASCADE,
  post_id uuid NOT NULL REFERENCES board_posts (id) ON DELETE CASCADE,
  responder_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX board_post_responses_post_idx ON board_post_responses (post_id, created_at);

-- A post can be reported like a member, a message or a review.
ALTER TABLE reports DROP CONSTRAINT reports_target_kind_check;
ALTER TABLE reports ADD CONSTRAINT reports_target_kind_check
  CHECK (target_kind IN ('member', 'message', 'review', 'post'));
