import { defaultOdds, payoutOf, winningKeys } from '@msp/contracts/lottery/bets.ts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountBalance, ledgerHealth } from '../../src/modules/ledger/service.ts';
import { cancelBet, placeSlip } from '../../src/modules/lottery/bets.ts';
import { drawDueNumeros } from '../../src/modules/lottery/numeros.ts';
import { settleDrawnNumeros, settleNumero, voidNumero } from '../../src/modules/lottery/settlement.ts';
import { lotteryFixture, testOrigin } from './fixture.ts';

type Fixture = Awaited<ReturnType<typeof lotteryFixture>>;

/**
 * Settlement of a drawn numero: every bet's outcome and payout as the rules say, what each member gets back
 * posted once from the pool, and the books balanced; settling again, or twice at once on PostgreSQL, pays once.
 */
const onPostgres = Boolean(process.env.DATABASE_URL);
let database: Fixture['database'];
let fixture: Fixture['fixture'];
let merchant: Fixture['merchant'];
const origin = testOrigin;
const KEYS = [
  'BIG',
  'SMALL',
  'ODD',
  'EVEN',
  'SUM:13',
  'SUM:14',
  'COLOUR:RED',
  'COLOUR:GRAY',
  'PAIR',
  'TRIPLE',
];

beforeAll(async () => {
  ({ database, fixture, merchant } = await lotteryFixture(8, 1_000_000n, 8));
  await database.db
    .insertInto('lottery_games')
    .values({ merchant_id: fixture.merchantId, game_code: 'S28', family: 'DIGITS3', interval_minutes: 1 })
    .execute();
}, 120_000);
afterAll(async () => database?.dispose());

/** A numero of S28 open now, with its seed: each test gets its own. */
async function openNumero(name: string) {
  const now = Date.now();
  return database.db
    .insertInto('lottery_numeros')
    .values({
      merchant_id: fixture.merchantId,
      game_code: 'S28',
      numero: name,
      opens_at: new Date(now - 60_000),
      closes_at: new Date(now + 3_600_000),
      draws_at: new Date(now + 3_600_000),
      seed: `${name.length.toString(16).padStart(2, '0')}`.repeat(32),
      commitment: 'test',
      odds: defaultOdds('DIGITS3'),
    })
    .returning(['id', 'odds'])
    .executeTakeFirstOrThrow();
}

/** Every member places a few slips of random keys, then the numero is drawn. */
async function betAndDraw(name: string) {
  const numero = await openNumero(name);
  let seed = name.length * 7919;
  const next = (below: number) => (seed = (seed * 1103515245 + 12345) % 2 ** 31) % below;
  for (const member of fixture.members) {
    for (let slip = 0; slip < 3; slip += 1) {
      const bets = Array.from({ length: 1 + next(4) }, () => ({
        betKey: KEYS[next(KEYS.length)]!,
        amount: `${1 + next(50)}.${String(next(100)).padStart(2, '0')}`,
      }));
      await placeSlip(
        database.db,
        merchant,
        member.memberId,
        { gameCode: 'S28', numero: name, bets },
        `${name}-${member.memberId}-${slip}`,
        origin,
      );
    }
  }
  await database.db
    .updateTable('lottery_numeros')
    .set({ closes_at: new Date(Date.now() - 1), draws_at: new Date(Date.now() - 1) })
    .where('id', '=', numero.id)
    .execute();
  await drawDueNumeros(database.db, new Date());
  return numero;
}

const balances = () => Promise.all(fixture.members.map((member) => accountBalance(database.db, member.main)));

