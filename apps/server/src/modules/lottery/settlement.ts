import { winningKeys, type Payout } from '@msp/contracts/lottery/bets.ts';
import { isPointFamily, type PointFamily } from '@msp/contracts/lottery/families.ts';
import { payingPointKeys, truotEndingsOf } from '@msp/contracts/lottery/point-games.ts';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { postBatch, SYSTEM_ACCOUNT_SHARDS } from '../ledger/service.ts';
import { AppError } from '../../shared/app-error.ts';
import { formatMinor } from '../../shared/money.ts';
import { writeAudit, type RequestOrigin } from '../identity/audit.ts';
import type { BetStatus } from './tables.ts';
import type { LotteryFamily } from '@msp/contracts/lottery/families.ts';
import { numerosWithGames } from './numeros.ts';

/**
 * Settles a drawn numero set-based (docs/lottery.md "Settlement"): the result names the few keys it pays, so
 * every bet's outcome is one UPDATE of the numero's open bets against that short list (wins and pushes; every
 * other key loses), which also sums what each member gets back; that is posted from the lottery pool in one
 * batch posting (one transfer per member, one statement, accounts locked in id order) under the key
 * `lottery-settle:<id>`.
 * All of it is one transaction that also marks the numero SETTLED: run twice, or by two processes at once, it
 * settles once (the numero's row lock, then its status, then the posting's key).
 */
/**
 * Posts what each member's bets of the numero in `statuses` got back (their `payout`), summed per member, from
 * the pool shard the stakes went into to the member's MAIN account: one batch posting, one transfer per member.
 * Returns the total.
 */
async function postReturns(
  trx: Db,
  merchantId: number,
  numeroId: bigint,
  statuses: BetStatus[],
  { idempotencyKey, kind }: { idempotencyKey: string; kind: string },
) {
  const returns = await sql<{ member_id: number; amount: string }>`
    SELECT member_id, sum(payout)::text AS amount FROM lottery_bets
    WHERE numero_id = ${numeroId} AND payout > 0 AND status = ANY (${statuses}::text[])
    GROUP BY member_id`.execute(trx);
  const credits = await creditsOf(
    trx,
    merchantId,
    new Map(returns.rows.map((row) => [row.member_id, BigInt(row.amount)])),
  );
  return postCredits(trx, merchantId, numeroId, credits, { idempotencyKey, kind });
}

/** Members' returns (MAIN account, pool shard, amount), in MAIN id order, as one batch posting; the total. */
async function postCredits(
  trx: Db,
  merchantId: number,
  numeroId: bigint,
  credits: Array<{ main: bigint | string; pool: bigint | string; amount: string }>,
  { idempotencyKey, kind }: { idempotencyKey: string; kind: string },
) {
  if (credits.length === 0) return 0n;
  let total = 0n;
  const legs = credits.map((row) => {
    total += BigInt(row.amount);
    return {
      debitAccountId: BigInt(row.pool),
      creditAccountId: BigInt(row.main),
      amount: BigInt(row.amount),
      kind,
      reference: String(numeroId),
    };
  });
  await postBatch(trx, { merchantId, idempotencyKey, kind, legs });
  return total;
}

/**
 * The multiplier each paying key of a result pays by, from the numero's odds (a push: the stake, 100). Odds are
 * fixed whole at the opening: a winning key without them is a broken numero, never a win of nothing.
 */
export function multipliersOf(numeroId: bigint, odds: Record<string, number>, payouts: Payout[]) {
  return payouts.map((payout) => {
    if (payout.outcome === 'PUSH') return 100;
    const multiplier = odds[payout.oddsKey];
    if (multiplier === undefined) throw new Error(`numero ${numeroId} has no odds for ${payout.oddsKey}`);
    return multiplier;
  });
}

