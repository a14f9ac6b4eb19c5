import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertMerchant } from '../helpers/merchants.ts';
import { operatorLogin } from '../helpers/operators.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { cashier, newKey, PAYMENT_PASSWORD, PNG_DATA_URL, type TestMember } from './cashier-fixture.ts';

let t: TestApp;
let c: ReturnType<typeof cashier>;
beforeAll(async () => {
  t = await createTestApp();
  c = cashier(t);
});
afterAll(async () => t?.close());

/** Rows of the cashier tables and the ledger: "nothing changed" means none of these moved. */
async function footprint(member: TestMember) {
  const count = async (table: 'withdrawal_requests' | 'ledger_postings' | 'ledger_transfers') =>
    Number(
      (
        await t.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    balance: await c.balance(member),
    requests: await count('withdrawal_requests'),
    postings: await count('ledger_postings'),
    transfers: await count('ledger_transfers'),
  };
}

describe('binding a withdrawal account', () => {
  let member: TestMember;
  beforeAll(async () => {
    member = await c.newMember();
  });

  const fields = (overrides: Record<string, unknown> = {}) => ({
    kind: 'MOBILE_WALLET',
    providerName: 'bKash',
    accountName: 'Rahim Uddin',
    accountNumber: member.mobileNum,
    mobileNum: member.mobileNum,
    paymentPassword: PAYMENT_PASSWORD,
    ...overrides,
  });
  /** A binding with a fresh SMS code (asking for one voids the previous). */
  const body = async (overrides: Record<string, unknown> = {}) => ({
    verificationCode: await c.bindCode(member),
    ...fields(overrides),
  });
  const accounts = async () =>
    (await t.app.inject({ url: '/wps/withdraw/accounts', headers: c.headers(member.token) })).json().value;

  it('refuses a wrong payment password or a wrong SMS code, binding nothing', async () => {
    const wrongPassword = await c.bindRequest(member, await body({ paymentPassword: '000000' }));
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json().errorCode).toBe('withdraw.payment.password.incorrect');
    const wrongCode = await c.bindRequest(member, await body({ verificationCode: '999999' }));
    expect(wrongCode.json().errorCode).toBe('verification.code.invalid');
    expect(await accounts()).toEqual([]);
  });

  it('binds with the payment password and the code sent to the member’s own mobile, sets the payee name and masks numbers', async () => {
    const code = await c.bindCode(member);
    const bound = await c.bindRequest(member, { ...fields(), verificationCode: code });
    expect(bound.statusCode).toBe(200);
    const [account] = bound.json().value;
    expect(account).toMatchObject({
      kind: 'MOBILE_WALLET',
      providerName: 'bKash',
      accountName: 'Rahim Uddin',
    });
    expect(account.accountNumber).toBe(`*******${member.mobileNum.slice(-4)}`);
    expect(account.mobileNum).toBe(`*******${member.mobileNum.slice(-4)}`);
    const stored = await t.db
      .selectFrom('members')
      .select('payee_name')
      .where('id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(stored.payee_name).toBe('Rahim Uddin');
    const audit = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('member_id', '=', member.id)
      .where('action', '=', 'BANK_ACCOUNT_BOUND')
      .execute();
    expect(audit).toHaveLength(1);
    // A code binds once.
    const reused = await c.bindRequest(member, {
      ...fields({ accountNumber: '01812345679' }),
      verificationCode: code,
    });
    expect(reused.json().errorCode).toBe('verification.code.invalid');
    // The same account twice is refused.
    const duplicate = await c.bindRequest(member, await body());
    expect(duplicate.json().field).toBe('accountNumber');
    expect(await accounts()).toHaveLength(1);
  });

  it('requires the account name to be the payee name', async () => {
    const other = await c.bindRequest(
      member,
      await body({ accountName: 'Someone Else', accountNumber: '01812345670' }),
    );
    expect(other.statusCode).toBe(400);
    expect(other.json().field).toBe('accountName');
    // Case and spacing do not matter.
    const same = await c.bindRequest(
      member,
      await body({
        accountName: ' rahim   UDDIN ',
        kind: 'BANK',
        providerName: 'Dutch-Bangla Bank',
        accountNumber: '1234 5678 9012',
      }),
    );
    expect(same.statusCode).toBe(200);
    expect(same.json().value).toHaveLength(2);
    expect(same.json().value[1].accountNumber).toBe('********9012');
  });

  it('binds at most 3 accounts', async () => {
    expect((await c.bindRequest(member, await body({ accountNumber: '01812345671' }))).statusCode).toBe(200);
    const fourth = await c.bindRequest(member, await body({ accountNumber: '01812345672' }));
    expect(fourth.statusCode).toBe(400);
    expect(fourth.json().field).toBe('accounts');
    expect(await accounts()).toHaveLength(3);
  });

  it('shows a member only its own accounts', async () => {
    const stranger = await c.newMember();
    const list = await t.app.inject({ url: '/wps/withdraw/accounts', headers: c.headers(stranger.token) });
    expect(list.json().value).toEqual([]);
    expect((await t.app.inject({ url: '/wps/withdraw/accounts' })).statusCode).toBe(401);
  });
});

describe('withdrawal requests', () => {
  let member: TestMember;
  let accountId: number;
  beforeAll(async () => {
    member = await c.newMember();
    accountId = await c.bindAccount(member);
    await c.fund(member, '5000.00');
  });

  it('holds the amount, the operator pays, the member confirms receipt', async () => {
    const asked = await c.withdraw(member, { accountId, amount: '1200.50' });
    expect(asked.statusCode).toBe(200);
    const request = asked.json().value;
    expect(request).toMatchObject({ amount: '1200.50', status: 'PENDING', paidAt: null });
    expect(await c.balance(member)).toMatchObject({ balance: '3799.50', held: '1200.50' });

    const paid = await c.pay(request.id);
    expect(paid.statusCode).toBe(200);
    expect(paid.json().value).toMatchObject({ status: 'PAID', username: member.username });
    expect(paid.json().value.account.accountNumber).toBe(member.mobileNum);
    expect(paid.json().value.receiptDeadline).not.toBeNull();
    expect(await c.balance(member)).toMatchObject({ balance: '3799.50', held: '0.00' });

    const again = await c.pay(request.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().errorCode).toBe('withdraw.not.pending');

    const confirmed = await c.receipt(member, request.id, { received: true });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().value).toMatchObject({
      status: 'CONFIRMED',
      amountReceived: '1200.50',
      amountRemainder: '0.00',
    });
    const twice = await c.receipt(member, request.id, { received: true });
    expect(twice.json().errorCode).toBe('withdraw.not.pending');

    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'operator_id'])
      .where('member_id', '=', member.id)
      .where('action', 'like', 'WITHDRAWAL_%')
      .orderBy('id')
      .execute();
    expect(audit.map((row) => row.action)).toEqual([
      'WITHDRAWAL_REQUESTED',
      'WITHDRAWAL_PAID',
      'WITHDRAWAL_CONFIRMED',
    ]);
    expect(audit[1]!.operator_id).not.toBeNull();
    expect(await c.health()).toMatchObject({ sum: 0n, negativeMemberAccounts: 0, mismatchedAccounts: 0 });
  });

  it('rejecting releases the hold back to the main balance', async () => {
    const before = await c.balance(member);
    const request = (await c.withdraw(member, { accountId, amount: '300.00' })).json().value;
    expect((await c.balance(member)).held).toBe('300.00');
    const rejected = await c.reject(request.id, 'name does not match');
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().value).toMatchObject({ status: 'REJECTED', rejectReason: 'name does not match' });
    expect(await c.balance(member)).toEqual(before);
    expect((await c.pay(request.id)).json().errorCode).toBe('withdraw.not.pending');
    // A rejected request has nothing to confirm.
    expect((await c.receipt(member, request.id, { received: true })).json().errorCode).toBe(
      'withdraw.receipt.invalid',
    );
  });

  it('refuses a wrong payment password, more than the balance, an open turnover and amounts out of range, changing nothing', async () => {
    const before = await footprint(member);
    const wrong = await c.withdraw(member, { accountId, amount: '200.00', paymentPassword: '135790' });
    expect(wrong.json()).toMatchObject({ errorCode: 'withdraw.payment.password.incorrect' });
    const over = await c.withdraw(member, { accountId, amount: '40000.00' });
    expect(over.statusCode).toBe(400);
    expect(over.json().errorCode).toBe('wallet.insufficient.funds');
    const below = await c.withdraw(member, { accountId, amount: '99.99' });
    expect(below.json()).toMatchObject({
      errorCode: 'withdraw.amount.range',
      message: 'The withdrawal must be between ৳100.00 and ৳50000.00',
    });
    expect((await c.withdraw(member, { accountId, amount: '50000.01' })).json().errorCode).toBe(
      'withdraw.amount.range',
    );
    const stranger = await c.newMember();
    const strangersAccount = await c.bindAccount(stranger);
    const notMine = await c.withdraw(member, { accountId: strangersAccount, amount: '200.00' });
    expect(notMine.json().errorCode).toBe('withdraw.account.missing');

    const { id: turnoverId } = await t.db
      .insertInto('turnover_requirements')
      .values({
        merchant_id: await c.merchantId(),
        member_id: member.id,
        required_amount: 100_000n,
        completed_amount: 25_000n,
        source: 'OPERATOR:test',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const open = await c.withdraw(member, { accountId, amount: '200.00' });
    expect(open.json()).toMatchObject({
      errorCode: 'withdraw.turnover.open',
      message: 'Complete another ৳750.00 of turnover before withdrawing',
    });
    const info = await t.app.inject({ url: '/wps/withdraw/info', headers: c.headers(member.token) });
    expect(info.json().value).toMatchObject({ turnoverRemaining: '750.00', minAmount: '100.00' });
    expect(await footprint(member)).toEqual(before);

    await t.db
      .updateTable('turnover_requirements')
      .set({ status: 'DONE', completed_amount: 100_000n, done_at: new Date() })
      .where('id', '=', turnoverId)
      .execute();
    expect((await c.withdraw(member, { accountId, amount: '200.00' })).statusCode).toBe(200);
  });

  it('answers a replayed key with the first request and refuses the key with another amount', async () => {
    const key = newKey('replay');
    const first = await c.withdraw(member, { accountId, amount: '150.00' }, key);
    const held = (await c.balance(member)).held;
    const replay = await c.withdraw(member, { accountId, amount: '150.00' }, key);
    expect(replay.statusCode).toBe(200);
    expect(replay.json().value.id).toBe(first.json().value.id);
    expect((await c.balance(member)).held).toBe(held);
    const changed = await c.withdraw(member, { accountId, amount: '151.00' }, key);
    expect(changed.statusCode).toBe(409);
    expect(changed.json().errorCode).toBe('request.idempotency.conflict');
    // The same key of another member is that member's own.
    const other = await c.newMember();
    const otherAccount = await c.bindAccount(other);
    await c.fund(other, '500.00');
    const theirs = await c.withdraw(other, { accountId: otherAccount, amount: '150.00' }, key);
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json().value.id).not.toBe(first.json().value.id);
  });

  it('takes a receipt of part or none of the amount with a proof image as a dispute', async () => {
    const partial = (await c.withdraw(member, { accountId, amount: '400.00' })).json().value;
    // Nothing to confirm before the payout.
    expect((await c.receipt(member, partial.id, { received: true })).json().errorCode).toBe(
      'withdraw.receipt.invalid',
    );
    await c.pay(partial.id);
    const noProof = await c.receipt(member, partial.id, { received: false, amountReceived: '100.00' });
    expect(noProof.json()).toMatchObject({ errorCode: 'withdraw.receipt.invalid', field: 'proofImage' });
    const tooMuch = await c.receipt(member, partial.id, {
      received: false,
      amountReceived: '400.00',
      proofImage: PNG_DATA_URL,
    });
    expect(tooMuch.json().errorCode).toBe('withdraw.receipt.invalid');
    const notPng = await c.receipt(member, partial.id, {
      received: false,
      amountReceived: '100.00',
      proofImage: `data:image/png;base64,${Buffer.from('GIF89a-not-a-png').toString('base64')}`,
    });
    expect(notPng.json().errorCode).toBe('upload.image.type');
    const disputed = await c.receipt(member, partial.id, {
      received: false,
      amountReceived: '100.00',
      proofImage: PNG_DATA_URL,
    });
    expect(disputed.statusCode).toBe(200);
    const value = disputed.json().value;
    expect(value).toMatchObject({ status: 'DISPUTED', amountReceived: '100.00', amountRemainder: '300.00' });
    expect(value.proofImageUrl).toMatch(/^\/wps\/uploads\//);
    const image = await t.app.inject({ url: value.proofImageUrl, headers: c.headers(member.token) });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');

    const none = (await c.withdraw(member, { accountId, amount: '100.00' })).json().value;
    await c.pay(none.id);
    const nothing = await c.receipt(member, none.id, { received: false, proofImage: PNG_DATA_URL });
    expect(nothing.json().value).toMatchObject({ status: 'DISPUTED', amountReceived: '0.00' });
    // A dispute moves no money.
    expect(await c.health()).toMatchObject({ sum: 0n, mismatchedAccounts: 0 });
  });

  it('pages the member’s own withdrawals, newest first', async () => {
    const page = await t.app.inject({
      url: '/wps/withdraw/requests?pageNo=1&pageSize=2',
      headers: c.headers(member.token),
    });
    const value = page.json().value;
    const total = await t.db
      .selectFrom('withdrawal_requests')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('member_id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(value.totalElements).toBe(Number(total.n));
    expect(value.totalPages).toBe(Math.ceil(Number(total.n) / 2));
    expect(value.pageNum).toBe(1);
    expect(value.content).toHaveLength(2);
    expect(Number(value.content[0].id)).toBeGreaterThan(Number(value.content[1].id));
    const last = await t.app.inject({
      url: `/wps/withdraw/requests?pageNo=${value.totalPages}&pageSize=2`,
      headers: c.headers(member.token),
    });
    expect(last.json().value.content.length).toBeGreaterThan(0);
  });
});

describe('who sees and acts on a withdrawal', () => {
  let owner: TestMember;
  let other: TestMember;
  let requestId: string;
  beforeAll(async () => {
    owner = await c.newMember();
    other = await c.newMember();
    const accountId = await c.bindAccount(owner);
    await c.fund(owner, '1000.00');
    requestId = (await c.withdraw(owner, { accountId, amount: '500.00' })).json().value.id;
  });

  it('keeps a member away from another member’s withdrawals', async () => {
    const list = await t.app.inject({ url: '/wps/withdraw/requests', headers: c.headers(other.token) });
    expect(list.json().value).toMatchObject({ content: [], totalElements: 0 });
    await c.pay(requestId);
    const foreign = await c.receipt(other, requestId, { received: true });
    expect(foreign.statusCode).toBe(404);
    const mine = await t.app.inject({ url: '/wps/withdraw/requests', headers: c.headers(owner.token) });
    expect(mine.json().value.content[0]).toMatchObject({ id: requestId, status: 'PAID' });
    // A member token is no operator's.
    expect((await c.pay(requestId, owner.token)).statusCode).toBe(401);
  });

  it('shows an operator of another merchant nothing', async () => {
    const otherMerchantId = await insertMerchant(t.db, 'OTHERWD', 'Other');
    const { password_hash } = await t.db
      .selectFrom('operators')
      .select('password_hash')
      .where('username', '=', 'democashier')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('operators')
      .values({ merchant_id: otherMerchantId, username: 'democashier', password_hash, role: 'CASHIER' })
      .execute();
    const elsewhere = cashier(t, 'OTHERWD');
    const otherToken = await operatorLogin(t, 'democashier', 'OTHERWD');
    const list = await t.app.inject({ url: '/ops/withdrawals', headers: elsewhere.headers(otherToken) });
    expect(list.json().value).toMatchObject({ content: [], totalElements: 0 });
    const rejected = await elsewhere.reject(requestId, 'not yours', otherToken);
    expect(rejected.statusCode).toBe(404);
    // DEMO's token means nothing at OTHERWD.
    const demoToken = await operatorLogin(t, 'democashier');
    expect((await elsewhere.pay(requestId, demoToken)).statusCode).toBe(401);
    // DEMO's own operator lists it, untouched.
    const demoList = await t.app.inject({
      url: '/ops/withdrawals?status=PAID',
      headers: c.headers(demoToken),
    });
    expect(demoList.json().value.content.map((row: { id: string }) => row.id)).toContain(requestId);
  });
});

describe('guessing the payment password', () => {
  it('is cut off after 30 tries a minute per session', async () => {
    const member = await c.newMember();
    const accountId = await c.bindAccount(member);
    const codes: number[] = [];
    for (let attempt = 0; attempt < 31; attempt += 1) {
      const guess = String(100_000 + attempt);
      codes.push(
        (await c.withdraw(member, { accountId, amount: '100.00', paymentPassword: guess })).statusCode,
      );
    }
    expect(codes.slice(0, 30).every((code) => code === 400)).toBe(true);
    expect(codes[30]).toBe(429);
    // Another session of someone else is not affected.
    const other = await c.newMember();
    const otherAccount = await c.bindAccount(other);
    const theirs = await c.withdraw(other, {
      accountId: otherAccount,
      amount: '100.00',
      paymentPassword: '000000',
    });
    expect(theirs.statusCode).toBe(400);
  });
});

describe('concurrent decisions', () => {
  it('lets exactly one of a pay and a reject of one request win, and the ledger stays whole', async () => {
    const member = await c.newMember();
    const accountId = await c.bindAccount(member);
    await c.fund(member, '10000.00');
    const ids: string[] = [];
    for (let index = 0; index < 8; index += 1)
      ids.push((await c.withdraw(member, { accountId, amount: '250.00' })).json().value.id);
    const outcomes = await Promise.all(
      ids.map(async (id) => {
        const [paid, rejected] = await Promise.all([c.pay(id), c.reject(id, 'race test')]);
        return [paid.statusCode, rejected.statusCode].sort();
      }),
    );
    for (const codes of outcomes) expect(codes).toEqual([200, 409]);
    const rows = await t.db
      .selectFrom('withdrawal_requests')
      .select(['status', 'settle_posting_id'])
      .where('member_id', '=', member.id)
      .execute();
    expect(rows.every((row) => row.settle_posting_id !== null)).toBe(true);
    const rejectedCount = rows.filter((row) => row.status === 'REJECTED').length;
    expect(await c.balance(member)).toEqual({
      balance: `${10000 - 250 * (8 - rejectedCount)}.00`,
      held: '0.00',
      currency: 'BDT',
      currencySymbol: '৳',
    });
    expect(await c.health()).toMatchObject({ sum: 0n, negativeMemberAccounts: 0, mismatchedAccounts: 0 });
  });

  it('holds a concurrent burst of requests with one key once', async () => {
    const member = await c.newMember();
    const accountId = await c.bindAccount(member);
    await c.fund(member, '1000.00');
    const key = newKey('burst');
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => c.withdraw(member, { accountId, amount: '300.00' }, key)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.json().value.id)).size).toBe(1);
    expect(await c.balance(member)).toMatchObject({ balance: '700.00', held: '300.00' });
  });
});
