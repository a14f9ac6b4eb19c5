-- Our own lottery (modules/lottery, docs/lottery.md): the games a merchant runs, their numeros (one draw
-- each, committed to before it opens) and, in a later migration, the members' bets.

CREATE TABLE lottery_games (
  merchant_id           integer NOT NULL REFERENCES merchants(id),
  game_code             text NOT NULL,
  family                text NOT NULL CHECK (family IN ('DIGITS3', 'DICE', 'DIGITS5', 'BALLS49')),
  -- minutes between draws; NULL: the classic evening draw (Tuesday, Thursday, Saturday)
  interval_minutes      integer CHECK (interval_minutes BETWEEN 1 AND 1440 AND 1440 % interval_minutes = 0),
  -- bets close this many seconds before the draw
  cutoff_seconds        integer NOT NULL DEFAULT 10 CHECK (cutoff_seconds >= 0),
  -- the merchant's clock: a numero is named by its calendar day there
  utc_offset_minutes    integer NOT NULL DEFAULT 360,
  enabled               boolean NOT NULL DEFAULT true,
  -- multipliers (hundredths, stake included) replacing the defaults, by odds key
  odds                  jsonb NOT NULL DEFAULT '{}',
  created_at            timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (merchant_id, game_code)
);

CREATE TABLE lottery_numeros (
  id            bigserial PRIMARY KEY,
  merchant_id   integer NOT NULL,
  game_code     text NOT NULL,
  -- YYYYMMDD and the draw's number that day (YYYYMMDD-0001), or YYYYMMDD for the classic draw
  numero        text NOT NULL,
  opens_at      timestamptz NOT NULL,
  closes_at     timestamptz NOT NULL,
  draws_at      timestamptz NOT NULL,
  -- the secret seed (hex), shown only once drawn; its SHA-256 is public from the opening
  seed          text NOT NULL,
  commitment    text NOT NULL,
  -- the odds every bet of this numero is paid by, fixed at the opening
  odds          jsonb NOT NULL,
  status        text NOT NULL DEFAULT 'OPEN' CHECK (status IN ('OPEN', 'DRAWN', 'SETTLED', 'VOID')),
  result        smallint[],
  drawn_at      timestamptz,
  settled_at    timestamptz,
  CHECK (opens_at < draws_at AND closes_at <= draws_at),
  CHECK ((status = 'OPEN') = (result IS NULL) OR status = 'VOID'),
  FOREIGN KEY (merchant_id, game_code) REFERENCES lottery_games (merchant_id, game_code),
  UNIQUE (merchant_id, game_code, numero)
);
CREATE INDEX lottery_numeros_due ON lottery_numeros (draws_at) WHERE status = 'OPEN';
CREATE INDEX lottery_numeros_history ON lottery_numeros (merchant_id, game_code, draws_at DESC);

-- A drawn numero keeps its result and seed: a second draw is refused by the database too.
CREATE FUNCTION lottery_numero_drawn_once() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.result IS NOT NULL AND (NEW.result IS DISTINCT FROM OLD.result OR NEW.seed <> OLD.seed) THEN
    RAISE EXCEPTION 'lottery numero % is drawn already', OLD.id USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END
$$;
CREATE TRIGGER lottery_numeros_drawn_once BEFORE UPDATE ON lottery_numeros
  FOR EACH ROW EXECUTE FUNCTION lottery_numero_drawn_once();
