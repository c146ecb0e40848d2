-- Custom branding (issue 22, item 4; ADR 113): a Premium member's accent colour (a key of the contract's palette,
-- never a free colour, so contrast is proven once) and a cover image kept in `avatars` under its hash, like a
-- portfolio image. While the plan has lapsed the row stays and is not shown.
CREATE TABLE profile_branding (
  member_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  accent text CHECK (accent IN ('indigo', 'teal', 'rose', 'amber', 'violet', 'emerald')),
  cover_hash text REFERENCES avatars (hash),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX profile_branding_cover_idx ON profile_branding (cover_hash) WHERE cover_hash IS NOT NULL;

-- Identity verification (issue 22, item 7; ADR 114): a Premium member asks, a moderator approves or declines with
-- a note. No identity document is stored: the member gives a note and a link a moderator can check.
CREATE TABLE identity_verification_requests (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  member_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  note text NOT NULL,
  link_url text NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'declined')),
  decided_by uuid REFERENCES users (id) ON DELETE SET NULL,
  decision_note text,
  created_at timestamptz NOT NULL DEFAULT now(),
  decided_at timestamptz,
  CHECK ((status = 'pending') = (decided_at IS NULL))
);
-- One open request per member; the queue reads the open ones oldest first.
CREATE UNIQUE INDEX identity_verification_pending_idx ON identity_verification_requests (member_id)
  WHERE status = 'pending';
CREATE INDEX identity_verification_queue_idx ON identity_verification_requests (created_at)
  WHERE status = 'pending';
CREATE INDEX identity_verification_member_idx ON identity_verification_requests (member_id, created_at DESC);

-- The badge an identity check gave follows the plan, whoever changes it (checkout, a lapse, an operator): it is
-- removed when the plan falls to Free and comes back when a paid plan returns, the approval being on record.
CREATE FUNCTION identity_badge_follows_plan() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM identity_verification_requests r
             WHERE r.member_id = NEW.id AND r.status = 'approved') THEN
    NEW.verified := NEW.plan <> 'free';
  END IF;
  RETURN NEW;
END;
$$;
CREATE TRIGGER profiles_identity_badge_follows_plan
  BEFORE UPDATE OF plan ON profiles
  FOR EACH ROW WHEN (OLD.plan IS DISTINCT FROM NEW.plan)
  EXECUTE FUNCTION identity_badge_follows_plan();
