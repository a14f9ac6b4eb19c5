import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountBalance, ledgerHealth, postTransfers } from '../../src/modules/ledger/service.ts';
import { placeSlip, type SlipRequest } from '../../src/modules/lottery/bets.ts';
import { drawDueNumeros, openNumeros } from '../../src/modules/lottery/numeros.ts';
import { CLASSIC_DAYS, slotAt } from '../../src/modules/lottery/schedule.ts';
import { lotteryFixture, testOrigin } from './fixture.ts';

type Fixture = Awaited<ReturnType<typeof lotteryFixture>>;

/**
 * Slips of bets: one posting each from the member into the lottery pool, placed once per key, within every limit,
 * and never after the cut-off, also when the slip races the cut-off or the draw on PostgreSQL.
 */
const onPostgres = Boolean(process.env.DATABASE_URL);
let database: Fixture['database'];
let fixture: Fixture['fixture'];
let merchant: Fixture['merchant'];
const origin = testOrigin;

beforeAll(async () => {
  ({ database, fixture, merchant } = await lotteryFixture(6, 100_000n, 12));
  await database.db
    .insertInto('lottery_games')
    .values({
      merchant_id: fixture.merchantId,
      game_code: 'B28',
      family: 'DIGITS3',
      interval_minutes: 1440,
      cutoff_seconds: 0,
      min_stake: 100n,
      max_stake: 50_000n,
      max_stake_per_key: 60_000n,
      max_stake_per_numero: 80_000n,
      payout_cap: 5_000_000n,
    })
    .execute();
  // Only this test's game runs: the demo's fast games would come due while a slow machine runs the file, and the
  // draw job would draw them beside ours.
  await database.db
    .updateTable('lottery_games')
    .set({ enabled: false })
    .where('game_code', '!=', 'B28')
    .execute();
  await openNumeros(database.db, new Date());
}, 120_000);
afterAll(async () => database?.dispose());

const today = () =>
  slotAt({ intervalMinutes: 1440, cutoffSeconds: 0, utcOffsetMinutes: 360, ...CLASSIC_DAYS }, new Date())
    .numero;
let keys = 0;
const nextKey = () => `slip-${(keys += 1)}-${Math.random().toString(36).slice(2)}`;
const slip = (bets: SlipRequest['bets'], numero = today()): SlipRequest => ({
  gameCode: 'B28',
  numero,
  bets,
});
const place = (memberIndex: number, request: SlipRequest, key = nextKey()) =>
  placeSlip(database.db, merchant, fixture.members[memberIndex]!.memberId, request, key, origin);
const mainOf = (memberIndex: number) => accountBalance(database.db, fixture.members[memberIndex]!.main);
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => 'placed',
    (error: { code?: string; field?: string; params?: Record<string, string> }) =>
      `${error.code}${error.field ? `@${error.field}` : ''}`,
  );

