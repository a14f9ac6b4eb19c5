import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vipRanksOf } from '../../src/modules/vip/ranks.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(async () => t?.close());

describe('vipRanksOf', () => {
  it("answers a day's players however many (a statement takes at most 65,535 parameters)", async () => {
    const merchant = await t.db
      .selectFrom('merchants')
      .select('id')
      .where('code', '=', 'DEMO')
      .executeTakeFirstOrThrow();
    const ids = Array.from({ length: 70_000 }, (_, i) => 1_000_000_000 + i);
    const ranks = await vipRanksOf(t.db, merchant.id, ids);
    expect(ranks.size).toBe(70_000);
    expect([...ranks.values()].every((rank) => rank === 0)).toBe(true);
  });
});
