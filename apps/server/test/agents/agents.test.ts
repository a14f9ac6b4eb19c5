import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberTypes } from '@msp/contracts/enums.ts';
import { operatorLogin } from '../helpers/operators.ts';
import { createTestApp, randomPrivateIp, type TestApp } from '../helpers/test-app.ts';
import { loginRequest, register, registration } from '../identity/helpers.ts';
import { cashier, type TestMember } from '../withdrawals/cashier-fixture.ts';
import { agentMoney, teamMismatches } from './fixture.ts';

let t: TestApp;
let c: ReturnType<typeof cashier>;
let money: ReturnType<typeof agentMoney>;
let top: TestMember;
let sub: TestMember;
let leaf: TestMember;
let direct: TestMember;
let otherAgent: TestMember;
let plain: TestMember;
let foreignAgent: TestMember;
let adminToken: string;

beforeAll(async () => {
  t = await createTestApp();
  c = cashier(t);
  money = agentMoney(t);
  top = await c.newMember({ type: memberTypes.agent });
  sub = await c.newMember({ type: memberTypes.agentSub, parentId: top.id });
  leaf = await c.newMember({ parentId: sub.id });
  direct = await c.newMember({ parentId: top.id });
  otherAgent = await c.newMember({ type: memberTypes.agent });
  plain = await c.newMember();
  const { insertMerchant } = await import('../helpers/merchants.ts');
  await insertMerchant(t.db, 'AGX');
  foreignAgent = await cashier(t, 'AGX').newMember({ type: memberTypes.agent });
  adminToken = await operatorLogin(t, 'demoadmin');
  // Everything the demo seed posted is in the rollups before the tests start.
  await money.catchUp();
}, 120_000);
afterAll(async () => t?.close());

const get = (member: TestMember, url: string, merchant = 'DEMO') =>
  t.app.inject({ url, headers: { authorization: member.token, merchant, language: 'en' } });
const post = (member: TestMember, url: string, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { authorization: member.token, merchant: 'DEMO', language: 'en' },
    payload: payload as object,
  });
const demoMerchantId = async () =>
  (await t.db.selectFrom('merchants').select('id').where('code', '=', 'DEMO').executeTakeFirstOrThrow()).id;
const pathOf = async (memberId: number) =>
  (
    await t.db
      .selectFrom('member_tree')
      .select('path')
      .where('member_id', '=', memberId)
      .executeTakeFirstOrThrow()
  ).path;

