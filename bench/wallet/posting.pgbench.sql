-- The ledger's posting transaction for one operator credit, as postTransfers runs it: claim the key, lock
-- both accounts in id order, write the transfer, move both balances. Variables come from run.ts.
\set m random(1, :members)
\set k random(1, 9000000000000000)
BEGIN;
INSERT INTO ledger_postings (merchant_id, idempotency_key, request_hash, kind)
  VALUES (:merchant, 'pgbench-' || :client_id || '-' || :k, 'bench', 'ADJUSTMENT')
  ON CONFLICT ON CONSTRAINT ledger_postings_key_once DO NOTHING RETURNING id AS posting \gset
SELECT account_id AS acct FROM bench_accounts WHERE n = :m \gset
SELECT id, balance, allow_negative, merchant_id FROM ledger_accounts
  WHERE id IN (:adjustment, :acct) ORDER BY id FOR UPDATE;
INSERT INTO ledger_transfers (posting_id, merchant_id, debit_account_id, credit_account_id, amount, kind, reference,
    debit_balance_after, credit_balance_after)
  VALUES (:posting, :merchant, :adjustment, :acct, 100, 'ADJUSTMENT', 'bench', 0, 0);
UPDATE ledger_accounts SET balance = balance - 100, version = version + 1 WHERE id = :adjustment;
UPDATE ledger_accounts SET balance = balance + 100, version = version + 1 WHERE id = :acct;
END;
