import { winningKeys } from '@msp/contracts/lottery/bets.ts';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { postBatch, SYSTEM_ACCOUNT_SHARDS } from '../ledger/service.ts';

/**
 * Settles a drawn numero set-based (docs/lottery.md "Settlement"): the result names the few keys it pays, so
 * every bet's outcome is one UPDATE joining the numero's open bets with that short list (wins and pushes), one
 * more marks the rest lost, and what each member gets back is posted from the lottery pool in one batch posting
 * (one transfer per member, one statement, accounts locked in id order) under the key `lottery-settle:<id>`.
 * All of it is one transaction that also marks the numero SETTLED: run twice, or by two processes at once, it
 * settles once (the numero's row lock, then its status, then the posting's key).
 */
export async function settleNumero(db: Db, numeroId: bigint): Promise<{ bets: number; paid: bigint } | null> {
  return db.transaction().execute(async (trx) => {
    const numero = await trx
      .selectFrom('lottery_numeros')
      .innerJoin('lottery_games', (join) =>
        join
          .onRef('lottery_games.merchant_id', '=', 'lottery_numeros.merchant_id')
          .onRef('lottery_games.game_code', '=', 'lottery_numeros.game_code'),
      )
      .select([
        'lottery_numeros.id',
        'lottery_numeros.merchant_id',
        'lottery_numeros.status',
        'lottery_numeros.result',
        'lottery_numeros.odds',
        'lottery_games.family',
      ])
      .where('lottery_numeros.id', '=', numeroId)
      .forUpdate('lottery_numeros')
      .executeTakeFirst();
    if (!numero || numero.status !== 'DRAWN' || !numero.result) return null;

    const payouts = winningKeys(numero.family, numero.result);
    const keys = payouts.map((payout) => payout.betKey);
    const outcomes = payouts.map((payout) => payout.outcome);
    const multipliers = payouts.map((payout) => {
      const multiplier = numero.odds[payout.oddsKey];
      // Odds are fixed whole at the opening: a key without them is a broken numero, never a win of nothing.
      if (multiplier === undefined && payout.outcome === 'WIN') {
        throw new Error(`numero ${numeroId} has no odds for ${payout.oddsKey}`);
      }
      return multiplier ?? 100;
    });
    // Wins and pushes: a win pays the stake times the numero's multiplier (hundredths, rounded down).
    const won = await sql<{ n: number }>`
      WITH paid AS (
        UPDATE lottery_bets AS bet
        SET status = CASE WHEN paying.outcome = 'PUSH' THEN 'PUSH' ELSE 'WON' END,
            payout = CASE WHEN paying.outcome = 'PUSH' THEN bet.stake ELSE bet.stake * paying.multiplier / 100 END,
            settled_at = now()
        FROM unnest(${keys}::text[], ${outcomes}::text[], ${multipliers}::bigint[])
          AS paying (bet_key, outcome, multiplier)
        WHERE bet.numero_id = ${numeroId} AND bet.status = 'OPEN' AND bet.bet_key = paying.bet_key
        RETURNING 1)
      SELECT count(*)::int AS n FROM paid`.execute(trx);
    const lost = await trx
      .updateTable('lottery_bets')
      .set({ status: 'LOST', settled_at: sql`now()` })
      .where('numero_id', '=', numeroId)
      .where('status', '=', 'OPEN')
      .executeTakeFirst();

    // What each member gets back, with the member's MAIN account and the pool shard the stakes went into.
    const credits = await sql<{ main: bigint; pool: bigint; amount: string }>`
      SELECT main.id AS main, pool.id AS pool, sum(bet.payout)::text AS amount
      FROM lottery_bets bet
      JOIN ledger_accounts main
        ON main.merchant_id = ${numero.merchant_id} AND main.member_id = bet.member_id AND main.kind = 'MAIN'
      JOIN ledger_accounts pool
        ON pool.merchant_id = ${numero.merchant_id} AND pool.member_id IS NULL AND pool.kind = 'LOTTERY_POOL'
       AND pool.shard = bet.member_id % ${SYSTEM_ACCOUNT_SHARDS}
      WHERE bet.numero_id = ${numeroId} AND bet.payout > 0
      GROUP BY main.id, pool.id
      ORDER BY main.id`.execute(trx);
    let paid = 0n;
    if (credits.rows.length > 0) {
      const legs = credits.rows.map((row) => {
        paid += BigInt(row.amount);
        return {
          debitAccountId: row.pool,
          creditAccountId: row.main,
          amount: BigInt(row.amount),
          kind: 'LOTTERY_PAYOUT',
          reference: String(numeroId),
        };
      });
      await postBatch(trx, {
        merchantId: numero.merchant_id,
        idempotencyKey: `lottery-settle:${numeroId}`,
        kind: 'LOTTERY_SETTLEMENT',
        legs,
      });
    }
    await trx
      .updateTable('lottery_numeros')
      .set({ status: 'SETTLED', settled_at: sql`now()` })
      .where('id', '=', numeroId)
      .execute();
    return { bets: (won.rows[0]?.n ?? 0) + Number(lost.numUpdatedRows), paid };
  });
}

/** Numeros settled per run: a backlog after a restart clears run by run. */
const SETTLE_BATCH = 20;

/** Settles the drawn numeros, oldest first; returns how many this run settled. */
export async function settleDrawnNumeros(db: Db): Promise<number> {
  const drawn = await db
    .selectFrom('lottery_numeros')
    .select('id')
    .where('status', '=', 'DRAWN')
    .orderBy('draws_at')
    .limit(SETTLE_BATCH)
    .execute();
  let settled = 0;
  for (const { id } of drawn) if (await settleNumero(db, id)) settled += 1;
  return settled;
}
