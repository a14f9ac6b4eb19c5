-- Uploaded images (deposit proofs, withdrawal receipts) and deposits (depositv2): the merchant's channels and
-- the members' requests that an operator or a payment gateway approves or rejects.

CREATE TABLE uploads (
  id            text PRIMARY KEY,
  merchant_id   integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
  member_id     integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  content_type  text NOT NULL CHECK (content_type IN ('image/png', 'image/jpeg')),
  bytes         bytea NOT NULL CHECK (octet_length(bytes) <= 5242880),
  created_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX uploads_member ON uploads (merchant_id, member_id);

CREATE TABLE deposit_channels (
  id               serial PRIMARY KEY,
  merchant_id      integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
  code             text NOT NULL,
  kind             text NOT NULL CHECK (kind IN ('BANK_TRANSFER', 'MOBILE_WALLET', 'GATEWAY')),
  -- {"bn": "…", "en": "…"}
  name             jsonb NOT NULL,
  -- where the member pays to: account holder, number, and the bank or wallet it is at
  account_name     text NOT NULL DEFAULT '',
  account_number   text NOT NULL DEFAULT '',
  provider_name    text NOT NULL DEFAULT '',
  min_amount       bigint NOT NULL CHECK (min_amount > 0),
  max_amount       bigint NOT NULL,
  enabled          boolean NOT NULL DEFAULT true,
  sort_order       integer NOT NULL DEFAULT 0,
  -- GATEWAY channels: which provider implementation, and the secret its callbacks are signed with
  gateway_provider text,
  gateway_secret   text,
  demo             boolean NOT NULL DEFAULT false,
  created_at       timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT deposit_channels_code_once UNIQUE (merchant_id, code),
  CONSTRAINT deposit_channels_range CHECK (max_amount >= min_amount),
  CONSTRAINT deposit_channels_gateway CHECK (
    kind <> 'GATEWAY' OR (gateway_provider IS NOT NULL AND gateway_secret IS NOT NULL))
);

CREATE TABLE deposit_requests (
  -- random, not guessable: it appears in the gateway's payment URL
  id                  text PRIMARY KEY,
  seq                 bigserial NOT NULL UNIQUE,
  merchant_id         integer NOT NULL REFERENCES merchants(id),
  member_id           integer NOT NULL REFERENCES members(id),
  channel_id          integer NOT NULL REFERENCES deposit_channels(id),
  amount              bigint NOT NULL CHECK (amount > 0),
  payer_account       text NOT NULL,
  payment_reference   text NOT NULL,
  proof_upload_id     text REFERENCES uploads(id),
  -- PENDING → APPROVED (with its posting, in the same transaction) or REJECTED (with a reason)
  status              text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'APPROVED', 'REJECTED')),
  reject_reason       text,
  -- the member's Idempotency-Key and a hash of the request it came with
  idempotency_key     text NOT NULL,
  request_hash        text NOT NULL,
  gateway_txn_id      text,
  payment_url         text,
  posting_id          bigint REFERENCES ledger_postings(id),
  decided_by_operator integer REFERENCES operators(id) ON DELETE SET NULL,
  decided_at          timestamptz,
  created_at          timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT deposit_requests_key_once UNIQUE (merchant_id, member_id, idempotency_key),
  CONSTRAINT deposit_requests_gateway_txn_once UNIQUE (channel_id, gateway_txn_id),
  CONSTRAINT deposit_requests_approved_posted CHECK (status <> 'APPROVED' OR posting_id IS NOT NULL)
);
CREATE INDEX deposit_requests_member ON deposit_requests (merchant_id, member_id, seq DESC);
CREATE INDEX deposit_requests_status ON deposit_requests (merchant_id, status, seq DESC);
