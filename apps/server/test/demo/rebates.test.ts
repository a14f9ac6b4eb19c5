import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoPlayerDeposit } from '../../src/modules/demo/player-deposit.ts';
import { seedDemoRebates } from '../../src/modules/demo/rebates.ts';
import { ledgerHealth } from '../../src/modules/ledger/service.ts';
import { createTestApp, loginAs, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(async () => t?.close());

describe('the demo player’s rebate', () => {
  it('waits in the reward center after the job ran for its play, made once, from its own balance', async () => {
    const headers = { authorization: await loginAs(t, 'demoplayer'), merchant: 'DEMO', language: 'en' };
    // No balance to play with (the browser tests' site): nothing happens.
    expect(await seedDemoRebates(t.db)).toBe(false);
    await seedDemoPlayerDeposit(t.db);
    expect(await seedDemoRebates(t.db)).toBe(true);
    expect(await seedDemoRebates(t.db)).toBe(false);

    const rebates = (await t.app.inject({ url: '/wps/rebates', headers })).json().value;
    // Slots ৳500 at 1.2 %, live ৳1,300 at 0.8 %, fishing ৳250 at 1 %.
    expect(rebates).toMatchObject({ payoutMode: 'CLAIM', claimable: true, unpaidTotal: '18.90' });
    expect(
      rebates.unpaid.map((row: { category: string; amount: string }) => `${row.category} ${row.amount}`),
    ).toEqual(['FISH 2.50', 'LIVE 10.40', 'RNG 6.00']);
    const info = (await t.app.inject({ url: '/wps/member/info', headers })).json().value;
    expect(info.availablePromoCount).toBeGreaterThanOrEqual(1);
    // The rounds are in the member's betting record, the money through the ledger.
    const merchant = await t.db
      .selectFrom('merchants')
      .select('id')
      .where('code', '=', 'DEMO')
      .executeTakeFirstOrThrow();
    expect(await ledgerHealth(t.db, merchant.id)).toMatchObject({ sum: 0n, mismatchedAccounts: 0 });
    const claimed = await t.app.inject({ method: 'POST', url: '/wps/rebates/claim', headers });
    expect(claimed.json().value).toMatchObject({ amount: '18.90', turnoverRequired: '18.90' });
  });
});
