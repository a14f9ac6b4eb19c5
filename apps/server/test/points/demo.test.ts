import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PointsReward, PointsTransaction } from '@msp/contracts/points.ts';
import type { Page } from '@msp/contracts/envelope.ts';
import { seedDemoPlayerDeposit } from '../../src/modules/demo/player-deposit.ts';
import { seedDemoPoints, DEMO_WELCOME_POINTS } from '../../src/modules/demo/points.ts';
import { demoPointsArt } from '../../src/modules/demo/points-art.ts';
import { seedDemoRebates } from '../../src/modules/demo/rebates.ts';
import { createTestApp, loginAs, type TestApp } from '../helpers/test-app.ts';
import { parseSvg } from '../demo/svg.ts';
import { healthyBooks, pointsCalls } from './fixture.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(async () => t?.close());

describe('the demo points mall', () => {
  it('is made once: ratios, three DEMO items of each kind, and the demo player’s points from its demo play', async () => {
    await seedDemoPlayerDeposit(t.db);
    // The demo player's rounds of the last closed day (what a first start plays), then the mall.
    expect(await seedDemoRebates(t.db)).toBe(true);
    expect(await seedDemoPoints(t.db)).toBe(true);
    expect(await seedDemoPoints(t.db)).toBe(false);

    const headers = { authorization: await loginAs(t, 'demoplayer'), merchant: 'DEMO', language: 'en' };
    const reward = (await t.app.inject({ url: '/wps/points/reward', headers })).json().value as PointsReward;
    expect(reward.items).toHaveLength(9);
    for (const kind of ['BONUS_CREDIT', 'PHYSICAL', 'VOUCHER'])
      expect(reward.items.filter((item) => item.kind === kind)).toHaveLength(3);
    expect(reward.items.every((item) => item.name.includes('DEMO'))).toBe(true);

    // Slots ৳500 at ৳10 a point, live ৳1,300 at ৳20, fishing ৳250 at ৳10: 50 + 65 + 25, by the accrual job.
    const history = (await t.app.inject({ url: '/wps/points/transactions', headers })).json()
      .value as Page<PointsTransaction>;
    const accrued = history.content.filter((entry) => entry.kind === 'ACCRUAL');
    expect(accrued.reduce((sum, entry) => sum + entry.points, 0)).toBe(140);
    expect(history.content.find((entry) => entry.kind === 'DEMO_GRANT')?.points).toBe(DEMO_WELCOME_POINTS);
    expect(reward.points).toBe(DEMO_WELCOME_POINTS + 140);
    expect(await pointsCalls(t).books()).toMatchObject(healthyBooks);

    const bn = (
      await t.app.inject({ url: '/wps/points/reward', headers: { ...headers, language: 'bn' } })
    ).json().value as PointsReward;
    expect(bn.items[0]!.name).toBe('৳২০ বোনাস (ডেমো)');
  });

  it('serves each item’s picture as an SVG with shapes only (no text, which would need fonts)', async () => {
    for (const art of demoPointsArt) {
      const response = await t.app.inject({ url: `/demo-assets/points/${art}.svg` });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('image/svg+xml');
      const svg = parseSvg(response.body);
      expect(svg.root).toBe('svg');
      expect(response.body).not.toContain('<text');
    }
    expect((await t.app.inject({ url: '/demo-assets/points/nothing.svg' })).statusCode).toBe(404);
  });
});
