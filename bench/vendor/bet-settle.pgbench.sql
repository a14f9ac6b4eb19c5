-- What one bet and its settlement send to the database through the vendor API (modules/game-wallet), statement
-- for statement: the game-session check, then the bet's transaction (the round opened, the transaction id
-- claimed, the posting member MAIN → the member's HOUSE shard) and the settlement's (the round locked, the id
-- claimed, the round closed, the win posted back). Ids of accounts and sessions come from bench_players (the
-- server has them in memory). Variables come from run.ts (`game` arrives quoted).
\set p random(1, :players)
\set r random(1, 9000000000000000)
\set stake random(100, 999)
\set win random(1, 1998)
SELECT b.main AS main, b.house AS house, b.member_id AS member, g.game_code, g.game_type
  FROM bench_players b JOIN game_sessions g ON g.session_hash = b.session_hash JOIN members m ON m.id = g.member_id
  WHERE b.n = :p AND g.merchant_id = :merchant AND g.vendor_code = 'PG' AND g.member_id = b.member_id
    AND g.session_expires_at > now() AND g.demo = false AND m.status = 'ACTIVE' \gset
BEGIN;
INSERT INTO game_rounds (merchant_id, member_id, vendor_code, game_code, game_type, round_id, wallet_mode, stake, settled_at)
  VALUES (:merchant, :member, 'PG', :game, 'RNG', 'pgb-' || :r, 'SEAMLESS', :stake, NULL)
  ON CONFLICT ON CONSTRAINT game_rounds_once DO UPDATE SET stake = game_rounds.stake + excluded.stake
  RETURNING id AS round \gset
INSERT INTO game_transactions (merchant_id, vendor_code, transaction_id, kind, round_ref, member_id, amount, request_hash, outcome, bet_transaction_id, tombstone)
  VALUES (:merchant, 'PG', 'pgb-b-' || :r, 'BET', :round, :member, :stake, md5(:r::text), 'ACCEPTED', NULL, false)
  ON CONFLICT ON CONSTRAINT game_transactions_once DO NOTHING RETURNING id;
SELECT * FROM ledger_post(:merchant, 'game:PG:pgb-b-' || :r, md5(:r::text), 'GAME_BET', ARRAY[:main]::bigint[],
  ARRAY[:house]::bigint[], ARRAY[:stake]::bigint[], ARRAY['GAME_BET'], ARRAY['game-round:' || :round], NULL, true);
COMMIT;
BEGIN;
SELECT * FROM game_rounds WHERE merchant_id = :merchant AND vendor_code = 'PG' AND round_id = 'pgb-' || :r FOR UPDATE;
INSERT INTO game_transactions (merchant_id, vendor_code, transaction_id, kind, round_ref, member_id, amount, request_hash, outcome, bet_transaction_id, tombstone)
  VALUES (:merchant, 'PG', 'pgb-s-' || :r, 'SETTLE', :round, :member, :win, md5(:r::text), 'SETTLED', NULL, false)
  ON CONFLICT ON CONSTRAINT game_transactions_once DO NOTHING RETURNING id;
UPDATE game_rounds SET win = :win, status = 'SETTLED', settled_at = now() WHERE id = :round;
SELECT * FROM ledger_post(:merchant, 'game:PG:pgb-s-' || :r, md5(:r::text), 'GAME_WIN', ARRAY[:house]::bigint[],
  ARRAY[:main]::bigint[], ARRAY[:win]::bigint[], ARRAY['GAME_WIN'], ARRAY['game-round:' || :round], NULL, true);
COMMIT;
