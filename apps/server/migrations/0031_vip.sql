-- VIP (the vip module): the merchant's ladder of levels, each member's level, and the VIP bonuses paid. docs/vip.md
-- tells the rules. Rank 0 is "no VIP level": a member without a member_vip row, or with rank 0, has none.

-- The merchant's VIP settings: over how many report days a member's figures count, and whether a level asks for
-- any or all of its thresholds. `version` moves with every change of the ladder, so the job's next upgrade pass
-- reads every member with figures (not only those active since its last pass).
CREATE TABLE vip_settings (
  merchant_id      integer PRIMARY KEY REFERENCES merchants(id) ON DELETE CASCADE,
  qualify_days     integer NOT NULL DEFAULT 30 CHECK (qualify_days BETWEEN 1 AND 365),
  upgrade_rule     text NOT NULL DEFAULT 'ANY' CHECK (upgrade_rule IN ('ANY', 'ALL')),
  version          integer NOT NULL DEFAULT 1,
  -- the ladder version and the report day of the last complete upgrade pass
  scanned_version  integer NOT NULL DEFAULT 0,
  scanned_day      date,
  updated_at       timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE vip_levels (
  merchant_id          integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
  rank                 integer NOT NULL CHECK (rank BETWEEN 1 AND 50),
  -- {"bn": …, "en": …}
  label                jsonb NOT NULL,
  -- minor units over the last qualify_days report days; null: this figure does not count for the level
  deposit_threshold    bigint CHECK (deposit_threshold >= 0),
  valid_bet_threshold  bigint CHECK (valid_bet_threshold >= 0),
  -- valid bets of a calendar month that keep the level for the next month
  keep_valid_bet       bigint NOT NULL DEFAULT 0 CHECK (keep_valid_bet >= 0),
  level_up_bonus       bigint NOT NULL DEFAULT 0 CHECK (level_up_bonus >= 0),
  birthday_bonus       bigint NOT NULL DEFAULT 0 CHECK (birthday_bonus >= 0),
  -- the bonuses' turnover: bonus × multiple
  turnover_multiple    integer NOT NULL DEFAULT 0 CHECK (turnover_multiple BETWEEN 0 AND 1000),
  PRIMARY KEY (merchant_id, rank),
  CONSTRAINT vip_levels_threshold CHECK (deposit_threshold IS NOT NULL OR valid_bet_threshold IS NOT NULL)
);

CREATE TABLE member_vip (
  member_id    integer PRIMARY KEY REFERENCES members(id) ON DELETE CASCADE,
  merchant_id  integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
  rank         integer NOT NULL DEFAULT 0 CHECK (rank >= 0),
  -- when the member last went up (by its figures or by an operator): such a level is kept at the next monthly check
  reached_at   timestamptz,
  -- the first day of the last month whose keep check the member has had (or the month it went up in)
  kept_month   date,
  updated_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX member_vip_rank ON member_vip (merchant_id, rank);
-- the monthly keep check: the members with a level not checked this month yet
CREATE INDEX member_vip_keep ON member_vip (merchant_id, kept_month) WHERE rank > 0;

-- Each VIP bonus paid: one row per ledger posting, under the posting's own idempotency key
-- (vip:level-up:<member>:<rank>, vip:birthday:<member>:<year>), so a bonus is paid once whoever runs the job.
CREATE TABLE vip_rewards (
  id                       bigserial PRIMARY KEY,
  merchant_id              integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
  member_id                integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  kind                     text NOT NULL CHECK (kind IN ('LEVEL_UP', 'BIRTHDAY')),
  -- the level paid for (LEVEL_UP), or the member's level on its birthday
  rank                     integer NOT NULL CHECK (rank >= 1),
  idempotency_key          text NOT NULL UNIQUE,
  amount                   bigint NOT NULL CHECK (amount > 0),
  turnover_required        bigint NOT NULL DEFAULT 0 CHECK (turnover_required >= 0),
  posting_id               bigint NOT NULL,
  turnover_requirement_id  bigint REFERENCES turnover_requirements(id),
  paid_at                  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX vip_rewards_member ON vip_rewards (member_id, paid_at DESC, id DESC);

-- The job's reads. Upgrades: the members with figures on recent report days of a merchant (one range of
-- member_daily_stats (merchant_id, day), the index migration 0033 makes for the mission leaderboards). Birthdays:
-- the members born on a day of the year.
CREATE INDEX members_birthday ON members (merchant_id, (extract(month FROM birthday)), (extract(day FROM birthday)))
  WHERE birthday IS NOT NULL;

-- Promotions for VIP levels: audience VIP is the members whose rank is in vip_levels.
ALTER TABLE promotions DROP CONSTRAINT promotions_audience_check;
ALTER TABLE promotions
  ADD CONSTRAINT promotions_audience_check CHECK (audience IN ('ALL', 'NEW_PLAYERS', 'VIP')),
  ADD CONSTRAINT promotions_vip_levels CHECK (audience <> 'VIP' OR cardinality(vip_levels) > 0);
