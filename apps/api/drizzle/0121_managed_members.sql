-- Members without e-mail (issue 38 item 4, ADR 180): a coordinator creates them, with a phone number or no contact;
-- their e-mail column holds an address under `.invalid` that no mail is ever queued for, until they claim the
-- account with a one-time code and give their own.
ALTER TABLE users ADD COLUMN managed_by_community_id uuid REFERENCES communities(id) ON DELETE SET NULL;
ALTER TABLE users ADD COLUMN contact_phone text;

CREATE TABLE member_claim_codes (
  user_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  code_hash text NOT NULL UNIQUE,
  issued_by uuid REFERENCES users(id) ON DELETE SET NULL,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
