import fc from 'fast-check';
import { defaultOdds } from '@msp/contracts/lottery/bets.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountBalance, ledgerHealth, systemBalance } from '../../src/modules/ledger/service.ts';
import { cancelBet, placeSlip } from '../../src/modules/lottery/bets.ts';
import { drawDueNumeros } from '../../src/modules/lottery/numeros.ts';
import { settleNumero, voidNumero } from '../../src/modules/lottery/settlement.ts';
import { lotteryFixture, testOrigin } from './fixture.ts';

/**
 * The pool and the members' balances reconcile, whatever happens: random slips (valid or not), cancels, draws
 * with settlement and voids over a few numeros, and afterwards every member holds exactly their funds minus their
 * stakes plus what came back, the pool holds the stakes not yet returned, and the ledger balances.
 */
type Fixture = Awaited<ReturnType<typeof lotteryFixture>>;
let database: Fixture['database'];
let fixture: Fixture['fixture'];
let merchant: Fixture['merchant'];
let operatorId: number;
const FUNDS = 5_000_000n;
const KEYS = [
  'BIG',
  'SMALL',
  'ODD',
  'EVEN',
  'SUM:9',
  'SUM:14',
  'COLOUR:GRAY',
  'PAIR',
  'TRIPLE',
  'STRAIGHT',
  'NOPE',
];

beforeAll(async () => {
  ({ database, fixture, merchant } = await lotteryFixture(4, FUNDS, 8));
  await database.db
    .insertInto('lottery_games')
    .values({ merchant_id: fixture.merchantId, game_code: 'P28', family: 'DIGITS3', interval_minutes: 1 })
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

const operation = fc.oneof(
  fc.record({
    kind: fc.constant('slip' as const),
    member: fc.nat(3),
    numero: fc.nat(2),
    bets: fc.array(
      fc.record({ key: fc.constantFrom(...KEYS), cents: fc.integer({ min: 50, max: 60_000 }) }),
      {
        minLength: 1,
        maxLength: 4,
      },
    ),
  }),
  fc.record({ kind: fc.constant('cancel' as const), member: fc.nat(3), pick: fc.nat(50) }),
  fc.record({ kind: fc.constant('settle' as const), numero: fc.nat(2) }),
  fc.record({ kind: fc.constant('void' as const), numero: fc.nat(2) }),
);

let run = 0;

describe('the lottery pool', () => {
  it('reconciles with every member after random bets, cancels, draws and voids', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 5, maxLength: 25 }), async (operations) => {
        run += 1;
        const now = Date.now();
        const names = [0, 1, 2].map((index) => `R${run}-${index}`);
        const numeros = await database.db
          .insertInto('lottery_numeros')
          .values(
            names.map((name, index) => ({
              merchant_id: fixture.merchantId,
              game_code: 'P28',
              numero: name,
              opens_at: new Date(now - 60_000),
              closes_at: new Date(now + 3_600_000),
              draws_at: new Date(now + 3_600_000),
              seed: String(index + 1)
                .padStart(2, '0')
                .repeat(32),
              commitment: 'test',
              odds: defaultOdds('DIGITS3'),
            })),
          )
          .returning('id')
          .execute();
        const ids = numeros.map((row) => row.id);
        for (const op of operations) {
          if (op.kind === 'slip') {
            const bets = op.bets.map((bet) => ({
              betKey: bet.key,
              amount: `${Math.floor(bet.cents / 100)}.${String(bet.cents % 100).padStart(2, '0')}`,
            }));
            await placeSlip(
              database.db,
              merchant,
              fixture.members[op.member]!.memberId,
              { gameCode: 'P28', numero: names[op.numero]!, bets },
              `${names[op.numero]}-${Math.random()}`,
              testOrigin,
            ).catch(() => undefined); // refusals (bad key, limits, money, closed) change nothing
          } else if (op.kind === 'cancel') {
            const open = await database.db
              .selectFrom('lottery_bets')
              .select('id')
              .where('member_id', '=', fixture.members[op.member]!.memberId)
              .where('numero_id', 'in', ids)
              .orderBy('id')
              .execute();
            const bet = open[op.pick % Math.max(open.length, 1)];
            if (bet) {
              await cancelBet(
                database.db,
                merchant,
                fixture.members[op.member]!.memberId,
                bet.id,
                testOrigin,
              ).catch(() => undefined);
            }
          } else if (op.kind === 'settle') {
            const past = new Date(Date.now() - 1);
            await database.db
              .updateTable('lottery_numeros')
              .set({ closes_at: past, draws_at: past })
              .where('id', '=', ids[op.numero]!)
              .where('status', '=', 'OPEN')
              .execute();
            await drawDueNumeros(database.db, new Date());
            await settleNumero(database.db, ids[op.numero]!);
          } else {
            await voidNumero(
              database.db,
              fixture.merchantId,
              { gameCode: 'P28', numero: names[op.numero]! },
              {
                operatorId,
                reason: 'property test',
                origin: testOrigin,
              },
            ).catch(() => undefined); // a settled or voided numero stays as it is
          }
        }
        // Every member: funds − every stake ever placed + everything that came back (wins, pushes, refunds).
        const bets = await database.db
          .selectFrom('lottery_bets')
          .select(['member_id', 'stake', 'payout', 'status'])
          .execute();
        for (const member of fixture.members) {
          const mine = bets.filter((bet) => bet.member_id === member.memberId);
          const out = mine.reduce((sum, bet) => sum + bet.stake, 0n);
          const back = mine.reduce((sum, bet) => sum + bet.payout, 0n);
          expect(await accountBalance(database.db, member.main)).toBe(FUNDS - out + back);
          // A bet still open has returned nothing; a lost one nothing either.
          expect(
            mine.filter((bet) => ['OPEN', 'LOST'].includes(bet.status)).every((bet) => bet.payout === 0n),
          ).toBe(true);
        }
        const staked = bets.reduce((sum, bet) => sum + bet.stake, 0n);
        const returned = bets.reduce((sum, bet) => sum + bet.payout, 0n);
        expect(
          await systemBalance(database.db, { merchantId: fixture.merchantId, kind: 'LOTTERY_POOL' }),
        ).toBe(staked - returned);
        expect(await ledgerHealth(database.db, fixture.merchantId)).toMatchObject({
          sum: 0n,
          negativeMemberAccounts: 0,
          mismatchedAccounts: 0,
        });
      }),
      { numRuns: Number(process.env.LOTTERY_PROPERTY_RUNS ?? 12), seed: 20261124 },
    );
    // The runs did reach every outcome, so the reconciliation above was tested against each of them.
    const statuses = await database.db
      .selectFrom('lottery_bets')
      .select(['status', (eb) => eb.fn.countAll<string>().as('n')])
      .groupBy('status')
      .execute();
    const seen = new Set(statuses.map((row) => row.status));
    for (const status of ['WON', 'LOST', 'CANCELLED', 'REFUNDED']) expect(seen, status).toContain(status);
  }, 300_000);
});
