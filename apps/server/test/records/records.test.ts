import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberAccount, postTransfers, systemAccount } from '../../src/modules/ledger/service.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { cashier, newKey, PAYMENT_PASSWORD, type TestMember } from '../withdrawals/cashier-fixture.ts';

let t: TestApp;
let c: ReturnType<typeof cashier>;
let agent: TestMember;
let member: TestMember;
let stranger: TestMember;
/** A moment between the 4th and the 5th movement of the member. */
let midway: number;
let startedAt: number;
const DAY = 24 * 60 * 60 * 1000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The member's story: funded 1000, withdraws 300 (left pending), 200 (rejected), sends 50 to its upline,
 * receives 80 from it, gets a 25 bonus, withdraws 100 (paid).
 */
beforeAll(async () => {
  t = await createTestApp();
  c = cashier(t);
  agent = await c.newMember({ type: 1 });
  member = await c.newMember({ parentId: agent.id });
  stranger = await c.newMember();
  await c.fund(agent, '500.00');
  await c.fund(stranger, '10.00');
  const accountId = await c.bindAccount(member);
  startedAt = Date.now() - 1000;
  await c.fund(member, '1000.00');
  await c.withdraw(member, { accountId, amount: '300.00' });
  const rejected = (await c.withdraw(member, { accountId, amount: '200.00' })).json().value;
  await c.reject(rejected.id);
  await sleep(30);
  midway = Date.now();
  await sleep(30);
  await t.app.inject({
    method: 'POST',
    url: '/wps/transfer/upline',
    headers: c.headers(member.token, { 'idempotency-key': newKey('up') }),
    payload: { amount: '50.00', paymentPassword: PAYMENT_PASSWORD },
  });
  await t.app.inject({
    method: 'POST',
    url: '/wps/transfer/downline',
    headers: c.headers(agent.token, { 'idempotency-key': newKey('down') }),
    payload: { amount: '80.00', paymentPassword: PAYMENT_PASSWORD, downlineAccount: member.username },
  });
  const merchantId = await c.merchantId();
  const [bonus, main] = await Promise.all([
    systemAccount(t.db, { merchantId, kind: 'BONUS', currency: 'BDT' }),
    memberAccount(t.db, { merchantId, memberId: member.id, kind: 'MAIN', currency: 'BDT' }),
  ]);
  await postTransfers(t.db, {
    merchantId,
    idempotencyKey: newKey('bonus'),
    kind: 'BONUS',
    legs: [
      {
        debitAccountId: bonus.id,
        creditAccountId: main.id,
        amount: 2500n,
        kind: 'BONUS',
        reference: 'WELCOME',
      },
    ],
  });
  const paid = (await c.withdraw(member, { accountId, amount: '100.00' })).json().value;
  await c.pay(paid.id);
});
afterAll(async () => t?.close());

const get = async (path: string, who: TestMember = member) => {
  const response = await t.app.inject({ url: path, headers: c.headers(who.token) });
  return { status: response.statusCode, body: response.json() };
};

