import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { groupCommit } from '../../shared/group-commit.ts';

/**
 * The common case of a bet or settle in one statement (`game_call`, migration 0014), and the calls that arrive
 * together in one commit (`game_calls_many`). It answers the player's balance after the call, or undefined
 * when the call is not the common case (an id seen before, a closed, unknown or foreign round, too little
 * money): nothing was written, and the careful path in service.ts decides and answers it.
 */
export interface FastGameCall {
  kind: 'BET' | 'SETTLE';
  merchantId: number;
  vendorCode: string;
  memberId: number;
  transactionId: string;
  roundId: string;
  amount: bigint;
  requestHash: string;
  /** The round's game (a bet opens the round with it); the settle's are ignored. */
  gameCode: string;
  gameType: string;
  mainAccountId: bigint;
  houseAccountId: bigint;
}

interface WaitingCall {
  call: FastGameCall;
  resolve(balance: bigint | undefined): void;
}

/** One statement out at a time, at most 50 calls in it: as the ledger's group commit, for the same reasons. */
const GROUP_COMMIT = { maxInFlight: 1, maxBatch: 50 };
const batchers = new WeakMap<Db, ReturnType<typeof groupCommit<WaitingCall>>>();

export function fastGameCall(db: Db, call: FastGameCall): Promise<bigint | undefined> {
  let batcher = batchers.get(db);
  if (!batcher) {
    batcher = groupCommit<WaitingCall>({
      ...GROUP_COMMIT,
      write: (calls) => writeCalls(db, calls),
      // The whole statement rolled back (a deadlock with a careful call, a lost connection): every call takes
      // the careful path, which finds out whatever did happen.
      fail: (calls) => calls.forEach((waiting) => waiting.resolve(undefined)),
    });
    batchers.set(db, batcher);
  }
  return new Promise((resolve) => batcher.submit({ call, resolve }));
}

async function writeCalls(db: Db, waiting: WaitingCall[]) {
  const calls = waiting.map((item) => item.call);
  const column = <T>(pick: (call: FastGameCall) => T) => calls.map(pick);
  const ids = (pick: (call: FastGameCall) => bigint) => calls.map((call) => String(pick(call)));
  const result = await sql<{ call_index: number; balance: bigint | null }>`
    SELECT call_index, balance FROM game_calls_many(
      ${column((call) => call.kind)}::text[], ${column((call) => call.merchantId)}::integer[],
      ${column((call) => call.vendorCode)}::text[], ${column((call) => call.memberId)}::integer[],
      ${column((call) => call.transactionId)}::text[], ${column((call) => call.roundId)}::text[],
      ${ids((call) => call.amount)}::bigint[], ${column((call) => call.requestHash)}::text[],
      ${column((call) => call.gameCode)}::text[], ${column((call) => call.gameType)}::text[],
      ${ids((call) => call.mainAccountId)}::bigint[], ${ids((call) => call.houseAccountId)}::bigint[])`.execute(
    db,
  );
  const balances = new Map(result.rows.map((row) => [row.call_index, row.balance ?? undefined]));
  waiting.forEach((item, index) => item.resolve(balances.get(index + 1)));
}