describe('the member tree', () => {
  it('gives every member the path of its parent plus itself', async () => {
    expect(await pathOf(leaf.id)).toEqual([...(await pathOf(sub.id))].concat(leaf.id));
    expect(await pathOf(sub.id)).toEqual([top.id, sub.id]);
    expect(await pathOf(plain.id)).toEqual([plain.id]);
  });

  it('joins a registration to the agent of its code (a player) or of its link (a sub-agent, counted on the link)', async () => {
    const link = await post(top, '/wps/agent/invitations', { label: 'Facebook group', kind: 'AGENT' });
    expect(link.statusCode).toBe(200);
    const { code, id } = link.json().value as { code: string; id: number };
    expect(code).toHaveLength(10);
    const viaLink = await register(t, registration({ affiliateCode: code.toLowerCase() }));
    expect(viaLink.json(), viaLink.body).toMatchObject({ success: true });
    const linked = await t.db
      .selectFrom('members')
      .innerJoin('member_tree', 'member_tree.member_id', 'members.id')
      .select(['members.type', 'members.parent_member_id', 'member_tree.joined_via', 'member_tree.link_id'])
      .where('members.id', '=', viaLink.json().value.id)
      .executeTakeFirstOrThrow();
    expect(linked).toEqual({
      type: memberTypes.agentSub,
      parent_member_id: top.id,
      joined_via: 'LINK',
      link_id: id,
    });

    // Registered agents get a code at sign-up; the fixture's members are inserted without one.
    const topCode = `TA${String(top.id).padStart(6, '0')}`;
    await t.db.updateTable('members').set({ affiliate_code: topCode }).where('id', '=', top.id).execute();
    const viaCode = await register(t, registration({ referralCode: topCode }));
    const coded = await t.db
      .selectFrom('members')
      .select(['type', 'parent_member_id'])
      .where('id', '=', viaCode.json().value.id)
      .executeTakeFirstOrThrow();
    expect(coded).toEqual({ type: memberTypes.member, parent_member_id: top.id });

    const invitations = (await get(top, '/wps/agent/invitations')).json().value;
    expect(invitations.affiliateCode).toBe(topCode);
    expect(invitations.affiliateRegistrations).toBe(1);
    expect(invitations.links).toEqual([expect.objectContaining({ id, registrations: 1, kind: 'AGENT' })]);

    // A retired link admits no one; a plain member's own code is no invitation.
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/wps/agent/invitations/${id}`,
          headers: { authorization: top.token, merchant: 'DEMO' },
        })
      ).statusCode,
    ).toBe(200);
    const retired = await register(t, registration({ affiliateCode: code }));
    expect(retired.json()).toMatchObject({ errorCode: 'register.affiliate.invalid' });
    const { affiliate_code: plainCode } = await t.db
      .selectFrom('members')
      .select('affiliate_code')
      .where('id', '=', viaCode.json().value.id)
      .executeTakeFirstOrThrow();
    expect((await register(t, registration({ affiliateCode: plainCode }))).json()).toMatchObject({
      errorCode: 'register.affiliate.invalid',
    });
    // Another agent cannot retire someone else's link.
    const mine = (await post(top, '/wps/agent/invitations', { label: 'mine', kind: 'PLAYER' })).json().value;
    const stolen = await t.app.inject({
      method: 'DELETE',
      url: `/wps/agent/invitations/${mine.id}`,
      headers: { authorization: otherAgent.token, merchant: 'DEMO' },
    });
    expect(stolen.json().errorCode).toBe('agent.invitation.not.found');
  });

  it('refuses a member below the merchant deepest level, registering no one', async () => {
    const depth = (await pathOf(sub.id)).length;
    await t.db.updateTable('merchants').set({ agent_max_depth: depth }).where('code', '=', 'DEMO').execute();
    try {
      const created = await post(sub, '/wps/agent/downlines', { username: 'toodeep01', kind: 'PLAYER' });
      expect(created.statusCode).toBe(400);
      expect(created.json().errorCode).toBe('agent.depth.exceeded');
      expect(
        await t.db.selectFrom('members').select('id').where('username', '=', 'toodeep01').executeTakeFirst(),
      ).toBeUndefined();
    } finally {
      await t.db.updateTable('merchants').set({ agent_max_depth: 12 }).where('code', '=', 'DEMO').execute();
    }
  });

  it('lets an agent create a downline with a temporary password that must be changed at the first login', async () => {
    const created = await post(top, '/wps/agent/downlines', {
      username: 'NewPlayer01',
      nickname: 'Nabil',
      kind: 'PLAYER',
    });
    expect(created.statusCode).toBe(200);
    const value = created.json().value as { memberId: number; account: string; temporaryPassword: string };
    expect(value.account).toBe('newplayer01');
    expect(await pathOf(value.memberId)).toEqual([top.id, value.memberId]);
    const login = await loginRequest(
      t,
      { username: 'newplayer01', password: value.temporaryPassword, type: 'username' },
      { headers: { merchant: 'DEMO' } },
    );
    expect(login.json().success).toBe(true);
    expect(login.json().value.mustChangePassword).toBe(true);
    const again = await post(top, '/wps/agent/downlines', { username: 'newplayer01', kind: 'PLAYER' });
    expect(again.json().errorCode).toBe('register.username.taken');
  });
});

describe('the rollups and the reports', () => {
  let expected: {
    leaf: Awaited<ReturnType<typeof money.play>>;
    direct: Awaited<ReturnType<typeof money.play>>;
  };
  beforeAll(async () => {
    expected = {
      leaf: await money.play(leaf.id),
      direct: await money.play(direct.id, { deposit: 50_000n, bets: [1_000n], win: 0n, refund: 0n }),
    };
    await money.post(direct.id, 'WITHDRAWAL_HOLD', 10_000n);
    await money.post(direct.id, 'WITHDRAWAL_PAID', 10_000n);
    await money.catchUp();
  });

  it('shows the agent its team: size, new and active members, and the money from the rollups', async () => {
    const response = await get(top, '/wps/agent/team/overview');
    expect(response.statusCode).toBe(200);
    const overview = response.json().value;
    expect(overview.teamSize.direct).toBeGreaterThanOrEqual(2);
    expect(overview.activeMembers).toBe(2);
    expect(overview.money).toMatchObject({
      deposit: '1500.00',
      depositCount: 2,
      withdrawal: '100.00',
      bet: '90.00',
      betCount: 3,
      validBet: '60.00',
      win: '40.00',
      memberProfit: '-20.00',
    });
    const validBet = expected.leaf.validBet + expected.direct.validBet;
    expect(overview.money.validBet).toBe((Number(validBet) / 100).toFixed(2));
    expect(overview.money.betCount).toBe(expected.leaf.betCount + expected.direct.betCount);
    expect(overview.series).toHaveLength(1);
    expect(overview.series[0]).toMatchObject({ day: overview.today, validBet: '60.00' });
    // The sub-agent sees only its own branch.
    const mine = (await get(sub, '/wps/agent/team/overview')).json().value;
    expect(mine.money).toMatchObject({ deposit: '1000.00', validBet: '50.00', memberProfit: '-10.00' });
    expect(mine.teamSize).toEqual({ direct: 1, all: 1 });
  });

  it('counts active members of a past range from the day index and of a range ending today from the last bet day', async () => {
    const today = (await get(top, '/wps/agent/team/overview')).json().value.today as string;
    const yesterday = new Date(Date.parse(`${today}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    // A bet of the direct player dated yesterday (the ledger takes the time the demo seed uses).
    await t.db.transaction().execute(async (trx) => {
      await sql`select set_config('msp.demo_time', ${`${yesterday}T06:00:00Z`}, true)`.execute(trx);
      await money.post(direct.id, 'GAME_BET', 2_000n, trx);
    });
    await money.catchUp();
    const past = (await get(top, `/wps/agent/team/overview?from=${yesterday}&to=${yesterday}`)).json().value;
    expect(past.activeMembers).toBe(1);
    expect(past.money).toMatchObject({ validBet: '20.00', betCount: 1 });
    const both = (await get(top, `/wps/agent/team/overview?from=${yesterday}&to=${today}`)).json().value;
    expect(both.activeMembers).toBe(2);
    expect(both.series.map((day: { day: string }) => day.day)).toEqual([yesterday, today]);
    expect((await get(top, '/wps/agent/team/overview')).json().value.activeMembers).toBe(2);
    const lastBet = await t.db
      .selectFrom('member_tree')
      .select(sql<string>`last_bet_day::text`.as('day'))
      .where('member_id', '=', direct.id)
      .executeTakeFirstOrThrow();
    expect(lastBet.day).toBe(today);
  });

  it('adds nothing twice when the job runs again', async () => {
    const before = (await get(top, '/wps/agent/team/overview')).json().value;
    expect(await money.catchUp()).toBe(0);
    expect((await get(top, '/wps/agent/team/overview')).json().value).toEqual(before);
    expect(await teamMismatches(t)).toEqual([]);
  });

  it('lists profit and loss by direct downline, drilling down one level at a time', async () => {
    const page = (await get(top, '/wps/agent/team/pnl?pageSize=50')).json().value;
    const subRow = page.content.find((row: { memberId: number }) => row.memberId === sub.id);
    expect(subRow).toMatchObject({
      isAgent: true,
      teamSize: 1,
      own: { validBet: '0.00' },
      team: { validBet: '50.00', deposit: '1000.00' },
    });
    const directRow = page.content.find((row: { memberId: number }) => row.memberId === direct.id);
    expect(directRow).toMatchObject({
      isAgent: false,
      own: { validBet: '10.00' },
      team: { validBet: '10.00' },
    });
    expect(page.totals).toMatchObject({ validBet: '60.00' });
    expect(page.trail).toEqual([{ memberId: top.id, account: top.username }]);

    const down = (await get(top, `/wps/agent/team/pnl?parentId=${sub.id}`)).json().value;
    expect(down.content).toEqual([
      expect.objectContaining({ memberId: leaf.id, own: expect.objectContaining({ validBet: '50.00' }) }),
    ]);
    expect(down.trail.map((step: { memberId: number }) => step.memberId)).toEqual([top.id, sub.id]);
    expect(down.totals).toMatchObject({ validBet: '50.00' });
  });

  it('searches the downline and opens a member card', async () => {
    const direct1 = (await get(top, '/wps/agent/downlines?level=1&pageSize=100')).json().value;
    expect(direct1.content.map((row: { memberId: number }) => row.memberId)).toEqual(
      expect.arrayContaining([sub.id, direct.id]),
    );
    expect(direct1.content.map((row: { memberId: number }) => row.memberId)).not.toContain(leaf.id);
    const byAccount = (
      await get(top, `/wps/agent/downlines?account=${leaf.username.slice(0, 6)}&level=2`)
    ).json().value;
    expect(byAccount.content).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ memberId: leaf.id, level: 2, parentAccount: sub.username }),
      ]),
    );
    const card = (await get(top, `/wps/agent/downlines/${leaf.id}`)).json().value;
    expect(card).toMatchObject({
      memberId: leaf.id,
      canTransfer: false,
      balance: '990.00',
      last30Days: { validBet: '50.00' },
    });
    expect((await get(sub, `/wps/agent/downlines/${leaf.id}`)).json().value.canTransfer).toBe(true);
  });

  it('lists the team cash movements and bets, refusing a filter outside the team', async () => {
    const cash = (await get(top, '/wps/agent/team/transactions')).json().value;
    const kinds = cash.content.map(
      (row: { account: string; type: string; amount: string }) => `${row.account} ${row.type} ${row.amount}`,
    );
    expect(kinds).toEqual(
      expect.arrayContaining([`${leaf.username} DEPOSIT 1000.00`, `${direct.username} WITHDRAWAL -100.00`]),
    );
    const onlyLeaf = (
      await get(top, `/wps/agent/team/transactions?account=${leaf.username}&type=DEPOSIT`)
    ).json().value;
    expect(onlyLeaf.content).toHaveLength(1);

    const merchantId = await demoMerchantId();
    await t.db
      .insertInto('game_rounds')
      .values({
        merchant_id: merchantId,
        member_id: leaf.id,
        vendor_code: 'AGENTTEST',
        game_code: 'slot-1',
        game_type: 'RNG',
        round_id: `r-${leaf.id}`,
        wallet_mode: 'SEAMLESS',
        stake: 5_000n,
        win: 4_000n,
        status: 'SETTLED',
        settled_at: new Date(),
      })
      .execute();
    const bets = (await get(top, '/wps/agent/team/bets')).json().value;
    expect(bets.content).toEqual([
      expect.objectContaining({ account: leaf.username, stake: '50.00', win: '40.00', profit: '-10.00' }),
    ]);
    expect((await get(otherAgent, '/wps/agent/team/bets')).json().value.content).toEqual([]);

    for (const url of [
      `/wps/agent/team/bets?account=${leaf.username}`,
      `/wps/agent/team/transactions?account=${leaf.username}`,
      `/wps/agent/team/pnl?parentId=${sub.id}`,
      `/wps/agent/downlines/${leaf.id}`,
    ]) {
      const refused = await get(otherAgent, url);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json().errorCode, url).toBe('agent.not.downline');
      expect(refused.body, url).not.toContain(leaf.username);
      // Up the tree is not down: the sub-agent cannot read its own upline.
      expect(
        (await get(sub, url.replace(String(leaf.id), String(top.id)).replace(leaf.username, top.username)))
          .statusCode,
        url,
      ).toBe(url.includes(`parentId=${sub.id}`) ? 200 : 403);
      const member = await get(plain, url);
      expect(member.json().errorCode, url).toBe('agent.not.agent');
      const foreign = await get(foreignAgent, url, 'AGX');
      expect(foreign.statusCode, url).toBe(403);
      expect(foreign.body, url).not.toContain(leaf.username);
    }
  });

  it('refuses a range backwards or longer than the limit, with a localized message', async () => {
    const backwards = await t.app.inject({
      url: '/wps/agent/team/overview?from=2026-02-10&to=2026-02-01',
      headers: { authorization: top.token, merchant: 'DEMO', language: 'bn' },
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errorCode).toBe('agent.range.invalid');
    expect(backwards.json().message).toMatch(/[\u0980-\u09FF]/);
    const long = await get(top, '/wps/agent/team/overview?from=2025-01-01&to=2026-01-01');
    expect(long.statusCode).toBe(400);
    const garbage = await get(top, '/wps/agent/team/overview?from=yesterday');
    expect(garbage.statusCode).toBe(400);
  });
});

