-- Operators sign in with a password and an authenticator code (modules/operators/totp.ts).
-- totp_last_step: the last time step a code was accepted for, so a code works once (RFC 6238 §5.2).
ALTER TABLE operators
  ADD COLUMN totp_secret text,
  ADD COLUMN totp_last_step bigint;

-- A first login with the right password opens an enrolment: the secret to scan, kept until a code confirms it.
CREATE TABLE operator_totp_enrolments (
  token_hash text PRIMARY KEY,
  operator_id integer NOT NULL REFERENCES operators (id),
  merchant_id integer NOT NULL REFERENCES merchants (id),
  secret text NOT NULL,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX operator_totp_enrolments_operator ON operator_totp_enrolments (operator_id);

-- One-time recovery codes, stored as SHA-256 hashes (they are random, 50 bits each, so no slow hash is needed).
CREATE TABLE operator_recovery_codes (
  id bigserial PRIMARY KEY,
  operator_id integer NOT NULL REFERENCES operators (id),
  code_hash text NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (operator_id, code_hash)
);
