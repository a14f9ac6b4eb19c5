import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountBalance,
  ledgerHealth,
  postBatch,
  postTransfers,
  SYSTEM_ACCOUNT_SHARDS,
  systemAccountId,
  systemBalance,
  type TransferLeg,
} from '../../src/modules/ledger/service.ts';
import { createTestDatabase } from '../helpers/test-app.ts';
import { ledgerFixture } from './ledger-fixture.ts';

/**
 * Batch postings (set-based: one statement for thousands of transfers) and sharded system accounts. A posting of
 * more than 8 legs takes the set-based path of ledger_post, a smaller one the leg-by-leg path: both must give
 * the same balances after every leg.
 */
const onPostgres = Boolean(process.env.DATABASE_URL);
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let fixture: Awaited<ReturnType<typeof ledgerFixture>>;
beforeAll(async () => {
  database = await createTestDatabase({ poolSize: 12 });
  fixture = await ledgerFixture(database.db, 40);
}, 120_000);
afterAll(async () => database?.dispose());

const key = (name: string) => `${name}-${Math.random().toString(36).slice(2)}`;
const currency = 'BDT';

async function fund(amount: bigint) {
  await postBatch(database.db, {
    merchantId: fixture.merchantId,
    idempotencyKey: key('fund'),
    kind: 'DEPOSIT',
    legs: fixture.members.map((member) => ({
      debitAccountId: fixture.deposits,
      creditAccountId: member.main,
      amount,
      kind: 'DEPOSIT',
    })),
  });
}

/** What each leg must leave behind, walked leg by leg from the balances now: [debit after, credit after]. */
async function balancesAfterEachLeg(legs: TransferLeg[]) {
  const balances = new Map<bigint, bigint>();
  for (const id of new Set(legs.flatMap((leg) => [leg.debitAccountId, leg.creditAccountId])))
    balances.set(id, await accountBalance(database.db, id));
  return legs.map((leg) => {
    balances.set(leg.debitAccountId, balances.get(leg.debitAccountId)! - leg.amount);
    balances.set(leg.creditAccountId, balances.get(leg.creditAccountId)! + leg.amount);
    return [balances.get(leg.debitAccountId), balances.get(leg.creditAccountId)];
  });
}

const healthy = async () =>
  expect(await ledgerHealth(database.db, fixture.merchantId)).toMatchObject({
    sum: 0n,
    negativeMemberAccounts: 0,
    mismatchedAccounts: 0,
  });

