import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DemoPayGateway, type GatewayCallback } from '../../src/modules/deposits/gateway.ts';
import { ledgerHealth } from '../../src/modules/ledger/service.ts';
import { createTestApp, loginAs, type TestApp } from '../helpers/test-app.ts';
import { balanceOf, requestDeposit } from './fixture.ts';

/**
 * The payment-gateway channel (Demo Pay): the member gets a payment URL, the gateway's signed callback credits
 * the deposit once, however often it comes; an unsigned or wrongly signed one changes nothing.
 */
const onPostgres = Boolean(process.env.DATABASE_URL);

let t: TestApp;
let player: string;
let gateway: DemoPayGateway;
let demoMerchantId: number;
beforeAll(async () => {
  t = await createTestApp();
  player = await loginAs(t, 'demoplayer');
  const channel = await t.db
    .selectFrom('deposit_channels')
    .select(['gateway_secret', 'merchant_id'])
    .where('code', '=', 'DEMOPAY')
    .executeTakeFirstOrThrow();
  gateway = new DemoPayGateway(channel.gateway_secret!);
  demoMerchantId = channel.merchant_id;
});
afterAll(async () => t?.close());

const sendCallback = (body: string, headers: Record<string, string>, channelCode = 'DEMOPAY') =>
  t.app.inject({
    method: 'POST',
    url: `/wps/deposit/callback/${channelCode}`,
    headers: { merchant: 'DEMO', language: 'en', ...headers },
    payload: body,
  });

const signed = (callback: GatewayCallback) => {
  const { body, headers } = gateway.signedCallback(callback);
  return sendCallback(body, headers);
};

async function gatewayRequest(amount: string) {
  const response = await requestDeposit(t, player, {
    channelCode: 'DEMOPAY',
    amount,
    payerAccount: 'card ****4242',
    paymentReference: 'ONLINE',
  });
  expect(response.statusCode).toBe(200);
  const request = response.json().value;
  const row = await t.db
    .selectFrom('deposit_requests')
    .select(['gateway_txn_id', 'amount'])
    .where('id', '=', request.id)
    .executeTakeFirstOrThrow();
  return { request, gatewayTxnId: row.gateway_txn_id!, amountMinor: row.amount };
}

const postingsOf = async (requestId: string) =>
  (
    await t.db
      .selectFrom('ledger_postings')
      .select('id')
      .where('idempotency_key', '=', `deposit:${requestId}`)
      .execute()
  ).length;

describe('a payment-gateway deposit', () => {
  it('answers a payment URL, and a replay answers the same one', async () => {
    const { request, gatewayTxnId } = await gatewayRequest('1000');
    expect(request.status).toBe('PENDING');
    expect(request.paymentUrl).toBe(`/demo-pay/${request.id}`);
    expect(gatewayTxnId).toMatch(/^DPT/);
  });

  it('refuses a callback with a bad or missing signature and changes nothing', async () => {
    const { request, gatewayTxnId, amountMinor } = await gatewayRequest('1200');
    const before = await balanceOf(t, player);
    const genuine = gateway.signedCallback({
      gatewayTxnId,
      requestId: request.id,
      amountMinor,
      status: 'SUCCESS',
    });
    const forger = new DemoPayGateway('not-the-channel-secret');
    const forged = forger.signedCallback({
      gatewayTxnId,
      requestId: request.id,
      amountMinor,
      status: 'SUCCESS',
    });
    // A body changed after signing (a bigger amount) no longer matches its signature.
    const tampered = genuine.body.replace(String(amountMinor), String(amountMinor * 100n));
    for (const attempt of [
      sendCallback(forged.body, forged.headers),
      sendCallback(tampered, genuine.headers),
      sendCallback(genuine.body, { 'content-type': 'application/json' }),
      sendCallback(genuine.body, { ...genuine.headers, 'x-demopay-signature': 'zz' }),
    ]) {
      const response = await attempt;
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ success: false, errorCode: 'deposit.gateway.signature' });
    }
    expect(await balanceOf(t, player)).toBe(before);
    expect(await postingsOf(request.id)).toBe(0);
    const row = await t.db
      .selectFrom('deposit_requests')
      .select('status')
      .where('id', '=', request.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('PENDING');
  });

  it('credits once when the good callback comes three times at once', async () => {
    const { request, gatewayTxnId, amountMinor } = await gatewayRequest('2500.75');
    const before = await balanceOf(t, player);
    const callback = { gatewayTxnId, requestId: request.id, amountMinor, status: 'SUCCESS' as const };
    const answers = await Promise.all([signed(callback), signed(callback), signed(callback)]);
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.json().value).toEqual({ requestId: request.id, status: 'APPROVED' });
    }
    expect(await balanceOf(t, player)).toBe((Number(before) + 2500.75).toFixed(2));
    expect(await postingsOf(request.id)).toBe(1);
    // And once more, later: still once.
    expect((await signed(callback)).json().value.status).toBe('APPROVED');
    expect(await balanceOf(t, player)).toBe((Number(before) + 2500.75).toFixed(2));
    const approvals = await t.db
      .selectFrom('audit_log')
      .select(['operator_id', 'detail'])
      .where('action', '=', 'DEPOSIT_APPROVED')
      .execute();
    const mine = approvals.filter((row) => (row.detail as { requestId?: string }).requestId === request.id);
    expect(mine).toHaveLength(1);
    expect(mine[0]!.detail).toMatchObject({ via: 'GATEWAY', gatewayTxnId });
    expect(await ledgerHealth(t.db, demoMerchantId)).toMatchObject({ sum: 0n, mismatchedAccounts: 0 });
  });

  it('refuses a callback whose amount or transaction differs from the request', async () => {
    const { request, gatewayTxnId, amountMinor } = await gatewayRequest('500');
    const before = await balanceOf(t, player);
    const more = await signed({
      gatewayTxnId,
      requestId: request.id,
      amountMinor: amountMinor + 1n,
      status: 'SUCCESS',
    });
    expect(more.statusCode).toBe(400);
    const otherTxn = await signed({
      gatewayTxnId: 'DPTsomethingelse',
      requestId: request.id,
      amountMinor,
      status: 'SUCCESS',
    });
    expect(otherTxn.statusCode).toBe(400);
    expect(await balanceOf(t, player)).toBe(before);
    expect(await postingsOf(request.id)).toBe(0);
  });

  it('rejects on a failure callback; a later success is refused', async () => {
    const { request, gatewayTxnId, amountMinor } = await gatewayRequest('800');
    const before = await balanceOf(t, player);
    const failed = await signed({ gatewayTxnId, requestId: request.id, amountMinor, status: 'FAILED' });
    expect(failed.json().value).toEqual({ requestId: request.id, status: 'REJECTED' });
    expect(
      (await signed({ gatewayTxnId, requestId: request.id, amountMinor, status: 'FAILED' })).statusCode,
    ).toBe(200);
    const success = await signed({ gatewayTxnId, requestId: request.id, amountMinor, status: 'SUCCESS' });
    expect(success.json().errorCode).toBe('deposit.not.pending');
    expect(await balanceOf(t, player)).toBe(before);
    const mine = await t.app.inject({ url: '/wps/deposit/requests', headers: { authorization: player } });
    const shown = mine.json().value.content.find((item: { id: string }) => item.id === request.id);
    expect(shown.status).toBe('REJECTED');
    expect(shown.rejectReason).toMatch(/gateway/);
  });
});