export async function settleNumero(db: Db, numeroId: bigint): Promise<{ bets: number; paid: bigint } | null> {
  return db.transaction().execute(async (trx) => {
    const numero = await numerosWithGames(trx)
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

    const { bets, credits } = isPointFamily(numero.family)
      ? await settlePointBets(trx, { ...numero, family: numero.family, result: numero.result })
      : await settleKeyBets(trx, { ...numero, family: numero.family, result: numero.result });

    const paid = await postCredits(trx, numero.merchant_id, numeroId, credits, {
      idempotencyKey: `lottery-settle:${numeroId}`,
      kind: 'LOTTERY_PAYOUT',
    });
    await trx
      .updateTable('lottery_numeros')
      .set({ status: 'SETTLED', settled_at: sql`now()` })
      .where('id', '=', numeroId)
      .execute();
    return { bets, paid };
  });
}

type Credit = { main: string; pool: string; amount: string };

/** The paying keys of a point result as a relation (bet_key, multiplier, divisor), for joining to the bets. */
export function payingRelation(family: PointFamily, result: number[], odds: Record<string, number>) {
  const paying = [...payingPointKeys(family, result, odds)];
  const keys = paying.map(([key]) => key);
  return {
    relation: sql`unnest(${keys}::text[], ${paying.map(([, win]) => win.multiplier)}::bigint[],
                         ${paying.map(([, win]) => win.divisor)}::bigint[]) AS paying (bet_key, multiplier, divisor)`,
    /** The same keys as a condition on `bet`: the (numero, key) index then reads the winners only. */
    keyIn: sql<boolean>`bet.bet_key = ANY (${keys}::text[])`,
  };
}

/**
 * A lô trượt bet `bet` wins when none of its numbers is among the result's lô endings; it costs one unit a point
 * and pays its odds once, by its head (TRUOT4, TRUOT8, TRUOT10). 4D has no trượt: nothing matches.
 */
export function truotRule(family: PointFamily, result: number[], odds: Record<string, number>) {
  const endings = family === 'SEA4D' ? [] : truotEndingsOf(family, result);
  return {
    // The range lets the (numero, key) index find them (a LIKE prefix cannot, outside the C collation).
    wins: sql<boolean>`(bet.bet_key >= 'TRUOT' AND bet.bet_key < 'TRUOU' AND bet.bet_key LIKE 'TRUOT%'
      AND NOT (string_to_array(split_part(bet.bet_key, ':', 2), '-') && ${endings}::text[]))`,
    payout: sql<bigint>`bet.stake * (${JSON.stringify(odds)}::jsonb ->> split_part(bet.bet_key, ':', 1))::bigint / 100`,
  };
}

/** What members get back (minor units by member) as credits from their pool shard to MAIN, in MAIN id order. */
async function creditsOf(trx: Db, merchantId: number, amounts: Map<number, bigint>): Promise<Credit[]> {
  const accounts = await mainAndPoolAccounts(trx, merchantId, [...amounts.keys()]);
  return accounts
    .map((account) => ({
      main: account.main,
      pool: account.pool,
      amount: String(amounts.get(account.member_id)!),
    }))
    .filter((credit) => credit.amount !== '0');
}

/** Each member's MAIN account and the lottery pool shard of the member, in MAIN id order (the lock order). */
export async function mainAndPoolAccounts(trx: Db, merchantId: number, memberIds: number[]) {
  const accounts = await sql<{ member_id: number; main: string; pool: string }>`
    SELECT main.member_id, main.id::text AS main, pool.id::text AS pool
    FROM ledger_accounts main
    JOIN ledger_accounts pool
      ON pool.merchant_id = main.merchant_id AND pool.member_id IS NULL AND pool.kind = 'LOTTERY_POOL'
     AND pool.shard = main.member_id % ${SYSTEM_ACCOUNT_SHARDS}
    WHERE main.merchant_id = ${merchantId} AND main.kind = 'MAIN' AND main.member_id = ANY (${memberIds}::integer[])
    ORDER BY main.id`.execute(trx);
  return accounts.rows;
}

