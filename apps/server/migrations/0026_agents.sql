-- Agents (the agents module): the member tree as materialized paths, daily rollups kept from the ledger by an
-- idempotent catch-up job, invitation links and affiliate applications.

ALTER TABLE merchants
  -- deepest level a member may sit at (the root is level 1)
  ADD COLUMN agent_max_depth integer NOT NULL DEFAULT 12 CHECK (agent_max_depth BETWEEN 2 AND 50),
  -- reports count days in this time zone (Bangladesh, UTC+6, by default)
  ADD COLUMN report_utc_offset_minutes integer NOT NULL DEFAULT 360
    CHECK (report_utc_offset_minutes BETWEEN -720 AND 840);

-- Announcements shown in the agent center rather than to every member (the content module reads them).
ALTER TABLE announcements
  ADD COLUMN audience text NOT NULL DEFAULT 'MEMBERS' CHECK (audience IN ('MEMBERS', 'AGENTS'));

-- Each member's place in the tree: `path` is the ids from its root down to itself. Arrays compare element by
-- element, so the descendants of a member with path P are exactly the paths in (P, P with its last id + 1):
-- one range of the btree index, at any depth.
CREATE TABLE member_tree (
  member_id    integer PRIMARY KEY REFERENCES members(id) ON DELETE CASCADE,
  merchant_id  integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
  path         integer[] NOT NULL,
  joined_at    timestamptz NOT NULL,
  -- how the member came: the agent's code, one of its invitation links, created by the agent, or none
  joined_via   text NOT NULL DEFAULT 'NONE' CHECK (joined_via IN ('NONE', 'CODE', 'LINK', 'AGENT', 'OPERATOR')),
  link_id      integer,
  -- the last report day the member placed a bet (the rollup job keeps it): a range that ends today counts its
  -- active members from this, in the same index scan as the team's size
  last_bet_day date,
  CONSTRAINT member_tree_path_ends_with_member CHECK (path[cardinality(path)] = member_id)
);
CREATE INDEX member_tree_path ON member_tree (path) INCLUDE (member_id, joined_at, last_bet_day);

-- Every new member gets its place from its parent, whichever code path inserted it.
CREATE FUNCTION member_tree_attach() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO member_tree (member_id, merchant_id, path, joined_at)
  SELECT NEW.id, NEW.merchant_id,
    coalesce((SELECT p.path FROM member_tree p WHERE p.member_id = NEW.parent_member_id), '{}') || NEW.id,
    NEW.created_at;
  RETURN NULL;
END
$$;
CREATE TRIGGER members_attach_to_tree AFTER INSERT ON members
  FOR EACH ROW EXECUTE FUNCTION member_tree_attach();

-- The members already there, parents first.
WITH RECURSIVE tree AS (
  SELECT m.id, m.merchant_id, ARRAY[m.id] AS path, m.created_at
  FROM members m WHERE m.parent_member_id IS NULL
  UNION ALL
  SELECT c.id, c.merchant_id, t.path || c.id, c.created_at
  FROM members c JOIN tree t ON c.parent_member_id = t.id
)
INSERT INTO member_tree (member_id, merchant_id, path, joined_at)
SELECT id, merchant_id, path, created_at FROM tree;

-- One member's money on one day (the merchant's report day), from its ledger transfers.
CREATE TABLE member_daily_stats (
  member_id      integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  day            date NOT NULL,
  merchant_id    integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
  -- the member's tree path (a move rewrites it), so a team's active members of a day are one index range
  path           integer[] NOT NULL,
  deposit        bigint NOT NULL DEFAULT 0,
  deposit_count  integer NOT NULL DEFAULT 0,
  withdrawal     bigint NOT NULL DEFAULT 0,
  bet            bigint NOT NULL DEFAULT 0,
  bet_count      integer NOT NULL DEFAULT 0,
  valid_bet      bigint NOT NULL DEFAULT 0,
  win            bigint NOT NULL DEFAULT 0,
  bonus          bigint NOT NULL DEFAULT 0,
  rebate         bigint NOT NULL DEFAULT 0,
  salary         bigint NOT NULL DEFAULT 0,
  dividend       bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (member_id, day)
);
CREATE INDEX member_daily_stats_active ON member_daily_stats (day, path) INCLUDE (member_id) WHERE bet_count > 0;