describe('the Demo Pay page', () => {
  it('shows the payment, labelled DEMO, as a plain form without script', async () => {
    const { request } = await gatewayRequest('1500');
    const page = await t.app.inject({ url: request.paymentUrl });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.body).toContain('DEMO');
    expect(page.body).toContain('৳1500.00');
    expect(page.body).toMatch(/<form method="post" action="\/demo-pay\//);
    expect(page.body).not.toMatch(/<script/i);
    expect((await t.app.inject({ url: '/demo-pay/Dnosuchrequest' })).statusCode).toBe(404);
  });

  it('pays through the signed callback, once, when "Pay" is pressed (twice)', async () => {
    const { request } = await gatewayRequest('1750');
    const before = await balanceOf(t, player);
    const press = () =>
      t.app.inject({
        method: 'POST',
        url: request.paymentUrl,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'action=pay',
      });
    const first = await press();
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain('Payment successful');
    expect((await press()).statusCode).toBe(200);
    expect(await balanceOf(t, player)).toBe((Number(before) + 1750).toFixed(2));
    expect(await postingsOf(request.id)).toBe(1);
    // Paid: the page offers no buttons any more.
    expect((await t.app.inject({ url: request.paymentUrl })).body).not.toContain('<form');
  });

  it('cancels: the request is rejected and nothing moves', async () => {
    const { request } = await gatewayRequest('900');
    const before = await balanceOf(t, player);
    const cancelled = await t.app.inject({
      method: 'POST',
      url: request.paymentUrl,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'action=cancel',
    });
    expect(cancelled.body).toContain('Payment cancelled');
    expect(await balanceOf(t, player)).toBe(before);
    const row = await t.db
      .selectFrom('deposit_requests')
      .select('status')
      .where('id', '=', request.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('REJECTED');
  });
});

describe.runIf(onPostgres)('gateway callbacks at once (PostgreSQL)', () => {
  it('credits each of several requests once under a storm of repeated callbacks', async () => {
    const requests = await Promise.all(['101', '102', '103', '104'].map((amount) => gatewayRequest(amount)));
    const before = await balanceOf(t, player);
    const storm = requests.flatMap(({ request, gatewayTxnId, amountMinor }) =>
      Array.from({ length: 3 }, () =>
        signed({ gatewayTxnId, requestId: request.id, amountMinor, status: 'SUCCESS' }),
      ),
    );
    const answers = await Promise.all(storm);
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    expect(await balanceOf(t, player)).toBe((Number(before) + 101 + 102 + 103 + 104).toFixed(2));
    for (const { request } of requests) expect(await postingsOf(request.id)).toBe(1);
  });
});
