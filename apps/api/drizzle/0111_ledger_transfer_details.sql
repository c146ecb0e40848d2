-- A transfer's words as structured details (issue 35, item 14): the swap's skills, the workshop and the seat's
-- outcome, the community and a grant's note, so a statement line reads in the member's language. The English
-- `description` stays, written from the same details. Transfers are append-only (migration 0020), so older ones
-- keep no details; a swap settlement's skills are still read from its swap.
ALTER TABLE ledger_transfers ADD COLUMN details jsonb;
