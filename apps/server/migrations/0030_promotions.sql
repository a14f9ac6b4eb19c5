-- Promotions (the promotions module): the merchant's activities, one entry per member and promotion (joined,
-- applied, approved, paid), and what ties a bonus's turnover requirement to its promotion and lets its progress be
-- measured exactly from the ledger. docs/promotions.md tells the rules.

CREATE TABLE promotions (
  id           serial PRIMARY KEY,
  merchant_id  integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
  code         text NOT NULL CHECK (code ~ '^[A-Za-z0-9_-]{2,40}$'),
  type         text NOT NULL CHECK (type IN ('DEPOSIT_BONUS', 'FIRST_DEPOSIT', 'RELOAD', 'REBATE', 'SIGN_UP',
                 'MEMBER_DAY', 'RANKING', 'RAFFLE', 'APP_DOWNLOAD', 'REFERRAL', 'POINTS_MALL', 'OTHER')),
  -- the spec's promotion filters ("all" is no filter)
  category     text NOT NULL CHECK (category IN ('other', 'sports', 'liveCasino', 'slots', 'cardGames', 'fishing',
                 'lotto', 'rebate', 'pointsMall', 'ranking', 'deposit', 'appDownload', 'newPlayer')),
  tags         text[] NOT NULL DEFAULT '{}'
                 CHECK (tags <@ ARRAY['newbie', 'limited', 'specialOffer', 'daily', 'highRebate', 'vip']),
  -- {"bn": …, "en": …}; content is HTML, sanitized when written (shared/sanitize.ts)
  title        jsonb NOT NULL,
  summary      jsonb NOT NULL,
  content      jsonb NOT NULL,
  image_url    text,
  starts_at    timestamptz NOT NULL,
  -- null: open-ended
  ends_at      timestamptz CHECK (ends_at IS NULL OR ends_at > starts_at),
  -- DRAFT: members never see it; ACTIVE: listed (before its start as coming soon); CLOSED: nothing more is paid
  status       text NOT NULL DEFAULT 'DRAFT' CHECK (status IN ('DRAFT', 'ACTIVE', 'CLOSED')),
  -- NEW_PLAYERS: members registered at or after starts_at
  audience     text NOT NULL DEFAULT 'ALL' CHECK (audience IN ('ALL', 'NEW_PLAYERS')),
  -- not used yet: VIP levels come with the VIP slice
  vip_levels   integer[],
  join_mode    text NOT NULL CHECK (join_mode IN ('AUTO', 'BUTTON', 'APPLICATION')),
  -- basis points and minor units: {percentBp?, fixedAmount?, cap?, minDeposit?, turnoverMultiple} (rules.ts)
  rules        jsonb NOT NULL,
  -- null: unlimited. `spent` grows only by a claim's conditional UPDATE, so it never passes the budget
  budget       bigint CHECK (budget IS NULL OR budget > 0),
  spent        bigint NOT NULL DEFAULT 0 CHECK (spent >= 0),
  sort         integer NOT NULL DEFAULT 0,
  created_at   timestamptz NOT NULL DEFAULT now(),
  updated_at   timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT promotions_code_once UNIQUE (merchant_id, code),
  CONSTRAINT promotions_within_budget CHECK (budget IS NULL OR spent <= budget)
);
-- the member's list: a merchant's ACTIVE promotions in display order
CREATE INDEX promotions_listed ON promotions (merchant_id, status, sort, id);

