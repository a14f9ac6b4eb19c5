import { mulberry32 } from '@msp/contracts/testing/seeded-random.ts';
import {
  derivePointDraw,
  pointCostOf,
  pointDefaultOdds,
  pointPayout,
  truotEndingsOf,
} from '@msp/contracts/lottery/point-games.ts';
import type { PointFamily } from '@msp/contracts/lottery/families.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountBalance, ledgerHealth } from '../../src/modules/ledger/service.ts';
import { cancelBet, placeSlip, soldOutKeys } from '../../src/modules/lottery/bets.ts';
import { correctNumero } from '../../src/modules/lottery/corrections.ts';
import { drawDueNumeros } from '../../src/modules/lottery/numeros.ts';
import { settleNumero } from '../../src/modules/lottery/settlement.ts';
import { AppError } from '../../src/shared/app-error.ts';
import { lotteryFixture, testOrigin } from './fixture.ts';

type Fixture = Awaited<ReturnType<typeof lotteryFixture>>;

/**
 * The Vietnamese lottery and 4D on the engine (docs/lottery.md "Point games"): a bet costs its unit stake times its
 * point cost, settlement pays each bet what the rules of point-games.ts give it (a lô twice when it ends two prizes,
 * a trượt when none of its numbers comes out), posts once however often it runs, and a key that all members'
 * stakes have filled is sold out, also when members race for its last room (on PostgreSQL).
 */
const onPostgres = Boolean(process.env.DATABASE_URL);
let database: Fixture['database'];
let fixture: Fixture['fixture'];
let merchant: Fixture['merchant'];
const origin = testOrigin;

let operatorId: number;

const GAMES: Record<PointFamily, string> = { VN_NORTH: 'PT_VN_N', VN_SOUTH: 'PT_VN_S', SEA4D: 'PT_4D' };

beforeAll(async () => {
  ({ database, fixture, merchant } = await lotteryFixture(6, 100_000_000n, 8));
  await database.db
    .insertInto('lottery_games')
    .values(
      (Object.entries(GAMES) as Array<[PointFamily, string]>).map(([family, game_code]) => ({
        merchant_id: fixture.merchantId,
        game_code,
        family,
        interval_minutes: 1,
        max_total_per_key: 5_000_000n,
      })),
    )
    .execute();
  operatorId = (
    await database.db
      .selectFrom('operators')
      .select('id')
      .where('username', '=', 'demoadmin')
      .executeTakeFirstOrThrow()
  ).id;
}, 120_000);
afterAll(async () => database?.dispose());

async function openNumero(family: PointFamily, name: string) {
  const now = Date.now();
  return database.db
    .insertInto('lottery_numeros')
    .values({
      merchant_id: fixture.merchantId,
      game_code: GAMES[family],
      numero: name,
      opens_at: new Date(now - 60_000),
      closes_at: new Date(now + 3_600_000),
      draws_at: new Date(now + 3_600_000),
      seed: (name.length * 37).toString(16).padStart(2, '0').slice(-2).repeat(32),
      commitment: 'test',
      odds: pointDefaultOdds(family),
    })
    .returning(['id', 'odds'])
    .executeTakeFirstOrThrow();
}

const closeAndDraw = async (numeroId: bigint) => {
  await database.db
    .updateTable('lottery_numeros')
    .set({ closes_at: new Date(Date.now() - 1), draws_at: new Date(Date.now() - 1) })
    .where('id', '=', numeroId)
    .execute();
  await drawDueNumeros(database.db, new Date());
  return database.db
    .selectFrom('lottery_numeros')
    .select(['result', 'odds'])
    .where('id', '=', numeroId)
    .executeTakeFirstOrThrow();
};

const pad = (value: number, digits: number) => String(value).padStart(digits, '0');
const distinct = (count: number, digits: number, next: () => number) => {
  const picks = new Set<string>();
  while (picks.size < count) picks.add(pad(Math.floor(next() * 10 ** digits), digits));
  return [...picks].sort().join('-');
};

