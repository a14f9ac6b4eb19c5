-- ledger_post_many, set-based first: the postings a group commit gathered are written with one INSERT of
-- postings, one of transfers, one UPDATE of balances and one INSERT of audit rows, instead of a subtransaction
-- and eight statements each. With one call out at a time, that one backend's time per posting was what bounded
-- the wallet's throughput.
--
-- The set-based attempt only commits when every posting is plain: a new key (no replay, no key twice in the
-- call), every account the posting merchant's, no member account below zero after any leg. Otherwise it rolls
-- back (one subtransaction) and the call goes posting by posting as before, where each posting is decided alone.
-- The result is the same either way: the legs are applied in the order of the call, so every balance after
-- every leg is what posting after posting would have written.

CREATE TYPE ledger_post_many_row AS (
  posting_index integer,
  refusal text,
  posting_id bigint,
  replayed boolean,
  transfer_count integer,
  transfer_id bigint,
  debit_account_id bigint,
  credit_account_id bigint,
  amount bigint,
  kind text,
  reference text,
  debit_balance_after bigint,
  credit_balance_after bigint
);

-- The set-based attempt: the rows to answer, or SQLSTATE LD009 when a posting is not plain. The caller holds
-- the locks of every account (ledger_post_many takes them first, in id order).
CREATE FUNCTION ledger_post_many_at_once(
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
  v_posting_of integer[] := '{}';
  v_leg_counts integer[] := '{}';
  v_ids bigint[];
  v_inserted integer;
  v_out ledger_post_many_row[];
  v_overdrawn boolean;
  v_legs integer;
BEGIN
  -- The posting of every leg, and the legs of every posting.
  FOR v_index IN 1 .. v_count LOOP
    v_legs := coalesce(p_leg_starts[v_index + 1], cardinality(p_amounts) + 1) - p_leg_starts[v_index];
    v_posting_of := v_posting_of || array_fill(v_index, ARRAY[v_legs]);
    v_leg_counts := v_leg_counts || v_legs;
  END LOOP;

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
    array_agg(ROW(array_position(v_ids, w.posting_id), NULL, w.posting_id, false,
      v_leg_counts[array_position(v_ids, w.posting_id)], w.id, w.debit_account_id, w.credit_account_id,
      w.amount, w.kind, w.reference, w.debit_balance_after, w.credit_balance_after)::ledger_post_many_row
      ORDER BY w.id),
    (SELECT bool_or(r.is_debit AND r.after < 0 AND NOT r.allow_negative) FROM running r)
    INTO v_out, v_overdrawn
    FROM written w;
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

-- ledger_post_many of migration 0011, trying all at once first; its rows are now of the type above.
DROP FUNCTION ledger_post_many;
CREATE FUNCTION ledger_post_many(
  p_merchants integer[],
  p_keys text[],
  p_hashes text[],
  p_kinds text[],
  p_audits jsonb[],
  -- the legs of posting i are legs p_leg_starts[i] .. p_leg_starts[i + 1] - 1 of the arrays below
  p_leg_starts integer[],
  p_debits bigint[],
  p_credits bigint[],
  p_amounts bigint[],
  p_leg_kinds text[],
  p_references text[]
) RETURNS SETOF ledger_post_many_row LANGUAGE plpgsql AS $$
DECLARE
  v_first integer;
  v_last integer;
  v_state text;
  v_constraint text;
  v_at_once ledger_post_many_row[];
BEGIN
  IF cardinality(p_keys) > 60 THEN
    RAISE EXCEPTION 'at most 60 postings a call' USING ERRCODE = '22023';
  END IF;
  PERFORM 1 FROM ledger_accounts a WHERE a.id = ANY (p_debits || p_credits) ORDER BY a.id FOR UPDATE;

  -- All at once when every posting is plain (rows are answered only once the attempt has committed).
  BEGIN
    v_at_once := ledger_post_many_at_once(p_merchants, p_keys, p_hashes, p_kinds, p_audits, p_leg_starts,
      p_debits, p_credits, p_amounts, p_leg_kinds, p_references);
  EXCEPTION WHEN SQLSTATE 'LD009' OR check_violation THEN
    v_at_once := NULL;
  END;
  IF v_at_once IS NOT NULL THEN
    RETURN QUERY SELECT * FROM unnest(v_at_once);
    RETURN;
  END IF;

  -- Posting by posting, each in a subtransaction, so a refused posting (insufficient funds, a reused key)
  -- rolls back alone and the others still post.
  FOR v_index IN 1 .. cardinality(p_keys) LOOP
    v_first := p_leg_starts[v_index];
    v_last := coalesce(p_leg_starts[v_index + 1], cardinality(p_amounts) + 1) - 1;
    BEGIN
      RETURN QUERY SELECT v_index, NULL::text, r.* FROM ledger_post(p_merchants[v_index], p_keys[v_index],
        p_hashes[v_index], p_kinds[v_index], p_debits[v_first:v_last], p_credits[v_first:v_last],
        p_amounts[v_first:v_last], p_leg_kinds[v_first:v_last], p_references[v_first:v_last],
        p_audits[v_index], true) AS r;
    EXCEPTION WHEN SQLSTATE 'LD001' OR SQLSTATE 'LD002' OR SQLSTATE 'LD003' OR check_violation THEN
      -- The refusal for the caller to map as it maps ledger_post's own errors. Anything else fails the call.
      GET STACKED DIAGNOSTICS v_state = RETURNED_SQLSTATE, v_constraint = CONSTRAINT_NAME;
      RETURN QUERY SELECT v_index, v_state || ':' || coalesce(v_constraint, ''), NULL::bigint,
        NULL::boolean, NULL::integer, NULL::bigint, NULL::bigint, NULL::bigint, NULL::bigint, NULL::text,
        NULL::text, NULL::bigint, NULL::bigint;
    END;
  END LOOP;
END
$$;