/** A first family's bets (bets.ts): one UPDATE against the short list of keys the result pays. */
async function settleKeyBets(
  trx: Db,
  numero: {
    id: bigint;
    merchant_id: number;
    family: LotteryFamily;
    result: number[];
    odds: Record<string, number>;
  },
): Promise<{ bets: number; credits: Credit[] }> {
  const numeroId = numero.id;
  const payouts = winningKeys(numero.family, numero.result);
  const keys = payouts.map((payout) => payout.betKey);
  const outcomes = payouts.map((payout) => payout.outcome);
  const multipliers = multipliersOf(numeroId, numero.odds, payouts);
  // Every open bet's outcome in one pass over the numero's bets (one UPDATE, each row written once): a key
  // the result names wins (the stake times the numero's multiplier, hundredths, rounded down) or pushes (the
  // stake back); any other key loses. The same statement sums what each member gets back from the rows it
  // wrote, with the member's MAIN account and the pool shard the stakes went into: no second pass over the
  // bets. (bench:lottery, 1,000,000 bets: an UPDATE of the winners through the (numero, key) index, one of the
  // rest and a query of the payouts took 1.3-1.5x a plain UPDATE of the same rows.)
  const settled = await sql<{ bets: number; credits: Credit[] }>`
      WITH paying AS (
        SELECT ${keys}::text[] AS keys, ${outcomes}::text[] AS outcomes, ${multipliers}::bigint[] AS multipliers
      ), settled AS (
        UPDATE lottery_bets AS bet
        SET status = CASE paying.outcomes[array_position(paying.keys, bet.bet_key)]
                       WHEN 'WIN' THEN 'WON' WHEN 'PUSH' THEN 'PUSH' ELSE 'LOST' END,
            payout = CASE paying.outcomes[array_position(paying.keys, bet.bet_key)]
                       WHEN 'WIN' THEN bet.stake * paying.multipliers[array_position(paying.keys, bet.bet_key)] / 100
                       WHEN 'PUSH' THEN bet.stake ELSE bet.payout END,
            settled_at = now()
        FROM paying
        WHERE bet.numero_id = ${numeroId} AND bet.status = 'OPEN'
        RETURNING bet.member_id, bet.status, bet.payout
      ), returned AS (
        SELECT member_id, sum(payout) AS amount FROM settled
        WHERE status IN ('WON', 'PUSH') AND payout > 0 GROUP BY member_id
      )
      SELECT (SELECT count(*)::int FROM settled) AS bets,
        (SELECT coalesce(json_agg(json_build_object('main', main.id::text, 'pool', pool.id::text,
            'amount', returned.amount::text) ORDER BY main.id), '[]'::json)
         FROM returned
         JOIN ledger_accounts main
           ON main.merchant_id = ${numero.merchant_id} AND main.member_id = returned.member_id AND main.kind = 'MAIN'
         JOIN ledger_accounts pool
           ON pool.merchant_id = ${numero.merchant_id} AND pool.member_id IS NULL AND pool.kind = 'LOTTERY_POOL'
          AND pool.shard = returned.member_id % ${SYSTEM_ACCOUNT_SHARDS}) AS credits`.execute(trx);
  return settled.rows[0]!;
}

/**
 * A point family's bets (point-games.ts): the keys the result pays are joined to the numero's open bets, each
 * winner paid `stake × multiplier ÷ (100 × divisor)`; a lô trượt wins when none of its numbers is among the
 * result's lô endings; every other open bet loses. Three UPDATEs, each row written once, and what each member
 * gets back summed from the rows written (bench:lottery measures a Southern draw of 1,000,000 bets).
 */
