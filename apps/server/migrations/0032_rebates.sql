-- Rebates (modules/rebates, docs/rebates.md): a share of each member's valid bets of a report day, per game
-- category, at the rate of the member's VIP rank; and the indexes the valid-bet reads use (modules/bet-stats).

-- Valid bets by settle time (modules/bet-stats/valid-bets.ts). A whole merchant's day reads game_rounds_settled
-- (0008) and lottery_numeros_settled (0027); a few members' read the two member indexes. Rounds: settling already rewrites an
-- index (game_rounds_settled), so the partial index only adds one entry per settled round. Lottery bets: no index
-- may name a column settlement writes (0023 keeps those updates heap-only), so bets are found by their numero's
-- settle time, or by member and placement time (a bet is placed after its numero opened).
CREATE INDEX game_rounds_member_settled ON game_rounds (merchant_id, member_id, settled_at)
  WHERE status = 'SETTLED';
CREATE INDEX lottery_bets_member_placed ON lottery_bets (member_id, placed_at);

-- A merchant's rebate settings; without a row: CLAIM, turnover ×1, minimum ৳1.00.
CREATE TABLE rebate_settings (
  merchant_id        integer PRIMARY KEY REFERENCES merchants(id) ON DELETE CASCADE,
  -- CLAIM: members claim in the reward center; AUTO: the job pays
  payout_mode        text NOT NULL DEFAULT 'CLAIM' CHECK (payout_mode IN ('CLAIM', 'AUTO')),
  -- a payout's turnover requirement is amount × this (0: none)
  turnover_multiple  integer NOT NULL DEFAULT 1 CHECK (turnover_multiple BETWEEN 0 AND 100),
  -- minor units: a member's unpaid rebates are paid once they reach this together
  min_payout         bigint NOT NULL DEFAULT 100 CHECK (min_payout >= 0),
  updated_at         timestamptz NOT NULL DEFAULT now()
);

-- Rates in basis points per VIP rank (0: everyone without a rate of their own rank) and category. A category
-- without a rank-0 row has the spec's default rate (rates.ts); a row of rate 0 means no rebate.
CREATE TABLE rebate_rates (
  merchant_id  integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
  vip_rank     integer NOT NULL CHECK (vip_rank BETWEEN 0 AND 50),
  category     text NOT NULL CHECK (category IN ('LOTT', 'ELOTT', 'FISH', 'RNG', 'LIVE', 'SPORTS', 'ESPORTS', 'PVP')),
  rate_bp      integer NOT NULL CHECK (rate_bp BETWEEN 0 AND 1000),
  PRIMARY KEY (merchant_id, vip_rank, category)
);

-- The report days the job has computed for a merchant (written in the same transaction as the day's rebates).
CREATE TABLE rebate_days (
  merchant_id  integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
  day          date NOT NULL,
  rebates      integer NOT NULL,
  total        bigint NOT NULL,
  computed_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (merchant_id, day)
);

-- One payment of a member's rebates (a claim, or the job's AUTO payment): one ledger posting.
CREATE TABLE rebate_payouts (
  id                       bigserial PRIMARY KEY,
  merchant_id              integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
  member_id                integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  mode                     text NOT NULL CHECK (mode IN ('CLAIM', 'AUTO')),
  amount                   bigint NOT NULL CHECK (amount > 0),
  posting_id               bigint NOT NULL,
  turnover_requirement_id  bigint REFERENCES turnover_requirements(id),
  created_at               timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX rebate_payouts_member ON rebate_payouts (member_id, id DESC);

-- A member's rebate of a day and category: valid bet × rate, rounded down to the minor unit (only when > 0).
CREATE TABLE rebates (
  id           bigserial PRIMARY KEY,
  merchant_id  integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
  member_id    integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  day          date NOT NULL,
  category     text NOT NULL,
  vip_rank     integer NOT NULL,
  valid_bet    bigint NOT NULL CHECK (valid_bet > 0),
  rate_bp      integer NOT NULL CHECK (rate_bp > 0),
  amount       bigint NOT NULL CHECK (amount > 0),
  payout_id    bigint REFERENCES rebate_payouts(id),
  created_at   timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT rebates_once UNIQUE (member_id, day, category)
);
-- what a member may claim (or the job pays), and the members the AUTO payment visits
CREATE INDEX rebates_unpaid ON rebates (merchant_id, member_id, day) WHERE payout_id IS NULL;
-- a member's paid history, newest day first
CREATE INDEX rebates_paid ON rebates (member_id, day DESC, id DESC) WHERE payout_id IS NOT NULL;
