import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { upsertVendorAccount } from '../../src/modules/game-wallet/service.ts';
import { ledgerHealth } from '../../src/modules/ledger/service.ts';
import { reconcileVendorTransfers, reconcileAfterMs } from '../../src/modules/vendor-transfers/service.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { cashier, newKey, type TestMember } from '../withdrawals/cashier-fixture.ts';
import { startFakeTransferVendor } from './fake-transfer-vendor.ts';

const SECRET = 'test-transfer-secret';
let t: TestApp;
let c: ReturnType<typeof cashier>;
let vendor: Awaited<ReturnType<typeof startFakeTransferVendor>>;
let merchantId: number;
let member: TestMember;

beforeAll(async () => {
  t = await createTestApp();
  c = cashier(t);
  vendor = await startFakeTransferVendor(SECRET);
  merchantId = (
    await t.db.selectFrom('merchants').select('id').where('code', '=', 'DEMO').executeTakeFirstOrThrow()
  ).id;
  // The demo seed makes JDB a transfer-wallet vendor; point it at the fake one.
  await upsertVendorAccount(t.db, { merchantId, vendorCode: 'JDB', apiUrl: vendor.url, secret: SECRET });
});
afterAll(async () => {
  await vendor?.close();
  await t?.close();
});
beforeEach(async () => {
  vendor.state.mode = 'ok';
  member = await c.newMember();
  await c.fund(member, '1000.00');
});

const transfer = (body: Record<string, unknown>, key = newKey('gcs'), who = member) =>
  t.app.inject({
    method: 'POST',
    url: '/wps/relay/GCS_walletTransfer',
    headers: c.headers(who.token, { 'idempotency-key': key }),
    payload: body,
  });
const vendorBalance = async (who = member) => {
  const response = await t.app.inject({ url: '/wps/wallets/vendors', headers: c.headers(who.token) });
  return response.json().value.find((item: { vendor: string }) => item.vendor === 'JDB').balance as string;
};
const later = () => new Date(Date.now() + reconcileAfterMs + 1_000);
const healthy = async () => {
  const health = await ledgerHealth(t.db, merchantId);
  expect(health.sum).toBe(0n);
};

