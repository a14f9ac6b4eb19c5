import { sql } from 'kysely';
import { ledgerHealth } from '../../src/modules/ledger/service.ts';
import { hashPassword } from '../../src/modules/identity/password.ts';
import { operatorLogin } from '../helpers/operators.ts';
import { randomPrivateIp, solvedChallenge, type TestApp } from '../helpers/test-app.ts';

/**
 * Members with money and a payment password, bound withdrawal accounts, and the calls the cashier tests make.
 * Shared by the withdrawal, transfer, record and job tests.
 */

export const PAYMENT_PASSWORD = '246810';
const LOGIN_PASSWORD = 'Demo@1234';

let memberCounter = 0;
let keyCounter = 0;
/** A fresh Idempotency-Key. */
export const newKey = (label = 'k') => `${label}-${Date.now().toString(36)}-${(keyCounter += 1)}`;

export interface TestMember {
  id: number;
  username: string;
  token: string;
  mobileNum: string;
}

export function cashier(t: TestApp, merchant = 'DEMO') {
  const headers = (token: string, extra: Record<string, string> = {}) => ({
    authorization: token,
    merchant,
    language: 'en',
    ...extra,
  });

  async function login(username: string): Promise<string> {
    const response = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login/unsecure',
      headers: { merchant },
      remoteAddress: randomPrivateIp(),
      payload: {
        username,
        password: LOGIN_PASSWORD,
        type: 'username',
        ...(await solvedChallenge(t, merchant)),
      },
    });
    const body = response.json();
    if (!body.success) throw new Error(`login failed: ${response.body}`);
    return body.value.token as string;
  }

  async function setPaymentPassword(token: string) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/wps/member/password/payment/unsecure',
      headers: headers(token),
      remoteAddress: randomPrivateIp(),
      payload: {
        oldPassword: LOGIN_PASSWORD,
        newPassword: PAYMENT_PASSWORD,
        confirmNewPassword: PAYMENT_PASSWORD,
      },
    });
    if (!response.json().success) throw new Error(`payment password not set: ${response.body}`);
  }

  /** Logs in an existing member (a demo account) and gives it the payment password. */
  async function existingMember(username: string): Promise<TestMember> {
    const row = await t.db
      .selectFrom('members')
      .innerJoin('merchants', 'merchants.id', 'members.merchant_id')
      .select(['members.id', 'members.mobile_num', 'members.payment_password_hash'])
      .where('merchants.code', '=', merchant)
      .where('members.username', '=', username)
      .executeTakeFirstOrThrow();
    const token = await login(username);
    if (!row.payment_password_hash) await setPaymentPassword(token);
    return { id: row.id, username, token, mobileNum: row.mobile_num ?? '' };
  }

  /** A new member of the merchant (an agent with `type` 1), optionally under an upline. */
  async function newMember({
    parentId = null,
    type = 0,
  }: { parentId?: number | null; type?: number } = {}): Promise<TestMember> {
    memberCounter += 1;
    const suffix = `${Date.now() % 100_000}`.padStart(5, '0') + String(memberCounter).padStart(3, '0');
    const username = `cash${suffix}`;
    const mobileNum = `018${suffix}`;
    const { id: merchantId } = await t.db
      .selectFrom('merchants')
      .select('id')
      .where('code', '=', merchant)
      .executeTakeFirstOrThrow();
    const { id } = await t.db
      .insertInto('members')
      .values({
        merchant_id: merchantId,
        username,
        password_hash: await hashPassword(LOGIN_PASSWORD),
        type,
        parent_member_id: parentId,
        last_login_at: null,
        last_login_ip: null,
        mobile_num: mobileNum,
        country_dialing_code: '880',
        email: null,
        payee_name: null,
        fullname: null,
        id_number: null,
        qq_num: null,
        line: null,
        whatsapp: null,
        facebook: null,
        wechat: null,
        telegram: null,
        zalo: null,
        birthday: null,
        address: null,
        nationality: null,
        occupation: null,
        source_of_income: null,
        avatar_url: null,
        affiliate_code: null,
        payment_password_hash: null,
        totp_secret: null,
        register_ip: null,
        register_url: null,
        register_method: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const token = await login(username);
    await setPaymentPassword(token);
    return { id, username, token, mobileNum };
  }

  let adminToken: string | undefined;
  /** Credits (or debits) a member through the operator's adjust call. */
  async function fund(member: { id: number }, amount: string, direction: 'CREDIT' | 'DEBIT' = 'CREDIT') {
    adminToken ??= await operatorLogin(t, 'demoadmin', merchant);
    const response = await t.app.inject({
      method: 'POST',
      url: `/ops/members/${member.id}/adjust`,
      headers: headers(adminToken, { 'idempotency-key': newKey('fund') }),
      payload: { amount, direction, reason: 'test funding' },
    });
    if (!response.json().success) throw new Error(`funding failed: ${response.body}`);
    return response.json().value as { balance: string; held: string };
  }

  async function balance(member: { token: string }) {
    const response = await t.app.inject({ url: '/wps/v2/wallets/balance', headers: headers(member.token) });
    return response.json().value as { balance: string; held: string };
  }

  /** Asks for the binding code and reads it from the dev outbox (earlier codes are aged past the resend gap). */
  async function bindCode(member: TestMember): Promise<string> {
    await sql`UPDATE verification_codes SET created_at = created_at - interval '1 hour'
              WHERE destination = ${`880${member.mobileNum.replace(/^0/, '')}`}`.execute(t.db);
    const response = await t.app.inject({
      method: 'POST',
      url: '/wps/withdraw/accounts/code',
      headers: headers(member.token),
      remoteAddress: randomPrivateIp(),
    });
    if (!response.json().success) throw new Error(`code not sent: ${response.body}`);
    const row = await t.db
      .selectFrom('message_outbox')
      .select('code')
      .where('destination', '=', `880${member.mobileNum.replace(/^0/, '')}`)
      .where('purpose', '=', 'BIND_MOBILE')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    return row.code;
  }

  function bindRequest(member: TestMember, body: Record<string, unknown>) {
    return t.app.inject({
      method: 'POST',
      url: '/wps/withdraw/accounts',
      headers: headers(member.token),
      payload: body,
    });
  }

  /** Binds a bKash wallet in the member's name; answers its id. */
  async function bindAccount(member: TestMember, overrides: Record<string, unknown> = {}): Promise<number> {
    const response = await bindRequest(member, {
      kind: 'MOBILE_WALLET',
      providerName: 'bKash',
      accountName: `Name ${member.username}`,
      accountNumber: member.mobileNum,
      mobileNum: member.mobileNum,
      verificationCode: await bindCode(member),
      paymentPassword: PAYMENT_PASSWORD,
      ...overrides,
    });
    const body = response.json();
    if (!body.success) throw new Error(`binding failed: ${response.body}`);
    const accounts = body.value as Array<{ id: number }>;
    return accounts[accounts.length - 1]!.id;
  }

  function withdraw(member: { token: string }, body: Record<string, unknown>, key: string = newKey('wd')) {
    return t.app.inject({
      method: 'POST',
      url: '/wps/withdraw/requests',
      headers: headers(member.token, { 'idempotency-key': key }),
      payload: { paymentPassword: PAYMENT_PASSWORD, ...body },
    });
  }

  let cashierToken: string | undefined;
  async function operatorCall(path: string, payload?: Record<string, unknown>, token?: string) {
    cashierToken ??= await operatorLogin(t, 'democashier', merchant);
    return t.app.inject({
      method: 'POST',
      url: path,
      headers: headers(token ?? cashierToken),
      ...(payload ? { payload } : {}),
    });
  }
  const pay = (id: string, token?: string) => operatorCall(`/ops/withdrawals/${id}/pay`, undefined, token);
  const reject = (id: string, reason = 'account name mismatch', token?: string) =>
    operatorCall(`/ops/withdrawals/${id}/reject`, { reason }, token);

  function receipt(member: { token: string }, id: string, body: Record<string, unknown>) {
    return t.app.inject({
      method: 'POST',
      url: `/wps/withdraw/requests/${id}/receipt`,
      headers: headers(member.token),
      payload: body,
    });
  }

  async function merchantId() {
    const row = await t.db
      .selectFrom('merchants')
      .select('id')
      .where('code', '=', merchant)
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** The ledger's invariants hold for the merchant. */
  async function health() {
    return ledgerHealth(t.db, await merchantId());
  }

  return {
    headers,
    login,
    existingMember,
    newMember,
    fund,
    balance,
    bindCode,
    bindRequest,
    bindAccount,
    withdraw,
    pay,
    reject,
    receipt,
    merchantId,
    health,
  };
}

/** A 1×1 PNG as a data URL. */
export const PNG_DATA_URL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
