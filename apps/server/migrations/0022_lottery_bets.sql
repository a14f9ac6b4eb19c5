-- Members' bets on our own lottery's numeros (modules/lottery/bets.ts), and each game's stake limits.

ALTER TABLE lottery_games
  -- one bet (minor units)
  ADD COLUMN min_stake bigint NOT NULL DEFAULT 100 CHECK (min_stake > 0),
  ADD COLUMN max_stake bigint NOT NULL DEFAULT 5000000,
  -- one member on one key ("number") of one numero, and on the whole numero
  ADD COLUMN max_stake_per_key bigint NOT NULL DEFAULT 10000000,
  ADD COLUMN max_stake_per_numero bigint NOT NULL DEFAULT 50000000,
  -- what one member's bets on one numero could win at most, all of them winning
  ADD COLUMN payout_cap bigint NOT NULL DEFAULT 1000000000,
  ADD CONSTRAINT lottery_games_stake_order CHECK (min_stake <= max_stake);

CREATE TABLE lottery_bets (
  id           bigserial PRIMARY KEY,
  merchant_id  integer NOT NULL REFERENCES merchants(id),
  member_id    integer NOT NULL REFERENCES members(id),
  numero_id    bigint NOT NULL REFERENCES lottery_numeros(id),
  -- the member's idempotency key of the slip the bet came in (one posting per slip)
  slip_key     text NOT NULL,
  bet_key      text NOT NULL,
  stake        bigint NOT NULL CHECK (stake > 0),
  status       text NOT NULL DEFAULT 'OPEN'
                 CHECK (status IN ('OPEN', 'WON', 'LOST', 'PUSH', 'REFUNDED', 'CANCELLED')),
  -- what the bet got back (win, push or refund), minor units
  payout       bigint NOT NULL DEFAULT 0 CHECK (payout >= 0),
  placed_at    timestamptz NOT NULL DEFAULT now(),
  settled_at   timestamptz
);
CREATE INDEX lottery_bets_numero_key ON lottery_bets (numero_id, bet_key) WHERE status = 'OPEN';
CREATE INDEX lottery_bets_member ON lottery_bets (member_id, id DESC);
CREATE INDEX lottery_bets_slip ON lottery_bets (member_id, slip_key);