describe('GCS_walletTransfer', () => {
  it('moves money into the vendor wallet and back, once per key', async () => {
    const key = newKey('in');
    const sent = await transfer({ vendor: 'JDB', direction: 'IN', amount: '300.00' }, key);
    expect(sent.statusCode).toBe(200);
    expect(sent.json().value.transfers).toEqual([
      expect.objectContaining({ vendor: 'JDB', direction: 'IN', amount: '300.00', status: 'SUCCESS' }),
    ]);
    expect(sent.json().value.balance.balance).toBe('700.00');
    expect(await vendorBalance()).toBe('300.00');

    const calls = vendor.state.calls;
    const replay = await transfer({ vendor: 'JDB', direction: 'IN', amount: '300.00' }, key);
    expect(replay.json().value.transfers).toEqual(sent.json().value.transfers);
    expect(vendor.state.calls).toBe(calls);
    expect((await c.balance(member)).balance).toBe('700.00');

    const conflict = await transfer({ vendor: 'JDB', direction: 'IN', amount: '1.00' }, key);
    expect(conflict.statusCode).toBe(409);

    const out = await transfer({ vendor: 'JDB', direction: 'OUT', amount: '100.00' });
    expect(out.json().value.transfers[0]).toMatchObject({ direction: 'OUT', status: 'SUCCESS' });
    expect((await c.balance(member)).balance).toBe('800.00');
    expect(await vendorBalance()).toBe('200.00');

    const all = await transfer({ direction: 'ALL_OUT' });
    expect(all.json().value.transfers).toEqual([
      expect.objectContaining({ vendor: 'JDB', direction: 'OUT', amount: '200.00', status: 'SUCCESS' }),
    ]);
    expect((await c.balance(member)).balance).toBe('1000.00');
    const nothing = await transfer({ direction: 'ALL_OUT' });
    expect(nothing.json().value.transfers).toEqual([]);
    await healthy();
  });

  it('refuses more than the main balance, a seamless vendor, and bad input, changing nothing', async () => {
    const tooMuch = await transfer({ vendor: 'JDB', direction: 'IN', amount: '5000.00' });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().errorCode).toBe('wallet.insufficient.funds');
    const seamless = await transfer({ vendor: 'PG', direction: 'IN', amount: '1.00' });
    expect(seamless.json().errorCode).toBe('wallet.vendor.not.transfer');
    const noAmount = await transfer({ vendor: 'JDB', direction: 'IN' });
    expect(noAmount.statusCode).toBe(400);
    const badAmount = await transfer({ vendor: 'JDB', direction: 'IN', amount: '-5' });
    expect(badAmount.statusCode).toBe(400);
    expect((await c.balance(member)).balance).toBe('1000.00');
    const rows = await t.db
      .selectFrom('vendor_transfers')
      .select('id')
      .where('member_id', '=', member.id)
      .execute();
    expect(rows).toHaveLength(0);
  });

  it('gives the money back when the vendor refuses a transfer in', async () => {
    vendor.state.mode = 'refuse';
    const sent = await transfer({ vendor: 'JDB', direction: 'IN', amount: '50.00' });
    expect(sent.json().value.transfers[0].status).toBe('FAILED');
    expect((await c.balance(member)).balance).toBe('1000.00');
    await healthy();
  });

  it('settles an unknown transfer in by asking the vendor: done there, the money stays there', async () => {
    vendor.state.mode = 'fail-after';
    const sent = await transfer({ vendor: 'JDB', direction: 'IN', amount: '40.00' });
    expect(sent.json().value.transfers[0].status).toBe('UNKNOWN');
    expect((await c.balance(member)).balance).toBe('960.00');
    vendor.state.mode = 'ok';
    expect(await reconcileVendorTransfers(t.db, new Date())).toBe(0); // too young yet
    expect(await reconcileVendorTransfers(t.db, later())).toBeGreaterThanOrEqual(1);
    const row = await t.db
      .selectFrom('vendor_transfers')
      .select('status')
      .where('member_id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('SUCCESS');
    expect((await c.balance(member)).balance).toBe('960.00');
    expect(await vendorBalance()).toBe('40.00');
    await healthy();
  });

  it('settles an unknown transfer in that never reached the vendor by giving the money back', async () => {
    vendor.state.mode = 'drop';
    const sent = await transfer({ vendor: 'JDB', direction: 'IN', amount: '70.00' });
    expect(sent.json().value.transfers[0].status).toBe('UNKNOWN');
    expect((await c.balance(member)).balance).toBe('930.00');
    vendor.state.mode = 'ok';
    await reconcileVendorTransfers(t.db, later());
    expect((await c.balance(member)).balance).toBe('1000.00');
    // Running it again changes nothing.
    await reconcileVendorTransfers(t.db, new Date(later().getTime() + 120_000));
    expect((await c.balance(member)).balance).toBe('1000.00');
    await healthy();
  });

  it('credits an unknown transfer out once the vendor confirms it, and only once', async () => {
    await transfer({ vendor: 'JDB', direction: 'IN', amount: '200.00' });
    vendor.state.mode = 'fail-after';
    const out = await transfer({ vendor: 'JDB', direction: 'OUT', amount: '150.00' });
    expect(out.json().value.transfers[0].status).toBe('UNKNOWN');
    expect((await c.balance(member)).balance).toBe('800.00');
    vendor.state.mode = 'ok';
    await reconcileVendorTransfers(t.db, later());
    await reconcileVendorTransfers(t.db, new Date(later().getTime() + 120_000));
    expect((await c.balance(member)).balance).toBe('950.00');
    expect(await vendorBalance()).toBe('50.00');
    await healthy();
  });

  it('answers the merchant wallet: not single, with the transfer-wallet vendors', async () => {
    const response = await t.app.inject({ url: '/wps/wallets/merchant', headers: c.headers(member.token) });
    expect(response.json().value).toMatchObject({ isSingle: 0, vendors: [{ vendor: 'JDB' }] });
    const consolidated = await t.app.inject({
      url: '/wps/member/info/funds/consolidated',
      headers: c.headers(member.token),
    });
    expect(consolidated.json().value.isSingle).toBe(0);
  });

  it('needs a session', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/wps/relay/GCS_walletTransfer',
      headers: { merchant: 'DEMO', 'idempotency-key': newKey() },
      payload: { direction: 'ALL_OUT' },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe.runIf(process.env.DATABASE_URL)('GCS_walletTransfer under concurrency (PostgreSQL)', () => {
  it('posts one transfer for 12 concurrent requests with one key', async () => {
    const key = newKey('race');
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => transfer({ vendor: 'JDB', direction: 'IN', amount: '10.00' }, key)),
    );
    const ids = new Set(answers.map((answer) => answer.json().value?.transfers[0]?.transferId));
    expect(ids.size).toBe(1);
    expect((await c.balance(member)).balance).toBe('990.00');
    expect(await vendorBalance()).toBe('10.00');
    await healthy();
  });

  it('settles each unknown transfer once with four reconcilers at the same time', async () => {
    await transfer({ vendor: 'JDB', direction: 'IN', amount: '500.00' });
    vendor.state.mode = 'fail-after';
    for (let index = 0; index < 5; index += 1)
      await transfer({ vendor: 'JDB', direction: 'OUT', amount: '20.00' });
    vendor.state.mode = 'ok';
    expect((await c.balance(member)).balance).toBe('500.00');
    const settled = await Promise.all(
      Array.from({ length: 4 }, () => reconcileVendorTransfers(t.db, later())),
    );
    expect(settled.reduce((sum, count) => sum + count, 0)).toBeGreaterThanOrEqual(5);
    await Promise.all(Array.from({ length: 4 }, () => reconcileVendorTransfers(t.db, later())));
    expect((await c.balance(member)).balance).toBe('600.00');
    await healthy();
  });
});
