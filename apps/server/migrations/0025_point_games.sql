-- The Vietnamese lottery and SEA 4D on the same engine (modules/lottery, docs/lottery.md "Point games").

-- Their families; a Vietnamese prize has up to six digits, more than a smallint holds.
ALTER TABLE lottery_games DROP CONSTRAINT lottery_games_family_check;
ALTER TABLE lottery_games ADD CONSTRAINT lottery_games_family_check
  CHECK (family IN ('DIGITS3', 'DICE', 'DIGITS5', 'BALLS49', 'VN_NORTH', 'VN_SOUTH', 'SEA4D'));
ALTER TABLE lottery_numeros ALTER COLUMN result TYPE integer[];
ALTER TABLE lottery_corrections ALTER COLUMN from_result TYPE integer[], ALTER COLUMN to_result TYPE integer[];

-- A game without an interval draws on these weekdays (0 Sunday … 6 Saturday) and days (an operator's special
-- draws), at this minute of the game's local day: the 49-ball classic Tuesday, Thursday and Saturday at 21:30; a
-- Vietnamese province on its weekdays at its region's time; 4D Wednesday, Saturday and Sunday at 19:00.
ALTER TABLE lottery_games
  ADD COLUMN draw_weekdays smallint[] NOT NULL DEFAULT '{2,4,6}'
    CHECK (draw_weekdays <@ '{0,1,2,3,4,5,6}'::smallint[]),
  ADD COLUMN draw_minute integer NOT NULL DEFAULT 1290 CHECK (draw_minute BETWEEN 0 AND 1439),
  ADD COLUMN special_days text[] NOT NULL DEFAULT '{}', -- YYYY-MM-DD, local
  -- a Vietnamese province's region and name (the station table: operators change it here); NULL for the others
  ADD COLUMN region text CHECK (region IN ('NORTH', 'CENTRAL', 'SOUTH')),
  ADD COLUMN station_name text,
  -- what all members together may stake on one key of a numero (minor units); NULL: no such limit
  ADD COLUMN max_total_per_key bigint CHECK (max_total_per_key > 0);

-- What all members have staked on each key of a numero, for the game's max_total_per_key: a key at its limit is
-- sold out. Written in the bet's transaction (the row is the lock), taken back by a cancel.
CREATE TABLE lottery_key_totals (
  numero_id   bigint NOT NULL REFERENCES lottery_numeros(id),
  bet_key     text NOT NULL,
  staked      bigint NOT NULL CHECK (staked >= 0),
  PRIMARY KEY (numero_id, bet_key)
);
