import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { signedPost, startVendor, tempDataDir } from './support/vendor.ts';

const open: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((app) => app.close()));
});

async function vendor(dataDir?: string) {
  const app = await startVendor(dataDir ? { dataDir } : {});
  open.push(app);
  return app;
}

const deposit = (transferId: string, amount: number, playerId = 'p1') =>
  signedPost('/transfer-api/v1/deposit', { playerId, transferId, amount });

describe('transfer API signatures', () => {
  it('refuses a missing, wrong or stale signature and an unknown vendor in the platform envelope', async () => {
    const app = await vendor();
    const request = deposit('t-1', 1000);

    const missing = await app.inject({ ...request, headers: { 'content-type': 'application/json' } });
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toMatchObject({ success: false, errorCode: 'vendor.signature.invalid' });
    expect(missing.json().message).toEqual(expect.any(String));

    const wrongKey = await app.inject(
      signedPost(
        '/transfer-api/v1/deposit',
        { playerId: 'p1', transferId: 't-1', amount: 1000 },
        { key: 'not-the-secret' },
      ),
    );
    expect(wrongKey.statusCode).toBe(401);
    expect(wrongKey.json().errorCode).toBe('vendor.signature.invalid');

    const tampered = await app.inject({ ...request, payload: request.payload.replace('1000', '9000') });
    expect(tampered.statusCode).toBe(401);
    expect(tampered.json().errorCode).toBe('vendor.signature.invalid');

    const stale = await app.inject(
      signedPost(
        '/transfer-api/v1/deposit',
        { playerId: 'p1', transferId: 't-1', amount: 1000 },
        { now: Date.now() - 301_000 },
      ),
    );
    expect(stale.statusCode).toBe(401);
    expect(stale.json().errorCode).toBe('vendor.request.stale');

    const seamlessVendor = await app.inject(
      signedPost(
        '/transfer-api/v1/deposit',
        { playerId: 'p1', transferId: 't-1', amount: 1000 },
        { vendor: 'PG' },
      ),
    );
    expect(seamlessVendor.statusCode).toBe(401);

    const balance = await app.inject(signedPost('/transfer-api/v1/balance', { playerId: 'p1' }));
    expect(balance.json()).toEqual({ success: true, value: { balance: 0, currency: 'BDT' } });

    const good = await app.inject(request);
    expect(good.statusCode).toBe(200);
    expect(good.json()).toEqual({
      success: true,
      value: { transferId: 't-1', balance: 1000, duplicate: false },
    });
  });

  it('answers 400 naming the field for a malformed body (after the signature)', async () => {
    const app = await vendor();
    const response = await app.inject(
      signedPost('/transfer-api/v1/deposit', { playerId: 'p1', transferId: 't', amount: 1.5 }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, errorCode: 'request.invalid', field: 'amount' });
    expect(response.body).not.toContain('at ');
  });
});

describe('transfer API money', () => {
  it('is idempotent on transferId and refuses a reused id with another body', async () => {
    const app = await vendor();
    await app.inject(deposit('t-1', 5000));
    const repeat = await app.inject(deposit('t-1', 5000));
    expect(repeat.json().value).toEqual({ transferId: 't-1', balance: 5000, duplicate: true });

    const conflict = await app.inject(deposit('t-1', 6000));
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json().errorCode).toBe('vendor.transaction.conflict');
    const asWithdraw = await app.inject(
      signedPost('/transfer-api/v1/withdraw', { playerId: 'p1', transferId: 't-1', amount: 5000 }),
    );
    expect(asWithdraw.statusCode).toBe(409);

    const balance = await app.inject(signedPost('/transfer-api/v1/balance', { playerId: 'p1' }));
    expect(balance.json().value.balance).toBe(5000);
  });

  it('changes the balance once for 20 concurrent duplicate deposits', async () => {
    const app = await vendor();
    const answers = await Promise.all(Array.from({ length: 20 }, () => app.inject(deposit('t-same', 2500))));
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    expect(answers.filter((answer) => answer.json().value.duplicate === false)).toHaveLength(1);
    expect(answers.every((answer) => answer.json().value.balance === 2500)).toBe(true);
    const balance = await app.inject(signedPost('/transfer-api/v1/balance', { playerId: 'p1' }));
    expect(balance.json().value.balance).toBe(2500);
  });

  it('refuses a short withdraw with 402 and reports it FAILED; answers SUCCESS and NOT_FOUND', async () => {
    const app = await vendor();
    await app.inject(deposit('t-in', 1000));
    const short = await app.inject(
      signedPost('/transfer-api/v1/withdraw', { playerId: 'p1', transferId: 't-out', amount: 1001 }),
    );
    expect(short.statusCode).toBe(402);
    expect(short.json()).toMatchObject({ success: false, errorCode: 'vendor.insufficient.funds' });

    const withdraw = await app.inject(
      signedPost('/transfer-api/v1/withdraw', { playerId: 'p1', transferId: 't-out-2', amount: 400 }),
    );
    expect(withdraw.json().value).toEqual({ transferId: 't-out-2', balance: 600, duplicate: false });

    const lookup = async (transferId: string) =>
      (await app.inject(signedPost('/transfer-api/v1/transfer', { transferId }))).json().value;
    expect(await lookup('t-in')).toEqual({
      transferId: 't-in',
      status: 'SUCCESS',
      amount: 1000,
      direction: 'DEPOSIT',
    });
    expect(await lookup('t-out')).toEqual({
      transferId: 't-out',
      status: 'FAILED',
      amount: 1001,
      direction: 'WITHDRAW',
    });
    expect(await lookup('t-out-2')).toMatchObject({ status: 'SUCCESS', direction: 'WITHDRAW' });
    expect(await lookup('t-unknown')).toEqual({ transferId: 't-unknown', status: 'NOT_FOUND' });

    // Wallets are per merchant, vendor and player.
    const other = await app.inject(
      signedPost('/transfer-api/v1/balance', { playerId: 'p1' }, { merchant: 'OTHER' }),
    );
    expect(other.json().value.balance).toBe(0);
  });

  it('keeps balances and transfers in its data directory across instances', async () => {
    const dataDir = await tempDataDir();
    const first = await vendor(dataDir);
    await first.inject(deposit('t-keep', 7000, 'p9'));
    await first.close();

    const second = await vendor(dataDir);
    const balance = await second.inject(signedPost('/transfer-api/v1/balance', { playerId: 'p9' }));
    expect(balance.json().value.balance).toBe(7000);
    const repeat = await second.inject(deposit('t-keep', 7000, 'p9'));
    expect(repeat.json().value).toEqual({ transferId: 't-keep', balance: 7000, duplicate: true });
    const lookup = await second.inject(signedPost('/transfer-api/v1/transfer', { transferId: 't-keep' }));
    expect(lookup.json().value.status).toBe('SUCCESS');
  });
});
