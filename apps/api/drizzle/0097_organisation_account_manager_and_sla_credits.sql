-- Issue 23 items 11 and 12 (ADRs 142 and 143): an organisation's account manager from staff, the contact
-- messages its members send, and the Enterprise SLA's credit requests.

-- An admin assigns a moderator or admin; the organisation sees only the name staff chose to show.
ALTER TABLE organisations
  ADD COLUMN account_manager_id uuid REFERENCES users (id) ON DELETE SET NULL,
  ADD COLUMN account_manager_name text CHECK (char_length(account_manager_name) BETWEEN 1 AND 80);

-- The organisation a signed-in sender belonged to when they wrote: its account manager sees it first.
ALTER TABLE contact_messages
  ADD COLUMN organisation_id uuid REFERENCES organisations (community_id) ON DELETE SET NULL;

-- One credit request per Enterprise account and missed month, with the figures it was asked on.
CREATE TABLE sla_credit_requests (
  account_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  month text NOT NULL CHECK (month ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
  availability_percent numeric(6, 3) NOT NULL,
  fee_paid integer NOT NULL CHECK (fee_paid > 0),
  credit integer NOT NULL CHECK (credit >= 0),
  currency text NOT NULL,
  contact_message_id bigint REFERENCES contact_messages (id) ON DELETE SET NULL,
  requested_at timestamptz NOT NULL,
  PRIMARY KEY (account_id, month)
);