describe('batch postings', () => {
  it('posts thousands of transfers under one key, once', async () => {
    await fund(1_000n);
    const before = await accountBalance(database.db, fixture.members[0]!.main);
    const legs: TransferLeg[] = [];
    for (let n = 0; n < 2_000; n += 1) {
      legs.push({
        debitAccountId: fixture.bonus,
        creditAccountId: fixture.members[n % fixture.members.length]!.main,
        amount: BigInt(1 + (n % 7)),
        kind: 'BONUS',
        reference: `batch-${n}`,
      });
    }
    const request = { merchantId: fixture.merchantId, idempotencyKey: key('batch'), kind: 'BONUS', legs };
    const first = await postBatch(database.db, request);
    expect(first).toMatchObject({ transferCount: 2_000, replayed: false });
    const again = await postBatch(database.db, request);
    expect(again).toEqual({ ...first, replayed: true });
    const paid = legs
      .filter((leg) => leg.creditAccountId === fixture.members[0]!.main)
      .reduce((sum, leg) => sum + leg.amount, 0n);
    expect(await accountBalance(database.db, fixture.members[0]!.main)).toBe(before + paid);
    await expect(postBatch(database.db, { ...request, legs: legs.slice(1) })).rejects.toMatchObject({
      code: 'request.idempotency.conflict',
    });
    await healthy();
  });

  it('writes the balance after each leg in the order of the legs, on both paths', async () => {
    await fund(500n);
    const [a, b, c] = fixture.members;
    const five: TransferLeg[] = [
      { debitAccountId: a!.main, creditAccountId: b!.main, amount: 300n, kind: 'TRANSFER' },
      { debitAccountId: b!.main, creditAccountId: c!.main, amount: 700n, kind: 'TRANSFER' },
      { debitAccountId: c!.main, creditAccountId: a!.main, amount: 50n, kind: 'TRANSFER' },
      { debitAccountId: fixture.bonus, creditAccountId: a!.main, amount: 5n, kind: 'BONUS' },
      { debitAccountId: a!.main, creditAccountId: c!.main, amount: 1n, kind: 'TRANSFER' },
    ];
    const legs = [...five, ...five];
    const expected = () => balancesAfterEachLeg(legs);
    const afterEach = (transfers: Array<{ debitBalanceAfter: bigint; creditBalanceAfter: bigint }>) =>
      transfers.map((transfer) => [transfer.debitBalanceAfter, transfer.creditBalanceAfter]);

    // 10 legs: the set-based path.
    const setBased = await expected();
    const batch = await postTransfers(database.db, {
      merchantId: fixture.merchantId,
      idempotencyKey: key('set'),
      kind: 'TRANSFER',
      legs,
    });
    expect(afterEach(batch.transfers)).toEqual(setBased);
    expect(batch.transfers.map((transfer) => transfer.amount)).toEqual(legs.map((leg) => leg.amount));

    // The same legs as five postings of two: the leg-by-leg path.
    const legByLeg = await expected();
    const stepwise = [];
    for (let start = 0; start < legs.length; start += 2) {
      const posted = await postTransfers(database.db, {
        merchantId: fixture.merchantId,
        idempotencyKey: key('step'),
        kind: 'TRANSFER',
        legs: legs.slice(start, start + 2),
      });
      stepwise.push(...posted.transfers);
    }
    expect(afterEach(stepwise)).toEqual(legByLeg);
    await healthy();
  });

  it('refuses a whole batch when one member would dip below zero, even between two legs', async () => {
    const [a, b] = fixture.members;
    const balance = await accountBalance(database.db, a!.main);
    const legs: TransferLeg[] = [
      // a pays out more than it has first, and is paid back later in the same batch
      { debitAccountId: a!.main, creditAccountId: b!.main, amount: balance + 1n, kind: 'TRANSFER' },
      ...Array.from({ length: 9 }, () => ({
        debitAccountId: fixture.bonus,
        creditAccountId: a!.main,
        amount: balance + 10n,
        kind: 'BONUS',
      })),
    ];
    const request = { merchantId: fixture.merchantId, idempotencyKey: key('dip'), kind: 'TRANSFER', legs };
    await expect(postBatch(database.db, request)).rejects.toMatchObject({
      code: 'wallet.insufficient.funds',
    });
    expect(await accountBalance(database.db, a!.main)).toBe(balance);
    // The key was not used up: the batch can be posted once it is covered.
    await expect(postBatch(database.db, { ...request, legs: legs.slice(1) })).resolves.toMatchObject({
      replayed: false,
    });
    await healthy();
  });
});

describe('sharded system accounts', () => {
  it('spreads a kind over its shards by member, and reads the kind as their sum', async () => {
    const base = { merchantId: fixture.merchantId, kind: 'ADJUSTMENT' as const, currency };
    const shards = new Set<bigint>();
    let total = 0n;
    for (const member of fixture.members) {
      const shard = await systemAccountId(database.db, { ...base, shardKey: member.memberId });
      shards.add(shard);
      await postTransfers(database.db, {
        merchantId: fixture.merchantId,
        idempotencyKey: key('adjust'),
        kind: 'ADJUSTMENT',
        legs: [{ debitAccountId: shard, creditAccountId: member.main, amount: 25n, kind: 'ADJUSTMENT' }],
      });
      total += 25n;
    }
    expect(shards.size).toBe(Math.min(fixture.members.length, SYSTEM_ACCOUNT_SHARDS));
    expect(await systemAccountId(database.db, { ...base, shardKey: fixture.members[0]!.memberId })).toBe(
      await systemAccountId(database.db, {
        ...base,
        shardKey: fixture.members[0]!.memberId + SYSTEM_ACCOUNT_SHARDS,
      }),
    );
    expect(await systemBalance(database.db, { merchantId: fixture.merchantId, kind: 'ADJUSTMENT' })).toBe(
      -total,
    );
    await healthy();
  });

  it.runIf(onPostgres)(
    'keeps the sum at zero at every instant while batches and single postings race on shared accounts',
    async () => {
      await fund(100_000n);
      const samples: string[] = [];
      let running = true;
      const sampler = (async () => {
        while (running) {
          const row = await sql<{ sum: string }>`
            SELECT coalesce(sum(balance), 0)::text AS sum FROM ledger_accounts
            WHERE merchant_id = ${fixture.merchantId}`.execute(database.db);
          samples.push(row.rows[0]!.sum);
        }
      })();
      const members = fixture.members;
      const work = Array.from({ length: 8 }, async (_, worker) => {
        for (let round = 0; round < 15; round += 1) {
          if ((worker + round) % 3 === 0) {
            // a batch over every member in a shuffled order: locks must still be taken in id order
            const legs = [...members]
              .sort(() => Math.random() - 0.5)
              .map((member) => ({
                debitAccountId: member.main,
                creditAccountId: fixture.withdrawals,
                amount: 3n,
                kind: 'PAYOUT',
              }));
            await postBatch(database.db, {
              merchantId: fixture.merchantId,
              idempotencyKey: key('race-batch'),
              kind: 'PAYOUT',
              legs,
            });
          } else {
            const from = members[(worker * 7 + round) % members.length]!;
            const to = members[(worker * 3 + round * 5 + 1) % members.length]!;
            if (from === to) continue;
            await postTransfers(database.db, {
              merchantId: fixture.merchantId,
              idempotencyKey: key('race-single'),
              kind: 'TRANSFER',
              legs: [{ debitAccountId: from.main, creditAccountId: to.main, amount: 11n, kind: 'TRANSFER' }],
            });
          }
        }
      });
      await Promise.all(work);
      running = false;
      await sampler;
      expect(samples.length).toBeGreaterThan(0);
      expect(new Set(samples)).toEqual(new Set(['0']));
      await healthy();
    },
    120_000,
  );
});

