import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertMerchant } from '../helpers/merchants.ts';
import { operatorLogin } from '../helpers/operators.ts';
import { createTestApp, loginAs, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let memberToken: string;
let memberId: number;
beforeAll(async () => {
  t = await createTestApp();
  memberToken = await loginAs(t, 'demoplayer');
  memberId = (await t.app.inject({ url: '/wps/member/info', headers: { authorization: memberToken } })).json()
    .value.id;
});
afterAll(async () => t.close());

const adjust = (token: string, key: string, body: Record<string, string>, target = memberId) =>
  t.app.inject({
    method: 'POST',
    url: `/ops/members/${target}/adjust`,
    headers: { authorization: token, 'idempotency-key': key, language: 'en' },
    payload: body,
  });
const balance = async () =>
  (await t.app.inject({ url: '/wps/v2/wallets/balance', headers: { authorization: memberToken } })).json()
    .value;

describe('wallet balance and operator adjustments', () => {
  it('shows a new member a zero balance with the currency symbol', async () => {
    expect(await balance()).toEqual({ balance: '0.00', held: '0.00', currency: 'BDT', currencySymbol: '৳' });
    const consolidated = await t.app.inject({
      url: '/wps/member/info/funds/consolidated',
      headers: { authorization: memberToken },
    });
    // The demo merchant's JDB keeps a wallet of its own (a transfer-wallet vendor), so it is not single.
    expect(consolidated.json().value).toMatchObject({ balance: '0.00', isSingle: 0 });
  });

  it('refuses the wallet to visitors and trial players', async () => {
    expect((await t.app.inject({ url: '/wps/v2/wallets/balance' })).statusCode).toBe(401);
    const trial = (
      await t.app.inject({ method: 'POST', url: '/wps/session/login/freeplay', payload: {} })
    ).json().value;
    const refused = await t.app.inject({
      url: '/wps/v2/wallets/balance',
      headers: { authorization: trial.token },
    });
    expect(refused.json()).toMatchObject({ errorCode: 'login.trial.forbidden' });
  });

  it('lets an admin credit a member once per key; a cashier may not; a member token is no operator', async () => {
    const admin = await operatorLogin(t, 'demoadmin');
    const cashier = await operatorLogin(t, 'democashier');
    const body = { amount: '1500.50', direction: 'CREDIT', reason: 'welcome goodwill' };
    expect((await adjust(cashier, 'key-cashier-1', body)).json().errorCode).toBe('operator.forbidden');
    expect((await adjust(memberToken, 'key-member-1', body)).json().errorCode).toBe('operator.not.session');
    const first = await adjust(admin, 'key-admin-1', body);
    expect(first.json().value.balance).toBe('1500.50');
    const replay = await adjust(admin, 'key-admin-1', body);
    expect(replay.json().value.balance).toBe('1500.50');
    const changed = await adjust(admin, 'key-admin-1', { ...body, amount: '1.00' });
    expect(changed.statusCode).toBe(409);
    expect(changed.json().errorCode).toBe('request.idempotency.conflict');
    expect((await balance()).balance).toBe('1500.50');
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'operator_id'])
      .where('action', '=', 'BALANCE_ADJUSTED')
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]!.operator_id).not.toBeNull();
  });

  it('refuses a debit beyond the balance and bad amounts, changing nothing', async () => {
    const admin = await operatorLogin(t, 'demoadmin');
    const before = (await balance()).balance;
    const over = await adjust(admin, 'key-over', {
      amount: '999999.00',
      direction: 'DEBIT',
      reason: 'too much',
    });
    expect(over.json()).toMatchObject({
      errorCode: 'wallet.insufficient.funds',
      message: 'Insufficient balance',
    });
    // Exactly the published pattern: no spaces, no leading zeros, no exponent.
    for (const amount of ['0', '-5', '1.234', '1e5', 'abc', ' 100', '100 ', '00100.00', '0100']) {
      const bad = await adjust(admin, `key-bad-${amount.replace(/\W/g, '')}-${amount.length}`, {
        amount,
        direction: 'CREDIT',
        reason: 'bad amount',
      });
      expect(bad.statusCode).toBe(400);
    }
    expect((await balance()).balance).toBe(before);
  });

  it("keeps an operator to its own merchant's members", async () => {
    await insertMerchant(t.db, 'OTHER', 'Other');
    const admin = await operatorLogin(t, 'demoadmin');
    // DEMO's operator token means nothing at OTHER, and OTHER has no such operator.
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: `/ops/members/${memberId}/adjust`,
      headers: { authorization: admin, 'idempotency-key': 'key-other-1', merchant: 'OTHER' },
      payload: { amount: '10.00', direction: 'CREDIT', reason: 'cross tenant' },
    });
    expect(elsewhere.statusCode).toBe(401);
  });
});
