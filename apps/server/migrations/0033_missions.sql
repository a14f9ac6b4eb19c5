-- Missions and the mission leaderboard (modules/missions, docs/missions.md).
--
-- Progress is never counted here: it is read from the statistics (member_daily_stats, the game rounds and
-- lottery bets, the login trail) when asked. These tables keep what was decided: the missions, the claims (one
-- per mission, member and period), the leaderboards' settings and the prizes of the periods they paid.

CREATE TABLE missions (
  id                 serial PRIMARY KEY,
  merchant_id        integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
  code               text NOT NULL,
  period             text NOT NULL CHECK (period IN ('DAILY', 'WEEKLY')),
  kind               text NOT NULL CHECK (kind IN ('BET_CATEGORY', 'DEPOSIT', 'LOTTERY_DRAWS', 'LOGIN_DAYS')),
  -- the game category of a BET_CATEGORY mission (RNG, LIVE, …)
  category           text,
  -- minor units (BET_CATEGORY, DEPOSIT) or a count (LOTTERY_DRAWS, LOGIN_DAYS)
  target             bigint NOT NULL CHECK (target > 0),
  reward             bigint NOT NULL CHECK (reward > 0),
  turnover_multiple  integer NOT NULL DEFAULT 0 CHECK (turnover_multiple BETWEEN 0 AND 1000),
  -- {"bn": …, "en": …}
  title              jsonb NOT NULL,
  description        jsonb NOT NULL,
  status             text NOT NULL DEFAULT 'ACTIVE' CHECK (status IN ('ACTIVE', 'CLOSED')),
  sort               integer NOT NULL DEFAULT 0,
  created_at         timestamptz NOT NULL DEFAULT now(),
  updated_at         timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT missions_code_once UNIQUE (merchant_id, code),
  CONSTRAINT missions_category_of_bets CHECK ((kind = 'BET_CATEGORY') = (category IS NOT NULL)),
  CONSTRAINT missions_login_days_weekly CHECK (kind <> 'LOGIN_DAYS' OR (period = 'WEEKLY' AND target <= 7))
);
CREATE INDEX missions_merchant ON missions (merchant_id, sort, id) WHERE status = 'ACTIVE';

-- A paid mission: once per mission, member and period (its first report day: the day, or the week's Monday).
CREATE TABLE mission_claims (
  id                       bigserial PRIMARY KEY,
  merchant_id              integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
  mission_id               integer NOT NULL REFERENCES missions(id),
  member_id                integer NOT NULL REFERENCES members(id),
  period_start             date NOT NULL,
  -- what the server measured when it paid, in the mission's unit
  progress                 bigint NOT NULL,
  reward                   bigint NOT NULL CHECK (reward > 0),
  -- reward × the mission's turnover multiple when it was paid (0: none)
  turnover_required        bigint NOT NULL DEFAULT 0,
  posting_id               bigint,
  turnover_requirement_id  bigint REFERENCES turnover_requirements(id),
  claimed_at               timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT mission_claims_once UNIQUE (mission_id, member_id, period_start)
);
CREATE INDEX mission_claims_member ON mission_claims (member_id, period_start);

-- A merchant's leaderboard of valid bets over a week (Monday first) or a calendar month, and its prizes.
CREATE TABLE mission_leaderboards (
  id                 serial PRIMARY KEY,
  merchant_id        integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
  period             text NOT NULL CHECK (period IN ('WEEKLY', 'MONTHLY')),
  -- the prize of rank i + 1, minor units, never rising
  prizes             bigint[] NOT NULL CHECK (cardinality(prizes) BETWEEN 1 AND 50 AND 0 < ALL (prizes)),
  turnover_multiple  integer NOT NULL DEFAULT 0 CHECK (turnover_multiple BETWEEN 0 AND 1000),
  status             text NOT NULL DEFAULT 'ACTIVE' CHECK (status IN ('ACTIVE', 'CLOSED')),
  -- when it was last closed: periods that ended while it ran are still paid
  closed_at          timestamptz,
  created_at         timestamptz NOT NULL DEFAULT now(),
  updated_at         timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT mission_leaderboards_one_per_period UNIQUE (merchant_id, period)
);

-- A period whose prizes were paid (the row is written in the paying transaction: one payer wins).
CREATE TABLE mission_leaderboard_periods (
  leaderboard_id  integer NOT NULL REFERENCES mission_leaderboards(id) ON DELETE CASCADE,
  period_start    date NOT NULL,
  posting_id      bigint,
  paid_at         timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (leaderboard_id, period_start)
);

-- The prizes of a paid period, one per rank.
CREATE TABLE mission_leaderboard_prizes (
  leaderboard_id           integer NOT NULL REFERENCES mission_leaderboards(id) ON DELETE CASCADE,
  period_start             date NOT NULL,
  rank                     integer NOT NULL CHECK (rank >= 1),
  merchant_id              integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
  member_id                integer NOT NULL REFERENCES members(id),
  valid_bet                bigint NOT NULL,
  prize                    bigint NOT NULL CHECK (prize > 0),
  turnover_requirement_id  bigint REFERENCES turnover_requirements(id),
  PRIMARY KEY (leaderboard_id, period_start, rank),
  FOREIGN KEY (leaderboard_id, period_start) REFERENCES mission_leaderboard_periods (leaderboard_id, period_start)
);
CREATE INDEX mission_leaderboard_prizes_member ON mission_leaderboard_prizes (member_id);

-- The leaderboard sums a period's valid bets of the merchant's members from the daily rollups: one range of this
-- index (the VIP job reads it too, and 0031 may have made it). Its columns never change once a row is written.
CREATE INDEX IF NOT EXISTS member_daily_stats_merchant_day ON member_daily_stats (merchant_id, day);