describe('moving a member (operator)', () => {
  const move = (body: Record<string, unknown>, token = adminToken) =>
    t.app.inject({
      method: 'POST',
      url: '/ops/agents/move',
      headers: { authorization: token, merchant: 'DEMO', language: 'en' },
      payload: body,
    });

  it('refuses a cycle and a parent that is not an agent, changing nothing', async () => {
    const before = await pathOf(sub.id);
    const cycle = await move({ memberId: top.id, newParentId: sub.id, reason: 'test' });
    expect(cycle.json().errorCode).toBe('agent.move.cycle');
    const self = await move({ memberId: sub.id, newParentId: sub.id, reason: 'test' });
    expect(self.json().errorCode).toBe('agent.move.cycle');
    const toPlayer = await move({ memberId: sub.id, newParentId: direct.id, reason: 'test' });
    expect(toPlayer.json().errorCode).toBe('agent.parent.not.agent');
    expect(await pathOf(sub.id)).toEqual(before);
  });

  it('moves a member with its subtree and its history to the new agent, audited', async () => {
    const topBefore = (await get(top, '/wps/agent/team/overview')).json().value.money;
    const moved = await move({ memberId: sub.id, newParentId: otherAgent.id, reason: 'agent request' });
    expect(moved.statusCode).toBe(200);
    expect(await pathOf(leaf.id)).toEqual([otherAgent.id, sub.id, leaf.id]);
    const topAfter = (await get(top, '/wps/agent/team/overview')).json().value.money;
    expect(topAfter.validBet).toBe((Number(topBefore.validBet) - 50).toFixed(2));
    const other = (await get(otherAgent, '/wps/agent/team/overview')).json().value;
    expect(other.money.validBet).toBe('50.00');
    expect(other.activeMembers).toBe(1);
    expect(await teamMismatches(t)).toEqual([]);
    expect((await get(top, `/wps/agent/downlines/${leaf.id}`)).statusCode).toBe(403);
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['detail', 'operator_id'])
      .where('action', '=', 'AGENT_MEMBER_MOVED')
      .where('member_id', '=', sub.id)
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]!.detail).toMatchObject({ fromParentId: top.id, toParentId: otherAgent.id });
    // Back where it was, for the other tests.
    expect((await move({ memberId: sub.id, newParentId: top.id, reason: 'undo' })).statusCode).toBe(200);
    expect(await teamMismatches(t)).toEqual([]);
  });

  it('is refused to a cashier', async () => {
    const cashierToken = await operatorLogin(t, 'democashier');
    const refused = await move(
      { memberId: sub.id, newParentId: otherAgent.id, reason: 'x y z' },
      cashierToken,
    );
    expect(refused.statusCode).toBe(403);
  });
});