-- The same figures summed over an agent's whole team (its descendants, not itself), per day.
CREATE TABLE team_daily_stats (
  agent_id       integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  day            date NOT NULL,
  merchant_id    integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
  deposit        bigint NOT NULL DEFAULT 0,
  deposit_count  integer NOT NULL DEFAULT 0,
  withdrawal     bigint NOT NULL DEFAULT 0,
  bet            bigint NOT NULL DEFAULT 0,
  bet_count      integer NOT NULL DEFAULT 0,
  valid_bet      bigint NOT NULL DEFAULT 0,
  win            bigint NOT NULL DEFAULT 0,
  bonus          bigint NOT NULL DEFAULT 0,
  rebate         bigint NOT NULL DEFAULT 0,
  salary         bigint NOT NULL DEFAULT 0,
  dividend       bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (agent_id, day)
);

-- How far the rollups have read the ledger. One row: the job locks it, so one run at a time (and a move waits).
CREATE TABLE agent_stats_cursor (
  singleton         boolean PRIMARY KEY DEFAULT true CHECK (singleton),
  last_transfer_id  bigint NOT NULL DEFAULT 0
);
INSERT INTO agent_stats_cursor DEFAULT VALUES;

-- Transfer ids below the cursor that were not visible when it passed them: still in flight then, or rolled back.
-- `horizon` is the first transaction id not yet assigned at that moment; once every transaction before it has
-- ended, an id still missing was rolled back and is dropped.
CREATE TABLE agent_stats_gaps (
  transfer_id  bigint PRIMARY KEY,
  horizon      xid8 NOT NULL
);

-- Reads the next p_batch ledger transfer ids past the cursor (and any earlier ones that have committed since)
-- into the daily rollups; returns how far the cursor moved (less than p_batch: it has caught up). Running it twice adds nothing twice: the cursor, the gaps and the
-- sums change in one transaction.
CREATE FUNCTION agent_stats_catch_up(p_batch integer) RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
  v_from     bigint;
  v_to       bigint;
  v_read     integer;
  v_horizon  xid8;
