import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vendorReplayWindowMs } from '@msp/contracts/vendor-signing.ts';
import { upsertVendorAccount } from '../../src/modules/game-wallet/service.ts';
import { insertMerchant } from '../helpers/merchants.ts';
import { gameWalletFixture, paths, type GameWalletFixture } from './fixture.ts';

let fixture: GameWalletFixture;
let playerId: string;
beforeAll(async () => {
  fixture = await gameWalletFixture();
  ({ playerId } = await fixture.newPlayer(12_345n));
});
afterAll(async () => fixture?.close());

const refusedWith = (
  answer: { status: number; body: { success: boolean; errorCode?: string } },
  code: string,
) => {
  expect(answer.body).toMatchObject({ success: false, errorCode: code });
  expect(answer.status).toBe(401);
};

describe('vendor request signatures', () => {
  it('answers a correctly signed call', async () => {
    const answer = await fixture.call(paths.balance, { playerId });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: true, value: { balance: 12_345, currency: 'BDT' } });
  });

  it('signs the exact raw body: other whitespace signed as sent is fine, a re-serialised body is not', async () => {
    const raw = `{ "playerId" :  "${playerId}" }`;
    expect((await fixture.call(paths.balance, undefined, { raw })).status).toBe(200);
    // Signed over the compact form but sent with other whitespace: the bytes differ, so the signature does.
    const tampered = await fixture.call(paths.balance, undefined, {
      raw: `{"playerId": "${playerId}"}`,
      signedBody: JSON.stringify({ playerId }),
    });
    refusedWith(tampered, 'vendor.signature.invalid');
  });

  it('refuses a missing signature', async () => {
    refusedWith(
      await fixture.call(paths.balance, { playerId }, { headers: { 'x-signature': undefined } }),
      'vendor.signature.invalid',
    );
    refusedWith(
      await fixture.call(paths.balance, { playerId }, { headers: { 'x-timestamp': undefined } }),
      'vendor.signature.invalid',
    );
  });

  it('refuses a wrong signature: other secret, other path, other body, malformed', async () => {
    refusedWith(
      await fixture.call(paths.balance, { playerId }, { secret: 'another-secret' }),
      'vendor.signature.invalid',
    );
    refusedWith(
      await fixture.call(paths.balance, { playerId }, { signedPath: paths.settle }),
      'vendor.signature.invalid',
    );
    refusedWith(
      await fixture.call(paths.balance, { playerId }, { headers: { 'x-signature': 'ab'.repeat(32) } }),
      'vendor.signature.invalid',
    );
    refusedWith(
      await fixture.call(paths.balance, { playerId }, { headers: { 'x-signature': 'not-hex' } }),
      'vendor.signature.invalid',
    );
  });

  it('refuses a stale timestamp, old or in the future, and accepts one just inside the window', async () => {
    const now = Date.now();
    refusedWith(
      await fixture.call(paths.balance, { playerId }, { now: now - vendorReplayWindowMs - 5_000 }),
      'vendor.request.stale',
    );
    refusedWith(
      await fixture.call(paths.balance, { playerId }, { now: now + vendorReplayWindowMs + 5_000 }),
      'vendor.request.stale',
    );
    expect(
      (await fixture.call(paths.balance, { playerId }, { now: now - vendorReplayWindowMs + 5_000 })).status,
    ).toBe(200);
    expect(
      (await fixture.call(paths.balance, { playerId }, { now: now + vendorReplayWindowMs - 5_000 })).status,
    ).toBe(200);
    refusedWith(
      await fixture.call(paths.balance, { playerId }, { headers: { 'x-timestamp': 'yesterday' } }),
      'vendor.signature.invalid',
    );
  });

  it('refuses an unknown vendor, a vendor without a secret, a disabled one, an unknown or missing merchant', async () => {
    refusedWith(
      await fixture.call(paths.balance, { playerId }, { vendor: 'NOPE' }),
      'vendor.signature.invalid',
    );
    // EVO is seeded without a secret.
    refusedWith(
      await fixture.call(paths.balance, { playerId }, { vendor: 'EVO' }),
      'vendor.signature.invalid',
    );
    refusedWith(
      await fixture.call(paths.balance, { playerId }, { merchant: 'NOPE' }),
      'vendor.signature.invalid',
    );
    refusedWith(
      await fixture.call(paths.balance, { playerId }, { merchant: null }),
      'vendor.signature.invalid',
    );
    await upsertVendorAccount(fixture.db, {
      merchantId: fixture.merchant.id,
      vendorCode: 'PP',
      secret: 'pp',
    });
    expect((await fixture.call(paths.balance, { playerId }, { vendor: 'PP', secret: 'pp' })).status).toBe(
      200,
    );
    await upsertVendorAccount(fixture.db, {
      merchantId: fixture.merchant.id,
      vendorCode: 'PP',
      enabled: false,
    });
    refusedWith(
      await fixture.call(paths.balance, { playerId }, { vendor: 'PP', secret: 'pp' }),
      'vendor.signature.invalid',
    );
  });

  it('keeps merchants apart: the secret and the player are the merchant’s own', async () => {
    const otherId = await insertMerchant(fixture.db, 'GWOTHER');
    await upsertVendorAccount(fixture.db, {
      merchantId: otherId,
      vendorCode: 'PG',
      secret: 'other-merchant',
    });
    // The DEMO secret does not sign for the other merchant.
    refusedWith(
      await fixture.call(paths.balance, { playerId }, { merchant: 'GWOTHER' }),
      'vendor.signature.invalid',
    );
    // Its own secret does, and the DEMO player is unknown there.
    const answer = await fixture.call(
      paths.balance,
      { playerId },
      { merchant: 'GWOTHER', secret: 'other-merchant' },
    );
    expect(answer.status).toBe(404);
    expect(answer.body.errorCode).toBe('vendor.player.not.found');
  });

  it('refuses a seamless money call from a transfer-wallet vendor and a round report from a seamless one', async () => {
    refusedWith(
      await fixture.call(
        paths.settle,
        { playerId, transactionId: 't-1', roundId: 'r-1', amount: 0 },
        { vendor: 'JDB' },
      ),
      'vendor.signature.invalid',
    );
    refusedWith(
      await fixture.call(paths.transferRounds, {
        playerId,
        roundId: 'r-1',
        gameCode: 'X',
        stake: 1,
        win: 0,
        startedAt: 1,
        settledAt: 2,
      }),
      'vendor.signature.invalid',
    );
  });

  it('checks the signature before the body: an unsigned bad body is 401, a signed one 400 naming the field', async () => {
    refusedWith(
      await fixture.call(paths.balance, undefined, {
        raw: '{not json',
        headers: { 'x-signature': undefined },
      }),
      'vendor.signature.invalid',
    );
    const badJson = await fixture.call(paths.balance, undefined, { raw: '{not json' });
    expect(badJson.status).toBe(400);
    expect(badJson.body.errorCode).toBe('request.invalid.json');
    const missing = await fixture.call(paths.bet, { playerId, amount: 5 }, { language: 'en' });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ errorCode: 'request.invalid.field' });
    expect(missing.body.message).toMatch(/Invalid field/);
    const negative = await fixture.call(paths.bet, {
      playerId,
      sessionId: 's',
      transactionId: 't',
      roundId: 'r',
      gameCode: 'g',
      amount: -5,
    });
    expect(negative.body).toMatchObject({ errorCode: 'request.invalid.field', field: 'amount' });
    const fractional = await fixture.call(paths.bet, {
      playerId,
      sessionId: 's',
      transactionId: 't',
      roundId: 'r',
      gameCode: 'g',
      amount: 1.5,
    });
    expect(fractional.body).toMatchObject({ errorCode: 'request.invalid.field', field: 'amount' });
  });

  it('localizes messages by the Language header (bn by default)', async () => {
    const bn = await fixture.call(paths.balance, { playerId }, { vendor: 'NOPE' });
    const en = await fixture.call(paths.balance, { playerId }, { vendor: 'NOPE', language: 'en' });
    expect(bn.body.message).toMatch(/স্বাক্ষর/);
    expect(en.body.message).toMatch(/signature/);
  });

  it('answers unknown vendor-api paths with a JSON 404, and leaves other routes’ JSON parsing alone', async () => {
    const unknownPost = await fixture.call('/vendor-api/v1/seamless/nothing', {});
    expect(unknownPost.status).toBe(404);
    expect(unknownPost.body).toMatchObject({ success: false, errorCode: 'request.not.found' });
    const unknownGet = await fixture.app.app.inject({
      url: '/vendor-api/v1/anything',
      headers: { merchant: 'DEMO' },
    });
    expect(unknownGet.statusCode).toBe(404);
    expect(unknownGet.json()).toMatchObject({ success: false, errorCode: 'request.not.found' });
    // A member-site call still parses JSON itself (a malformed body is its own 400, not a signature error).
    const member = await fixture.app.app.inject({
      method: 'POST',
      url: '/wps/session/login/unsecure',
      headers: { merchant: 'DEMO', 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(member.statusCode).toBe(400);
    expect(member.json().errorCode).toBe('request.invalid.json');
  });

  it('refuses a body that is not JSON', async () => {
    const answer = await fixture.call(
      paths.balance,
      { playerId },
      { headers: { 'content-type': 'text/plain' } },
    );
    expect(answer.status).toBe(415);
    expect(answer.body.errorCode).toBe('request.unsupported.media');
  });
});
