-- When the install's admins were told that the next node has not acknowledged a transfer's outcome for a day
-- (ADR 197). A transfer is told again only after its state changed since (updated_at later than this).
ALTER TABLE federation_transfers ADD COLUMN delivery_alerted_at timestamptz;
