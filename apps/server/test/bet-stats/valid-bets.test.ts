import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameFamily } from '@msp/contracts/lottery/families.ts';
import { validBetsByCategory } from '../../src/modules/bet-stats/valid-bets.ts';
import type { BetStatus } from '../../src/modules/lottery/tables.ts';
import { ledgerFixture } from '../ledger/ledger-fixture.ts';
import { createTestDatabase } from '../helpers/test-app.ts';

/**
 * Valid bets per member and category over [from, to), by settle time: seamless rounds (stake − refunded, refunds
 * count nothing) and our lottery's won or lost bets under their family's category.
 */
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let merchantId: number;
let alice: number;
let bob: number;

const from = new Date('2026-03-01T18:00:00Z');
const to = new Date('2026-03-02T18:00:00Z');
const at = (hours: number) => new Date(from.getTime() + hours * 3_600_000);
let rounds = 0;

async function round(
  memberId: number,
  gameType: string,
  stake: bigint,
  settledAt: Date | null,
  status: 'OPEN' | 'SETTLED' | 'REFUNDED' = 'SETTLED',
  merchant = merchantId,
) {
  rounds += 1;
  await database.db
    .insertInto('game_rounds')
    .values({
      merchant_id: merchant,
      member_id: memberId,
      vendor_code: 'VB',
      game_code: 'G1',
      game_type: gameType,
      round_id: `vb-${rounds}`,
      wallet_mode: 'SEAMLESS',
      stake,
      refunded: status === 'REFUNDED' ? stake : 0n,
      status,
      started_at: settledAt ?? at(1),
      settled_at: status === 'OPEN' ? null : settledAt,
    })
    .execute();
}

async function game(gameCode: string, family: GameFamily) {
  await database.db
    .insertInto('lottery_games')
    .values({ merchant_id: merchantId, game_code: gameCode, family, interval_minutes: 5, enabled: false })
    .execute();
}

let numeros = 0;
async function numero(gameCode: string, status: 'SETTLED' | 'VOID' | 'DRAWN', settledAt: Date | null) {
  numeros += 1;
  const row = await database.db
    .insertInto('lottery_numeros')
    .values({
      merchant_id: merchantId,
      game_code: gameCode,
      numero: `VB-${numeros}`,
      opens_at: new Date(from.getTime() - 3 * 86_400_000),
      closes_at: at(-1),
      draws_at: at(-1),
      seed: '00',
      commitment: 'x',
      odds: {},
      status,
      result: status === 'VOID' ? null : [1, 2, 3],
      settled_at: settledAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function bet(numeroId: bigint, memberId: number, stake: bigint, status: BetStatus) {
  await database.db
    .insertInto('lottery_bets')
    .values({
      merchant_id: merchantId,
      member_id: memberId,
      numero_id: numeroId,
      slip_key: `s${numeroId}`,
      bet_key: 'BIG',
      stake,
      status,
      placed_at: new Date(from.getTime() - 2 * 86_400_000),
      settled_at: status === 'OPEN' ? null : at(2),
    })
    .execute();
}

beforeAll(async () => {
  database = await createTestDatabase();
  const fixture = await ledgerFixture(database.db, 3);
  merchantId = fixture.merchantId;
  [alice, bob] = fixture.members.map((member) => member.memberId) as [number, number];

  // Alice's rounds: two RNG in the range (one right at `from`), one LIVE, one refunded, one open, and rounds
  // settled just before `from` and exactly at `to` (outside), one of another merchant.
  await round(alice, 'RNG', 1_000n, from);
  await round(alice, 'RNG', 2_500n, at(5));
  await round(alice, 'LIVE', 700n, at(6));
  await round(alice, 'LIVE', 900n, at(7), 'REFUNDED');
  await round(alice, 'RNG', 400n, null, 'OPEN');
  await round(alice, 'RNG', 333n, new Date(from.getTime() - 1));
  await round(alice, 'RNG', 444n, to);
  await round(alice, 'FISH', 555n, at(3), 'SETTLED', merchantId + 1000);
  // A third-party lottery vendor's round and our own lottery's bets share LOTT.
  await round(alice, 'LOTT', 100n, at(8));
  // Bob plays PVP only.
  await round(bob, 'PVP', 5_000n, at(9));

  await game('VB_DICE', 'DICE');
  await game('VB_49', 'BALLS49');
  await game('VB_VN', 'VN_NORTH');
  const dice = await numero('VB_DICE', 'SETTLED', at(2));
  await bet(dice, alice, 300n, 'WON');
  await bet(dice, alice, 200n, 'LOST');
  await bet(dice, alice, 150n, 'PUSH');
  await bet(dice, bob, 1_200n, 'LOST');
  const balls = await numero('VB_49', 'SETTLED', at(4));
  await bet(balls, alice, 2_000n, 'LOST');
  const vn = await numero('VB_VN', 'SETTLED', at(4));
  await bet(vn, bob, 800n, 'WON');
  // Outside: a numero settled after the range, a void one (refunded), one drawn but not settled.
  const late = await numero('VB_DICE', 'SETTLED', new Date(to.getTime() + 1));
  await bet(late, alice, 9_000n, 'LOST');
  const voided = await numero('VB_DICE', 'VOID', null);
  await bet(voided, alice, 9_000n, 'REFUNDED');
  const drawn = await numero('VB_DICE', 'DRAWN', null);
  await bet(drawn, alice, 9_000n, 'OPEN');
  // A cancelled bet of a settled numero counts nothing.
  await bet(dice, bob, 9_000n, 'CANCELLED');
}, 120_000);
afterAll(async () => database?.dispose());

describe('validBetsByCategory', () => {
  it('sums each member’s settled rounds and lottery bets per category over [from, to)', async () => {
    const rows = await validBetsByCategory(database.db, merchantId, { from, to });
    expect(rows).toEqual(
      [
        { memberId: alice, category: 'ELOTT', validBet: 500n, betCount: 2 },
        { memberId: alice, category: 'LIVE', validBet: 700n, betCount: 1 },
        { memberId: alice, category: 'LOTT', validBet: 2_100n, betCount: 2 },
        { memberId: alice, category: 'RNG', validBet: 3_500n, betCount: 2 },
        { memberId: bob, category: 'ELOTT', validBet: 1_200n, betCount: 1 },
        { memberId: bob, category: 'LOTT', validBet: 800n, betCount: 1 },
        { memberId: bob, category: 'PVP', validBet: 5_000n, betCount: 1 },
      ].sort((a, b) => a.memberId - b.memberId || a.category.localeCompare(b.category)),
    );
  });

  it('reads only the members asked for, and nothing for none', async () => {
    const rows = await validBetsByCategory(database.db, merchantId, { from, to, memberIds: [bob] });
    expect(rows.map((row) => `${row.category}:${row.validBet}`)).toEqual([
      'ELOTT:1200',
      'LOTT:800',
      'PVP:5000',
    ]);
    expect(await validBetsByCategory(database.db, merchantId, { from, to, memberIds: [] })).toEqual([]);
  });

  it('counts a settlement in the period it settled in', async () => {
    const next = await validBetsByCategory(database.db, merchantId, {
      from: to,
      to: new Date(to.getTime() + 86_400_000),
      memberIds: [alice],
    });
    expect(next).toEqual([
      { memberId: alice, category: 'ELOTT', validBet: 9_000n, betCount: 1 },
      { memberId: alice, category: 'RNG', validBet: 444n, betCount: 1 },
    ]);
  });
});