describe('placing a slip', () => {
  it('moves the total stake from the member into the lottery pool in one posting, once per key', async () => {
    const before = await mainOf(0);
    const key = nextKey();
    const request = slip([
      { betKey: 'BIG', amount: '10' },
      { betKey: 'SUM:13', amount: '2.50' },
      { betKey: 'COLOUR:GRAY', amount: '1' },
    ]);
    const placed = await place(0, request, key);
    expect(placed).toMatchObject({ total: '13.50', replayed: false });
    expect(placed.bets.map((bet) => [bet.betKey, bet.stake, bet.status])).toEqual([
      ['BIG', '10.00', 'OPEN'],
      ['SUM:13', '2.50', 'OPEN'],
      ['COLOUR:GRAY', '1.00', 'OPEN'],
    ]);
    expect(await mainOf(0)).toBe(before - 1_350n);
    // The same slip again: the first answer, nothing moves.
    const again = await place(0, request, key);
    expect(again).toMatchObject({ replayed: true, bets: placed.bets });
    expect(await mainOf(0)).toBe(before - 1_350n);
    const postings = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM ledger_postings WHERE idempotency_key = ${`lottery-slip:${fixture.members[0]!.memberId}:${key}`}`.execute(
      database.db,
    );
    expect(postings.rows[0]!.n).toBe(1);
    expect(await ledgerHealth(database.db, fixture.merchantId)).toMatchObject({
      sum: 0n,
      negativeMemberAccounts: 0,
      mismatchedAccounts: 0,
    });
  });

  it('refuses, changing nothing, a key of another family, a stake out of range, over a limit, or without the money', async () => {
    const before = await mainOf(1);
    const bets = async () =>
      (
        await database.db
          .selectFrom('lottery_bets')
          .select('id')
          .where('member_id', '=', fixture.members[1]!.memberId)
          .execute()
      ).length;
    // Each slip against the expected refusal: ৳1–৳500 a bet, ৳600 on one key, ৳800 on the numero, ৳50,000 to win.
    const cases: Array<[SlipRequest['bets'], string]> = [
      [[{ betKey: 'MAIN:7', amount: '1' }], 'lottery.bet.invalid@bets.0.betKey'],
      [[{ betKey: 'BIG', amount: '0.99' }], 'lottery.stake.range@bets.0.amount'],
      [
        [
          { betKey: 'BIG', amount: '1' },
          { betKey: 'ODD', amount: '500.01' },
        ],
        'lottery.stake.range@bets.1.amount',
      ],
      [[{ betKey: 'BIG', amount: 'ten' }], 'wallet.amount.invalid@bets.0.amount'],
      [
        [
          { betKey: 'BIG', amount: '400' },
          { betKey: 'BIG', amount: '200.01' },
        ],
        'lottery.limit.key@bets',
      ],
      [
        [
          { betKey: 'BIG', amount: '400' },
          { betKey: 'SMALL', amount: '400' },
          { betKey: 'ODD', amount: '1' },
        ],
        'lottery.limit.numero@bets',
      ],
      // ৳60 on SUM:0 could win ৳58,200.
      [[{ betKey: 'SUM:0', amount: '60' }], 'lottery.limit.payout@bets'],
    ];
    for (const [bets, expected] of cases)
      expect(await refusal(place(1, slip(bets))), expected).toBe(expected);
    expect(await refusal(place(1, slip([{ betKey: 'BIG', amount: '1' }], '20000101-0001')))).toBe(
      'lottery.numero.not.found@numero',
    );
    expect(
      await refusal(
        placeSlip(
          database.db,
          merchant,
          fixture.members[1]!.memberId,
          { ...slip([]), gameCode: 'NONE' },
          nextKey(),
          origin,
        ),
      ),
    ).toBe('lottery.game.not.found@gameCode');
    expect(await mainOf(1)).toBe(before);
    expect(await bets()).toBe(0);
    // Limits count what is on the numero already: ৳500 then ৳200 on one key.
    expect(await refusal(place(1, slip([{ betKey: 'BIG', amount: '500' }])))).toBe('placed');
    expect(await refusal(place(1, slip([{ betKey: 'BIG', amount: '100.01' }])))).toBe(
      'lottery.limit.key@bets',
    );
    expect(await mainOf(1)).toBe(before - 50_000n);
    // Not the money: ৳0.50 left.
    await postTransfers(database.db, {
      merchantId: fixture.merchantId,
      idempotencyKey: nextKey(),
      kind: 'TEST_FUNDS',
      legs: [
        {
          debitAccountId: fixture.members[1]!.main,
          creditAccountId: fixture.deposits,
          amount: 49_950n,
          kind: 'TEST_FUNDS',
        },
      ],
    });
    expect(await refusal(place(1, slip([{ betKey: 'SMALL', amount: '1' }])))).toBe(
      'wallet.insufficient.funds',
    );
    expect(await mainOf(1)).toBe(50n);
    expect(await bets()).toBe(1);
  });

  it('refuses a slip after the cut-off and on a drawn numero', async () => {
    const numero = today();
    // The cut-off moved to now, as time passing would: the database's clock decides.
    await database.db
      .updateTable('lottery_numeros')
      .set({ closes_at: new Date(Date.now() - 1) })
      .where('game_code', '=', 'B28')
      .where('numero', '=', numero)
      .execute();
    const before = await mainOf(2);
    expect(await refusal(place(2, slip([{ betKey: 'BIG', amount: '1' }], numero)))).toBe(
      'lottery.numero.closed@numero',
    );
    // Reopened for an hour: the draw moves with it, since a daily numero may draw within the hour (18:00 UTC).
    const reopenedUntil = new Date(Date.now() + 3_600_000);
    await database.db
      .updateTable('lottery_numeros')
      .set({ closes_at: reopenedUntil, draws_at: reopenedUntil })
      .where('game_code', '=', 'B28')
      .where('numero', '=', numero)
      .execute();
    expect(await refusal(place(2, slip([{ betKey: 'BIG', amount: '1' }], numero)))).toBe('placed');
    const past = new Date(Date.now() - 1);
    await database.db
      .updateTable('lottery_numeros')
      .set({ draws_at: past, closes_at: past, opens_at: new Date(past.getTime() - 86_400_000) })
      .where('game_code', '=', 'B28')
      .where('numero', '=', numero)
      .execute();
    expect(await drawDueNumeros(database.db, new Date())).toBe(1);
    expect(await refusal(place(2, slip([{ betKey: 'BIG', amount: '1' }], numero)))).toBe(
      'lottery.numero.closed@numero',
    );
    expect(await mainOf(2)).toBe(before - 100n);
  });

  it.skipIf(!onPostgres)('takes a slip racing the cut-off and the draw entirely or not at all', async () => {
    // A fresh numero closing in 800 ms: 40 slips from 3 members sent over 1.6 s, the draw job every 50 ms.
    await database.db
      .insertInto('lottery_numeros')
      .values({
        merchant_id: fixture.merchantId,
        game_code: 'B28',
        numero: 'RACE-1',
        opens_at: new Date(Date.now() - 1000),
        closes_at: new Date(Date.now() + 800),
        draws_at: new Date(Date.now() + 800),
        seed: '00'.repeat(32),
        commitment: 'test',
        odds: { BIG: 194, SMALL: 194 },
      })
      .execute();
    const before = await Promise.all([3, 4, 5].map(mainOf));
    const drawing = (async () => {
      for (let tick = 0; tick < 40; tick += 1) {
        await new Promise((wait) => setTimeout(wait, 50));
        await drawDueNumeros(database.db, new Date());
      }
    })();
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        new Promise((wait) => setTimeout(wait, index * 40)).then(() =>
          refusal(
            place(
              3 + (index % 3),
              slip(
                [
                  { betKey: 'BIG', amount: '1' },
                  { betKey: 'SMALL', amount: '2' },
                ],
                'RACE-1',
              ),
            ),
          ),
        ),
      ),
    );
    await drawing;
    const numero = await database.db
      .selectFrom('lottery_numeros')
      .select(['id', 'status', 'closes_at'])
      .where('numero', '=', 'RACE-1')
      .executeTakeFirstOrThrow();
    expect(numero.status).toBe('DRAWN');
    const accepted = answers.filter((answer) => answer === 'placed').length;
    expect(answers.every((answer) => answer === 'placed' || answer === 'lottery.numero.closed@numero')).toBe(
      true,
    );
    expect(accepted).toBeGreaterThan(0);
    expect(accepted).toBeLessThan(40);
    // Both bets of every accepted slip, no bet of a refused one, each paid for; none placed after the draw.
    const bets = await database.db
      .selectFrom('lottery_bets')
      .select(['member_id', 'stake', 'placed_at'])
      .where('numero_id', '=', numero.id)
      .execute();
    expect(bets).toHaveLength(accepted * 2);
    // Each accepted slip's transaction began before the cut-off.
    expect(bets.every((bet) => bet.placed_at < numero.closes_at)).toBe(true);
    const after = await Promise.all([3, 4, 5].map(mainOf));
    const spent = before.reduce((sum, balance, index) => sum + balance - after[index]!, 0n);
    expect(spent).toBe(BigInt(accepted) * 300n);
    expect(await ledgerHealth(database.db, fixture.merchantId)).toMatchObject({
      sum: 0n,
      negativeMemberAccounts: 0,
      mismatchedAccounts: 0,
    });
  });
});
