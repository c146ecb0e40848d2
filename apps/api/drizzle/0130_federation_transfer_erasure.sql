-- Why a transfer was erased, so a member reads more than "Cancelled" (ADR 194): the payer cancelled it, it expired
-- unapproved, the next exchange could not be reached, or a check refused it at the second look. Erasures recorded
-- before this column stay without a reason and read as cancelled.
ALTER TABLE federation_transfers ADD COLUMN erased_because text;
