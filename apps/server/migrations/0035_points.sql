-- The points mall (modules/points, docs/points.md): a points ledger kept with the money ledger's rigour, the
-- accrual job's cursor and carries, the merchant's ratios and conversion rate, the items and the redemptions.

-- A merchant's conversion rate and limits; without a row: conversion off, 100 points = ৳1.00, at most 10 pieces a
-- redemption.
CREATE TABLE points_settings (
  merchant_id                integer PRIMARY KEY REFERENCES merchants(id) ON DELETE CASCADE,
  convert_enabled            boolean NOT NULL DEFAULT false,
  -- every convert_points points pay convert_amount minor units; a conversion is whole steps of convert_points
  convert_points             integer NOT NULL DEFAULT 100 CHECK (convert_points > 0),
  convert_amount             bigint NOT NULL DEFAULT 100 CHECK (convert_amount > 0),
  min_convert_points         bigint NOT NULL DEFAULT 100 CHECK (min_convert_points > 0),
  max_convert_points         bigint NOT NULL DEFAULT 1000000,
  -- the converted cash's turnover requirement is amount × this (0: none)
  convert_turnover_multiple  integer NOT NULL DEFAULT 1 CHECK (convert_turnover_multiple BETWEEN 0 AND 100),
  max_redeem_quantity        integer NOT NULL DEFAULT 10 CHECK (max_redeem_quantity BETWEEN 1 AND 100),
  updated_at                 timestamptz NOT NULL DEFAULT now(),
  CHECK (max_convert_points >= min_convert_points)
);

-- One point per valid_bet_per_point minor units of valid bets of the category; a category without a row earns none.
CREATE TABLE points_ratios (
  merchant_id          integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
  category             text NOT NULL
    CHECK (category IN ('LOTT', 'ELOTT', 'LIVE', 'SPORTS', 'FISH', 'RNG', 'PVP', 'ESPORTS', 'COCKFIGHT')),
  valid_bet_per_point  bigint NOT NULL CHECK (valid_bet_per_point > 0),
  PRIMARY KEY (merchant_id, category)
);

-- ---- The points ledger ---------------------------------------------------------------------------------------

-- A member's points: the database itself refuses a balance below zero, whatever the code does.
CREATE TABLE points_accounts (
  member_id    integer PRIMARY KEY REFERENCES members(id),
  merchant_id  integer NOT NULL REFERENCES merchants(id),
  balance      bigint NOT NULL DEFAULT 0,
  version      bigint NOT NULL DEFAULT 0,
  updated_at   timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT points_accounts_never_negative CHECK (balance >= 0)
);

-- Every movement of points: signed, with the balance after it, under an idempotency key of the member's.
CREATE TABLE points_entries (
  id               bigserial PRIMARY KEY,
  merchant_id      integer NOT NULL REFERENCES merchants(id),
  member_id        integer NOT NULL REFERENCES points_accounts(member_id),
  kind             text NOT NULL CHECK (kind IN ('ACCRUAL', 'REDEEM', 'REDEEM_REFUND', 'CONVERT', 'DEMO_GRANT')),
  points           bigint NOT NULL,
  balance_after    bigint NOT NULL CHECK (balance_after >= 0),
  idempotency_key  text NOT NULL,
  detail           jsonb NOT NULL DEFAULT '{}',
  created_at       timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT points_entries_key_once UNIQUE (member_id, idempotency_key),
  -- points come in by earning, a refund or a demo grant, and go out by a redemption or a conversion
  CONSTRAINT points_entries_sign CHECK (
    (kind IN ('ACCRUAL', 'REDEEM_REFUND', 'DEMO_GRANT') AND points > 0)
    OR (kind IN ('REDEEM', 'CONVERT') AND points < 0))
);
-- a member's history, newest first
CREATE INDEX points_entries_member ON points_entries (member_id, id DESC);
CREATE INDEX points_entries_merchant ON points_entries (merchant_id, id);

-- Entries are history: never changed, never removed.
CREATE FUNCTION points_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the points ledger is append-only (% on %)', TG_OP, TG_TABLE_NAME;
END
$$;
CREATE TRIGGER points_entries_append_only BEFORE UPDATE OR DELETE ON points_entries
  FOR EACH ROW EXECUTE FUNCTION points_refuse_change();
CREATE TRIGGER points_entries_no_truncate BEFORE TRUNCATE ON points_entries
  FOR EACH STATEMENT EXECUTE FUNCTION points_refuse_change();

