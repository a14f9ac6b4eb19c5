-- What one HTTP operator credit (POST /ops/members/:id/adjust) sends to the database, as one statement: the
-- ledger's posting function from the member's ADJUSTMENT shard to the member's MAIN account with the audit row,
-- and the member's HOLD balance for the answer. The account ids come from bench_accounts (the server has them
-- in memory). Variables come from run.ts.
\set m random(1, :members)
\set k random(1, 9000000000000000)
SELECT posted.*,
  (SELECT json_agg(json_build_array(a.id::text, a.balance::text)) FROM ledger_accounts a
   WHERE a.id = ANY (ARRAY[b.hold])) AS read_balances
FROM bench_accounts b,
  ledger_post(:merchant, 'adjust:pgbench-' || :client_id || '-' || :k, md5(:k::text), 'ADJUSTMENT',
    ARRAY[b.adjustment], ARRAY[b.main], ARRAY[100]::bigint[], ARRAY['ADJUSTMENT'], ARRAY['benchmark credit'],
    jsonb_build_object('memberId', b.member_id, 'operatorId', :operator, 'action', 'BALANCE_ADJUSTED',
      'ip', '127.0.0.1', 'userAgent', 'pgbench',
      'detail', jsonb_build_object('amount', '1.00', 'direction', 'CREDIT', 'reason', 'benchmark credit')),
    true) AS posted
WHERE b.n = :m;
