-- What one bet and its settlement send to the database through the vendor API (modules/game-wallet), statement
-- for statement: the game-session check, then the bet (`game_call`: the round opened, the transaction id
-- claimed, the posting member MAIN → the member's HOUSE shard) and the settlement (the round locked, the id
-- claimed, the round closed, the win posted back), one statement each. The server sends those two through
-- game_calls_many with whatever other calls arrived meanwhile (one commit for all); pgbench sends each alone.
-- Ids of accounts and sessions come from bench_players (the server has them in memory). Variables come from
-- run.ts (`game` arrives quoted).
\set p random(1, :players)
\set r random(1, 9000000000000000)
\set stake random(100, 999)
\set win random(1, 1998)
SELECT b.main AS main, b.house AS house, b.member_id AS member, g.game_code, g.game_type
  FROM bench_players b JOIN game_sessions g ON g.session_hash = b.session_hash JOIN members m ON m.id = g.member_id
  WHERE b.n = :p AND g.merchant_id = :merchant AND g.vendor_code = 'PG' AND g.member_id = b.member_id
    AND g.session_expires_at > now() AND g.demo = false AND m.status = 'ACTIVE' \gset
SELECT game_call('BET', :merchant, 'PG', :member, 'pgb-b-' || :r, 'pgb-' || :r, :stake, md5(:r::text), :game,
  'RNG', :main, :house);
SELECT game_call('SETTLE', :merchant, 'PG', :member, 'pgb-s-' || :r, 'pgb-' || :r, :win, md5(:r::text), '', '',
  :main, :house);
