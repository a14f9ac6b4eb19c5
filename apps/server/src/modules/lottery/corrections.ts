import { winningKeys } from '@msp/contracts/lottery/bets.ts';
import { isPointFamily, type LotteryFamily, type PointFamily } from '@msp/contracts/lottery/families.ts';
import { isGameDraw } from '@msp/contracts/lottery/game-families.ts';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../shared/app-error.ts';
import { formatMinor } from '../../shared/money.ts';
import { writeAudit, type RequestOrigin } from '../identity/audit.ts';
import { postBatch } from '../ledger/service.ts';
import { mainAndPoolAccounts, multipliersOf, payingRelation, truotRule } from './settlement.ts';
import { numerosWithGames } from './numeros.ts';

/**
 * An ADMIN corrects the result of a settled numero (docs/lottery.md "Corrections"): every settled bet is judged
 * again by the corrected result at the numero's odds, and only the difference moves, in one batch posting
 * (a member paid more gets it from the pool, a member paid too much gives it back; the ledger refuses the whole
 * correction if a member no longer has it). The drawn result stays on record in `lottery_corrections`, with the
 * operator and the reason, and the verification shows both.
 */

export async function correctNumero(
  db: Db,
  merchantId: number,
  { gameCode, numero: name }: { gameCode: string; numero: string },
  {
    result,
    reason,
    operatorId,
    origin,
  }: { result: number[]; reason: string; operatorId: number; origin: RequestOrigin },
) {
  return db.transaction().execute(async (trx) => {
    const numero = await numerosWithGames(trx)
      .select([
        'lottery_numeros.id',
        'lottery_numeros.status',
        'lottery_numeros.result',
        'lottery_numeros.odds',
        'lottery_numeros.corrections',
        'lottery_games.family',
      ])
      .where('lottery_numeros.merchant_id', '=', merchantId)
      .where('lottery_numeros.game_code', '=', gameCode)
      .where('lottery_numeros.numero', '=', name)
      .forUpdate('lottery_numeros')
      .executeTakeFirst();
    if (!numero) throw new AppError('lottery.numero.not.found', {}, 'numero');
    if (numero.status !== 'SETTLED' || !numero.result) throw new AppError('lottery.numero.not.settled');
    if (!isGameDraw(numero.family, result)) throw new AppError('lottery.result.invalid', {}, 'result');
    if (result.join(',') === numero.result.join(','))
      throw new AppError('lottery.result.invalid', {}, 'result');

    // Every settled bet judged again; the rows whose outcome changes are written, with what changed.
    const judged = isPointFamily(numero.family)
      ? judgedPointBets(numero.id, numero.family, result, numero.odds)
      : judgedKeyBets(numero.id, numero.family, result, numero.odds);
    const changed = await sql<{ member_id: number; delta: string }>`
      WITH judged AS (${judged})
      UPDATE lottery_bets bet SET status = judged.status, payout = judged.payout
      FROM judged
      WHERE bet.id = judged.id AND (bet.status <> judged.status OR bet.payout <> judged.payout)
      RETURNING bet.member_id, (judged.payout - judged.was)::text AS delta`.execute(trx);

    const byMember = new Map<number, bigint>();
    for (const row of changed.rows)
      byMember.set(row.member_id, (byMember.get(row.member_id) ?? 0n) + BigInt(row.delta));
    const accounts = await mainAndPoolAccounts(trx, merchantId, [...byMember.keys()]);
    let paid = 0n;
    let taken = 0n;
    const legs = [];
    for (const account of accounts) {
      const delta = byMember.get(account.member_id)!;
      if (delta === 0n) continue;
      if (delta > 0n) paid += delta;
      else taken -= delta;
      legs.push({
        debitAccountId: BigInt(delta > 0n ? account.pool : account.main),
        creditAccountId: BigInt(delta > 0n ? account.main : account.pool),
        amount: delta > 0n ? delta : -delta,
        kind: 'LOTTERY_CORRECTION',
        reference: String(numero.id),
      });
    }
    const correction = numero.corrections + 1;
    if (legs.length > 0) {
      await postBatch(trx, {
        merchantId,
        idempotencyKey: `lottery-correct:${numero.id}:${correction}`,
        kind: 'LOTTERY_CORRECTION',
        legs,
      });
    }
    await trx
      .updateTable('lottery_numeros')
      .set({ result, corrections: correction })
      .where('id', '=', numero.id)
      .execute();
    await trx
      .insertInto('lottery_corrections')
      .values({
        numero_id: numero.id,
        operator_id: operatorId,
        from_result: numero.result,
        to_result: result,
        reason,
        paid,
        taken,
      })
      .execute();
    await writeAudit(trx, {
      merchantId,
      memberId: null,
      operatorId,
      action: 'LOTTERY_RESULT_CORRECTED',
      origin,
      detail: {
        gameCode,
        numero: name,
        from: numero.result,
        to: result,
        reason,
        paid: formatMinor(paid),
        taken: formatMinor(taken),
      },
    });
    return {
      numero: name,
      from: numero.result,
      to: result,
      changedBets: changed.rows.length,
      paid: formatMinor(paid),
      taken: formatMinor(taken),
    };
  });
}

/** A first family's settled bets of the numero with the status and payout `result` gives them (bets.ts). */
function judgedKeyBets(
  numeroId: bigint,
  family: LotteryFamily,
  result: number[],
  odds: Record<string, number>,
) {
  const payouts = winningKeys(family, result);
  const multipliers = multipliersOf(numeroId, odds, payouts);
  return sql`
    WITH paying AS (
      SELECT * FROM unnest(${payouts.map((p) => p.betKey)}::text[], ${payouts.map((p) => p.outcome)}::text[],
                           ${multipliers}::bigint[])
        AS paying (bet_key, outcome, multiplier)
    )
    SELECT bet.id, bet.payout AS was,
           CASE WHEN paying.outcome IS NULL THEN 'LOST' WHEN paying.outcome = 'PUSH' THEN 'PUSH' ELSE 'WON' END
             AS status,
           CASE WHEN paying.outcome IS NULL THEN 0 WHEN paying.outcome = 'PUSH' THEN bet.stake
                ELSE bet.stake * paying.multiplier / 100 END AS payout
    FROM lottery_bets bet LEFT JOIN paying ON paying.bet_key = bet.bet_key
    WHERE bet.numero_id = ${numeroId} AND bet.status IN ('WON', 'LOST', 'PUSH')`;
}

/** A point family's settled bets of the numero with the status and payout `result` gives them (point-games.ts). */
function judgedPointBets(
  numeroId: bigint,
  family: PointFamily,
  result: number[],
  odds: Record<string, number>,
) {
  const truot = truotRule(family, result, odds);
  return sql`
    SELECT bet.id, bet.payout AS was,
           CASE WHEN paying.bet_key IS NOT NULL OR ${truot.wins} THEN 'WON' ELSE 'LOST' END AS status,
           CASE WHEN paying.bet_key IS NOT NULL THEN bet.stake * paying.multiplier / (100 * paying.divisor)
                WHEN ${truot.wins} THEN ${truot.payout} ELSE 0 END AS payout
    FROM lottery_bets bet LEFT JOIN ${payingRelation(family, result, odds).relation} ON paying.bet_key = bet.bet_key
    WHERE bet.numero_id = ${numeroId} AND bet.status IN ('WON', 'LOST')`;
}