BEGIN
  SELECT last_transfer_id INTO v_from FROM agent_stats_cursor FOR UPDATE;
  SELECT least(coalesce(max(id), v_from), v_from + p_batch) INTO v_to FROM ledger_transfers;

  -- One statement, so one snapshot: what it reads, what it records as missing and the gaps it fills agree.
  WITH range_rows AS (
    SELECT t.id, t.merchant_id, t.debit_account_id, t.credit_account_id, t.amount, t.kind, t.created_at
    FROM ledger_transfers t WHERE t.id > v_from AND t.id <= v_to
  ), filled AS (
    DELETE FROM agent_stats_gaps g USING ledger_transfers t WHERE t.id = g.transfer_id
    RETURNING t.id, t.merchant_id, t.debit_account_id, t.credit_account_id, t.amount, t.kind, t.created_at
  ), fresh AS (
    SELECT * FROM range_rows UNION ALL SELECT * FROM filled
  ), new_gaps AS (
    INSERT INTO agent_stats_gaps (transfer_id, horizon)
    SELECT i, pg_snapshot_xmax(pg_current_snapshot())
    FROM generate_series(v_from + 1, v_to) AS i
    WHERE NOT EXISTS (SELECT 1 FROM range_rows r WHERE r.id = i)
    ON CONFLICT DO NOTHING
  ), legs AS (
    -- each transfer from the member side(s) it touches: credited is money in, debited money out
    SELECT a.member_id, f.merchant_id, f.kind, f.amount AS credited, 0::bigint AS debited, f.created_at
    FROM fresh f JOIN ledger_accounts a ON a.id = f.credit_account_id WHERE a.member_id IS NOT NULL
    UNION ALL
    SELECT a.member_id, f.merchant_id, f.kind, 0::bigint, f.amount, f.created_at
    FROM fresh f JOIN ledger_accounts a ON a.id = f.debit_account_id WHERE a.member_id IS NOT NULL
  ), per_day AS (
    SELECT l.member_id, l.merchant_id,
      ((l.created_at + make_interval(mins => m.report_utc_offset_minutes)) AT TIME ZONE 'UTC')::date AS day,
      sum(l.credited - l.debited) FILTER (WHERE l.kind = 'DEPOSIT') AS deposit,
      count(*) FILTER (WHERE l.kind = 'DEPOSIT' AND l.credited > 0) AS deposit_count,
      sum(l.debited - l.credited) FILTER (WHERE l.kind = 'WITHDRAWAL_PAID') AS withdrawal,
      sum(l.debited - l.credited) FILTER (WHERE l.kind IN ('GAME_BET', 'LOTTERY_BET')) AS bet,
      count(*) FILTER (WHERE l.kind IN ('GAME_BET', 'LOTTERY_BET') AND l.debited > 0) AS bet_count,
      sum(l.debited - l.credited) FILTER (WHERE l.kind IN ('GAME_BET', 'LOTTERY_BET', 'GAME_REFUND',
        'GAME_ROLLBACK', 'LOTTERY_REFUND', 'LOTTERY_CANCEL')) AS valid_bet,
      sum(l.credited - l.debited) FILTER (WHERE l.kind IN ('GAME_WIN', 'LOTTERY_PAYOUT', 'LOTTERY_CORRECTION'))
        AS win,
      sum(l.credited - l.debited) FILTER (WHERE l.kind LIKE 'BONUS%') AS bonus,
      sum(l.credited - l.debited) FILTER (WHERE l.kind LIKE 'REBATE%') AS rebate,
      sum(l.credited - l.debited) FILTER (WHERE l.kind LIKE 'SALARY%') AS salary,
      sum(l.credited - l.debited) FILTER (WHERE l.kind LIKE 'DIVIDEND%') AS dividend
    FROM legs l JOIN merchants m ON m.id = l.merchant_id
    WHERE l.kind = 'DEPOSIT' OR l.kind = 'WITHDRAWAL_PAID' OR l.kind LIKE 'GAME\_%' OR l.kind LIKE 'LOTTERY\_%'
      OR l.kind LIKE 'BONUS%' OR l.kind LIKE 'REBATE%' OR l.kind LIKE 'SALARY%' OR l.kind LIKE 'DIVIDEND%'
    GROUP BY 1, 2, 3
  ), sums AS (
    SELECT p.member_id, p.merchant_id, p.day, tr.path,
      coalesce(p.deposit, 0) AS deposit, p.deposit_count::integer AS deposit_count,
      coalesce(p.withdrawal, 0) AS withdrawal, coalesce(p.bet, 0) AS bet, p.bet_count::integer AS bet_count,
      coalesce(p.valid_bet, 0) AS valid_bet, coalesce(p.win, 0) AS win, coalesce(p.bonus, 0) AS bonus,
      coalesce(p.rebate, 0) AS rebate, coalesce(p.salary, 0) AS salary, coalesce(p.dividend, 0) AS dividend
    FROM per_day p JOIN member_tree tr ON tr.member_id = p.member_id
  ), members_written AS (
    INSERT INTO member_daily_stats AS s (member_id, day, merchant_id, path, deposit, deposit_count, withdrawal,
      bet, bet_count, valid_bet, win, bonus, rebate, salary, dividend)
    SELECT member_id, day, merchant_id, path, deposit, deposit_count, withdrawal, bet, bet_count, valid_bet, win,
      bonus, rebate, salary, dividend
    FROM sums ORDER BY member_id, day
    ON CONFLICT (member_id, day) DO UPDATE SET
      deposit = s.deposit + excluded.deposit, deposit_count = s.deposit_count + excluded.deposit_count,
      withdrawal = s.withdrawal + excluded.withdrawal, bet = s.bet + excluded.bet,
      bet_count = s.bet_count + excluded.bet_count, valid_bet = s.valid_bet + excluded.valid_bet,
      win = s.win + excluded.win, bonus = s.bonus + excluded.bonus, rebate = s.rebate + excluded.rebate,
      salary = s.salary + excluded.salary, dividend = s.dividend + excluded.dividend
  ), last_bets AS (
    UPDATE member_tree tr SET last_bet_day = played.day
    FROM (SELECT member_id, max(day) AS day FROM sums WHERE bet_count > 0 GROUP BY member_id) AS played
    WHERE tr.member_id = played.member_id AND (tr.last_bet_day IS NULL OR tr.last_bet_day < played.day)
  ), teams_written AS (
    INSERT INTO team_daily_stats AS s (agent_id, day, merchant_id, deposit, deposit_count, withdrawal, bet,
      bet_count, valid_bet, win, bonus, rebate, salary, dividend)
    SELECT ancestor.id, x.day, x.merchant_id, sum(x.deposit), sum(x.deposit_count), sum(x.withdrawal),
      sum(x.bet), sum(x.bet_count), sum(x.valid_bet), sum(x.win), sum(x.bonus), sum(x.rebate), sum(x.salary),
      sum(x.dividend)
    FROM sums x CROSS JOIN LATERAL unnest(x.path[1:cardinality(x.path) - 1]) AS ancestor(id)
    GROUP BY ancestor.id, x.day, x.merchant_id
    ORDER BY ancestor.id, x.day
    ON CONFLICT (agent_id, day) DO UPDATE SET
      deposit = s.deposit + excluded.deposit, deposit_count = s.deposit_count + excluded.deposit_count,
      withdrawal = s.withdrawal + excluded.withdrawal, bet = s.bet + excluded.bet,
      bet_count = s.bet_count + excluded.bet_count, valid_bet = s.valid_bet + excluded.valid_bet,
      win = s.win + excluded.win, bonus = s.bonus + excluded.bonus, rebate = s.rebate + excluded.rebate,
      salary = s.salary + excluded.salary, dividend = s.dividend + excluded.dividend
  )
  SELECT count(*) INTO v_read FROM fresh;

  -- Gaps whose transactions have all ended, and which a newer snapshot still does not see, were rolled back.
  v_horizon := pg_snapshot_xmin(pg_current_snapshot());
  DELETE FROM agent_stats_gaps g
  WHERE g.horizon <= v_horizon AND NOT EXISTS (SELECT 1 FROM ledger_transfers t WHERE t.id = g.transfer_id);

  UPDATE agent_stats_cursor SET last_transfer_id = v_to;
  RETURN v_to - v_from;