describe('the affiliate application', () => {
  it('lets a member apply once, and an operator approve it: the member becomes an agent', async () => {
    const applicant = await c.newMember({ parentId: top.id });
    const body = { plan: 'I run a cricket fan page with 5,000 followers.', contact: 'telegram @fan' };
    const applied = await post(applicant, '/wps/agent/application', body);
    expect(applied.json().value).toMatchObject({ status: 'PENDING' });
    expect((await post(applicant, '/wps/agent/application', body)).json().errorCode).toBe(
      'agent.application.exists',
    );
    expect((await post(top, '/wps/agent/application', body)).json().errorCode).toBe(
      'agent.application.already.agent',
    );
    expect((await get(applicant, '/wps/agent/team/overview')).json().errorCode).toBe('agent.not.agent');

    const decide = (token: string) =>
      t.app.inject({
        method: 'POST',
        url: `/ops/agents/applications/${applied.json().value.id}/decision`,
        headers: { authorization: token, merchant: 'DEMO' },
        payload: { approve: true },
      });
    const listed = await t.app.inject({
      url: '/ops/agents/applications?status=PENDING',
      headers: { authorization: adminToken, merchant: 'DEMO' },
    });
    expect(listed.json().value.content).toEqual(
      expect.arrayContaining([expect.objectContaining({ memberId: applicant.id })]),
    );
    expect((await decide(adminToken)).json().value).toMatchObject({ status: 'APPROVED' });
    expect((await decide(adminToken)).json().errorCode).toBe('agent.application.decided');
    expect((await get(applicant, '/wps/agent/team/overview')).statusCode).toBe(200);
    expect((await get(applicant, '/wps/agent/application')).json().value).toMatchObject({
      status: 'APPROVED',
    });
    // Still in its agent's team.
    expect(await pathOf(applicant.id)).toEqual([top.id, applicant.id]);
  });

  it('keeps agent announcements out of the member pop-ups and shows them to agents', async () => {
    const merchantId = await demoMerchantId();
    await t.db
      .insertInto('announcements')
      .values({
        merchant_id: merchantId,
        type: 'B',
        execution: 'A',
        title: { en: 'Agent bonus week', bn: 'এজেন্ট বোনাস সপ্তাহ' },
        content: { en: '<p>Double dividends</p>', bn: '<p>দ্বিগুণ ডিভিডেন্ড</p>' },
        promotion_type: null,
        start_date: new Date(Date.now() - 60_000),
        end_date: null,
        audience: 'AGENTS',
      })
      .execute();
    const forAgents = (await get(top, '/wps/agent/announcements')).json().value;
    expect(forAgents.map((item: { title: string }) => item.title)).toContain('Agent bonus week');
    const forMembers = await t.app.inject({
      url: '/wps/system/announcements?types=B&platform=W',
      headers: { authorization: plain.token, merchant: 'DEMO', language: 'en' },
      remoteAddress: randomPrivateIp(),
    });
    expect(forMembers.body).not.toContain('Agent bonus week');
  });
});