-- The one way a member's points move one at a time (redemptions, refunds, conversions, grants), in one round trip:
-- opens the member's account (only for a member of the merchant), locks it, answers the earlier entry when the
-- key was used (the same key with another amount or kind: PT002), refuses a balance below zero (PT001, the balance
-- in DETAIL), writes the new balance and the entry. Keys are the member's, so the account's lock orders every
-- entry of one key: a concurrent call with the same key waits, then finds the first one's entry.
CREATE FUNCTION points_post(p_merchant integer, p_member integer, p_points bigint, p_kind text, p_key text,
  p_detail jsonb)
RETURNS TABLE (entry_id bigint, entry_points bigint, entry_balance_after bigint, entry_detail jsonb,
  entry_created_at timestamptz, replayed boolean)
LANGUAGE plpgsql AS $$
DECLARE
  v_balance bigint;
  v_prior points_entries%ROWTYPE;
BEGIN
  INSERT INTO points_accounts AS a (member_id, merchant_id)
  SELECT m.id, m.merchant_id FROM members m WHERE m.id = p_member AND m.merchant_id = p_merchant
  ON CONFLICT (member_id) DO NOTHING;
  SELECT a.balance INTO v_balance FROM points_accounts a
  WHERE a.member_id = p_member AND a.merchant_id = p_merchant FOR UPDATE;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'member % is not of merchant %', p_member, p_merchant USING ERRCODE = 'PT003';
  END IF;
  SELECT * INTO v_prior FROM points_entries e WHERE e.member_id = p_member AND e.idempotency_key = p_key;
  IF FOUND THEN
    IF v_prior.points <> p_points OR v_prior.kind <> p_kind THEN
      RAISE EXCEPTION 'points key % used with another request', p_key USING ERRCODE = 'PT002';
    END IF;
    RETURN QUERY SELECT v_prior.id, v_prior.points, v_prior.balance_after, v_prior.detail, v_prior.created_at, true;
    RETURN;
  END IF;
  IF v_balance + p_points < 0 THEN
    RAISE EXCEPTION 'points below zero' USING ERRCODE = 'PT001', DETAIL = v_balance::text;
  END IF;
  UPDATE points_accounts a SET balance = v_balance + p_points, version = a.version + 1, updated_at = now()
  WHERE a.member_id = p_member;
  RETURN QUERY
    INSERT INTO points_entries AS e (merchant_id, member_id, kind, points, balance_after, idempotency_key, detail)
    VALUES (p_merchant, p_member, p_kind, p_points, v_balance + p_points, p_key, coalesce(p_detail, '{}'))
    RETURNING e.id, e.points, e.balance_after, e.detail, e.created_at, false;
END
$$;

-- The accrual job's credits of one window, set-based (one statement for every member of the window): opens the
-- accounts, locks them in member order (the one lock order of points accounts), writes an ACCRUAL entry per member
-- under `p_key` unless that member has it already, and adds the points. Answers the entries written.
CREATE FUNCTION points_accrue(p_merchant integer, p_key text, p_members integer[], p_points bigint[],
  p_details jsonb[])
RETURNS integer
LANGUAGE plpgsql AS $$
DECLARE
  v_written integer;
BEGIN
  INSERT INTO points_accounts (member_id, merchant_id)
  SELECT m.id, m.merchant_id FROM members m
  WHERE m.id = ANY (p_members) AND m.merchant_id = p_merchant
  ORDER BY m.id
  ON CONFLICT (member_id) DO NOTHING;
  PERFORM 1 FROM points_accounts a
  WHERE a.member_id = ANY (p_members) AND a.merchant_id = p_merchant
  ORDER BY a.member_id FOR UPDATE;
  WITH wanted AS (
    SELECT * FROM unnest(p_members, p_points, p_details) AS w(member_id, points, detail) WHERE w.points > 0
  ), written AS (
    INSERT INTO points_entries (merchant_id, member_id, kind, points, balance_after, idempotency_key, detail)
    SELECT p_merchant, w.member_id, 'ACCRUAL', w.points, a.balance + w.points, p_key, w.detail
    FROM wanted w JOIN points_accounts a ON a.member_id = w.member_id AND a.merchant_id = p_merchant
    ON CONFLICT ON CONSTRAINT points_entries_key_once DO NOTHING
    RETURNING member_id, points
  )
  UPDATE points_accounts a SET balance = a.balance + w.points, version = a.version + 1, updated_at = now()
  FROM written w WHERE a.member_id = w.member_id;
  GET DIAGNOSTICS v_written = ROW_COUNT;
  RETURN v_written;