describe('transaction history', () => {
  it('lists the main wallet’s movements newest first with type, status, signed amount and balance after', async () => {
    const { body } = await get('/wps/records/transactions?pageSize=20');
    const rows = body.value.content as Array<Record<string, string>>;
    expect(body.value.totalElements).toBe(8);
    expect(rows.map((row) => [row.type, row.status, row.amount, row.balanceAfter])).toEqual([
      ['WITHDRAWAL', 'PAID', '-100.00', '655.00'],
      ['BONUS', 'SUCCESS', '25.00', '755.00'],
      ['TRANSFER_IN', 'SUCCESS', '80.00', '730.00'],
      ['TRANSFER_OUT', 'SUCCESS', '-50.00', '650.00'],
      ['WITHDRAWAL', 'SUCCESS', '200.00', '700.00'],
      ['WITHDRAWAL', 'REJECTED', '-200.00', '500.00'],
      ['WITHDRAWAL', 'PENDING', '-300.00', '700.00'],
      ['ADJUSTMENT', 'SUCCESS', '1000.00', '1000.00'],
    ]);
    expect(rows[4]!.kind).toBe('WITHDRAWAL_RELEASE');
    expect((await c.balance(member)).balance).toBe('655.00');
  });

  it('filters by type', async () => {
    const withdrawals = await get('/wps/records/transactions?type=WITHDRAWAL');
    expect(withdrawals.body.value.totalElements).toBe(4);
    const incoming = await get('/wps/records/transactions?type=TRANSFER_IN');
    expect(incoming.body.value.content.map((row: { amount: string }) => row.amount)).toEqual(['80.00']);
    const outgoing = await get('/wps/records/transactions?type=TRANSFER_OUT');
    expect(outgoing.body.value.content.map((row: { amount: string }) => row.amount)).toEqual(['-50.00']);
    expect((await get('/wps/records/transactions?type=DEPOSIT')).body.value.totalElements).toBe(0);
    expect((await get('/wps/records/transactions?type=SOMETHING')).status).toBe(400);
  });

  it('pages', async () => {
    const first = (await get('/wps/records/transactions?pageNo=1&pageSize=3')).body.value;
    expect(first).toMatchObject({ pageNum: 1, totalPages: 3, totalElements: 8 });
    expect(first.content).toHaveLength(3);
    const last = (await get('/wps/records/transactions?pageNo=3&pageSize=3')).body.value;
    expect(last.content.map((row: { type: string }) => row.type)).toEqual(['WITHDRAWAL', 'ADJUSTMENT']);
    const beyond = (await get('/wps/records/transactions?pageNo=4&pageSize=3')).body.value;
    expect(beyond).toMatchObject({ content: [], pageNum: 4, totalElements: 8 });
  });

  it('keeps to the date range (ms timestamps, at most 90 days)', async () => {
    const later = await get(`/wps/records/transactions?from=${midway}&to=${Date.now() + 1000}`);
    expect(later.body.value.totalElements).toBe(4);
    const earlier = await get(`/wps/records/transactions?from=${startedAt}&to=${midway}`);
    expect(earlier.body.value.totalElements).toBe(4);
    const before = await get(`/wps/records/transactions?from=${startedAt - 10 * DAY}&to=${startedAt}`);
    expect(before.body.value.totalElements).toBe(0);
    const tooLong = await get(`/wps/records/transactions?from=${Date.now() - 91 * DAY}&to=${Date.now()}`);
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.field).toBe('from');
    const backwards = await get(`/wps/records/transactions?from=${Date.now()}&to=${startedAt}`);
    expect(backwards.status).toBe(400);
  });

  it('shows a member only its own wallet', async () => {
    const theirs = (await get('/wps/records/transactions', stranger)).body.value;
    expect(theirs.totalElements).toBe(1);
    expect(theirs.content[0]).toMatchObject({ type: 'ADJUSTMENT', amount: '10.00' });
    expect((await get('/wps/records/bonus', stranger)).body.value.totalElements).toBe(0);
    expect((await t.app.inject({ url: '/wps/records/transactions' })).statusCode).toBe(401);
  });
});

describe('personal profit and bonus details', () => {
  it('sums the range: deposits, paid withdrawals, transfers, bonus, adjustments; games are 0 for now', async () => {
    const { body } = await get(`/wps/records/profit?from=${startedAt}&to=${Date.now() + 1000}`);
    expect(body.value).toMatchObject({
      deposit: '0.00',
      withdrawal: '100.00',
      transferIn: '80.00',
      transferOut: '50.00',
      bonus: '25.00',
      adjustment: '1000.00',
      betAmount: '0.00',
      gameWinLoss: '0.00',
      gameRecordsAvailable: true,
      net: '25.00',
    });
    const empty = await get(`/wps/records/profit?from=${startedAt - DAY}&to=${startedAt}`);
    expect(empty.body.value).toMatchObject({ withdrawal: '0.00', adjustment: '0.00', net: '0.00' });
  });

  it('lists bonus postings', async () => {
    const { body } = await get('/wps/records/bonus?pageNo=1&pageSize=10');
    expect(body.value).toMatchObject({ pageNum: 1, totalPages: 1, totalElements: 1 });
    expect(body.value.content[0]).toMatchObject({
      amount: '25.00',
      balanceAfter: '755.00',
      reference: 'WELCOME',
    });
  });
});
