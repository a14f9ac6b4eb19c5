import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approveDeposit, depositPostingKey } from '../../src/modules/deposits/service.ts';
import { memberAccount, postTransfers, systemAccount } from '../../src/modules/ledger/service.ts';
import { resolveMerchant } from '../../src/modules/merchant/service.ts';
import { operatorLogin } from '../helpers/operators.ts';
import { createTestApp, loginAs, type TestApp } from '../helpers/test-app.ts';
import { approve, balanceOf, reject, requestDeposit } from './fixture.ts';

/**
 * Approvals that race, or that were cut short: the status and the posting end consistent, and the member is
 * credited once. Truly concurrent only on PostgreSQL (PGlite runs one statement at a time), but the same
 * assertions hold on both.
 */
let t: TestApp;
let player: string;
let cashier: string;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  player = await loginAs(t, 'demoplayer');
  cashier = await operatorLogin(t, 'democashier');
  admin = await operatorLogin(t, 'demoadmin');
});
afterAll(async () => t?.close());

const postingsOf = async (requestId: string) =>
  (
    await t.db
      .selectFrom('ledger_postings')
      .select('id')
      .where('idempotency_key', '=', depositPostingKey(requestId))
      .execute()
  ).length;

const statusOf = async (requestId: string) =>
  await t.db
    .selectFrom('deposit_requests')
    .select(['status', 'posting_id'])
    .where('id', '=', requestId)
    .executeTakeFirstOrThrow();

describe('approvals at once', () => {
  it('posts once when two operators approve the same request concurrently', async () => {
    for (let round = 0; round < 5; round += 1) {
      const request = (await requestDeposit(t, player, { channelCode: 'BKASH', amount: '1000' })).json()
        .value;
      const before = await balanceOf(t, player);
      const answers = await Promise.all([
        approve(t, cashier, request.id),
        approve(t, admin, request.id),
        approve(t, cashier, request.id),
      ]);
      // One approval decides; the others find it decided.
      const succeeded = answers.filter((answer) => answer.statusCode === 200);
      expect(succeeded).toHaveLength(1);
      expect(succeeded[0]!.json().value.status).toBe('APPROVED');
      for (const answer of answers.filter((answer) => answer.statusCode !== 200))
        expect(answer.json().errorCode).toBe('deposit.not.pending');
      const audit = await t.db
        .selectFrom('audit_log')
        .select('detail')
        .where('action', '=', 'DEPOSIT_APPROVED')
        .execute();
      expect(
        audit.filter((entry) => (entry.detail as { requestId?: string }).requestId === request.id),
      ).toHaveLength(1);
      expect(await balanceOf(t, player)).toBe((Number(before) + 1000).toFixed(2));
      expect(await postingsOf(request.id)).toBe(1);
      expect((await statusOf(request.id)).status).toBe('APPROVED');
    }
  });

  it('never both approves and rejects: an approval racing a rejection leaves one outcome', async () => {
    for (let round = 0; round < 5; round += 1) {
      const request = (await requestDeposit(t, player, { channelCode: 'NAGAD', amount: '500' })).json().value;
      const before = await balanceOf(t, player);
      const [approved, rejected] = await Promise.all([
        approve(t, cashier, request.id),
        reject(t, admin, request.id, 'racing rejection'),
      ]);
      expect([approved.statusCode, rejected.statusCode].sort()).toEqual([200, 409]);
      const { status } = await statusOf(request.id);
      const after = await balanceOf(t, player);
      if (status === 'APPROVED') {
        expect(after).toBe((Number(before) + 500).toFixed(2));
        expect(await postingsOf(request.id)).toBe(1);
      } else {
        expect(status).toBe('REJECTED');
        expect(after).toBe(before);
        expect(await postingsOf(request.id)).toBe(0);
      }
    }
  });
});

describe('an approval is one transaction', () => {
  const origin = { ip: '127.0.0.1', userAgent: null };

  async function ledgerSetup(requestId: string) {
    const merchant = (await resolveMerchant(t.db, { code: 'DEMO', host: undefined }))!;
    const row = await t.db
      .selectFrom('deposit_requests')
      .select(['member_id', 'amount'])
      .where('id', '=', requestId)
      .executeTakeFirstOrThrow();
    const base = { merchantId: merchant.id, currency: merchant.currency };
    const main = await memberAccount(t.db, { ...base, memberId: row.member_id, kind: 'MAIN' });
    // The member's shard of the clearing account, as the approval picks it.
    const clearing = await systemAccount(t.db, {
      ...base,
      kind: 'DEPOSIT_CLEARING',
      shardKey: row.member_id,
    });
    const adjustment = await systemAccount(t.db, { ...base, kind: 'ADJUSTMENT' });
    const operator = await t.db
      .selectFrom('operators')
      .select('id')
      .where('merchant_id', '=', merchant.id)
      .where('username', '=', 'democashier')
      .executeTakeFirstOrThrow();
    return { merchant, row, main, clearing, adjustment, operatorId: operator.id };
  }

  it('changes nothing when the posting fails: the status stays PENDING, no audit row', async () => {
    const request = (await requestDeposit(t, player, { channelCode: 'BKASH', amount: '300' })).json().value;
    const { merchant, clearing, adjustment } = await ledgerSetup(request.id);
    // Something else already holds the deposit's ledger key with another posting: the approval's posting is
    // refused, and the status change made in the same transaction must roll back with it.
    await postTransfers(t.db, {
      merchantId: merchant.id,
      idempotencyKey: depositPostingKey(request.id),
      kind: 'TEST',
      legs: [{ debitAccountId: adjustment.id, creditAccountId: clearing.id, amount: 1n, kind: 'TEST' }],
    });
    const before = await balanceOf(t, player);
    const refused = await approve(t, cashier, request.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errorCode).toBe('request.idempotency.conflict');
    expect(await statusOf(request.id)).toEqual({ status: 'PENDING', posting_id: null });
    expect(await balanceOf(t, player)).toBe(before);
    const audit = await t.db
      .selectFrom('audit_log')
      .select('detail')
      .where('action', '=', 'DEPOSIT_APPROVED')
      .execute();
    expect(
      audit.filter((entry) => (entry.detail as { requestId?: string }).requestId === request.id),
    ).toEqual([]);
    // Still the operator's to decide.
    expect((await reject(t, cashier, request.id, 'ledger key taken')).statusCode).toBe(200);
  });

  it('does not post again what the ledger already holds under the deposit key', async () => {
    const request = (await requestDeposit(t, player, { channelCode: 'BKASH', amount: '450' })).json().value;
    const { merchant, row, main, clearing, operatorId } = await ledgerSetup(request.id);
    const before = await balanceOf(t, player);
    const posting = await postTransfers(t.db, {
      merchantId: merchant.id,
      idempotencyKey: depositPostingKey(request.id),
      kind: 'DEPOSIT',
      legs: [
        {
          debitAccountId: clearing.id,
          creditAccountId: main.id,
          amount: row.amount,
          kind: 'DEPOSIT',
          reference: request.id,
        },
      ],
    });
    expect(await balanceOf(t, player)).toBe((Number(before) + 450).toFixed(2));
    const finished = await approveDeposit(t.db, merchant, request.id, { operatorId }, origin);
    expect(finished.status).toBe('APPROVED');
    expect(finished.posting_id).toBe(posting.postingId);
    expect(await balanceOf(t, player)).toBe((Number(before) + 450).toFixed(2));
    expect(await postingsOf(request.id)).toBe(1);
  });
});
