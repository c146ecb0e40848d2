-- White-label (issue 23 item 9, ADR 140): an organisation's display name, logo and accent colour, shown on its
-- pages and in the mails about it while its owning account is on Enterprise; kept, not shown, after a lapse.

ALTER TABLE organisations ADD COLUMN display_name text;
ALTER TABLE organisations ADD COLUMN logo_hash text REFERENCES avatars (hash);
ALTER TABLE organisations ADD COLUMN accent text;
ALTER TABLE organisations ADD CONSTRAINT organisations_accent_check CHECK (accent ~ '^#[0-9a-f]{6}$');

CREATE INDEX organisations_logo_idx ON organisations (logo_hash) WHERE logo_hash IS NOT NULL;
