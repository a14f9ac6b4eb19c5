import type { placedBetSchema } from '@msp/contracts/lottery/api.ts';
import { bestMultiplier } from '@msp/contracts/lottery/bets.ts';
import type { z } from 'zod';
import { isPointFamily, type GameFamily } from '@msp/contracts/lottery/families.ts';
import { isGameBetKey } from '@msp/contracts/lottery/game-families.ts';
import { maxPointWinPerUnit, pointCostOf } from '@msp/contracts/lottery/point-games.ts';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../shared/app-error.ts';
import { formatMinor, parseMajor } from '../../shared/money.ts';
import type { AuditAction, RequestOrigin } from '../identity/audit.ts';
import { memberAccountId, postTransfersWithin, systemAccountId } from '../ledger/service.ts';
import type { Merchant } from '../merchant/service.ts';
import type { BetStatus } from './tables.ts';

/**
 * Members' bets on our own lottery (docs/lottery.md "Bets"). A slip of bets on one numero is one posting from the
 * member's MAIN account into the merchant's LOTTERY_POOL, under the member's idempotency key: sent twice, it is
 * placed once and the second answer is the first. Every limit the board shows is enforced here.
 *
 * The cut-off is decided by the database's clock under a share lock of the numero: the draw takes the numero
 * with FOR UPDATE, so a bet accepted before the cut-off is in before the draw reads the bets, and one that comes
 * after it is refused, on any server process.
 *
 * A bet of a point game (the Vietnamese lottery, 4D) names its unit stake: the member pays it times the key's
 * point cost (a Northern lô 27 units, a 4D Box one per ordering), and that is the bet's stake. The stake range
 * applies to the unit, every other limit to what is paid.
 */

/** What a bet costs and could win at most, by the kind of its family. */
function priced(family: GameFamily, betKey: string, unit: bigint, odds: Record<string, number>) {
  if (isPointFamily(family)) {
    return {
      stake: unit * BigInt(pointCostOf(family, betKey)),
      mostWon: (unit * BigInt(maxPointWinPerUnit(family, odds, betKey))) / 100n,
    };
  }
  return { stake: unit, mostWon: (unit * BigInt(bestMultiplier(family, odds, betKey))) / 100n };
}

export interface SlipRequest {
  gameCode: string;
  numero: string;
  bets: Array<{ betKey: string; amount: string }>;
}

export type PlacedBet = z.infer<typeof placedBetSchema>;

/** Several bets of one key in one slip count together against the limits; they stay separate bets. */
const LOTTERY_SLIP_LOCK = 7_301;

