-- The settle-stale-rounds job (modules/game-wallet/stale-rounds.ts, docs/vendor-protocol.md "Round status"): a
-- seamless round still OPEN long after its bets is asked of its vendor and settled or refunded from the answer.
-- check_claimed_until: the job's claim while it asks (another process leaves the round alone until then), or when
-- to ask again about a round the vendor said is still in play. status_checks: how often it was asked.
-- game_vendor_accounts.api_url is now also the base of a seamless vendor's round-status call.
ALTER TABLE game_rounds ADD COLUMN check_claimed_until timestamptz;
ALTER TABLE game_rounds ADD COLUMN status_checks integer NOT NULL DEFAULT 0;
-- Only open seamless rounds: small, and what the job walks oldest first.
CREATE INDEX game_rounds_open_seamless ON game_rounds (started_at) WHERE status = 'OPEN' AND wallet_mode = 'SEAMLESS';
