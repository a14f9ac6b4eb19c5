-- Verification codes (SMS, email), the development outbox, image captchas and proof-of-work challenges.
-- No table here ever holds a live secret in the clear: codes and captcha answers are stored hashed. The one
-- exception is message_outbox, which only development and tests write to.

-- verification module -----------------------------------------------------------------------------
CREATE TABLE verification_codes (
  id           bigserial PRIMARY KEY,
  merchant_id  integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
  channel      text NOT NULL CHECK (channel IN ('SMS', 'EMAIL')),
  -- SMS: dialing code and national number digits ('8801712345678'); EMAIL: lower-cased address.
  destination  text NOT NULL,
  purpose      text NOT NULL
    CHECK (purpose IN ('REGISTER', 'LOGIN', 'FORGOT', 'BIND_MOBILE', 'BIND_EMAIL', 'NEW_IP', 'FORGOT_EMAIL')),
  -- sha256(salt || code), hex; the code itself is never stored here.
  code_hash    text NOT NULL,
  salt         text NOT NULL,
  -- the requester's IP, for the per-IP send cap
  ip           text,
  expires_at   timestamptz NOT NULL,
  attempts     integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  consumed_at  timestamptz,
  voided_at    timestamptz,
  created_at   timestamptz NOT NULL DEFAULT now()
);
-- The live code of a destination and purpose; also the send history of a destination (throttling).
CREATE INDEX verification_codes_destination
  ON verification_codes (merchant_id, channel, destination, created_at DESC);
CREATE INDEX verification_codes_ip ON verification_codes (merchant_id, ip, created_at DESC) WHERE ip IS NOT NULL;

-- What a development server "sent": the only place a plain code is kept, and only in development.
CREATE TABLE message_outbox (
  id           bigserial PRIMARY KEY,
  merchant_id  integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
  channel      text NOT NULL CHECK (channel IN ('SMS', 'EMAIL')),
  destination  text NOT NULL,
  purpose      text NOT NULL,
  code         text NOT NULL,
  text         text NOT NULL,
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX message_outbox_merchant ON message_outbox (merchant_id, created_at DESC);

-- captcha module ----------------------------------------------------------------------------------
CREATE TABLE captchas (
  id           text PRIMARY KEY,
  merchant_id  integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
  -- sha256(id || ':' || upper(answer)), hex
  answer_hash  text NOT NULL,
  expires_at   timestamptz NOT NULL,
  used_at      timestamptz,
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX captchas_expires ON captchas (expires_at);

-- challenge module --------------------------------------------------------------------------------
CREATE TABLE challenges (
  id           text PRIMARY KEY,
  merchant_id  integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
  salt         text NOT NULL,
  difficulty   smallint NOT NULL CHECK (difficulty BETWEEN 0 AND 64),
  expires_at   timestamptz NOT NULL,
  used_at      timestamptz,
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX challenges_expires ON challenges (expires_at);
