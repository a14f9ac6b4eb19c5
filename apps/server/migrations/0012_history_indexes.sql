-- Transaction history (modules/records) reads one account's transfers within a time range, newest first, with a
-- count. A transfer touches the account on its debit side or its credit side, so each side gets an index by
-- account and time: the history reads both ranges (UNION ALL) instead of OR-ing two account columns, which
-- scanned every transfer the account ever had. `kind` is included so the type filters and the count are
-- answered from the index alone.
--
-- They replace the (account, id) indexes, which only the history read: a posting writes no more index entries
-- than before, and a look-up by account alone still uses the leading column.
DROP INDEX ledger_transfers_debit;
DROP INDEX ledger_transfers_credit;
CREATE INDEX ledger_transfers_debit_time ON ledger_transfers (debit_account_id, created_at, id) INCLUDE (kind);
CREATE INDEX ledger_transfers_credit_time ON ledger_transfers (credit_account_id, created_at, id) INCLUDE (kind);