END
$$;

-- ---- Accrual ---------------------------------------------------------------------------------------------------

-- Valid bets settled before accrued_to have earned their points (the job moves it on in the transaction that
-- credits them).
CREATE TABLE points_accrual_cursor (
  merchant_id  integer PRIMARY KEY REFERENCES merchants(id) ON DELETE CASCADE,
  accrued_to   timestamptz NOT NULL,
  updated_at   timestamptz NOT NULL DEFAULT now()
);

-- A member's valid bets of a category not yet worth a whole point: they count towards the next one.
CREATE TABLE points_accrual_carry (
  member_id    integer NOT NULL REFERENCES members(id),
  category     text NOT NULL,
  merchant_id  integer NOT NULL REFERENCES merchants(id),
  valid_bet    bigint NOT NULL CHECK (valid_bet >= 0),
  PRIMARY KEY (member_id, category)
);

-- ---- Items and redemptions -------------------------------------------------------------------------------------

CREATE TABLE points_items (
  id                 serial PRIMARY KEY,
  merchant_id        integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
  kind               text NOT NULL CHECK (kind IN ('BONUS_CREDIT', 'PHYSICAL', 'VOUCHER')),
  name               jsonb NOT NULL,
  image_url          text NOT NULL,
  points_cost        bigint NOT NULL CHECK (points_cost > 0),
  -- minor units per piece, paid from the member's MAIN account to the points mall's house account
  cash_cost          bigint NOT NULL DEFAULT 0 CHECK (cash_cost >= 0),
  -- BONUS_CREDIT: minor units per piece credited to the member's MAIN account from the BONUS account
  bonus_amount       bigint NOT NULL DEFAULT 0 CHECK (bonus_amount >= 0),
  turnover_multiple  integer NOT NULL DEFAULT 1 CHECK (turnover_multiple BETWEEN 0 AND 100),
  -- concurrent redemptions can never take it below zero
  quantity_left      integer NOT NULL CHECK (quantity_left >= 0),
  remark             jsonb NOT NULL DEFAULT '{}',
  status             text NOT NULL DEFAULT 'ON_SALE' CHECK (status IN ('ON_SALE', 'OFF_SALE')),
  sort               integer NOT NULL DEFAULT 0,
  created_at         timestamptz NOT NULL DEFAULT now(),
  updated_at         timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT points_items_bonus_of_kind CHECK ((kind = 'BONUS_CREDIT') = (bonus_amount > 0))
);
CREATE INDEX points_items_merchant ON points_items (merchant_id, sort, id);

CREATE TABLE points_redemptions (
  id                      bigserial PRIMARY KEY,
  merchant_id             integer NOT NULL REFERENCES merchants(id),
  member_id               integer NOT NULL REFERENCES members(id),
  item_id                 integer NOT NULL REFERENCES points_items(id),
  -- the item as it was redeemed
  kind                    text NOT NULL,
  item_name               jsonb NOT NULL,
  image_url               text NOT NULL,
  quantity                integer NOT NULL CHECK (quantity > 0),
  points                  bigint NOT NULL CHECK (points > 0),
  cash                    bigint NOT NULL CHECK (cash >= 0),
  bonus                   bigint NOT NULL CHECK (bonus >= 0),
  turnover_required       bigint NOT NULL DEFAULT 0,
  status                  text NOT NULL CHECK (status IN ('IN_PROCESS', 'APPROVED', 'REJECTED')),
  member_note             text,
  operator_note           text,
  idempotency_key         text NOT NULL,
  request_hash            text NOT NULL,
  points_entry_id         bigint REFERENCES points_entries(id),
  cash_posting_id         bigint,
  bonus_posting_id        bigint,
  turnover_requirement_id bigint REFERENCES turnover_requirements(id),
  refund_entry_id         bigint REFERENCES points_entries(id),
  refund_posting_id       bigint,
  decided_by_operator_id  integer REFERENCES operators(id),
  decided_at              timestamptz,
  created_at              timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT points_redemptions_key_once UNIQUE (member_id, idempotency_key),
  -- a rejection always carries its refund of the points
  CHECK (status <> 'REJECTED' OR refund_entry_id IS NOT NULL)
);
CREATE INDEX points_redemptions_member ON points_redemptions (member_id, id DESC);
CREATE INDEX points_redemptions_merchant ON points_redemptions (merchant_id, status, id DESC);
CREATE INDEX points_redemptions_item ON points_redemptions (item_id, status);
