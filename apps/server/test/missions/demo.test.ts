import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Leaderboard, MissionBoard } from '@msp/contracts/missions.ts';
import { seedDemoMissions } from '../../src/modules/demo/missions.ts';
import { createTestApp, loginAs, randomPrivateIp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(async () => t?.close());

const get = async <T>(url: string, language: 'bn' | 'en', token: string) => {
  const response = await t.app.inject({
    url,
    headers: { merchant: 'DEMO', language, authorization: token },
    remoteAddress: randomPrivateIp(),
  });
  if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
  return response.json().value as T;
};

describe('the demo missions', () => {
  it('are created once through the catalogue with the weekly leaderboard, and seeding again changes nothing', async () => {
    expect(await seedDemoMissions(t.db)).toBe(true);
    expect(await seedDemoMissions(t.db)).toBe(false);
    const audit = await sql<{ action: string; n: string }>`
      SELECT action, count(*)::text AS n FROM audit_log WHERE action LIKE 'MISSION_%' GROUP BY action ORDER BY action`.execute(
      t.db,
    );
    expect(audit.rows).toEqual([
      { action: 'MISSION_CREATED', n: '5' },
      { action: 'MISSION_LEADERBOARD_SET', n: '1' },
    ]);

    const token = await loginAs(t, 'demoplayer');
    const en = await get<MissionBoard>('/wps/missions', 'en', token);
    expect(
      en.missions.map((mission) => [
        mission.period,
        mission.kind,
        mission.category,
        mission.target,
        mission.reward,
      ]),
    ).toEqual([
      ['DAILY', 'BET_CATEGORY', 'RNG', '500.00', '20.00'],
      ['DAILY', 'DEPOSIT', null, '1000.00', '30.00'],
      ['DAILY', 'LOTTERY_DRAWS', null, '3', '15.00'],
      ['WEEKLY', 'LOGIN_DAYS', null, '5', '50.00'],
      ['WEEKLY', 'BET_CATEGORY', 'LIVE', '10000.00', '200.00'],
    ]);
    expect(en.missions.map((mission) => mission.title)).toContain('Bet ৳500 on slots');
    expect(en.leaderboards).toEqual(['WEEKLY']);
    // The login just made counts: one day of five.
    expect(en.missions[3]).toMatchObject({ current: '1', state: 'inProgress' });
    const bn = await get<MissionBoard>('/wps/missions', 'bn', token);
    expect(bn.missions[0]!.title).toBe('স্লটে ৳৫০০ বাজি ধরুন');

    const board = await get<Leaderboard>('/wps/missions/leaderboard', 'en', token);
    expect(board.prizes).toEqual([
      '5000.00',
      '3000.00',
      '2000.00',
      '1000.00',
      '800.00',
      '600.00',
      '500.00',
      '400.00',
      '300.00',
      '200.00',
    ]);
    expect(board).toMatchObject({ board: 'WEEKLY', status: 'running', turnoverMultiple: 3 });
  });
});
