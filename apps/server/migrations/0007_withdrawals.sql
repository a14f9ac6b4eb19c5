-- Withdrawals (DESIGN.md §5 two-phase holds): the member's bound withdrawal accounts, the requests whose money
-- waits in the member's HOLD account until an operator pays or rejects them, the member's receipt after the
-- payout, and the turnover a member must play through before withdrawing. Per-merchant limits and the receipt
-- time-out live on the merchant.

ALTER TABLE merchants
  ADD COLUMN withdrawal_min_amount bigint NOT NULL DEFAULT 10000,
  ADD COLUMN withdrawal_max_amount bigint NOT NULL DEFAULT 5000000,
  -- a PAID withdrawal the member has not confirmed within this many minutes counts as received
  ADD COLUMN withdrawal_receipt_timeout_minutes integer NOT NULL DEFAULT 30,
  ADD CONSTRAINT merchants_withdrawal_range
    CHECK (withdrawal_min_amount > 0 AND withdrawal_max_amount >= withdrawal_min_amount),
  ADD CONSTRAINT merchants_withdrawal_receipt_timeout CHECK (withdrawal_receipt_timeout_minutes > 0);

-- A bank account or mobile wallet (bKash, Nagad, Rocket…) the member withdraws to; at most 3 per member
-- (counted under a lock of the member row).
CREATE TABLE member_bank_accounts (
  id              serial PRIMARY KEY,
  merchant_id     integer NOT NULL REFERENCES merchants(id),
  member_id       integer NOT NULL REFERENCES members(id),
  kind            text NOT NULL CHECK (kind IN ('BANK', 'MOBILE_WALLET')),
  -- the bank's or the wallet's name, e.g. "bKash" or "Dutch-Bangla Bank"
  provider_name   text NOT NULL,
  account_name    text NOT NULL,
  account_number  text NOT NULL,
  -- national number, as members.mobile_num keeps it
  mobile_num      text NOT NULL,
  created_at      timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT member_bank_accounts_once UNIQUE (member_id, kind, provider_name, account_number)
);
CREATE INDEX member_bank_accounts_member ON member_bank_accounts (merchant_id, member_id);

CREATE TABLE withdrawal_requests (
  id                     bigserial PRIMARY KEY,
  merchant_id            integer NOT NULL REFERENCES merchants(id),
  member_id              integer NOT NULL REFERENCES members(id),
  bank_account_id        integer NOT NULL REFERENCES member_bank_accounts(id),
  amount                 bigint NOT NULL CHECK (amount > 0),
  -- PENDING: held, waiting for the operator; PAID: paid out, waiting for the member's receipt;
  -- CONFIRMED / DISPUTED: the member's receipt; CONFIRMED_BY_TIMEOUT: no receipt in time; REJECTED: released
  status                 text NOT NULL DEFAULT 'PENDING'
    CHECK (status IN ('PENDING', 'PAID', 'REJECTED', 'CONFIRMED', 'DISPUTED', 'CONFIRMED_BY_TIMEOUT')),
  -- the member's Idempotency-Key and a hash of the request it came with
  idempotency_key        text NOT NULL,
  request_hash           text NOT NULL,
  -- the hold (MAIN → HOLD); written in the transaction that inserts the row, so a committed row always has it
  hold_posting_id        bigint REFERENCES ledger_postings(id),
  -- the payout (HOLD → WITHDRAWAL_CLEARING) or the release (HOLD → MAIN)
  settle_posting_id      bigint REFERENCES ledger_postings(id),
  reject_reason          text,
  decided_by_operator    integer REFERENCES operators(id) ON DELETE SET NULL,
  decided_at             timestamptz,
  paid_at                timestamptz,
  -- the member's receipt
  receipt_received       boolean,
  amount_received        bigint CHECK (amount_received >= 0),
  receipt_proof_upload_id text REFERENCES uploads(id),
  confirmed_at           timestamptz,
  created_at             timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT withdrawal_requests_key_once UNIQUE (merchant_id, member_id, idempotency_key),
  CONSTRAINT withdrawal_requests_settled
    CHECK (status = 'PENDING' OR settle_posting_id IS NOT NULL),
  CONSTRAINT withdrawal_requests_paid_at
    CHECK (status IN ('PENDING', 'REJECTED') OR paid_at IS NOT NULL)
);
CREATE INDEX withdrawal_requests_member ON withdrawal_requests (merchant_id, member_id, id DESC);
CREATE INDEX withdrawal_requests_status ON withdrawal_requests (merchant_id, status, id DESC);
-- The receipt time-out job's scan.
CREATE INDEX withdrawal_requests_unconfirmed ON withdrawal_requests (paid_at) WHERE status = 'PAID';

-- Turnover a member must bet through before withdrawing (a bonus's "10 times" rule, or an operator's).
-- OPEN while completed < required.
CREATE TABLE turnover_requirements (
  id               bigserial PRIMARY KEY,
  merchant_id      integer NOT NULL REFERENCES merchants(id),
  member_id        integer NOT NULL REFERENCES members(id),
  required_amount  bigint NOT NULL CHECK (required_amount > 0),
  completed_amount bigint NOT NULL DEFAULT 0 CHECK (completed_amount >= 0),
  status           text NOT NULL DEFAULT 'OPEN' CHECK (status IN ('OPEN', 'DONE')),
  -- what set it, e.g. 'BONUS:<posting id>' or 'OPERATOR:<id>'
  source           text NOT NULL,
  created_at       timestamptz NOT NULL DEFAULT now(),
  done_at          timestamptz
);
CREATE INDEX turnover_requirements_open ON turnover_requirements (merchant_id, member_id) WHERE status = 'OPEN';