async function settlePointBets(
  trx: Db,
  numero: {
    id: bigint;
    merchant_id: number;
    family: PointFamily;
    result: number[];
    odds: Record<string, number>;
  },
): Promise<{ bets: number; credits: Credit[] }> {
  const paying = payingRelation(numero.family, numero.result, numero.odds);
  const won = await sql<{ member_id: number; amount: string; bets: number }>`
    WITH won AS (
      UPDATE lottery_bets AS bet
      SET status = 'WON', payout = bet.stake * paying.multiplier / (100 * paying.divisor), settled_at = now()
      FROM ${paying.relation}
      WHERE bet.numero_id = ${numero.id} AND bet.status = 'OPEN' AND bet.bet_key = paying.bet_key AND ${paying.keyIn}
      RETURNING bet.member_id, bet.payout
    )
    SELECT member_id, sum(payout)::text AS amount, count(*)::int AS bets FROM won GROUP BY member_id`.execute(
    trx,
  );
  const truot = truotRule(numero.family, numero.result, numero.odds);
  const truotWon = await sql<{ member_id: number; amount: string; bets: number }>`
    WITH won AS (
      UPDATE lottery_bets AS bet SET status = 'WON', payout = ${truot.payout}, settled_at = now()
      WHERE bet.numero_id = ${numero.id} AND bet.status = 'OPEN' AND ${truot.wins}
      RETURNING bet.member_id, bet.payout
    )
    SELECT member_id, sum(payout)::text AS amount, count(*)::int AS bets FROM won GROUP BY member_id`.execute(
    trx,
  );
  const lost = await trx
    .updateTable('lottery_bets')
    .set({ status: 'LOST', settled_at: sql`now()` })
    .where('numero_id', '=', numero.id)
    .where('status', '=', 'OPEN')
    .executeTakeFirst();
  const byMember = new Map<number, bigint>();
  let bets = Number(lost.numUpdatedRows);
  for (const row of [...won.rows, ...truotWon.rows]) {
    bets += row.bets;
    byMember.set(row.member_id, (byMember.get(row.member_id) ?? 0n) + BigInt(row.amount));
  }
  const credits = await creditsOf(trx, numero.merchant_id, byMember);
  return { bets, credits };
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

/**
 * An operator voids a numero that is not settled yet (a draw that must not count): every open bet is refunded
 * whole, in one batch posting under `lottery-void:<id>`, the numero becomes VOID, and the operator's reason is
 * audited. A settled numero cannot be voided (its payouts are paid).
 */
export async function voidNumero(
  db: Db,
  merchantId: number,
  { gameCode, numero: name }: { gameCode: string; numero: string },
  { operatorId, reason, origin }: { operatorId: number; reason: string; origin: RequestOrigin },
) {
  return db.transaction().execute(async (trx) => {
    const numero = await trx
      .selectFrom('lottery_numeros')
      .select(['id', 'numero', 'game_code', 'status'])
      .where('merchant_id', '=', merchantId)
      .where('game_code', '=', gameCode)
      .where('numero', '=', name)
      .forUpdate()
      .executeTakeFirst();
    if (!numero) throw new AppError('lottery.numero.not.found', {}, 'numero');
    const numeroId = numero.id;
    if (numero.status === 'SETTLED' || numero.status === 'VOID') throw new AppError('lottery.numero.final');
    const refunded = await trx
      .updateTable('lottery_bets')
      .set({ status: 'REFUNDED', payout: sql`stake`, settled_at: sql`now()` })
      .where('numero_id', '=', numeroId)
      .where('status', '=', 'OPEN')
      .executeTakeFirst();
    const amount = await postReturns(trx, merchantId, numeroId, ['REFUNDED'], {
      idempotencyKey: `lottery-void:${numeroId}`,
      kind: 'LOTTERY_REFUND',
    });
    await trx.updateTable('lottery_numeros').set({ status: 'VOID' }).where('id', '=', numeroId).execute();
    await writeAudit(trx, {
      merchantId,
      memberId: null,
      operatorId,
      action: 'LOTTERY_NUMERO_VOIDED',
      origin,
      detail: {
        gameCode: numero.game_code,
        numero: numero.numero,
        reason,
        refunded: Number(refunded.numUpdatedRows),
      },
    });
    return { numero: numero.numero, refunded: Number(refunded.numUpdatedRows), amount: formatMinor(amount) };
  });
}