describe('settling a numero', () => {
  it('pays every bet as the rules say, posts what each member gets once, and balances the books', async () => {
    const before = await balances();
    const numero = await betAndDraw('SETTLE-1');
    const drawn = await database.db
      .selectFrom('lottery_numeros')
      .select(['result', 'status'])
      .where('id', '=', numero.id)
      .executeTakeFirstOrThrow();
    expect(drawn.status).toBe('DRAWN');
    const settled = await settleNumero(database.db, numero.id);
    const bets = await database.db
      .selectFrom('lottery_bets')
      .selectAll()
      .where('numero_id', '=', numero.id)
      .execute();
    expect(settled!.bets).toBe(bets.length);
    // Each bet against the result, worked out here bet by bet.
    const paying = new Map(winningKeys('DIGITS3', drawn.result!).map((payout) => [payout.betKey, payout]));
    let paid = 0n;
    for (const bet of bets) {
      const payout = paying.get(bet.bet_key);
      const expected = payout ? payoutOf(bet.stake, payout, numero.odds[payout.oddsKey]!) : 0n;
      expect(bet.status, bet.bet_key).toBe(payout ? (payout.outcome === 'PUSH' ? 'PUSH' : 'WON') : 'LOST');
      expect(bet.payout, bet.bet_key).toBe(expected);
      paid += expected;
    }
    expect(settled!.paid).toBe(paid);
    // Each member: what they staked out, what their bets won back in.
    const after = await balances();
    for (const [index, member] of fixture.members.entries()) {
      const mine = bets.filter((bet) => bet.member_id === member.memberId);
      const staked = mine.reduce((sum, bet) => sum + bet.stake, 0n);
      const won = mine.reduce((sum, bet) => sum + bet.payout, 0n);
      expect(after[index]! - before[index]!).toBe(won - staked);
    }
    expect(await ledgerHealth(database.db, fixture.merchantId)).toMatchObject({
      sum: 0n,
      negativeMemberAccounts: 0,
      mismatchedAccounts: 0,
    });
    // Again: nothing more.
    const postings = async () =>
      (await sql<{ n: number }>`SELECT count(*)::int AS n FROM ledger_postings`.execute(database.db)).rows[0]!
        .n;
    const count = await postings();
    expect(await settleNumero(database.db, numero.id)).toBeNull();
    expect(await postings()).toBe(count);
    expect(await balances()).toEqual(after);
  });

  it('does nothing to a numero not drawn yet; the job settles it once drawn', async () => {
    const numero = await openNumero('SETTLE-OPEN');
    expect(await settleNumero(database.db, numero.id)).toBeNull();
    expect(await settleDrawnNumeros(database.db)).toBe(0);
    await database.db
      .updateTable('lottery_numeros')
      .set({ closes_at: new Date(Date.now() - 1), draws_at: new Date(Date.now() - 1) })
      .where('id', '=', numero.id)
      .execute();
    await drawDueNumeros(database.db, new Date());
    expect(await settleDrawnNumeros(database.db)).toBe(1);
    const settled = await database.db
      .selectFrom('lottery_numeros')
      .select('status')
      .where('id', '=', numero.id)
      .executeTakeFirstOrThrow();
    expect(settled.status).toBe('SETTLED');
  });

  it.skipIf(!onPostgres)(
    'settles once when two processes settle the same numero at the same moment',
    async () => {
      const before = await balances();
      const numero = await betAndDraw('SETTLE-RACE');
      const results = await Promise.all([
        settleNumero(database.db, numero.id),
        settleNumero(database.db, numero.id),
      ]);
      expect(results.filter((result) => result !== null)).toHaveLength(1);
      const bets = await database.db
        .selectFrom('lottery_bets')
        .selectAll()
        .where('numero_id', '=', numero.id)
        .execute();
      const after = await balances();
      for (const [index, member] of fixture.members.entries()) {
        const mine = bets.filter((bet) => bet.member_id === member.memberId);
        expect(after[index]! - before[index]!).toBe(
          mine.reduce((sum, bet) => sum + bet.payout - bet.stake, 0n),
        );
      }
      expect(await ledgerHealth(database.db, fixture.merchantId)).toMatchObject({
        sum: 0n,
        mismatchedAccounts: 0,
      });
    },
  );

  it.skipIf(!onPostgres)(
    'takes a bet back or settles it, never both, when cancels race the settlement',
    async () => {
      const before = await balances();
      const numero = await openNumero('SETTLE-CANCEL');
      const placed = [];
      for (const member of fixture.members) {
        const slip = await placeSlip(
          database.db,
          merchant,
          member.memberId,
          {
            gameCode: 'S28',
            numero: 'SETTLE-CANCEL',
            bets: [
              { betKey: 'BIG', amount: '5' },
              { betKey: 'SMALL', amount: '5' },
            ],
          },
          `cancel-race-${member.memberId}`,
          origin,
        );
        placed.push(...slip.bets.map((bet) => ({ memberId: member.memberId, id: BigInt(bet.id) })));
      }
      // The cut-off is still ahead for the cancels; the draw is made now, as a late job would.
      await database.db
        .updateTable('lottery_numeros')
        .set({ status: 'DRAWN', result: [9, 9, 9], drawn_at: new Date() })
        .where('id', '=', numero.id)
        .execute();
      const cancels = placed.map((bet) =>
        cancelBet(database.db, merchant, bet.memberId, bet.id, origin).then(
          () => 'cancelled',
          (error: { code?: string }) => error.code,
        ),
      );
      const [settled, ...answers] = await Promise.all([settleNumero(database.db, numero.id), ...cancels]);
      expect(settled).not.toBeNull();
      // A drawn numero takes no cancel: every bet is settled, and paid once.
      expect(answers.every((answer) => answer === 'lottery.bet.not.cancellable')).toBe(true);
      const bets = await database.db
        .selectFrom('lottery_bets')
        .selectAll()
        .where('numero_id', '=', numero.id)
        .execute();
      expect(bets.map((bet) => bet.status).sort()).toEqual([
        ...Array(bets.length / 2).fill('LOST'),
        ...Array(bets.length / 2).fill('WON'),
      ]);
      const after = await balances();
      for (const [index, member] of fixture.members.entries()) {
        const mine = bets.filter((bet) => bet.member_id === member.memberId);
        expect(after[index]! - before[index]!).toBe(
          mine.reduce((sum, bet) => sum + bet.payout - bet.stake, 0n),
        );
      }
      expect(await ledgerHealth(database.db, fixture.merchantId)).toMatchObject({
        sum: 0n,
        mismatchedAccounts: 0,
      });
    },
  );

  it.skipIf(!onPostgres)(
    'refunds every bet exactly once when a void races cancels of the same bets',
    async () => {
      const before = await balances();
      await openNumero('VOID-RACE');
      const placed = [];
      for (const member of fixture.members) {
        const slip = await placeSlip(
          database.db,
          merchant,
          member.memberId,
          { gameCode: 'S28', numero: 'VOID-RACE', bets: [{ betKey: 'ODD', amount: '3' }] },
          `void-race-${member.memberId}`,
          origin,
        );
        placed.push({ memberId: member.memberId, id: BigInt(slip.bets[0]!.id) });
      }
      const operatorId = (
        await database.db
          .selectFrom('operators')
          .select('id')
          .where('username', '=', 'demoadmin')
          .executeTakeFirstOrThrow()
      ).id;
      await Promise.all([
        voidNumero(
          database.db,
          fixture.merchantId,
          { gameCode: 'S28', numero: 'VOID-RACE' },
          { operatorId, reason: 'race', origin },
        ),
        ...placed.map((bet) =>
          cancelBet(database.db, merchant, bet.memberId, bet.id, origin).catch(() => undefined),
        ),
      ]);
      // Each bet came back once, by the cancel or by the void: every member is where they started.
      expect(await balances()).toEqual(before);
      const bets = await database.db
        .selectFrom('lottery_bets as bet')
        .innerJoin('lottery_numeros as numero', 'numero.id', 'bet.numero_id')
        .select(['bet.status', 'bet.payout', 'bet.stake'])
        .where('numero.numero', '=', 'VOID-RACE')
        .execute();
      expect(
        bets.every((bet) => ['CANCELLED', 'REFUNDED'].includes(bet.status) && bet.payout === bet.stake),
      ).toBe(true);
      expect(await ledgerHealth(database.db, fixture.merchantId)).toMatchObject({
        sum: 0n,
        mismatchedAccounts: 0,
      });
    },
  );
});
