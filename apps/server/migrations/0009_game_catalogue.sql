-- games module: favourites, recently played games, the home page's hot matches, and a maximum bet per game
-- (the live tables of GLS2_roomList show min and max bet).

ALTER TABLE games ADD COLUMN max_bet bigint NOT NULL DEFAULT 5000000;
ALTER TABLE games ADD CONSTRAINT games_bet_range CHECK (max_bet >= min_bet);

-- A member's favourite games. merchant_id is the member's merchant (every read is scoped by it too).
CREATE TABLE game_favourites (
  merchant_id  integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
  member_id    integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  game_id      integer NOT NULL REFERENCES games(id) ON DELETE CASCADE,
  created_at   timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, game_id)
);
CREATE INDEX game_favourites_member_time ON game_favourites (member_id, created_at DESC);

-- The games a member launched, one row per game with the last launch (the launch call upserts it).
CREATE TABLE game_recent (
  merchant_id     integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
  member_id       integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  game_id         integer NOT NULL REFERENCES games(id) ON DELETE CASCADE,
  last_played_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, game_id)
);
CREATE INDEX game_recent_member_time ON game_recent (member_id, last_played_at DESC);
-- Popular games: launches of the last 7 days per merchant.
CREATE INDEX game_recent_merchant_time ON game_recent (merchant_id, last_played_at DESC);

-- Matches of the home page's hot matches carousel. Title and team names are localized ({"bn": …, "en": …});
-- images are paths on the image CDN. is_demo marks the demo merchant's invented fixtures (re-timed at start).
CREATE TABLE hot_matches (
  id           serial PRIMARY KEY,
  merchant_id  integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
  title        jsonb NOT NULL,
  home_name    jsonb NOT NULL,
  home_image   text NOT NULL,
  away_name    jsonb NOT NULL,
  away_image   text NOT NULL,
  start_time   timestamptz NOT NULL,
  live         boolean NOT NULL DEFAULT false,
  vendor_code  text NOT NULL,
  game_id      integer REFERENCES games(id) ON DELETE SET NULL,
  is_demo      boolean NOT NULL DEFAULT false,
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX hot_matches_merchant_start ON hot_matches (merchant_id, start_time);
