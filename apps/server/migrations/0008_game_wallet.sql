-- The game wallet (docs/vendor-protocol.md), owned by the game-wallet module: the integration settings per game
-- vendor company, launch tokens and the game sessions they open, the rounds the records read, and every
-- transaction a vendor sent. Money itself moves only through the ledger (0004).

CREATE TABLE game_vendor_accounts (
  id           serial PRIMARY KEY,
  merchant_id  integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
  -- the vendor company's code (the vendors table repeats it per category: JL has RNG, FISH and PVP rows)
  vendor_code  text NOT NULL,
  wallet_mode  text NOT NULL CHECK (wallet_mode IN ('SEAMLESS', 'TRANSFER')),
  -- base of the vendor's transfer API (transfer wallet); NULL for seamless vendors
  api_url      text,
  -- the shared secret of the request signatures; NULL until agreed (every call is then refused)
  secret       text,
  enabled      boolean NOT NULL DEFAULT true,
  created_at   timestamptz NOT NULL DEFAULT now(),
  updated_at   timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT game_vendor_accounts_one_per_vendor UNIQUE (merchant_id, vendor_code)
);

-- A launch: the single-use token the vendor exchanges in `authenticate`, then the game session it opened.
CREATE TABLE game_sessions (
  id                  bigserial PRIMARY KEY,
  merchant_id         integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
  member_id           integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  vendor_code         text NOT NULL,
  game_code           text NOT NULL,
  game_type           text NOT NULL,
  demo                boolean NOT NULL,
  -- sha256 of the launch token; the token itself is only ever in the launch URL
  token_hash          text NOT NULL,
  token_expires_at    timestamptz NOT NULL,
  used_at             timestamptz,
  -- sha256 of the session id given at authentication; NULL until then
  session_hash        text,
  session_expires_at  timestamptz,
  created_at          timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT game_sessions_token_once UNIQUE (token_hash),
  CONSTRAINT game_sessions_session_once UNIQUE (session_hash),
  CONSTRAINT game_sessions_opened_once CHECK (
    (used_at IS NULL AND session_hash IS NULL AND session_expires_at IS NULL)
    OR (used_at IS NOT NULL AND session_hash IS NOT NULL AND session_expires_at IS NOT NULL))
);
CREATE INDEX game_sessions_member ON game_sessions (merchant_id, member_id, created_at);

-- A round of a game as the records see it: OPEN while bets come in, then SETTLED (won or lost) or REFUNDED.
-- stake: the accepted bets (rolled-back bets taken out); refunded: what a refund returned; win: the payout.
-- The house's result of a round is stake - win - refunded.
CREATE TABLE game_rounds (
  id           bigserial PRIMARY KEY,
  merchant_id  integer NOT NULL REFERENCES merchants(id),
  member_id    integer NOT NULL REFERENCES members(id),
  vendor_code  text NOT NULL,
  game_code    text NOT NULL,
  game_type    text NOT NULL,
  -- the vendor's round id
  round_id     text NOT NULL,
  wallet_mode  text NOT NULL CHECK (wallet_mode IN ('SEAMLESS', 'TRANSFER')),
  stake        bigint NOT NULL DEFAULT 0 CHECK (stake >= 0),
  win          bigint NOT NULL DEFAULT 0 CHECK (win >= 0),
  refunded     bigint NOT NULL DEFAULT 0 CHECK (refunded >= 0 AND refunded <= stake),
  status       text NOT NULL DEFAULT 'OPEN' CHECK (status IN ('OPEN', 'SETTLED', 'REFUNDED')),
  started_at   timestamptz NOT NULL DEFAULT now(),
  settled_at   timestamptz,
  CONSTRAINT game_rounds_once UNIQUE (merchant_id, vendor_code, round_id),
  CONSTRAINT game_rounds_closed_at CHECK ((status = 'OPEN') = (settled_at IS NULL)),
  CONSTRAINT game_rounds_refund_whole CHECK (status = 'REFUNDED' OR refunded = 0)
);
CREATE INDEX game_rounds_member_time ON game_rounds (merchant_id, member_id, started_at DESC, id DESC);
CREATE INDEX game_rounds_settled ON game_rounds (merchant_id, settled_at DESC, id DESC);

-- Every transaction a vendor sent, under its id (unique per merchant and vendor). A row is written in the same
-- database transaction as the round change and the ledger posting (idempotency key `game:<vendor>:<id>`), so a
-- row exists exactly when its money moved. A tombstone is a BET row written by the rollback of a bet that had not arrived: it takes the bet's id
-- so the late bet is refused. Never changed or removed.
CREATE TABLE game_transactions (
  id                  bigserial PRIMARY KEY,
  merchant_id         integer NOT NULL REFERENCES merchants(id),
  vendor_code         text NOT NULL,
  transaction_id      text NOT NULL,
  kind                text NOT NULL CHECK (kind IN ('BET', 'SETTLE', 'REFUND', 'ROLLBACK')),
  round_ref           bigint REFERENCES game_rounds(id),
  member_id           integer NOT NULL REFERENCES members(id),
  -- minor units moved by it (0 for a lost round, a tombstone, a rollback with nothing to return)
  amount              bigint NOT NULL CHECK (amount >= 0),
  -- sha256 of the request: the same id with another request is refused; NULL for a tombstone
  request_hash        text,
  -- BET: ACCEPTED or TOMBSTONE; SETTLE: SETTLED; REFUND: REFUNDED;
  -- ROLLBACK: ROLLED_BACK (stake returned), TOMBSTONED (bet unknown), NOTHING (bet already rolled back)
  outcome             text NOT NULL CHECK (outcome IN
                        ('ACCEPTED', 'TOMBSTONE', 'SETTLED', 'REFUNDED', 'ROLLED_BACK', 'TOMBSTONED', 'NOTHING')),
  -- ROLLBACK: the bet it cancels
  bet_transaction_id  text,
  tombstone           boolean NOT NULL DEFAULT false,
  created_at          timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT game_transactions_once UNIQUE (merchant_id, vendor_code, transaction_id),
  CONSTRAINT game_transactions_tombstone CHECK (tombstone = (outcome = 'TOMBSTONE')),
  CONSTRAINT game_transactions_round CHECK ((round_ref IS NULL) = (outcome IN ('TOMBSTONE', 'TOMBSTONED'))),
  CONSTRAINT game_transactions_rollback_target CHECK ((kind = 'ROLLBACK') = (bet_transaction_id IS NOT NULL))
);
CREATE INDEX game_transactions_round ON game_transactions (round_ref, id);
-- A bet's stake is returned at most once, whatever the code does.
CREATE UNIQUE INDEX game_transactions_one_rollback ON game_transactions (merchant_id, vendor_code, bet_transaction_id)
  WHERE outcome = 'ROLLED_BACK';

CREATE FUNCTION game_transactions_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'game transactions are append-only (% on %)', TG_OP, TG_TABLE_NAME;
END
$$;
CREATE TRIGGER game_transactions_append_only BEFORE UPDATE OR DELETE ON game_transactions
  FOR EACH ROW EXECUTE FUNCTION game_transactions_refuse_change();