/** Keys of every bet type of the family, on few numbers so that many of them win. */
function randomKey(family: PointFamily, next: () => number, drawn: number[]) {
  if (family === 'SEA4D') {
    // Half of them on a number of the draw (4D wins are rare otherwise).
    const number = pad(
      next() < 0.5 ? drawn[Math.floor(next() * drawn.length)]! : Math.floor(next() * 10_000),
      4,
    );
    const sorted = [...number].sort().join('');
    const heads = ['BIG', 'SMALL', 'IBOX_BIG', 'BOX_SMALL', '3D_A', '3D_ABC'];
    const head = heads[Math.floor(next() * heads.length)]!;
    if (head.startsWith('3D')) return `${head}:${number.slice(1)}`;
    return head.includes('BOX')
      ? new Set(sorted).size > 1
        ? `${head}:${sorted}`
        : `BIG:${number}`
      : `${head}:${number}`;
  }
  const heads = ['LO2', 'LO2', 'LO3', 'DE', 'DE_DAU', 'DE_DUOI', 'XIEN2', 'XIEN3', 'TRUOT4', 'DA'];
  const head = heads[Math.floor(next() * heads.length)]!;
  const counts: Record<string, [number, number]> = {
    LO2: [1, 2],
    LO3: [1, 3],
    DE: [1, 2],
    DE_DAU: [1, 1],
    DE_DUOI: [1, 1],
    XIEN2: [2, 2],
    XIEN3: [3, 2],
    TRUOT4: [4, 2],
    DA: [2, 2],
  };
  const [count, digits] = counts[head]!;
  return `${head}:${distinct(count, digits, next)}`;
}

const balances = () => Promise.all(fixture.members.map((member) => accountBalance(database.db, member.main)));

describe.each(['VN_NORTH', 'VN_SOUTH', 'SEA4D'] as const)('%s numeros', (family) => {
  it('charge the unit times the point cost, pay each bet as the rules say, once even when settled twice at once, and balance the books', async () => {
    const numero = await openNumero(family, `${family}-SETTLE`);
    const { seed } = await database.db
      .selectFrom('lottery_numeros')
      .select('seed')
      .where('id', '=', numero.id)
      .executeTakeFirstOrThrow();
    const toCome = await derivePointDraw(family, seed, GAMES[family], `${family}-SETTLE`);
    const next = mulberry32(family.length * 131);
    const before = await balances();
    const paid = new Map<number, bigint>();
    for (const member of fixture.members) {
      for (let slip = 0; slip < 3; slip += 1) {
        const bets = Array.from({ length: 8 }, () => ({
          betKey: randomKey(family, next, toCome),
          amount: `${1 + Math.floor(next() * 20)}.${pad(Math.floor(next() * 100), 2)}`,
        }));
        const placed = await placeSlip(
          database.db,
          merchant,
          member.memberId,
          { gameCode: GAMES[family], numero: `${family}-SETTLE`, bets },
          `pt-${family}-${member.memberId}-${slip}`,
          origin,
        );
        placed.bets.forEach((bet, index) => {
          const unit = BigInt(Math.round(Number(bets[index]!.amount) * 100));
          expect(BigInt(Math.round(Number(bet.stake) * 100))).toBe(
            unit * BigInt(pointCostOf(family, bet.betKey)),
          );
        });
        const total = placed.bets.reduce((sum, bet) => sum + BigInt(Math.round(Number(bet.stake) * 100)), 0n);
        paid.set(member.memberId, (paid.get(member.memberId) ?? 0n) + total);
      }
    }
    const drawn = await closeAndDraw(numero.id);
    // Two processes settling at the same moment (on PostgreSQL really at once): one settles, the other finds it
    // settled; settling again later settles nothing and pays nothing.
    const both = await Promise.all([
      settleNumero(database.db, numero.id),
      settleNumero(database.db, numero.id),
    ]);
    expect(both.filter((answer) => answer !== null)).toHaveLength(1);
    const settled = both[0] ?? both[1];
    expect(settled?.bets).toBe(fixture.members.length * 3 * 8);
    expect(await settleNumero(database.db, numero.id)).toBeNull();

    const bets = await database.db
      .selectFrom('lottery_bets')
      .selectAll()
      .where('numero_id', '=', numero.id)
      .execute();
    let won = 0;
    let totalPaid = 0n;
    const back = new Map<number, bigint>();
    for (const bet of bets) {
      const expected = pointPayout(family, bet.bet_key, bet.stake, drawn.result!, drawn.odds);
      expect(bet.payout, `${bet.bet_key} × ${bet.stake}`).toBe(expected);
      if (bet.status === 'WON') won += 1;
      else expect(bet.status).toBe('LOST');
      totalPaid += bet.payout;
      back.set(bet.member_id, (back.get(bet.member_id) ?? 0n) + bet.payout);
    }
    expect(settled?.paid).toBe(totalPaid);
    expect(won).toBeGreaterThan(5); // the comparison means something
    const after = await balances();
    fixture.members.forEach((member, index) => {
      expect(after[index]).toBe(
        before[index]! - paid.get(member.memberId)! + (back.get(member.memberId) ?? 0n),
      );
    });
    const postings = await database.db
      .selectFrom('ledger_postings')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('idempotency_key', '=', `lottery-settle:${numero.id}`)
      .executeTakeFirstOrThrow();
    expect(Number(postings.n)).toBe(totalPaid > 0n ? 1 : 0);
    expect(await ledgerHealth(database.db, fixture.merchantId)).toMatchObject({
      sum: 0n,
      negativeMemberAccounts: 0,
      mismatchedAccounts: 0,
    });
  });
});

