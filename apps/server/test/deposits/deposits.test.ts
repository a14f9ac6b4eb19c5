import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerHealth } from '../../src/modules/ledger/service.ts';
import { operatorLogin } from '../helpers/operators.ts';
import { createTestApp, loginAs, type TestApp } from '../helpers/test-app.ts';
import { dataUrl, GIF_BYTES, PNG_1X1 } from '../uploads/images.ts';
import {
  approve,
  balanceOf,
  createOtherMerchant,
  depositHeaders,
  newKey,
  reject,
  requestDeposit,
} from './fixture.ts';

let t: TestApp;
let player: string;
let downline: string;
let cashier: string;
let demoMerchantId: number;
beforeAll(async () => {
  t = await createTestApp();
  player = await loginAs(t, 'demoplayer');
  downline = await loginAs(t, 'demodownline');
  cashier = await operatorLogin(t, 'democashier');
  demoMerchantId = (
    await t.db.selectFrom('merchants').select('id').where('code', '=', 'DEMO').executeTakeFirstOrThrow()
  ).id;
});
afterAll(async () => t?.close());

const depositPostings = async (requestId: string) =>
  t.db
    .selectFrom('ledger_postings')
    .select('id')
    .where('idempotency_key', '=', `deposit:${requestId}`)
    .execute();

describe('deposit channels', () => {
  it('lists the demo channels with the account to pay into and min/max in major units', async () => {
    const response = await t.app.inject({
      url: '/wps/deposit/channels',
      headers: { authorization: player, language: 'en' },
    });
    expect(response.statusCode).toBe(200);
    const channels = response.json().value;
    expect(channels.map((channel: { code: string }) => channel.code)).toEqual([
      'BKASH',
      'NAGAD',
      'ROCKET',
      'DBBL',
      'DEMOPAY',
    ]);
    expect(channels[0]).toMatchObject({
      kind: 'MOBILE_WALLET',
      name: 'bKash (demo)',
      providerName: 'bKash',
      minAmount: '200.00',
      maxAmount: '25000.00',
      demo: true,
    });
    expect(channels[0].accountNumber).not.toBe('');
    expect(channels[4]).toMatchObject({ kind: 'GATEWAY' });
    // No secret ever leaves the server.
    expect(response.body).not.toMatch(/secret/i);
  });

  it('refuses visitors and trial players', async () => {
    expect((await t.app.inject({ url: '/wps/deposit/channels' })).statusCode).toBe(401);
    const trial = (
      await t.app.inject({ method: 'POST', url: '/wps/session/login/freeplay', payload: {} })
    ).json().value;
    const refused = await requestDeposit(t, trial.token, { channelCode: 'BKASH', amount: '500' });
    expect(refused.json()).toMatchObject({ errorCode: 'login.trial.forbidden' });
  });
});

