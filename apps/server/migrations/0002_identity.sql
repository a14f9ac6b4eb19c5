-- Identity: the registration profile, password state, payment password, login protection, known IPs,
-- session restrictions and the audit trail.

ALTER TABLE members
  ADD COLUMN mobile_num            text,
  ADD COLUMN country_dialing_code  text,
  ADD COLUMN email                 text,
  ADD COLUMN payee_name            text,
  ADD COLUMN fullname              text,
  ADD COLUMN id_number             text,
  ADD COLUMN qq_num                text,
  ADD COLUMN line                  text,
  ADD COLUMN whatsapp              text,
  ADD COLUMN facebook              text,
  ADD COLUMN wechat                text,
  ADD COLUMN telegram              text,
  ADD COLUMN zalo                  text,
  ADD COLUMN birthday              date,
  ADD COLUMN address               text,
  ADD COLUMN nationality           text,
  ADD COLUMN occupation            text,
  ADD COLUMN source_of_income      text,
  ADD COLUMN avatar_url            text,
  -- the member's own invitation code, which new members may register with
  ADD COLUMN affiliate_code        text,
  ADD COLUMN payment_password_hash text,
  ADD COLUMN totp_secret           text,
  -- set when an operator or agent created the account with the merchant's default password
  ADD COLUMN must_change_password  boolean NOT NULL DEFAULT false,
  ADD COLUMN password_changed_at   timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN register_ip           text,
  ADD COLUMN register_url          text,
  ADD COLUMN register_method       text;

CREATE UNIQUE INDEX members_email_unique ON members (merchant_id, lower(email)) WHERE email IS NOT NULL;
CREATE UNIQUE INDEX members_mobile_unique ON members (merchant_id, mobile_num) WHERE mobile_num IS NOT NULL;
CREATE UNIQUE INDEX members_affiliate_code_unique ON members (merchant_id, affiliate_code) WHERE affiliate_code IS NOT NULL;
CREATE INDEX members_parent ON members (parent_member_id);

ALTER TABLE merchants
  ADD COLUMN password_max_age_days  integer NOT NULL DEFAULT 90 CHECK (password_max_age_days > 0),
  ADD COLUMN new_ip_verification    text NOT NULL DEFAULT 'NONE'
    CHECK (new_ip_verification IN ('NONE', 'SMS', 'EMAIL', 'TOTP', 'BANK_NAME')),
  ADD COLUMN login_lock_threshold   integer NOT NULL DEFAULT 5 CHECK (login_lock_threshold > 0),
  ADD COLUMN login_lock_minutes     integer NOT NULL DEFAULT 15 CHECK (login_lock_minutes > 0);

-- Failed logins per account name (known or not, so a lock tells nothing about existence).
CREATE TABLE login_failures (
  merchant_id     integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
  username        text NOT NULL,
  failures        integer NOT NULL DEFAULT 0,
  last_failed_at  timestamptz NOT NULL DEFAULT now(),
  locked_until    timestamptz,
  PRIMARY KEY (merchant_id, username)
);

CREATE TABLE member_known_ips (
  member_id      integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  ip             text NOT NULL,
  first_seen_at  timestamptz NOT NULL DEFAULT now(),
  last_seen_at   timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, ip)
);

-- A restricted session can do only what lifts the restriction: change the password, or pass the new-IP step.
ALTER TABLE sessions
  ADD COLUMN restriction  text CHECK (restriction IN ('PASSWORD_CHANGE', 'NEW_IP')),
  ADD COLUMN user_agent   text,
  ADD COLUMN is_agent_site boolean NOT NULL DEFAULT false;

CREATE TABLE audit_log (
  id           bigserial PRIMARY KEY,
  merchant_id  integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
  member_id    integer REFERENCES members(id) ON DELETE SET NULL,
  action       text NOT NULL,
  ip           text,
  user_agent   text,
  detail       jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX audit_log_member ON audit_log (member_id, created_at DESC);
CREATE INDEX audit_log_merchant ON audit_log (merchant_id, created_at DESC);

-- Trial (free-play) members play with demo credit that lives here, never in the money ledger.
ALTER TABLE members ADD COLUMN trial_credit bigint NOT NULL DEFAULT 0 CHECK (trial_credit >= 0);

-- The merchant's key pair for the encrypted calls (RSA-OAEP-SHA256 wrapping an AES-256-GCM key).
CREATE TABLE merchant_keys (
  merchant_id   integer PRIMARY KEY REFERENCES merchants(id) ON DELETE CASCADE,
  key_id        text NOT NULL,
  public_key    text NOT NULL,
  private_key   text NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now()
);