describe('Vietnamese lottery settlement details', () => {
  it('pays a lô per prize it ends, a trượt only when none of its numbers comes out, and corrects by the difference', async () => {
    const numero = await openNumero('VN_SOUTH', 'VN-DETAIL');
    const member = fixture.members[0]!;
    // The result is fixed before the bets so they can be chosen against it: the draw derives it from the seed.
    const drawnFirst = await database.db
      .selectFrom('lottery_numeros')
      .select('seed')
      .where('id', '=', numero.id)
      .executeTakeFirstOrThrow();
    const result = await derivePointDraw('VN_SOUTH', drawnFirst.seed, GAMES.VN_SOUTH, 'VN-DETAIL');
    const endings = truotEndingsOf('VN_SOUTH', result);
    const absent = Array.from({ length: 100 }, (_, n) => pad(n, 2)).filter((n) => !endings.includes(n));
    const keys = [
      `LO2:${endings[0]}`,
      `TRUOT4:${absent.slice(0, 4).join('-')}`,
      `TRUOT4:${[endings[0]!, ...absent.slice(0, 3)].sort().join('-')}`,
      `XIEN2:${[endings[0]!, endings[1]!].sort().join('-')}`,
    ];
    await placeSlip(
      database.db,
      merchant,
      member.memberId,
      {
        gameCode: GAMES.VN_SOUTH,
        numero: 'VN-DETAIL',
        bets: keys.map((betKey) => ({ betKey, amount: '10.00' })),
      },
      'vn-detail',
      origin,
    );
    const drawn = await closeAndDraw(numero.id);
    expect(drawn.result).toEqual(result);
    await settleNumero(database.db, numero.id);
    const rows = await database.db
      .selectFrom('lottery_bets')
      .select(['bet_key', 'status', 'payout', 'stake'])
      .where('numero_id', '=', numero.id)
      .orderBy('id')
      .execute();
    expect(rows.map((row) => row.status)).toEqual(['WON', 'WON', 'LOST', 'WON']);
    const hits = result.filter((value) => pad(value % 100, 2) === endings[0]).length;
    expect(rows[0]!.payout).toBe((1000n * BigInt(hits) * BigInt(drawn.odds.LO2!)) / 100n);
    expect(rows[1]!.payout).toBe((1000n * BigInt(drawn.odds.TRUOT4!)) / 100n);

    // A correction to a sheet where the lô number no longer comes out: its win is taken back, the rest re-judged.
    const corrected = result.map((value) =>
      pad(value % 100, 2) === endings[0] ? value - (value % 100) + Number(absent[10]) : value,
    );
    const before = await accountBalance(database.db, member.main);
    const answer = await correctNumero(
      database.db,
      fixture.merchantId,
      { gameCode: GAMES.VN_SOUTH, numero: 'VN-DETAIL' },
      { result: corrected, reason: 'test correction', operatorId, origin },
    );
    const rejudged = await database.db
      .selectFrom('lottery_bets')
      .select(['bet_key', 'payout'])
      .where('numero_id', '=', numero.id)
      .orderBy('id')
      .execute();
    let delta = 0n;
    rejudged.forEach((row, index) => {
      expect(row.payout).toBe(
        pointPayout('VN_SOUTH', row.bet_key, rows[index]!.stake, corrected, drawn.odds),
      );
      delta += row.payout - rows[index]!.payout;
    });
    expect(rejudged[0]!.payout).toBe(0n);
    expect(await accountBalance(database.db, member.main)).toBe(before + delta);
    expect(answer.changedBets).toBeGreaterThan(0);
    expect(await ledgerHealth(database.db, fixture.merchantId)).toMatchObject({
      sum: 0n,
      negativeMemberAccounts: 0,
      mismatchedAccounts: 0,
    });
  });

  it('refuses a corrected result of the wrong shape', async () => {
    await expect(
      correctNumero(
        database.db,
        fixture.merchantId,
        { gameCode: GAMES.VN_SOUTH, numero: 'VN-DETAIL' },
        { result: [1, 2, 3], reason: 'bad', operatorId, origin },
      ),
    ).rejects.toMatchObject({ code: 'lottery.result.invalid' });
  });
});

