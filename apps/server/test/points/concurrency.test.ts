import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runPointsAccrual } from '../../src/modules/points/accrual.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { newKey, type TestMember } from '../withdrawals/cashier-fixture.ts';
import { healthyBooks, nextSlot, pointsCalls } from './fixture.ts';

/**
 * The points mall at the same moment, on PostgreSQL (PGlite is one connection, so nothing runs at once there):
 * an item's quantity never goes below zero, a member's points never below zero, a key redeems once, a rejection
 * refunds once, and accrual jobs of several processes credit a window once.
 */
const onPostgres = Boolean(process.env.DATABASE_URL);

let t: TestApp;
let p: ReturnType<typeof pointsCalls>;

beforeAll(async () => {
  if (!onPostgres) return;
  t = await createTestApp({ poolSize: 24 });
  p = pointsCalls(t);
  await p.configure();
}, 120_000);
afterAll(async () => t?.close());

const codesOf = (answers: Array<{ statusCode: number; body: string }>) =>
  answers.map((answer) =>
    answer.statusCode === 200 ? 'ok' : (JSON.parse(answer.body) as { errorCode: string }).errorCode,
  );
const tally = (codes: string[]) =>
  codes.reduce<Record<string, number>>(
    (counts, code) => ({ ...counts, [code]: (counts[code] ?? 0) + 1 }),
    {},
  );

describe('at the same moment', () => {
  it.skipIf(!onPostgres)(
    '20 members redeem the last 5 pieces at once: exactly 5 get one, the quantity ends at 0',
    async () => {
      const item = await p.createItem({ kind: 'VOUCHER', pointsCost: 100, cashCost: '5', quantityLeft: 5 });
      const members: TestMember[] = [];
      for (let i = 0; i < 20; i += 1) {
        const member = await p.desk.newMember();
        await p.grant(member, 100);
        await p.desk.fund(member, '5');
        members.push(member);
      }
      const answers = await Promise.all(members.map((member) => p.redeemCall(member, { itemId: item.id })));
      expect(tally(codesOf(answers))).toEqual({ ok: 5, 'points.item.sold.out': 15 });
      expect(await p.quantityLeft(item.id)).toBe(0);
      expect(await p.count('points_redemptions', sql`item_id = ${item.id}`)).toBe(5);
      const spent = await Promise.all(members.map((member) => p.points(member)));
      expect(spent.filter((points) => points === 0)).toHaveLength(5);
      expect(spent.filter((points) => points === 100)).toHaveLength(15);
      expect(
        await p.count(
          'ledger_postings',
          sql`kind = 'POINTS_REDEEM' AND idempotency_key LIKE 'points-redeem:%'`,
        ),
      ).toBeGreaterThanOrEqual(5);
      expect(await p.books()).toMatchObject(healthyBooks);
    },
    120_000,
  );

  it.skipIf(!onPostgres)(
    'a member redeems and converts at once for more than it has: its points never go below zero',
    async () => {
      const item = await p.createItem({ kind: 'PHYSICAL', pointsCost: 300, quantityLeft: 100 });
      const member = await p.desk.newMember();
      await p.grant(member, 1_000);
      const calls = Array.from({ length: 16 }, (_, index) =>
        index % 2 === 0 ? p.redeemCall(member, { itemId: item.id }) : p.convertCall(member, 300),
      );
      const codes = codesOf(await Promise.all(calls));
      expect(codes.filter((code) => code === 'ok')).toHaveLength(3);
      expect(codes.filter((code) => code !== 'ok').every((code) => code === 'points.insufficient')).toBe(
        true,
      );
      expect(await p.points(member)).toBe(100);
      const entries = await t.db
        .selectFrom('points_entries')
        .select(['points', 'balance_after'])
        .where('member_id', '=', member.id)
        .orderBy('id')
        .execute();
      // Each entry's balance after follows the one before: no two spent the same points.
      let running = 0n;
      for (const entry of entries) {
        running += entry.points;
        expect(entry.balance_after).toBe(running);
        expect(running >= 0n).toBe(true);
      }
      expect(await p.books()).toMatchObject(healthyBooks);
    },
    60_000,
  );

  it.skipIf(!onPostgres)('ten requests with one key redeem once and all answer that redemption', async () => {
    const item = await p.createItem({ pointsCost: 10, quantityLeft: 50 });
    const member = await p.desk.newMember();
    await p.grant(member, 100);
    const key = newKey('same');
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => p.redeemCall(member, { itemId: item.id }, key)),
    );
    expect(codesOf(answers)).toEqual(Array(10).fill('ok'));
    const ids = new Set(answers.map((answer) => answer.json().value.redemption.id));
    expect(ids.size).toBe(1);
    expect(await p.points(member)).toBe(90);
    expect(await p.quantityLeft(item.id)).toBe(49);
  });

  it.skipIf(!onPostgres)('eight operators reject one redemption at once: it is refunded once', async () => {
    const item = await p.createItem({ kind: 'VOUCHER', pointsCost: 50, cashCost: '20', quantityLeft: 3 });
    const member = await p.desk.newMember();
    await p.grant(member, 50);
    await p.desk.fund(member, '20');
    const { redemption } = await p.redeemed(member, { itemId: item.id });
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => p.decideCall(redemption.id, false, 'no longer offered')),
    );
    expect(tally(codesOf(answers))).toEqual({ ok: 1, 'points.redemption.decided': 7 });
    expect(await p.points(member)).toBe(50);
    expect((await p.desk.balance(member)).balance).toBe('20.00');
    expect(await p.quantityLeft(item.id)).toBe(3);
    expect(await p.books()).toMatchObject(healthyBooks);
  });

  it.skipIf(!onPostgres)('six accrual jobs at once credit a window once', async () => {
    const start = nextSlot();
    await p.cursorAt(start);
    const members: TestMember[] = [];
    for (let i = 0; i < 8; i += 1) {
      const member = await p.desk.newMember();
      // ৳1,000 × (i + 1) + ৳50 on slots at ৳100 a point: 10 × (i + 1) points and ৳50 carried.
      await p.round(
        member,
        'RNG',
        100_000n * BigInt(i + 1) + 5_000n,
        new Date(start.getTime() + (i + 1) * 60_000),
      );
      members.push(member);
    }
    const now = new Date(start.getTime() + 3_600_000);
    const merchantId = await p.merchantId();
    const runs = await Promise.all(
      Array.from({ length: 6 }, () => runPointsAccrual(t.db, { now, merchantId })),
    );
    expect(runs.reduce((sum, run) => sum + run.entries, 0)).toBe(8);
    expect((await runPointsAccrual(t.db, { now, merchantId })).entries).toBe(0);
    expect(await Promise.all(members.map((member) => p.points(member)))).toEqual([
      10, 20, 30, 40, 50, 60, 70, 80,
    ]);
    const ids = members.map((member) => member.id);
    expect(await p.count('points_entries', sql`member_id = ANY (${ids}::int[])`)).toBe(8);
    // Each window read once: every carry is the ৳50 left over, not counted again.
    const carries = await t.db
      .selectFrom('points_accrual_carry')
      .select('valid_bet')
      .where('member_id', 'in', ids)
      .execute();
    expect(carries.map((carry) => carry.valid_bet)).toEqual(Array(8).fill(5_000n));
    expect(await p.books()).toMatchObject(healthyBooks);
  });
});
