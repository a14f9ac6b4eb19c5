-- Transfer-wallet vendors (docs/vendor-protocol.md "Transfer wallet"): money a member moves between the main
-- wallet and a vendor that keeps its own balance. The vendor-transfers module owns these tables.

CREATE TABLE vendor_transfers (
  id               bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id      integer NOT NULL REFERENCES merchants(id),
  member_id        integer NOT NULL REFERENCES members(id),
  vendor_code      text NOT NULL,
  direction        text NOT NULL CHECK (direction IN ('IN', 'OUT')),
  amount           bigint NOT NULL CHECK (amount > 0),
  -- The id the vendor sees: unique, idempotent at the vendor.
  transfer_id      uuid NOT NULL UNIQUE,
  -- The member's idempotency key (one request may make several transfers: "all back to main").
  idempotency_key  text NOT NULL,
  request_hash     text NOT NULL,
  status           text NOT NULL DEFAULT 'PENDING'
                   CHECK (status IN ('PENDING', 'SUCCESS', 'FAILED', 'UNKNOWN')),
  error_code       text,
  attempts         integer NOT NULL DEFAULT 0,
  -- The reconciliation job's claim: another process leaves the row alone until then.
  claimed_until    timestamptz,
  created_at       timestamptz NOT NULL DEFAULT now(),
  finished_at      timestamptz,
  UNIQUE (merchant_id, member_id, idempotency_key, vendor_code)
);
CREATE INDEX vendor_transfers_open ON vendor_transfers (created_at) WHERE status IN ('PENDING', 'UNKNOWN');
CREATE INDEX vendor_transfers_member ON vendor_transfers (merchant_id, member_id, created_at DESC);

-- What the reconciliation found that it could not settle by itself, for the operator.
CREATE TABLE vendor_transfer_mismatches (
  id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id     integer NOT NULL REFERENCES merchants(id),
  transfer_id     uuid NOT NULL REFERENCES vendor_transfers(transfer_id),
  ours            text NOT NULL,
  theirs          text NOT NULL,
  detail          jsonb NOT NULL DEFAULT '{}'::jsonb,
  found_at        timestamptz NOT NULL DEFAULT now(),
  UNIQUE (transfer_id)
);
