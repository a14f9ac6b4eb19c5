import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoContracts } from '../../src/modules/demo/agent-contracts.ts';
import { seedDemoAgentTeam } from '../../src/modules/demo/agent-team.ts';
import { ledgerHealth } from '../../src/modules/ledger/service.ts';
import { createTestApp, loginAs, type TestApp } from '../helpers/test-app.ts';
import { rollupsFromLedger, storedRollups, teamMismatches } from '../agents/fixture.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(async () => t?.close());

describe('the demo agent team', () => {
  it('gives the demo agent a team with a month of play, through the same services, once', async () => {
    expect(await seedDemoAgentTeam(t.db)).toBe(true);
    expect(await seedDemoAgentTeam(t.db)).toBe(false);
    const token = await loginAs(t, 'demoagent');
    const headers = { authorization: token, merchant: 'DEMO', language: 'en' };
    const today = (await t.app.inject({ url: '/wps/agent/team/overview', headers })).json().value
      .today as string;
    const from = new Date(Date.parse(`${today}T00:00:00Z`) - 29 * 86_400_000).toISOString().slice(0, 10);
    const overview = (
      await t.app.inject({ url: `/wps/agent/team/overview?from=${from}&to=${today}`, headers })
    ).json().value;
    expect(overview.teamSize.all).toBeGreaterThanOrEqual(25);
    expect(overview.teamSize.direct).toBeGreaterThanOrEqual(8);
    expect(overview.activeMembers).toBeGreaterThanOrEqual(15);
    expect(overview.newMembers).toBeGreaterThanOrEqual(20);
    const playedDays = overview.series.filter((day: { validBet: string }) => day.validBet !== '0.00');
    expect(playedDays.length).toBeGreaterThanOrEqual(25);
    expect(Number(overview.money.deposit)).toBeGreaterThan(0);
    // Every account is labelled demo; the money adds up and the rollups are the ledger's.
    const names = await t.db
      .selectFrom('members')
      .select('username')
      .where('username', 'like', 'demo%')
      .execute();
    expect(names.length).toBeGreaterThanOrEqual(30);
    const { id } = await t.db
      .selectFrom('merchants')
      .select('id')
      .where('code', '=', 'DEMO')
      .executeTakeFirstOrThrow();
    expect(await ledgerHealth(t.db, id)).toMatchObject({
      sum: 0n,
      negativeMemberAccounts: 0,
      mismatchedAccounts: 0,
    });
    const fromLedger = await rollupsFromLedger(t);
    const { own } = await storedRollups(t);
    for (const [memberId, want] of fromLedger)
      if (want.validBet !== 0n) expect(own.get(memberId), String(memberId)).toEqual(want);
    expect(await teamMismatches(t)).toEqual([]);
    const bets = (
      await t.app.inject({ url: `/wps/agent/team/bets?from=${from}&to=${today}&pageSize=5`, headers })
    ).json().value;
    const notes = (await t.app.inject({ url: '/wps/agent/announcements', headers })).json().value;
    expect(notes.length).toBeGreaterThanOrEqual(2);
    // Counted up to ten pages ahead (a big team has millions of rounds).
    expect(bets.totalElements).toBe(55);
  }, 120_000);

  it('gives the demo agent and two sub-agents contracts with two weeks of bills, paid, once', async () => {
    expect(await seedDemoContracts(t.db)).toBe(true);
    expect(await seedDemoContracts(t.db)).toBe(false);
    const flags = async (username: string) =>
      (
        await t.app.inject({
          url: '/wps/member/info/funds/consolidated',
          headers: { authorization: await loginAs(t, username), merchant: 'DEMO' },
        })
      ).json().value;
    expect(await flags('demoagent')).toMatchObject({ divtypereq: 1, dailysalreqtype: 1 });
    const headers = { authorization: await loginAs(t, 'demorafiq'), merchant: 'DEMO', language: 'en' };
    const bills = (
      await t.app.inject({ url: '/wps/agent/contracts/daily-salary/bills?pageSize=20', headers })
    ).json().value;
    expect(bills.totalElements).toBeGreaterThanOrEqual(10);
    expect(bills.content.every((bill: { status: string }) => bill.status === 'PAID')).toBe(true);
    const leadBills = await t.db
      .selectFrom('agent_bills')
      .innerJoin('members', 'members.id', 'agent_bills.agent_id')
      .select(['agent_bills.type', 'agent_bills.status'])
      .where('members.username', '=', 'demoagent')
      .execute();
    expect(new Set(leadBills.map((bill) => bill.type))).toEqual(new Set(['DAILY_SALARY', 'DIVIDEND']));
    const { id } = await t.db
      .selectFrom('merchants')
      .select('id')
      .where('code', '=', 'DEMO')
      .executeTakeFirstOrThrow();
    expect(await ledgerHealth(t.db, id)).toMatchObject({
      sum: 0n,
      negativeMemberAccounts: 0,
      mismatchedAccounts: 0,
    });
  }, 120_000);
});