export async function placeSlip(
  db: Db,
  merchant: Merchant,
  memberId: number,
  request: SlipRequest,
  idempotencyKey: string,
  origin: RequestOrigin,
): Promise<{ slipKey: string; bets: PlacedBet[]; total: string; replayed: boolean }> {
  const game = await db
    .selectFrom('lottery_games')
    .selectAll()
    .where('merchant_id', '=', merchant.id)
    .where('game_code', '=', request.gameCode)
    .where('enabled', '=', true)
    .executeTakeFirst();
  if (!game) throw new AppError('lottery.game.not.found', {}, 'gameCode');
  const bets = request.bets.map((bet, index) => {
    if (!isGameBetKey(game.family, bet.betKey)) {
      throw new AppError('lottery.bet.invalid', {}, `bets.${index}.betKey`);
    }
    const unit = parseMajor(bet.amount);
    if (unit === undefined) throw new AppError('wallet.amount.invalid', {}, `bets.${index}.amount`);
    if (unit < game.min_stake || unit > game.max_stake) {
      throw new AppError(
        'lottery.stake.range',
        { min: formatMinor(game.min_stake), max: formatMinor(game.max_stake) },
        `bets.${index}.amount`,
      );
    }
    return { betKey: bet.betKey, unit, stake: priced(game.family, bet.betKey, unit, {}).stake };
  });
  const total = bets.reduce((sum, bet) => sum + bet.stake, 0n);

  const previous = await slipBets(db, memberId, idempotencyKey);
  if (previous.length > 0)
    return { slipKey: idempotencyKey, bets: previous, total: formatMinor(total), replayed: true };

  const [main, pool] = await Promise.all([
    memberAccountId(db, { merchantId: merchant.id, memberId, kind: 'MAIN', currency: merchant.currency }),
    systemAccountId(db, {
      merchantId: merchant.id,
      kind: 'LOTTERY_POOL',
      currency: merchant.currency,
      shardKey: memberId,
    }),
  ]);

  return db.transaction().execute(async (trx) => {
    const numero = await trx
      .selectFrom('lottery_numeros')
      .select(['id', 'status', 'odds', sql<boolean>`closes_at > clock_timestamp()`.as('before_cutoff')])
      .where('merchant_id', '=', merchant.id)
      .where('game_code', '=', game.game_code)
      .where('numero', '=', request.numero)
      .forShare()
      .executeTakeFirst();
    if (!numero) throw new AppError('lottery.numero.not.found', {}, 'numero');
    if (numero.status !== 'OPEN' || !numero.before_cutoff)
      throw new AppError('lottery.numero.closed', {}, 'numero');

    // One slip of a member on a numero at a time: the limits count what the member has staked so far.
    await sql`SELECT pg_advisory_xact_lock(${LOTTERY_SLIP_LOCK}, ${memberId})`.execute(trx);
    const replay = await slipBets(trx, memberId, idempotencyKey);
    if (replay.length > 0)
      return { slipKey: idempotencyKey, bets: replay, total: formatMinor(total), replayed: true };
    await checkLimits(trx, game, numero, memberId, bets);
    await takeKeyTotals(trx, game, numero.id, bets);

    const posting = await postTransfersWithin(
      trx,
      {
        merchantId: merchant.id,
        idempotencyKey: `lottery-slip:${memberId}:${idempotencyKey}`,
        kind: 'LOTTERY_BET',
        legs: [
          {
            debitAccountId: main,
            creditAccountId: pool,
            amount: total,
            kind: 'LOTTERY_BET',
            reference: request.numero,
          },
        ],
      },
      {
        audit: {
          memberId,
          action: 'LOTTERY_BET' satisfies AuditAction,
          ip: origin.ip,
          userAgent: origin.userAgent,
          detail: {
            gameCode: game.game_code,
            numero: request.numero,
            bets: bets.length,
            total: formatMinor(total),
          },
        },
      },
    );
    if (posting.replayed) {
      // The key posted before under a slip of other bets (the bets above were looked for under it).
      throw new AppError('request.idempotency.conflict');
    }
    const inserted = await trx
      .insertInto('lottery_bets')
      .values(
        bets.map((bet) => ({
          merchant_id: merchant.id,
          member_id: memberId,
          numero_id: numero.id,
          slip_key: idempotencyKey,
          bet_key: bet.betKey,
          stake: bet.stake,
        })),
      )
      .returning(['id', 'bet_key', 'stake', 'status'])
      .execute();
    return {
      slipKey: idempotencyKey,
      bets: inserted.map(toPlaced),
      total: formatMinor(total),
      replayed: false,
    };
  });
}

const toPlaced = (row: { id: bigint; bet_key: string; stake: bigint; status: BetStatus }): PlacedBet => ({
  id: String(row.id),
  betKey: row.bet_key,
  stake: formatMinor(row.stake),
  status: row.status,
});

async function slipBets(db: Db, memberId: number, slipKey: string) {
  const rows = await db
    .selectFrom('lottery_bets')
    .select(['id', 'bet_key', 'stake', 'status'])
    .where('member_id', '=', memberId)
    .where('slip_key', '=', slipKey)
    .orderBy('id')
    .execute();
  return rows.map(toPlaced);
}

