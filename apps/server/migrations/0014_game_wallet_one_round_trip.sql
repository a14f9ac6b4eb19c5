-- A seamless-wallet bet or settlement in one statement, and many of them in one commit.
--
-- `game_call` is the common case of a bet or settle, written exactly as the careful path in
-- modules/game-wallet/service.ts writes it (the same rows, in the same order, with the same ledger posting), in
-- one round trip instead of six. Anything else — an id seen before, a closed or unknown round, another player's
-- round, too little money — is not decided here: it raises GW001 and rolls back, and the server runs the careful
-- path, which decides and answers it. So this function only ever commits what the careful path would commit.

-- The ledger request hash of a game posting, as modules/ledger/service.ts `requestHash` computes it (sha256 of
-- the JSON of [kind, [[debit, credit, amount, kind, reference]]]); kinds and references here need no escaping.
CREATE FUNCTION game_posting_hash(p_kind text, p_debit bigint, p_credit bigint, p_amount bigint, p_round bigint)
RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT encode(sha256(convert_to(format('["%s",[["%s","%s","%s","%s","game-round:%s"]]]',
    p_kind, p_debit, p_credit, p_amount, p_kind, p_round), 'UTF8')), 'hex')
$$;

-- Returns the player's main balance after the call. p_kind: BET or SETTLE; p_main / p_house: the member's MAIN
-- account and the shard of the vendor's HOUSE account the member's bets and wins go through.
CREATE FUNCTION game_call(
  p_kind text,
  p_merchant integer,
  p_vendor text,
  p_member integer,
  p_transaction_id text,
  p_round_id text,
  p_amount bigint,
  p_request_hash text,
  p_game_code text,
  p_game_type text,
  p_main bigint,
  p_house bigint
) RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
  v_round game_rounds%ROWTYPE;
  v_claimed bigint;
  v_balance bigint;
  v_debit bigint;
  v_credit bigint;
  v_posting_kind text;
BEGIN
  IF p_kind = 'BET' THEN
    -- Opens the round or adds the stake to it, and locks it (an upsert waits for a concurrent one).
    INSERT INTO game_rounds AS r (merchant_id, member_id, vendor_code, game_code, game_type, round_id,
      wallet_mode, stake, settled_at)
    VALUES (p_merchant, p_member, p_vendor, p_game_code, p_game_type, p_round_id, 'SEAMLESS', p_amount, NULL)
    ON CONFLICT ON CONSTRAINT game_rounds_once DO UPDATE SET stake = r.stake + excluded.stake
    RETURNING r.* INTO v_round;
  ELSIF p_kind = 'SETTLE' THEN
    SELECT r.* INTO v_round FROM game_rounds r
      WHERE r.merchant_id = p_merchant AND r.vendor_code = p_vendor AND r.round_id = p_round_id FOR UPDATE;
    IF v_round.id IS NULL THEN
      RAISE EXCEPTION 'careful path' USING ERRCODE = 'GW001';
    END IF;
  ELSE
    RAISE EXCEPTION 'game_call takes BET or SETTLE, not %', p_kind USING ERRCODE = '22023';
  END IF;
  IF v_round.member_id <> p_member OR v_round.wallet_mode <> 'SEAMLESS' OR v_round.status <> 'OPEN'
     OR (p_kind = 'SETTLE' AND v_round.stake = 0) THEN
    RAISE EXCEPTION 'careful path' USING ERRCODE = 'GW001';
  END IF;

  INSERT INTO game_transactions (merchant_id, vendor_code, transaction_id, kind, round_ref, member_id, amount,
    request_hash, outcome, bet_transaction_id, tombstone)
  VALUES (p_merchant, p_vendor, p_transaction_id, p_kind, v_round.id, p_member, p_amount, p_request_hash,
    CASE p_kind WHEN 'BET' THEN 'ACCEPTED' ELSE 'SETTLED' END, NULL, false)
  ON CONFLICT ON CONSTRAINT game_transactions_once DO NOTHING
  RETURNING id INTO v_claimed;
  IF v_claimed IS NULL THEN
    RAISE EXCEPTION 'careful path' USING ERRCODE = 'GW001';
  END IF;

  IF p_kind = 'SETTLE' THEN
    UPDATE game_rounds SET win = p_amount, status = 'SETTLED', settled_at = now() WHERE id = v_round.id;
    -- A lost round moves nothing: its answer is the balance as it is.
    IF p_amount = 0 THEN
      SELECT a.balance INTO v_balance FROM ledger_accounts a WHERE a.id = p_main;
      RETURN v_balance;
    END IF;
  END IF;

  -- A bet: main → house; a win: house → main. The answer is the main balance after it.
  v_debit := CASE p_kind WHEN 'BET' THEN p_main ELSE p_house END;
  v_credit := CASE p_kind WHEN 'BET' THEN p_house ELSE p_main END;
  v_posting_kind := CASE p_kind WHEN 'BET' THEN 'GAME_BET' ELSE 'GAME_WIN' END;
  SELECT CASE p_kind WHEN 'BET' THEN posted.debit_balance_after ELSE posted.credit_balance_after END
    INTO v_balance
    FROM ledger_post(p_merchant, 'game:' || p_vendor || ':' || p_transaction_id,
      game_posting_hash(v_posting_kind, v_debit, v_credit, p_amount, v_round.id), v_posting_kind,
      ARRAY[v_debit], ARRAY[v_credit], ARRAY[p_amount], ARRAY[v_posting_kind], ARRAY['game-round:' || v_round.id],
      NULL, true) AS posted;
  RETURN v_balance;
