-- game_calls_many without its first step, the lock of every account of the statement in id order: a
-- careful call (modules/game-wallet/service.ts) locks its round before its accounts, so a statement holding the
-- accounts first deadlocked with a refund racing a settle of the same round (seen in CI: PostgreSQL broke it
-- by failing the refund). Now each call locks its round, then its accounts, as the careful path does. Calls of
-- one statement for the same accounts still cannot deadlock among themselves (one transaction), and against
-- the ledger's own group commit a deadlock is broken by PostgreSQL and both sides try again (each call the
-- careful way, each posting alone).

CREATE OR REPLACE FUNCTION game_calls_many(
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
