-- A community whose only owner deleted their account with nobody left to take it over is archived (issue 34
-- A.11, ADR 158): it leaves every list and answers 404, its slug stays taken and its ledger rows stay.
ALTER TABLE communities ADD COLUMN archived_at timestamptz;
