-- SkillCoin ledger: accounts (one per member, one community fund), transfers and their movements,
-- and holds (escrow) for accepted swaps. Double-entry and append-only: a balance is the sum of an
-- account's movements, every transfer's movements add up to zero, and movements are never changed.

CREATE TABLE ledger_accounts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  kind text NOT NULL CHECK (kind IN ('member', 'fund')),
  -- Set to null when a member's personal data is purged: the account and its history stay, anonymised.
  member_id uuid UNIQUE REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX ledger_accounts_single_fund ON ledger_accounts (kind) WHERE kind = 'fund';
INSERT INTO ledger_accounts (id, kind) VALUES ('00000000-0000-4000-8000-000000000001', 'fund');

CREATE TABLE ledger_transfers (
  id bigserial PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('starter_grant', 'swap_settlement')),
  -- A natural key ('starter-grant:<member>', 'swap-settlement:<swap>') so each transfer happens at most once.
  idempotency_key text NOT NULL UNIQUE,
  swap_id uuid,
  description text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ledger_transfers_swap_idx ON ledger_transfers (swap_id) WHERE swap_id IS NOT NULL;

CREATE TABLE ledger_movements (
  id bigserial PRIMARY KEY,
  transfer_id bigint NOT NULL REFERENCES ledger_transfers (id),
  account_id uuid NOT NULL REFERENCES ledger_accounts (id),
  amount numeric(12, 2) NOT NULL CHECK (amount <> 0),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ledger_movements_account_idx ON ledger_movements (account_id, id);
CREATE INDEX ledger_movements_transfer_idx ON ledger_movements (transfer_id);

CREATE TABLE ledger_holds (
  id bigserial PRIMARY KEY,
  account_id uuid NOT NULL REFERENCES ledger_accounts (id),
  -- One hold per swap, ever: a swap is accepted at most once.
  swap_id uuid NOT NULL UNIQUE,
  amount numeric(12, 2) NOT NULL CHECK (amount > 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  released_at timestamptz,
  release_reason text CHECK (release_reason IN ('cancelled', 'settled', 'account_closed')),
  CHECK ((released_at IS NULL) = (release_reason IS NULL))
);
CREATE INDEX ledger_holds_active_idx ON ledger_holds (account_id) WHERE released_at IS NULL;

-- The ledger is append-only: history is corrected by a new transfer, never by editing the old one.
CREATE FUNCTION ledger_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'The SkillCoin ledger is append-only: % on % is not allowed', TG_OP, TG_TABLE_NAME
    USING ERRCODE = 'restrict_violation';
END;
$$;
CREATE TRIGGER ledger_movements_append_only BEFORE UPDATE OR DELETE ON ledger_movements
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
CREATE TRIGGER ledger_movements_no_truncate BEFORE TRUNCATE ON ledger_movements
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();
CREATE TRIGGER ledger_transfers_append_only BEFORE UPDATE OR DELETE ON ledger_transfers
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
CREATE TRIGGER ledger_transfers_no_truncate BEFORE TRUNCATE ON ledger_transfers
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();

-- Double entry: checked at commit, so a transfer's movements may be inserted one by one.
CREATE FUNCTION ledger_check_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  total numeric;
BEGIN
  SELECT sum(amount) INTO total FROM ledger_movements WHERE transfer_id = NEW.transfer_id;
  IF total <> 0 THEN
    RAISE EXCEPTION 'Transfer % does not balance (sum %)', NEW.transfer_id, total
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END;
$$;
CREATE CONSTRAINT TRIGGER ledger_movements_balanced AFTER INSERT ON ledger_movements
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_check_balanced();