-- One row per member and promotion: written when the member joins (BUTTON) or applies (APPLICATION), or by the
-- claim of an AUTO promotion; the claim marks it CLAIMED with the bonus posting.
CREATE TABLE promotion_entries (
  id                       bigserial PRIMARY KEY,
  merchant_id              integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
  promotion_id             integer NOT NULL REFERENCES promotions(id) ON DELETE CASCADE,
  member_id                integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  status                   text NOT NULL
                             CHECK (status IN ('JOINED', 'APPLYING', 'REJECTED', 'CLAIMABLE', 'CLAIMED')),
  -- the application's remark and images (ids of the member's own uploads)
  remark                   text CHECK (char_length(remark) <= 140),
  image_ids                text[] NOT NULL DEFAULT '{}' CHECK (cardinality(image_ids) <= 3),
  -- minor units: approved (CLAIMABLE) or paid (CLAIMED)
  reward                   bigint CHECK (reward > 0),
  -- what qualified, e.g. 'deposit:<request id>' or 'member:<id>' (sign-up)
  qualifying_ref           text,
  posting_id               bigint REFERENCES ledger_postings(id),
  turnover_requirement_id  bigint REFERENCES turnover_requirements(id),
  decided_by               integer REFERENCES operators(id) ON DELETE SET NULL,
  -- the operator's note (a rejection's reason)
  note                     text,
  created_at               timestamptz NOT NULL DEFAULT now(),
  decided_at               timestamptz,
  claimed_at               timestamptz,
  CONSTRAINT promotion_entries_once UNIQUE (promotion_id, member_id),
  CONSTRAINT promotion_entries_claimable CHECK (status <> 'CLAIMABLE' OR reward IS NOT NULL),
  CONSTRAINT promotion_entries_claimed
    CHECK (status <> 'CLAIMED' OR (reward IS NOT NULL AND posting_id IS NOT NULL AND claimed_at IS NOT NULL))
);
-- the member's states on the list (its entries of the listed promotions)
CREATE INDEX promotion_entries_member ON promotion_entries (member_id, promotion_id);
-- the operator's queue of applications per promotion
CREATE INDEX promotion_entries_queue ON promotion_entries (promotion_id, status, id);

-- Turnover requirements (migration 0007) measured from the ledger: progress is the member's valid bets on its MAIN
-- account in transfers after `counted_after_transfer_id`, added to `completed_amount` (what was counted up to
-- it). `counted_from` is a time no such transfer can be older than (the ledger's time indexes bound the read).
ALTER TABLE turnover_requirements
  ADD COLUMN promotion_id integer REFERENCES promotions(id),
  ADD COLUMN counted_after_transfer_id bigint,
  ADD COLUMN counted_from timestamptz;

-- Where a new requirement starts counting: the last transfer id handed out, and the oldest start of a transaction
-- still open (read first: a transfer with a later id is written by a transaction open now or begun later, and a
-- transfer's created_at is its transaction's start). Filled in for every writer that does not say.
CREATE FUNCTION turnover_requirement_start() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.counted_after_transfer_id IS NULL THEN
    SELECT least(now(), min(xact_start)) INTO NEW.counted_from FROM pg_stat_activity
      WHERE datname = current_database() AND xact_start IS NOT NULL;
    SELECT CASE WHEN is_called THEN last_value ELSE 0 END INTO NEW.counted_after_transfer_id
      FROM ledger_transfers_id_seq;
  END IF;
  NEW.counted_from := coalesce(NEW.counted_from, now());
  RETURN NEW;
END $$;

-- Requirements written before this migration count bets from now on, beside what they had completed.
DO $$
DECLARE
  v_from  timestamptz;
  v_after bigint;
BEGIN
  SELECT least(now(), min(xact_start)) INTO v_from FROM pg_stat_activity
    WHERE datname = current_database() AND xact_start IS NOT NULL;
  SELECT CASE WHEN is_called THEN last_value ELSE 0 END INTO v_after FROM ledger_transfers_id_seq;
  UPDATE turnover_requirements SET counted_after_transfer_id = v_after, counted_from = coalesce(v_from, now());
END $$;
ALTER TABLE turnover_requirements
  ALTER COLUMN counted_after_transfer_id SET NOT NULL,
  ALTER COLUMN counted_from SET NOT NULL;
CREATE TRIGGER turnover_requirements_start BEFORE INSERT ON turnover_requirements
  FOR EACH ROW EXECUTE FUNCTION turnover_requirement_start();
