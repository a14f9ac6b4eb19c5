-- Operators: the merchant's staff who run the cashier through the operator API (no back-office pages yet).

CREATE TABLE operators (
  id             serial PRIMARY KEY,
  merchant_id    integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
  username       text NOT NULL,
  password_hash  text NOT NULL,
  -- CASHIER approves deposits and pays withdrawals; ADMIN also adjusts balances
  role           text NOT NULL CHECK (role IN ('ADMIN', 'CASHIER')),
  status         text NOT NULL DEFAULT 'ACTIVE' CHECK (status IN ('ACTIVE', 'LOCKED')),
  created_at     timestamptz NOT NULL DEFAULT now(),
  UNIQUE (merchant_id, username)
);

CREATE TABLE operator_sessions (
  id            bigserial PRIMARY KEY,
  token_hash    text NOT NULL UNIQUE,
  operator_id   integer NOT NULL REFERENCES operators(id) ON DELETE CASCADE,
  merchant_id   integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
  ip            text,
  created_at    timestamptz NOT NULL DEFAULT now(),
  expires_at    timestamptz NOT NULL,
  ended_at      timestamptz
);

ALTER TABLE audit_log ADD COLUMN operator_id integer REFERENCES operators(id) ON DELETE SET NULL;