END
$$;

CREATE TABLE agent_invitation_links (
  id             serial PRIMARY KEY,
  merchant_id    integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
  agent_id       integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  -- 10 characters, so never equal to a member's 8-character affiliate code
  code           text NOT NULL,
  label          text NOT NULL,
  kind           text NOT NULL CHECK (kind IN ('PLAYER', 'AGENT')),
  registrations  integer NOT NULL DEFAULT 0,
  created_at     timestamptz NOT NULL DEFAULT now(),
  retired_at     timestamptz,
  CONSTRAINT agent_invitation_links_code_unique UNIQUE (merchant_id, code)
);
CREATE INDEX agent_invitation_links_agent ON agent_invitation_links (agent_id) WHERE retired_at IS NULL;

CREATE TABLE agent_applications (
  id           serial PRIMARY KEY,
  merchant_id  integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
  member_id    integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  plan         text NOT NULL,
  contact      text NOT NULL,
  status       text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'APPROVED', 'REJECTED')),
  note         text,
  decided_by   integer REFERENCES operators(id),
  created_at   timestamptz NOT NULL DEFAULT now(),
  decided_at   timestamptz
);
CREATE UNIQUE INDEX agent_applications_one_pending ON agent_applications (member_id) WHERE status = 'PENDING';
CREATE INDEX agent_applications_merchant ON agent_applications (merchant_id, status, created_at DESC);

-- The first path after every descendant of p: p with its last id plus one (so a subtree is path > p and path < this).
CREATE FUNCTION tree_path_upper(p integer[]) RETURNS integer[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT p[1:cardinality(p) - 1] || (p[cardinality(p)] + 1)
$$;

-- The team's cash movements (deposits, paid withdrawals, transfers) by time: far fewer than bets.
CREATE INDEX ledger_transfers_cash_by_time ON ledger_transfers (merchant_id, created_at DESC, id DESC)
  WHERE kind IN ('DEPOSIT', 'WITHDRAWAL_PAID', 'TRANSFER');

-- The demo seed's month of history for the demo agent's team (modules/demo/agent-team.ts): inside its own
-- transaction it sets msp.demo_time, and the ledger rows it posts there carry that time instead of now(), so the
-- reports have a month to show. Nothing else sets it; unset, these defaults are now() as before.
ALTER TABLE ledger_postings
  ALTER COLUMN created_at SET DEFAULT coalesce(nullif(current_setting('msp.demo_time', true), '')::timestamptz, now());
ALTER TABLE ledger_transfers
  ALTER COLUMN created_at SET DEFAULT coalesce(nullif(current_setting('msp.demo_time', true), '')::timestamptz, now());