describe('a deposit request', () => {
  it('waits for the operator, then credits the balance exactly once', async () => {
    const before = await balanceOf(t, player);
    const created = await requestDeposit(t, player, {
      channelCode: 'BKASH',
      amount: '1500.50',
      proofImage: dataUrl(PNG_1X1),
    });
    expect(created.statusCode).toBe(200);
    const request = created.json().value;
    expect(request).toMatchObject({
      channelCode: 'BKASH',
      amount: '1500.50',
      status: 'PENDING',
      rejectReason: null,
      paymentUrl: null,
    });
    expect(request.proofImageUrl).toMatch(/^\/wps\/uploads\//);
    // Nothing moved yet.
    expect(await balanceOf(t, player)).toBe(before);
    expect(await depositPostings(request.id)).toHaveLength(0);

    const approved = await approve(t, cashier, request.id);
    expect(approved.statusCode).toBe(200);
    expect(approved.json().value).toMatchObject({
      id: request.id,
      status: 'APPROVED',
      username: 'demoplayer',
    });
    expect(await balanceOf(t, player)).toBe((Number(before) + 1500.5).toFixed(2));

    const again = await approve(t, cashier, request.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().errorCode).toBe('deposit.not.pending');
    const late = await reject(t, cashier, request.id, 'too late to reject');
    expect(late.json().errorCode).toBe('deposit.not.pending');
    expect(await balanceOf(t, player)).toBe((Number(before) + 1500.5).toFixed(2));
    expect(await depositPostings(request.id)).toHaveLength(1);

    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'operator_id', 'detail'])
      .where('action', 'in', ['DEPOSIT_REQUESTED', 'DEPOSIT_APPROVED'])
      .execute();
    const approvals = audit.filter((row) => row.action === 'DEPOSIT_APPROVED');
    expect(approvals).toHaveLength(1);
    expect(approvals[0]!.operator_id).not.toBeNull();
    expect(audit.some((row) => row.action === 'DEPOSIT_REQUESTED')).toBe(true);
    expect(await ledgerHealth(t.db, demoMerchantId)).toMatchObject({
      sum: 0n,
      negativeMemberAccounts: 0,
      mismatchedAccounts: 0,
    });
  });

  it('rejected, leaves the balance alone and shows the member why', async () => {
    const before = await balanceOf(t, player);
    const request = (await requestDeposit(t, player, { channelCode: 'NAGAD', amount: '300' })).json().value;
    const rejected = await reject(t, cashier, request.id, 'No such payment received');
    expect(rejected.json().value).toMatchObject({
      status: 'REJECTED',
      rejectReason: 'No such payment received',
    });
    expect(await balanceOf(t, player)).toBe(before);
    expect((await approve(t, cashier, request.id)).json().errorCode).toBe('deposit.not.pending');
    expect(await balanceOf(t, player)).toBe(before);
    expect(await depositPostings(request.id)).toHaveLength(0);

    const mine = await t.app.inject({
      url: '/wps/deposit/requests?pageNo=1&pageSize=10',
      headers: { authorization: player },
    });
    const shown = mine.json().value.content.find((item: { id: string }) => item.id === request.id);
    expect(shown).toMatchObject({ status: 'REJECTED', rejectReason: 'No such payment received' });
    const audit = await t.db
      .selectFrom('audit_log')
      .select('operator_id')
      .where('action', '=', 'DEPOSIT_REJECTED')
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]!.operator_id).not.toBeNull();
  });

  it("keeps the amount within the channel's min and max", async () => {
    for (const amount of ['199.99', '25000.01']) {
      const refused = await requestDeposit(t, player, { channelCode: 'BKASH', amount });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        errorCode: 'deposit.amount.range',
        message: 'The amount must be between ৳200.00 and ৳25000.00',
      });
    }
    for (const amount of ['200', '25000.00']) {
      expect((await requestDeposit(t, player, { channelCode: 'BKASH', amount })).statusCode).toBe(200);
    }
    for (const amount of ['0', '-5', '1.234', '1e5']) {
      expect((await requestDeposit(t, player, { channelCode: 'BKASH', amount })).statusCode).toBe(400);
    }
    const unknown = await requestDeposit(t, player, { channelCode: 'NOPE', amount: '500' });
    expect(unknown.json().errorCode).toBe('deposit.channel.unavailable');
  });

  it('refuses a closed channel', async () => {
    await t.db.updateTable('deposit_channels').set({ enabled: false }).where('code', '=', 'ROCKET').execute();
    const refused = await requestDeposit(t, player, { channelCode: 'ROCKET', amount: '500' });
    expect(refused.json().errorCode).toBe('deposit.channel.unavailable');
    const channels = await t.app.inject({ url: '/wps/deposit/channels', headers: { authorization: player } });
    expect(channels.json().value.map((channel: { code: string }) => channel.code)).not.toContain('ROCKET');
    await t.db.updateTable('deposit_channels').set({ enabled: true }).where('code', '=', 'ROCKET').execute();
  });

  it('answers a replayed key with the same request; the same key with another body is a 409', async () => {
    const key = newKey();
    const body = { channelCode: 'DBBL', amount: '750', proofImage: dataUrl(PNG_1X1) };
    const first = (await requestDeposit(t, player, body, key)).json().value;
    const replay = await requestDeposit(t, player, body, key);
    expect(replay.statusCode).toBe(200);
    expect(replay.json().value).toEqual(first);
    const changed = await requestDeposit(t, player, { ...body, amount: '751' }, key);
    expect(changed.statusCode).toBe(409);
    expect(changed.json().errorCode).toBe('request.idempotency.conflict');
    const rows = await t.db
      .selectFrom('deposit_requests')
      .select('id')
      .where('idempotency_key', '=', key)
      .execute();
    expect(rows).toHaveLength(1);
    // Only the first call's proof image was kept.
    const uploads = await t.db
      .selectFrom('uploads')
      .select('id')
      .where('id', '=', first.proofImageUrl.split('/').pop())
      .execute();
    expect(uploads).toHaveLength(1);

    // Another member may use the same key for a request of their own.
    const theirs = await requestDeposit(t, downline, body, key);
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json().value.id).not.toBe(first.id);

    const missing = await t.app.inject({
      method: 'POST',
      url: '/wps/deposit/requests',
      headers: { authorization: player },
      payload: { ...body, payerAccount: '01811111111', paymentReference: 'TRX1' },
    });
    expect(missing.statusCode).toBe(400);
  });

  it('checks the proof image', async () => {
    const notAnImage = await requestDeposit(t, player, {
      channelCode: 'BKASH',
      amount: '500',
      paymentReference: 'TRX-NO-IMAGE',
      proofImage: dataUrl(GIF_BYTES),
    });
    expect(notAnImage.json().errorCode).toBe('upload.image.type');
    const count = await t.db
      .selectFrom('deposit_requests')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('payment_reference', '=', 'TRX-NO-IMAGE')
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });
});