/**
 * The game's limits over what the member has on the numero with this slip: stake per key, stake on the numero,
 * and what all of the member's bets on it could win together (each at the numero's odds).
 */
async function checkLimits(
  db: Db,
  game: {
    max_stake_per_key: bigint;
    max_stake_per_numero: bigint;
    payout_cap: bigint;
    family: GameFamily;
  },
  numero: { id: bigint; odds: Record<string, number> },
  memberId: number,
  slip: Array<{ betKey: string; stake: bigint }>,
) {
  const placed = await db
    .selectFrom('lottery_bets')
    .select(['bet_key', (eb) => eb.fn.sum<string>('stake').as('staked')])
    .where('numero_id', '=', numero.id)
    .where('member_id', '=', memberId)
    .where('status', '=', 'OPEN')
    .groupBy('bet_key')
    .execute();
  const byKey = new Map(placed.map((row) => [row.bet_key, BigInt(row.staked)]));
  for (const bet of slip) byKey.set(bet.betKey, (byKey.get(bet.betKey) ?? 0n) + bet.stake);
  let staked = 0n;
  let possibleWin = 0n;
  for (const [betKey, stake] of byKey) {
    if (stake > game.max_stake_per_key) {
      throw new AppError('lottery.limit.key', { max: formatMinor(game.max_stake_per_key) }, 'bets');
    }
    staked += stake;
    const unit = isPointFamily(game.family) ? stake / BigInt(pointCostOf(game.family, betKey)) : stake;
    possibleWin += priced(game.family, betKey, unit, numero.odds).mostWon;
  }
  if (staked > game.max_stake_per_numero) {
    throw new AppError('lottery.limit.numero', { max: formatMinor(game.max_stake_per_numero) }, 'bets');
  }
  if (possibleWin > game.payout_cap) {
    throw new AppError('lottery.limit.payout', { max: formatMinor(game.payout_cap) }, 'bets');
  }
}

/**
 * All members' stakes on each key of the numero, with this slip's, against the game's limit per key: a key over
 * it is sold out and the slip refused whole. The totals' rows are taken in key order (the lock order of two slips
 * on the same keys), and they stay locked to the end of the bet's transaction.
 */
async function takeKeyTotals(
  trx: Db,
  game: { max_total_per_key: bigint | null },
  numeroId: bigint,
  slip: Array<{ betKey: string; stake: bigint }>,
) {
  if (game.max_total_per_key === null) return;
  const byKey = new Map<string, bigint>();
  for (const bet of slip) byKey.set(bet.betKey, (byKey.get(bet.betKey) ?? 0n) + bet.stake);
  for (const betKey of [...byKey.keys()].sort()) {
    const total = await trx
      .insertInto('lottery_key_totals')
      .values({ numero_id: numeroId, bet_key: betKey, staked: byKey.get(betKey)! })
      .onConflict((conflict) =>
        conflict
          .columns(['numero_id', 'bet_key'])
          .doUpdateSet({ staked: sql`lottery_key_totals.staked + excluded.staked` }),
      )
      .returning('staked')
      .executeTakeFirstOrThrow();
    if (total.staked > game.max_total_per_key) {
      throw new AppError('lottery.limit.soldout', { betKey }, 'bets');
    }
  }
}

/**
 * The keys of a numero that all members' stakes have filled: what is left of the limit is less than the key's
 * smallest bet (the minimum unit stake times the key's point cost), so nothing more can be bet on them.
 */