END
$$;

-- Many calls in one statement and one commit (the server's group commit, as ledger_post_many): each in a
-- subtransaction, so a call that needs the careful path (GW001, or a refusal of the ledger) rolls back alone
-- and is answered with a NULL balance, and the others still commit. All accounts of the call are locked in id
-- order first, as ledger_post_many does, so the two never deadlock on accounts. (With a careful call, which
-- locks its round before its accounts, a deadlock is possible; PostgreSQL breaks it, the whole statement rolls
-- back and the server sends each of its calls the careful way.) At most 60 calls (the subtransactions a
-- backend caches).
CREATE FUNCTION game_calls_many(
  p_kinds text[],
  p_merchants integer[],
  p_vendors text[],
  p_members integer[],
  p_transaction_ids text[],
  p_round_ids text[],
  p_amounts bigint[],
  p_request_hashes text[],
  p_game_codes text[],
  p_game_types text[],
  p_mains bigint[],
  p_houses bigint[]
) RETURNS TABLE (call_index integer, balance bigint) LANGUAGE plpgsql AS $$
BEGIN
  IF cardinality(p_kinds) > 60 THEN
    RAISE EXCEPTION 'at most 60 calls a statement' USING ERRCODE = '22023';
  END IF;
  PERFORM 1 FROM ledger_accounts a WHERE a.id = ANY (p_mains || p_houses) ORDER BY a.id FOR UPDATE;
  FOR v_index IN 1 .. cardinality(p_kinds) LOOP
    BEGIN
      RETURN QUERY SELECT v_index, game_call(p_kinds[v_index], p_merchants[v_index], p_vendors[v_index], p_members[v_index],
        p_transaction_ids[v_index], p_round_ids[v_index], p_amounts[v_index], p_request_hashes[v_index],
        p_game_codes[v_index], p_game_types[v_index], p_mains[v_index], p_houses[v_index]);
    EXCEPTION WHEN SQLSTATE 'GW001' OR SQLSTATE 'LD001' OR SQLSTATE 'LD002' OR SQLSTATE 'LD003'
      OR check_violation OR unique_violation THEN
      RETURN QUERY SELECT v_index, NULL::bigint;
    END;
  END LOOP;
END
$$;