describe('who sees what', () => {
  it('shows members only their own requests, newest first, paged', async () => {
    const ids: string[] = [];
    for (const amount of ['201', '202', '203']) {
      ids.push((await requestDeposit(t, downline, { channelCode: 'BKASH', amount })).json().value.id);
    }
    const page = await t.app.inject({
      url: '/wps/deposit/requests?pageNo=1&pageSize=2',
      headers: { authorization: downline },
    });
    const value = page.json().value;
    expect(value.pageNum).toBe(1);
    expect(value.content).toHaveLength(2);
    expect(value.content.map((item: { id: string }) => item.id)).toEqual([ids[2], ids[1]]);
    expect(value.totalPages).toBe(Math.ceil(value.totalElements / 2));

    const playerPage = await t.app.inject({
      url: '/wps/deposit/requests?pageNo=1&pageSize=100',
      headers: { authorization: player },
    });
    const playerIds = playerPage.json().value.content.map((item: { id: string }) => item.id);
    expect(playerIds.length).toBeGreaterThan(0);
    for (const id of ids) expect(playerIds).not.toContain(id);
    expect((await t.app.inject({ url: '/wps/deposit/requests' })).statusCode).toBe(401);
  });

  it("keeps a member away from another member's proof image", async () => {
    const request = (
      await requestDeposit(t, player, { channelCode: 'BKASH', amount: '400', proofImage: dataUrl(PNG_1X1) })
    ).json().value;
    const own = await t.app.inject({ url: request.proofImageUrl, headers: { authorization: player } });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/png');
    expect(own.rawPayload.equals(PNG_1X1)).toBe(true);
    const other = await t.app.inject({ url: request.proofImageUrl, headers: { authorization: downline } });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ success: false, errorCode: 'request.not.found' });
    const operator = await t.app.inject({ url: request.proofImageUrl, headers: { authorization: cashier } });
    expect(operator.statusCode).toBe(200);
  });

  it('shows an operator of another merchant nothing, and lets them change nothing', async () => {
    const { operatorToken } = await createOtherMerchant(t);
    const request = (
      await requestDeposit(t, player, { channelCode: 'BKASH', amount: '600', proofImage: dataUrl(PNG_1X1) })
    ).json().value;
    const before = await balanceOf(t, player);

    const list = await t.app.inject({
      url: '/ops/deposits?pageNo=1&pageSize=100',
      headers: { authorization: operatorToken, merchant: 'OTHER' },
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().value).toMatchObject({ content: [], totalElements: 0 });
    expect((await approve(t, operatorToken, request.id, 'OTHER')).statusCode).toBe(404);
    expect((await reject(t, operatorToken, request.id, 'not mine', 'OTHER')).statusCode).toBe(404);
    // Their token means nothing at DEMO, and DEMO's means nothing at OTHER.
    expect((await approve(t, operatorToken, request.id, 'DEMO')).statusCode).toBe(401);
    expect((await approve(t, cashier, request.id, 'OTHER')).statusCode).toBe(401);
    const image = await t.app.inject({
      url: request.proofImageUrl,
      headers: { authorization: operatorToken, merchant: 'OTHER' },
    });
    expect(image.statusCode).toBe(404);

    expect(await balanceOf(t, player)).toBe(before);
    const row = await t.db
      .selectFrom('deposit_requests')
      .select('status')
      .where('id', '=', request.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('PENDING');

    // DEMO's own operator sees it, and may filter by status.
    const demoList = await t.app.inject({
      url: '/ops/deposits?status=PENDING&pageSize=100',
      headers: { authorization: cashier },
    });
    const listed = demoList.json().value.content;
    expect(listed.map((item: { id: string }) => item.id)).toContain(request.id);
    expect(listed.every((item: { status: string }) => item.status === 'PENDING')).toBe(true);
  });

  it('refuses the operator API to members and to nobody', async () => {
    expect(
      (await t.app.inject({ url: '/ops/deposits', headers: { authorization: player } })).statusCode,
    ).toBe(401);
    expect((await t.app.inject({ url: '/ops/deposits' })).statusCode).toBe(401);
    const request = (await requestDeposit(t, player, { channelCode: 'BKASH', amount: '250' })).json().value;
    const selfApproval = await t.app.inject({
      method: 'POST',
      url: `/ops/deposits/${request.id}/approve`,
      headers: depositHeaders(player, newKey()),
    });
    expect(selfApproval.statusCode).toBe(401);
    expect((await approve(t, cashier, 'Dnosuchrequest')).statusCode).toBe(404);
  });
});