export async function soldOutKeys(
  db: Db,
  game: { family: GameFamily; max_total_per_key: bigint | null; min_stake: bigint },
  numeroId: bigint,
) {
  const limit = game.max_total_per_key;
  if (limit === null) return [];
  /** The largest point cost of any key (a Northern lô 2 số): no key's smallest bet is more than this many units. */
  const MOST_POINTS = 27n;
  const rows = await db
    .selectFrom('lottery_key_totals')
    .select(['bet_key', 'staked'])
    .where('numero_id', '=', numeroId)
    .where('staked', '>', limit - game.min_stake * MOST_POINTS)
    .orderBy('bet_key')
    .execute();
  const smallestBet = (betKey: string) =>
    game.min_stake * BigInt(isPointFamily(game.family) ? pointCostOf(game.family, betKey) : 1);
  return rows.filter((row) => limit - row.staked < smallestBet(row.bet_key)).map((row) => row.bet_key);
}

/**
 * The member takes a bet back before the cut-off: its stake returns from the pool under `lottery-cancel:<id>`.
 * After the cut-off (by the database's clock, under the numero's share lock, as for placing) it is refused.
 */
export async function cancelBet(
  db: Db,
  merchant: Merchant,
  memberId: number,
  betId: bigint,
  origin: RequestOrigin,
): Promise<PlacedBet> {
  const [main, pool] = await Promise.all([
    memberAccountId(db, { merchantId: merchant.id, memberId, kind: 'MAIN', currency: merchant.currency }),
    systemAccountId(db, {
      merchantId: merchant.id,
      kind: 'LOTTERY_POOL',
      currency: merchant.currency,
      shardKey: memberId,
    }),
  ]);
  return db.transaction().execute(async (trx) => {
    // Locks in the order settlement and void take them, numero before bets, so a cancel racing either waits
    // for it instead of deadlocking with it (tested in settlement.test.ts).
    const owned = await trx
      .selectFrom('lottery_bets')
      .select('numero_id')
      .where('id', '=', betId)
      .where('merchant_id', '=', merchant.id)
      .where('member_id', '=', memberId)
      .executeTakeFirst();
    if (!owned) throw new AppError('lottery.bet.not.found');
    const numero = await trx
      .selectFrom('lottery_numeros')
      .select([
        'numero',
        'game_code',
        'status',
        sql<boolean>`closes_at > clock_timestamp()`.as('before_cutoff'),
      ])
      .where('id', '=', owned.numero_id)
      .forShare()
      .executeTakeFirstOrThrow();
    const bet = await trx
      .selectFrom('lottery_bets')
      .select(['id', 'numero_id', 'bet_key', 'stake', 'status'])
      .where('id', '=', betId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (bet.status !== 'OPEN' || numero.status !== 'OPEN' || !numero.before_cutoff) {
      throw new AppError('lottery.bet.not.cancellable');
    }
    await postTransfersWithin(
      trx,
      {
        merchantId: merchant.id,
        idempotencyKey: `lottery-cancel:${bet.id}`,
        kind: 'LOTTERY_CANCEL',
        legs: [
          {
            debitAccountId: pool,
            creditAccountId: main,
            amount: bet.stake,
            kind: 'LOTTERY_CANCEL',
            reference: numero.numero,
          },
        ],
      },
      {
        audit: {
          memberId,
          action: 'LOTTERY_BET_CANCELLED' satisfies AuditAction,
          ip: origin.ip,
          userAgent: origin.userAgent,
          detail: {
            gameCode: numero.game_code,
            numero: numero.numero,
            betId: String(bet.id),
            stake: formatMinor(bet.stake),
          },
        },
      },
    );
    await trx
      .updateTable('lottery_key_totals')
      .set({ staked: sql`staked - ${bet.stake}` })
      .where('numero_id', '=', bet.numero_id)
      .where('bet_key', '=', bet.bet_key)
      .execute();
    const cancelled = await trx
      .updateTable('lottery_bets')
      .set({ status: 'CANCELLED', payout: bet.stake, settled_at: sql`now()` })
      .where('id', '=', bet.id)
      .returning(['id', 'bet_key', 'stake', 'status'])
      .executeTakeFirstOrThrow();
    return toPlaced(cancelled);
  });
}
