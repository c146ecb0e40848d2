-- A community's past exchanges imported from CSV (issue 38, item 2; ADR 172): each row is one recorded exchange
-- with a key made from its content and its place among identical rows, so importing the same file again records
-- nothing twice.
ALTER TABLE recorded_exchanges ADD COLUMN import_key text;
CREATE UNIQUE INDEX recorded_exchanges_import_key_idx ON recorded_exchanges (community_id, import_key)
  WHERE import_key IS NOT NULL;
