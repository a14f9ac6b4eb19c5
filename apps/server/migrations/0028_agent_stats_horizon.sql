-- The rollup job's gaps (0026) and the transactions still holding them.
--
-- A gap was dropped as rolled back once pg_snapshot_xmin passed the horizon noted with it, and the horizon was the
-- xmax of the snapshot that found the gap. But xmax is one past the highest *completed* transaction, not the next
-- one to be assigned: a transaction that took its xid before the last committer did, and its transfer id after
-- it, is still open at or above that xmax, and once it was the oldest open transaction its gap was dropped and its
-- transfer never counted (the rollup concurrency test caught it about once in five runs under load).
--
-- The horizon is now the job's own transaction id, taken after the snapshot that found the gap. A transaction
-- holding a missing transfer id took its xid before that id (every ledger function claims its posting row first,
-- and transfer ids are handed out in order), so before that snapshot, so below the horizon: once xmin reaches the
-- horizon, they have all ended. For that the job must hold no xid before its snapshot, so runs take turns under an
-- advisory lock (agent_stats_lock) instead of the cursor's row lock, which assigns one. A move takes the same lock.

CREATE FUNCTION agent_stats_lock() RETURNS void LANGUAGE sql AS $$
  SELECT pg_advisory_xact_lock(hashtext('agent_stats_catch_up'))
$$;

-- Gaps noted before this migration get a horizon every transaction open now is below.
UPDATE agent_stats_gaps SET horizon = pg_current_xact_id();

CREATE OR REPLACE FUNCTION agent_stats_catch_up(p_batch integer) RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
  v_from     bigint;
  v_to       bigint;
  v_read     integer;
  v_horizon  xid8;
BEGIN
  IF pg_current_xact_id_if_assigned() IS NOT NULL THEN
    RAISE EXCEPTION 'agent_stats_catch_up runs in a transaction of its own';
  END IF;
  PERFORM agent_stats_lock();
  SELECT last_transfer_id INTO v_from FROM agent_stats_cursor;

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
    -- evaluated after this statement's snapshot was taken: see above
    SELECT i, pg_current_xact_id()
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
