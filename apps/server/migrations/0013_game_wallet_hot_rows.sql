-- Every bet and settlement of a merchant checked its foreign key to the merchant's one `merchants` row, taking
-- a KEY SHARE lock on it: under load that row became hot (the same finding as the ledger's, migration 0011).
-- Rounds and transactions still reference their member (who belongs to the merchant) and rounds their round;
-- the merchant id is written by the vendor API from the signed-in vendor's merchant.
ALTER TABLE game_rounds DROP CONSTRAINT game_rounds_merchant_id_fkey;
ALTER TABLE game_transactions DROP CONSTRAINT game_transactions_merchant_id_fkey;
