import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { cashier, newKey, PAYMENT_PASSWORD, type TestMember } from '../withdrawals/cashier-fixture.ts';

let t: TestApp;
let c: ReturnType<typeof cashier>;
let agent: TestMember;
let downline: TestMember;
let grandDownline: TestMember;
let stranger: TestMember;
let otherAgent: TestMember;
beforeAll(async () => {
  t = await createTestApp();
  c = cashier(t);
  agent = await c.newMember({ type: 1 });
  downline = await c.newMember({ parentId: agent.id });
  grandDownline = await c.newMember({ parentId: downline.id });
  stranger = await c.newMember();
  otherAgent = await c.newMember({ type: 1 });
  for (const member of [agent, downline, grandDownline, stranger, otherAgent])
    await c.fund(member, '1000.00');
});
afterAll(async () => t?.close());

const toUpline = (member: TestMember, body: Record<string, unknown>, key = newKey('up')) =>
  t.app.inject({
    method: 'POST',
    url: '/wps/transfer/upline',
    headers: c.headers(member.token, { 'idempotency-key': key }),
    payload: { paymentPassword: PAYMENT_PASSWORD, ...body },
  });
const toDownline = (member: TestMember, body: Record<string, unknown>, key = newKey('down')) =>
  t.app.inject({
    method: 'POST',
    url: '/wps/transfer/downline',
    headers: c.headers(member.token, { 'idempotency-key': key }),
    payload: { paymentPassword: PAYMENT_PASSWORD, ...body },
  });
const balances = async () =>
  Promise.all(
    [agent, downline, grandDownline, stranger, otherAgent].map(async (m) => (await c.balance(m)).balance),
  );

describe('transfer to the upline', () => {
  it('moves money from a member to its upline, once per key, with an audit row', async () => {
    const upline = await t.app.inject({ url: '/wps/transfer/upline', headers: c.headers(downline.token) });
    expect(upline.json().value).toEqual({ uplineAccount: agent.username });
    const key = newKey('up');
    const sent = await toUpline(downline, { amount: '125.50' }, key);
    expect(sent.statusCode).toBe(200);
    expect(sent.json().value).toMatchObject({
      amount: '125.50',
      toAccount: agent.username,
      balance: '874.50',
    });
    expect((await c.balance(downline)).balance).toBe('874.50');
    expect((await c.balance(agent)).balance).toBe('1125.50');

    const replay = await toUpline(downline, { amount: '125.50' }, key);
    expect(replay.json().value).toEqual(sent.json().value);
    expect((await c.balance(downline)).balance).toBe('874.50');
    const changed = await toUpline(downline, { amount: '1.00' }, key);
    expect(changed.statusCode).toBe(409);
    expect(changed.json().errorCode).toBe('request.idempotency.conflict');

    const audit = await t.db
      .selectFrom('audit_log')
      .select(['detail'])
      .where('member_id', '=', downline.id)
      .where('action', '=', 'TRANSFER')
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]!.detail).toMatchObject({ direction: 'UPLINE', toMemberId: agent.id, amount: '125.50' });
    expect(await c.health()).toMatchObject({ sum: 0n, negativeMemberAccounts: 0, mismatchedAccounts: 0 });
  });

  it('refuses a member without an upline (403), a wrong payment password and more than the balance, moving nothing', async () => {
    const before = await balances();
    const noUpline = await toUpline(stranger, { amount: '10.00' });
    expect(noUpline.statusCode).toBe(403);
    expect(noUpline.json().errorCode).toBe('transfer.not.allowed');
    const wrong = await toUpline(downline, { amount: '10.00', paymentPassword: '111111' });
    expect(wrong.json().errorCode).toBe('withdraw.payment.password.incorrect');
    const over = await toUpline(downline, { amount: '5000.00' });
    expect(over.json().errorCode).toBe('wallet.insufficient.funds');
    const bad = await toUpline(downline, { amount: '-5' });
    expect(bad.statusCode).toBe(400);
    expect(await balances()).toEqual(before);
  });
});

describe('transfer to a downline', () => {
  it('lets an agent pay a direct downline', async () => {
    const before = await Promise.all([c.balance(agent), c.balance(downline)]);
    const sent = await toDownline(agent, {
      amount: '200.00',
      downlineAccount: downline.username.toUpperCase(),
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().value.toAccount).toBe(downline.username);
    const after = await Promise.all([c.balance(agent), c.balance(downline)]);
    expect(Number(after[0].balance)).toBe(Number(before[0].balance) - 200);
    expect(Number(after[1].balance)).toBe(Number(before[1].balance) + 200);
  });

  it('refuses a downline’s downline, a stranger, another agent’s member, a non-agent and an unknown account alike', async () => {
    const before = await balances();
    const refusals = [
      await toDownline(agent, { amount: '10.00', downlineAccount: grandDownline.username }),
      await toDownline(agent, { amount: '10.00', downlineAccount: stranger.username }),
      await toDownline(otherAgent, { amount: '10.00', downlineAccount: downline.username }),
      await toDownline(downline, { amount: '10.00', downlineAccount: grandDownline.username }),
      await toDownline(agent, { amount: '10.00', downlineAccount: 'nobody-here' }),
      await toDownline(agent, { amount: '10.00', downlineAccount: agent.username }),
    ];
    for (const refused of refusals) {
      expect(refused.statusCode).toBe(403);
      expect(refused.json().errorCode).toBe('transfer.not.allowed');
    }
    expect(await balances()).toEqual(before);
  });

  it('refuses visitors and needs the Idempotency-Key', async () => {
    const visitor = await t.app.inject({
      method: 'POST',
      url: '/wps/transfer/downline',
      headers: { 'idempotency-key': newKey('v') },
      payload: { amount: '1.00', paymentPassword: PAYMENT_PASSWORD, downlineAccount: downline.username },
    });
    expect(visitor.statusCode).toBe(401);
    const noKey = await t.app.inject({
      method: 'POST',
      url: '/wps/transfer/downline',
      headers: c.headers(agent.token),
      payload: { amount: '1.00', paymentPassword: PAYMENT_PASSWORD, downlineAccount: downline.username },
    });
    expect(noKey.statusCode).toBe(400);
  });
});
