-- The money ledger (DESIGN.md §5): accounts with integer minor-unit balances and append-only transfers.
-- Every movement is a posting of one or more transfers under one idempotency key.

CREATE TABLE ledger_accounts (
  id              bigserial PRIMARY KEY,
  merchant_id     integer NOT NULL REFERENCES merchants(id),
  -- the member who owns it; NULL for the merchant's system accounts
  member_id       integer REFERENCES members(id),
  -- member: MAIN (spendable), HOLD (waiting withdrawals); system: DEPOSIT_CLEARING, WITHDRAWAL_CLEARING,
  -- BONUS, SALARY, DIVIDEND, HOUSE (one per game vendor), ADJUSTMENT
  kind            text NOT NULL,
  vendor_code     text,
  currency        text NOT NULL,
  balance         bigint NOT NULL DEFAULT 0,
  version         bigint NOT NULL DEFAULT 0,
  allow_negative  boolean NOT NULL,
  created_at      timestamptz NOT NULL DEFAULT now(),
  -- The database itself refuses a member balance below zero, whatever the code does.
  CONSTRAINT ledger_accounts_no_overdraft CHECK (allow_negative OR balance >= 0),
  CONSTRAINT ledger_accounts_members_never_negative CHECK (member_id IS NULL OR NOT allow_negative),
  CONSTRAINT ledger_accounts_one_per_kind UNIQUE NULLS NOT DISTINCT (merchant_id, member_id, kind, vendor_code)
);

CREATE TABLE ledger_postings (
  id               bigserial PRIMARY KEY,
  merchant_id      integer NOT NULL REFERENCES merchants(id),
  idempotency_key  text NOT NULL,
  -- sha256 of the request: the same key with another request is refused
  request_hash     text NOT NULL,
  kind             text NOT NULL,
  created_at       timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT ledger_postings_key_once UNIQUE (merchant_id, idempotency_key)
);

CREATE TABLE ledger_transfers (
  id                    bigserial PRIMARY KEY,
  posting_id            bigint NOT NULL REFERENCES ledger_postings(id),
  merchant_id           integer NOT NULL REFERENCES merchants(id),
  debit_account_id      bigint NOT NULL REFERENCES ledger_accounts(id),
  credit_account_id     bigint NOT NULL REFERENCES ledger_accounts(id),
  amount                bigint NOT NULL CHECK (amount > 0),
  kind                  text NOT NULL,
  reference             text,
  debit_balance_after   bigint NOT NULL,
  credit_balance_after  bigint NOT NULL,
  created_at            timestamptz NOT NULL DEFAULT now(),
  CHECK (debit_account_id <> credit_account_id)
);
CREATE INDEX ledger_transfers_debit ON ledger_transfers (debit_account_id, id);
CREATE INDEX ledger_transfers_credit ON ledger_transfers (credit_account_id, id);
CREATE INDEX ledger_transfers_posting ON ledger_transfers (posting_id);

-- Postings and transfers are history: never changed, never removed.
CREATE FUNCTION ledger_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger history is append-only (% on %)', TG_OP, TG_TABLE_NAME;
END
$$;
CREATE TRIGGER ledger_transfers_append_only BEFORE UPDATE OR DELETE ON ledger_transfers
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
CREATE TRIGGER ledger_postings_append_only BEFORE UPDATE OR DELETE ON ledger_postings
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
