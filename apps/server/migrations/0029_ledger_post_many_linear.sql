-- ledger_post_many_at_once (0015) in linear time. Its answer looked up each transfer's posting with
-- array_position over the call's posting ids, and built the leg arrays by appending in a loop: both quadratic in
-- the postings of a call, which a payday's batch of 5,000 payments made about 40 % of the call. The posting of a
-- transfer now comes from a join with the ids' ordinality; everything else is as it was.

CREATE OR REPLACE FUNCTION ledger_post_many_at_once(
  p_merchants integer[],
  p_keys text[],
  p_hashes text[],
  p_kinds text[],
  p_audits jsonb[],
  p_leg_starts integer[],
  p_debits bigint[],
  p_credits bigint[],
  p_amounts bigint[],
  p_leg_kinds text[],
  p_references text[]
) RETURNS ledger_post_many_row[] LANGUAGE plpgsql AS $$
DECLARE
  v_count integer := cardinality(p_keys);
  v_posting_of integer[];
  v_leg_counts integer[];
  v_ids bigint[];
  v_inserted integer;
  v_out ledger_post_many_row[];
  v_overdrawn boolean;
BEGIN
  -- The legs of every posting, and the posting of every leg.
  SELECT array_agg(coalesce(p_leg_starts[i + 1], cardinality(p_amounts) + 1) - p_leg_starts[i] ORDER BY i)
    INTO v_leg_counts FROM generate_subscripts(p_leg_starts, 1) AS i;
  SELECT array_agg(p.i ORDER BY p.i) INTO v_posting_of
    FROM generate_subscripts(v_leg_counts, 1) AS p(i) CROSS JOIN generate_series(1, v_leg_counts[p.i]);

  -- Every key new, once: else some posting is a replay or a conflict, which posting by posting decides.
  WITH inserted AS (
    INSERT INTO ledger_postings AS p (merchant_id, idempotency_key, request_hash, kind)
    SELECT x.merchant, x.key, x.hash, x.kind FROM unnest(p_merchants, p_keys, p_hashes, p_kinds) AS x(merchant, key, hash, kind)
    ON CONFLICT ON CONSTRAINT ledger_postings_key_once DO NOTHING
    RETURNING p.id, p.merchant_id, p.idempotency_key
  )
  SELECT array_agg(inserted.id ORDER BY x.i), (SELECT count(*) FROM inserted)
    INTO v_ids, v_inserted
    FROM unnest(p_merchants, p_keys) WITH ORDINALITY AS x(merchant, key, i)
    JOIN inserted ON inserted.merchant_id = x.merchant AND inserted.idempotency_key = x.key;
  IF v_inserted <> v_count OR cardinality(v_ids) <> v_count THEN
    RAISE EXCEPTION 'not plain' USING ERRCODE = 'LD009';
  END IF;

  -- Every account the posting merchant's.
  IF EXISTS (
    SELECT 1 FROM unnest(p_debits, p_credits, v_posting_of) AS l(debit, credit, posting)
    LEFT JOIN ledger_accounts d ON d.id = l.debit
    LEFT JOIN ledger_accounts c ON c.id = l.credit
    WHERE d.merchant_id IS DISTINCT FROM p_merchants[l.posting]
       OR c.merchant_id IS DISTINCT FROM p_merchants[l.posting]
  ) THEN
    RAISE EXCEPTION 'not plain' USING ERRCODE = 'LD009';
  END IF;

  -- The transfers with the balance after each leg (the locked balance plus the running sum of the account's
  -- movements up to that leg, in the order of the call), and the balances moved.
  WITH legs AS (
    SELECT l.ord, l.debit, l.credit, l.amount, l.kind, l.reference, l.posting
    FROM unnest(p_debits, p_credits, p_amounts, p_leg_kinds, p_references, v_posting_of)
      WITH ORDINALITY AS l(debit, credit, amount, kind, reference, posting, ord)
  ), moves AS (
    SELECT legs.ord, legs.debit AS account, -legs.amount AS delta, true AS is_debit FROM legs
    UNION ALL
    SELECT legs.ord, legs.credit, legs.amount, false FROM legs
  ), running AS (
    SELECT m.ord, m.is_debit, a.allow_negative,
      a.balance + sum(m.delta) OVER (PARTITION BY m.account ORDER BY m.ord) AS after
    FROM moves m JOIN ledger_accounts a ON a.id = m.account
  ), written AS (
    INSERT INTO ledger_transfers AS t (posting_id, merchant_id, debit_account_id, credit_account_id, amount,
      kind, reference, debit_balance_after, credit_balance_after)
    SELECT v_ids[legs.posting], p_merchants[legs.posting], legs.debit, legs.credit, legs.amount, legs.kind,
      legs.reference, d.after, c.after
    FROM legs
    JOIN running d ON d.ord = legs.ord AND d.is_debit
    JOIN running c ON c.ord = legs.ord AND NOT c.is_debit
    ORDER BY legs.ord
    RETURNING t.*
  ), moved AS (
    UPDATE ledger_accounts a SET balance = a.balance + n.net, version = a.version + n.legs
    FROM (SELECT account, sum(delta) AS net, count(*) AS legs FROM moves GROUP BY account) AS n
    WHERE a.id = n.account
    RETURNING a.id
  )
  SELECT
    array_agg(ROW(p.i, NULL, w.posting_id, false, p.legs, w.id, w.debit_account_id, w.credit_account_id,
      w.amount, w.kind, w.reference, w.debit_balance_after, w.credit_balance_after)::ledger_post_many_row
      ORDER BY w.id),
    (SELECT bool_or(r.is_debit AND r.after < 0 AND NOT r.allow_negative) FROM running r)
    INTO v_out, v_overdrawn
    FROM written w
    JOIN unnest(v_ids, v_leg_counts) WITH ORDINALITY AS p(posting_id, legs, i) ON p.posting_id = w.posting_id;
  -- A member account below zero after some leg: posting by posting decides which posting is refused.
  IF v_overdrawn THEN
    RAISE EXCEPTION 'not plain' USING ERRCODE = 'LD009';
  END IF;

  INSERT INTO audit_log (merchant_id, member_id, operator_id, action, ip, user_agent, detail)
  SELECT p_merchants[x.i], (x.audit ->> 'memberId')::integer, (x.audit ->> 'operatorId')::integer,
    x.audit ->> 'action', x.audit ->> 'ip', x.audit ->> 'userAgent',
    coalesce(x.audit -> 'detail', '{}'::jsonb) || jsonb_build_object('postingId', v_ids[x.i]::text)
  FROM unnest(p_audits) WITH ORDINALITY AS x(audit, i)
  WHERE x.audit IS NOT NULL;

  RETURN v_out;
END
$$;
