import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountBalance, ledgerHealth, postTransfers } from '../../src/modules/ledger/service.ts';
import { AppError } from '../../src/shared/app-error.ts';
import { createTestDatabase } from '../helpers/test-app.ts';
import { ledgerFixture } from './ledger-fixture.ts';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let fixture: Awaited<ReturnType<typeof ledgerFixture>>;
beforeAll(async () => {
  database = await createTestDatabase();
  fixture = await ledgerFixture(database.db, 3);
});
afterAll(async () => database.dispose());

const key = () => `test-${Math.random().toString(36).slice(2)}`;

describe('the ledger', () => {
  it('posts a deposit double-entry: the member gains what the clearing account gives', async () => {
    const [alice] = fixture.members;
    const result = await postTransfers(database.db, {
      merchantId: fixture.merchantId,
      idempotencyKey: key(),
      kind: 'DEPOSIT',
      legs: [
        { debitAccountId: fixture.deposits, creditAccountId: alice!.main, amount: 50_000n, kind: 'DEPOSIT' },
      ],
    });
    expect(result.replayed).toBe(false);
    expect(result.transfers[0]).toMatchObject({
      amount: 50_000n,
      creditBalanceAfter: 50_000n,
      debitBalanceAfter: -50_000n,
    });
    expect(await accountBalance(database.db, alice!.main)).toBe(50_000n);
    expect(await ledgerHealth(database.db, fixture.merchantId)).toMatchObject({
      sum: 0n,
      negativeMemberAccounts: 0,
      mismatchedAccounts: 0,
    });
  });

  it('posts a key once: a replay returns the first result, another request with it is a 409', async () => {
    const [alice, bob] = fixture.members;
    const request = {
      merchantId: fixture.merchantId,
      idempotencyKey: key(),
      kind: 'TRANSFER',
      legs: [{ debitAccountId: alice!.main, creditAccountId: bob!.main, amount: 1_000n, kind: 'TRANSFER' }],
    };
    const first = await postTransfers(database.db, request);
    const again = await postTransfers(database.db, request);
    expect(again.replayed).toBe(true);
    expect(again.postingId).toBe(first.postingId);
    expect(again.transfers).toEqual(first.transfers);
    expect(await accountBalance(database.db, bob!.main)).toBe(1_000n);
    await expect(
      postTransfers(database.db, { ...request, legs: [{ ...request.legs[0]!, amount: 2_000n }] }),
    ).rejects.toMatchObject({ code: 'request.idempotency.conflict' });
  });

  it('refuses to take a member below zero and changes nothing', async () => {
    const [, , carol] = fixture.members;
    const before = await ledgerHealth(database.db, fixture.merchantId);
    const overdraft = postTransfers(database.db, {
      merchantId: fixture.merchantId,
      idempotencyKey: key(),
      kind: 'TRANSFER',
      legs: [
        { debitAccountId: carol!.main, creditAccountId: fixture.withdrawals, amount: 1n, kind: 'WITHDRAWAL' },
      ],
    });
    await expect(overdraft).rejects.toBeInstanceOf(AppError);
    await expect(overdraft).rejects.toMatchObject({ code: 'wallet.insufficient.funds' });
    expect(await ledgerHealth(database.db, fixture.merchantId)).toEqual(before);
  });

  it('holds, releases and pays a withdrawal in two phases', async () => {
    const [alice] = fixture.members;
    const start = await accountBalance(database.db, alice!.main);
    const post = (debitAccountId: bigint, creditAccountId: bigint, kind: string) =>
      postTransfers(database.db, {
        merchantId: fixture.merchantId,
        idempotencyKey: key(),
        kind,
        legs: [{ debitAccountId, creditAccountId, amount: 5_000n, kind }],
      });
    await post(alice!.main, alice!.hold, 'WITHDRAWAL_HOLD');
    expect(await accountBalance(database.db, alice!.main)).toBe(start - 5_000n);
    await post(alice!.hold, alice!.main, 'WITHDRAWAL_RELEASE');
    expect(await accountBalance(database.db, alice!.main)).toBe(start);
    await post(alice!.main, alice!.hold, 'WITHDRAWAL_HOLD');
    await post(alice!.hold, fixture.withdrawals, 'WITHDRAWAL_PAID');
    expect(await accountBalance(database.db, alice!.hold)).toBe(0n);
    expect(await ledgerHealth(database.db, fixture.merchantId)).toMatchObject({
      sum: 0n,
      mismatchedAccounts: 0,
    });
  });

  it('lets the database itself refuse a negative member balance and any change of history', async () => {
    const [alice] = fixture.members;
    await expect(
      database.db
        .updateTable('ledger_accounts')
        .set({ balance: -1n })
        .where('id', '=', alice!.main)
        .execute(),
    ).rejects.toThrow(/ledger_accounts_no_overdraft/);
    await expect(sql`UPDATE ledger_transfers SET amount = amount + 1`.execute(database.db)).rejects.toThrow(
      /append-only/,
    );
    await expect(sql`DELETE FROM ledger_postings`.execute(database.db)).rejects.toThrow(/append-only/);
  });
});
