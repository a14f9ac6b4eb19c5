import { hashPassword } from '../../src/modules/identity/password.ts';
import { insertMerchant } from '../helpers/merchants.ts';
import { signInOperator } from '../helpers/operators.ts';
import type { TestApp } from '../helpers/test-app.ts';

export const depositHeaders = (token: string, key: string) => ({
  authorization: token,
  'idempotency-key': key,
  language: 'en',
});

let keyCounter = 0;
/** A fresh Idempotency-Key for each call. */
export const newKey = () =>
  `dep-${Date.now().toString(36)}-${(keyCounter += 1)}-${Math.random().toString(36).slice(2, 8)}`;

export async function requestDeposit(
  t: TestApp,
  token: string,
  body: Record<string, unknown>,
  key = newKey(),
) {
  return t.app.inject({
    method: 'POST',
    url: '/wps/deposit/requests',
    headers: depositHeaders(token, key),
    payload: { payerAccount: '01811111111', paymentReference: 'TRX8AB12CD', ...body },
  });
}

export async function balanceOf(t: TestApp, token: string): Promise<string> {
  const response = await t.app.inject({ url: '/wps/v2/wallets/balance', headers: { authorization: token } });
  return response.json().value.balance;
}

export const approve = (t: TestApp, operator: string, id: string, merchant = 'DEMO') =>
  t.app.inject({
    method: 'POST',
    url: `/ops/deposits/${id}/approve`,
    headers: { authorization: operator, merchant, language: 'en' },
  });

export const reject = (t: TestApp, operator: string, id: string, reason: string, merchant = 'DEMO') =>
  t.app.inject({
    method: 'POST',
    url: `/ops/deposits/${id}/reject`,
    headers: { authorization: operator, merchant, language: 'en' },
    payload: { reason },
  });

/** A second merchant with an operator of its own (and a channel), to prove tenants see nothing of each other. */
export async function createOtherMerchant(t: TestApp, code = 'OTHER') {
  const merchant = { id: await insertMerchant(t.db, code, `Other ${code}`) };
  await t.db
    .insertInto('operators')
    .values({
      merchant_id: merchant.id,
      username: 'othercashier',
      password_hash: await hashPassword('Other@1234'),
      role: 'CASHIER',
    })
    .execute();
  await t.db
    .insertInto('deposit_channels')
    .values({
      merchant_id: merchant.id,
      code: 'BKASH',
      kind: 'MOBILE_WALLET',
      name: { bn: 'বিকাশ', en: 'bKash' },
      min_amount: 100n,
      max_amount: 1_000_000n,
    })
    .execute();
  const operatorToken = await signInOperator(t, {
    merchant: code,
    username: 'othercashier',
    password: 'Other@1234',
  });
  return { merchantId: merchant.id, operatorToken };
}