describe('sold-out numbers', () => {
  it('refuses a bet past the key’s limit for all members, lists the key as sold out, and frees it on a cancel', async () => {
    const numero = await openNumero('VN_NORTH', 'SOLDOUT-1');
    await database.db
      .updateTable('lottery_games')
      .set({ max_total_per_key: 10_000n }) // 100.00 on one key for everyone together
      .where('game_code', '=', GAMES.VN_NORTH)
      .execute();
    const game = await database.db
      .selectFrom('lottery_games')
      .selectAll()
      .where('game_code', '=', GAMES.VN_NORTH)
      .executeTakeFirstOrThrow();
    const bet = (memberIndex: number, key: string, amount: string) =>
      placeSlip(
        database.db,
        merchant,
        fixture.members[memberIndex]!.memberId,
        { gameCode: GAMES.VN_NORTH, numero: 'SOLDOUT-1', bets: [{ betKey: key, amount }] },
        `soldout-${memberIndex}-${key}-${amount}-${Math.random()}`,
        origin,
      );
    const first = await bet(0, 'DE:07', '60.00');
    await expect(bet(1, 'DE:07', '50.00')).rejects.toMatchObject({ code: 'lottery.limit.soldout' });
    await bet(1, 'DE:07', '40.00');
    expect(await soldOutKeys(database.db, game, numero.id)).toEqual(['DE:07']);
    // A lô of the North costs 27 units a point: 4.00 a unit is 108.00, over the limit on its own.
    await expect(bet(2, 'LO2:07', '4.00')).rejects.toMatchObject({ code: 'lottery.limit.soldout' });
    await cancelBet(database.db, merchant, fixture.members[0]!.memberId, BigInt(first.bets[0]!.id), origin);
    expect(await soldOutKeys(database.db, game, numero.id)).toEqual([]);
    await bet(2, 'DE:07', '60.00');
  });

  it.runIf(onPostgres)(
    'lets members racing for a key’s last room stake no more than the limit together',
    async () => {
      const numero = await openNumero('VN_SOUTH', 'SOLDOUT-RACE');
      await database.db
        .updateTable('lottery_games')
        .set({ max_total_per_key: 25_000n })
        .where('game_code', '=', GAMES.VN_SOUTH)
        .execute();
      // Six members, four slips each at once: 24 × 30.00 on one key against a limit of 250.00.
      const attempts = fixture.members.flatMap((member, memberIndex) =>
        Array.from({ length: 4 }, (_, slip) =>
          placeSlip(
            database.db,
            merchant,
            member.memberId,
            {
              gameCode: GAMES.VN_SOUTH,
              numero: 'SOLDOUT-RACE',
              bets: [
                { betKey: 'DE:42', amount: '30.00' },
                { betKey: `DE:${pad(memberIndex * 4 + slip + 50, 2)}`, amount: '1.00' },
              ],
            },
            `race-${memberIndex}-${slip}`,
            origin,
          ).then(
            () => 'placed',
            (error: unknown) => {
              if (error instanceof AppError && error.code === 'lottery.limit.soldout') return 'sold out';
              throw error;
            },
          ),
        ),
      );
      const outcomes = await Promise.all(attempts);
      expect(outcomes.filter((outcome) => outcome === 'placed')).toHaveLength(8);
      const staked = await database.db
        .selectFrom('lottery_bets')
        .select((eb) => eb.fn.sum<string>('stake').as('total'))
        .where('numero_id', '=', numero.id)
        .where('bet_key', '=', 'DE:42')
        .executeTakeFirstOrThrow();
      expect(BigInt(staked.total)).toBe(24_000n);
      const totals = await database.db
        .selectFrom('lottery_key_totals')
        .select('staked')
        .where('numero_id', '=', numero.id)
        .where('bet_key', '=', 'DE:42')
        .executeTakeFirstOrThrow();
      expect(totals.staked).toBe(24_000n);
      // A refused slip left nothing behind: its other key holds only the slips that were placed.
      const others = await database.db
        .selectFrom('lottery_key_totals')
        .select((eb) => eb.fn.sum<string>('staked').as('total'))
        .where('numero_id', '=', numero.id)
        .where('bet_key', '!=', 'DE:42')
        .executeTakeFirstOrThrow();
      expect(BigInt(others.total)).toBe(800n);
    },
  );
});
