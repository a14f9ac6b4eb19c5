import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoPlayerDeposit } from '../../src/modules/demo/player-deposit.ts';
import { seedDemoVip } from '../../src/modules/demo/vip.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

/** The demo merchant's VIP ladder (DEMO): set once through the vip service, and the demo player on it. */

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('the demo VIP ladder', () => {
  it('is set once, audited, and the welcome deposit takes the demo player to Silver by the job', async () => {
    expect(await seedDemoPlayerDeposit(t.db)).toBe(true);
    expect(await seedDemoVip(t.db)).toBe(true);
    expect(await seedDemoVip(t.db)).toBe(false);

    const levels = await t.db.selectFrom('vip_levels').select(['rank', 'label']).orderBy('rank').execute();
    expect(levels.map((level) => level.label.en)).toEqual([
      'Bronze',
      'Silver',
      'Gold',
      'Platinum',
      'Diamond',
      'Crown',
    ]);
    const player = await t.db
      .selectFrom('members as m')
      .innerJoin('member_vip as v', 'v.member_id', 'm.id')
      .select(['m.id', 'v.rank'])
      .where('m.username', '=', 'demoplayer')
      .executeTakeFirstOrThrow();
    expect(player.rank).toBe(2);
    const rewards = await t.db
      .selectFrom('vip_rewards')
      .select(['kind', 'rank', 'amount'])
      .where('member_id', '=', player.id)
      .orderBy('rank')
      .execute();
    expect(rewards).toEqual([
      { kind: 'LEVEL_UP', rank: 1, amount: 3_800n },
      { kind: 'LEVEL_UP', rank: 2, amount: 8_800n },
    ]);
    const audit = await t.db
      .selectFrom('audit_log')
      .select('user_agent')
      .where('action', '=', 'VIP_LEVELS_SET')
      .execute();
    expect(audit).toEqual([{ user_agent: 'demo seed' }]);
  });
});
