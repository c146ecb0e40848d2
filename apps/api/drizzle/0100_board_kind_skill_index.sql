-- "Best match first" with the kind filtered (issue 25; ADR 145): a post of exactly the viewer's skills and of
-- one kind is found by kind and skill together, instead of reading every post of the skill to drop the other
-- kind's (a popular skill's needs when the viewer looks at offers).
CREATE INDEX board_posts_open_kind_skill_idx ON board_posts (kind, skill, created_at DESC, id DESC)
  WHERE status = 'open' AND hidden_at IS NULL;