describe('group commit', () => {
  it('posts concurrent postings in shared commits, refusing only the ones that cannot be covered', async () => {
    await fund(1_000n);
    const members = fixture.members.slice(0, 20);
    const balances = await Promise.all(members.map((member) => accountBalance(database.db, member.main)));
    const holds = await Promise.all(members.map((member) => accountBalance(database.db, member.hold)));
    const run = key('gc');
    // Every third posting asks for more than the member has.
    const outcomes = await Promise.allSettled(
      members.map((member, index) =>
        postTransfers(
          database.db,
          {
            merchantId: fixture.merchantId,
            idempotencyKey: `${run}-${index}`,
            kind: 'PAYOUT',
            legs: [
              {
                debitAccountId: member.main,
                creditAccountId: fixture.withdrawals,
                amount: index % 3 === 0 ? balances[index]! + 1n : 7n,
                kind: 'PAYOUT',
              },
            ],
          },
          { readBalancesOf: [member.hold] },
        ),
      ),
    );
    outcomes.forEach((outcome, index) => {
      if (index % 3 === 0) {
        expect(outcome).toMatchObject({ status: 'rejected', reason: { code: 'wallet.insufficient.funds' } });
      } else {
        expect(outcome.status).toBe('fulfilled');
        const posted = (outcome as PromiseFulfilledResult<Awaited<ReturnType<typeof postTransfers>>>).value;
        expect(posted.transfers[0]!.debitBalanceAfter).toBe(balances[index]! - 7n);
        // the balance asked for with the posting, read in the same statement
        expect(posted.balances.get(members[index]!.hold)).toBe(holds[index]);
      }
    });
    for (const [index, member] of members.entries()) {
      expect(await accountBalance(database.db, member.main)).toBe(
        balances[index]! - (index % 3 === 0 ? 0n : 7n),
      );
    }
    // Postings that waited for a commit went together: fewer transactions (now() is a transaction's start)
    // than postings.
    const commits = await sql<{ postings: string; transactions: string }>`
      SELECT count(*)::text AS postings, count(DISTINCT created_at)::text AS transactions FROM ledger_postings
      WHERE merchant_id = ${fixture.merchantId} AND idempotency_key LIKE ${`${run}-%`}`.execute(database.db);
    expect(Number(commits.rows[0]!.postings)).toBe(members.length - 7);
    expect(Number(commits.rows[0]!.transactions)).toBeLessThan(members.length - 7);
    // A refused posting's key is free again.
    await expect(
      postTransfers(database.db, {
        merchantId: fixture.merchantId,
        idempotencyKey: `${run}-0`,
        kind: 'PAYOUT',
        legs: [
          {
            debitAccountId: members[0]!.main,
            creditAccountId: fixture.withdrawals,
            amount: 1n,
            kind: 'PAYOUT',
          },
        ],
      }),
    ).resolves.toMatchObject({ replayed: false });
    await healthy();
  });
});

