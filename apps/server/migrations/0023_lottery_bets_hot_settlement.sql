-- Settlement writes every open bet of a numero once (status, payout, settled_at: modules/lottery/settlement.ts).
-- Measured with bench:lottery (1,000,000 bets): with the partial index below, whose predicate names `status`,
-- and full pages, no such update could be HOT, so each new row version also went into every index of the
-- table (four WAL records a bet besides the row's own), ~80 % of the settlement's time. Now:
--
-- 1. the numero's index covers every bet, not only open ones: no index names a column settlement writes;
-- 2. pages are filled to 45 % by inserts, leaving room on each page for the settled version of each of its bets.
--
-- So settlement's updates are heap-only (HOT): the indexes are not touched at all. The price: the table's heap is
-- about 2.2x as large (about 250 MB a million bets instead of 112), and the numero index keeps settled bets too.
-- A bet updated again later (a correction of a settled numero) finds room again once its page was pruned.

DROP INDEX lottery_bets_numero_key;
CREATE INDEX lottery_bets_numero_key ON lottery_bets (numero_id, bet_key);
ALTER TABLE lottery_bets SET (fillfactor = 45);