describe('a group-commit call (ledger_post_many)', () => {
  /** One call of ledger_post_many with postings of the given legs, as the group commit sends it. */
  async function postMany(postings: TransferLeg[][]) {
    const legs = postings.flat();
    const starts: number[] = [];
    let next = 1;
    for (const posting of postings) {
      starts.push(next);
      next += posting.length;
    }
    const ids = (pick: (leg: TransferLeg) => bigint) => legs.map((leg) => String(pick(leg)));
    const result = await sql<{
      posting_index: number;
      refusal: string | null;
      debit_balance_after: bigint | null;
      credit_balance_after: bigint | null;
    }>`
      SELECT posting_index, refusal, debit_balance_after, credit_balance_after FROM ledger_post_many(
        ${postings.map(() => fixture.merchantId)}::integer[], ${postings.map(() => key('many'))}::text[],
        ${postings.map(() => 'hash')}::text[], ${postings.map(() => 'TRANSFER')}::text[],
        ${postings.map(() => null)}::jsonb[], ${starts}::integer[], ${ids((leg) => leg.debitAccountId)}::bigint[],
        ${ids((leg) => leg.creditAccountId)}::bigint[], ${ids((leg) => leg.amount)}::bigint[],
        ${legs.map((leg) => leg.kind)}::text[], ${legs.map(() => null)}::text[])`.execute(database.db);
    return result.rows;
  }

  it('writes every balance after every leg as posting after posting would, at once or one by one', async () => {
    await fund(500n);
    const [, , , a, b, c] = fixture.members;
    const pair = (from: bigint, to: bigint, amount: bigint, back: bigint): TransferLeg[] => [
      { debitAccountId: from, creditAccountId: to, amount, kind: 'TRANSFER' },
      { debitAccountId: to, creditAccountId: from, amount: back, kind: 'TRANSFER' },
    ];
    const postings = [
      pair(a!.main, b!.main, 300n, 100n),
      pair(b!.main, c!.main, 650n, 5n),
      pair(c!.main, a!.main, 20n, 1n),
      pair(fixture.bonus, a!.main, 9n, 2n),
    ];
    const expected = () => balancesAfterEachLeg(postings.flat());
    const afterEach = (rows: Awaited<ReturnType<typeof postMany>>) =>
      rows.filter((row) => !row.refusal).map((row) => [row.debit_balance_after, row.credit_balance_after]);

    // Every posting plain: all at once.
    const atOnce = await expected();
    const plain = await postMany(postings);
    expect(afterEach(plain)).toEqual(atOnce);
    expect(plain.map((row) => row.posting_index)).toEqual([1, 1, 2, 2, 3, 3, 4, 4]);

    // One posting overdraws: posting by posting, that one refused alone, the others as before.
    const oneByOne = await expected();
    const balanceOfA = await accountBalance(database.db, a!.main);
    const mixed = await postMany([
      ...postings.slice(0, 2),
      pair(a!.main, c!.main, balanceOfA + 10_000n, 1n),
      ...postings.slice(2),
    ]);
    // The overdraft is refused by ledger_post (LD001) or by the table's CHECK on the balance, as ledger_post's are.
    expect(mixed.filter((row) => row.refusal).map((row) => row.posting_index)).toEqual([3]);
    expect(mixed.find((row) => row.refusal)!.refusal).toMatch(
      /^(LD001:|23514:ledger_accounts_no_overdraft)$/,
    );
    expect(afterEach(mixed)).toEqual(oneByOne);
    await healthy();
  });

  it('tries all at once only when every posting is plain', async () => {
    const [, , , , , , d, e] = fixture.members;
    const atOnce = (amount: bigint, keys: string[]) =>
      sql`SELECT ledger_post_many_at_once(${keys.map(() => fixture.merchantId)}::integer[], ${keys}::text[],
        ${keys.map(() => 'hash')}::text[], ${keys.map(() => 'TRANSFER')}::text[],
        ${keys.map(() => null)}::jsonb[], ${keys.map((_, index) => index + 1)}::integer[],
        ${keys.map(() => String(d!.main))}::bigint[], ${keys.map(() => String(e!.main))}::bigint[],
        ${keys.map(() => String(amount))}::bigint[], ${keys.map(() => 'TRANSFER')}::text[],
        ${keys.map(() => null)}::text[])`.execute(database.db);
    const same = key('same');
    await expect(atOnce(1n, [same, same])).rejects.toMatchObject({ code: 'LD009' });
    // An overdraft: found by the attempt, or refused by the balance's CHECK as it is written.
    await expect(atOnce(10n ** 12n, [key('big')])).rejects.toMatchObject({
      code: expect.stringMatching(/^(LD009|23514)$/),
    });
    await expect(atOnce(1n, [key('fine'), key('fine')])).resolves.toBeDefined();
    await healthy();
  });
});
