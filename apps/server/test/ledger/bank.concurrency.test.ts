import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerHealth, postTransfers, type PostingRequest } from '../../src/modules/ledger/service.ts';
import { AppError } from '../../src/shared/app-error.ts';
import { createTestDatabase } from '../helpers/test-app.ts';
import { ledgerFixture } from './ledger-fixture.ts';
import { mulberry32 as random } from '@msp/contracts/testing/seeded-random.ts';

/**
 * The bank test: many workers hammer the ledger with random postings at once — deposits, holds, releases,
 * payouts, transfers, overdraft attempts and replays — and the invariants must hold throughout. Only
 * PostgreSQL runs transactions truly at once; on PGlite the same test runs smaller and serially.
 */
const onPostgres = Boolean(process.env.DATABASE_URL);
const ACCOUNTS = 100;
const WORKERS = onPostgres ? 32 : 4;
const OPERATIONS = onPostgres ? 10_000 : 800;

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let fixture: Awaited<ReturnType<typeof ledgerFixture>>;
beforeAll(async () => {
  database = await createTestDatabase({ poolSize: WORKERS + 2 });
  fixture = await ledgerFixture(database.db, ACCOUNTS);
}, 300_000);
afterAll(async () => database?.dispose());

describe(`the bank test (${ACCOUNTS} accounts, ${WORKERS} workers, ${OPERATIONS} operations)`, () => {
  it('keeps every invariant under concurrent postings', async () => {
    const seed = Number(process.env.BANK_SEED ?? Date.now() % 1_000_000);
    const posted = new Map<string, PostingRequest>();
    const counts = { posted: 0, replayed: 0, refused: 0, conflicts: 0 };
    let remaining = OPERATIONS;
    const samples: Array<{ sum: bigint; negative: number }> = [];

    const snapshot = async () => {
      // One statement sees one consistent snapshot, even while postings run.
      const row = await sql<{ sum: string; negative: string }>`
        SELECT coalesce(sum(balance), 0)::text AS sum,
               count(*) FILTER (WHERE member_id IS NOT NULL AND balance < 0)::text AS negative
        FROM ledger_accounts WHERE merchant_id = ${fixture.merchantId}`.execute(database.db);
      samples.push({ sum: BigInt(row.rows[0]!.sum), negative: Number(row.rows[0]!.negative) });
    };

    const worker = async (workerIndex: number) => {
      const next = random(seed * 97 + workerIndex);
      const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
      const amount = () => BigInt(1 + Math.floor(next() * 50_000));
      while (remaining > 0) {
        remaining -= 1;
        if (remaining % 1000 === 0) await snapshot();
        const a = pick(fixture.members);
        const b = pick(fixture.members.filter((member) => member !== a));
        const roll = next();
        let request: PostingRequest;
        const idempotencyKey = `w${workerIndex}-${remaining}-${seed}`;
        const single = (debitAccountId: bigint, creditAccountId: bigint, kind: string, value = amount()) => ({
          merchantId: fixture.merchantId,
          idempotencyKey,
          kind,
          legs: [{ debitAccountId, creditAccountId, amount: value, kind }],
        });
        if (roll < 0.25) request = single(fixture.deposits, a.main, 'DEPOSIT', amount() * 4n);
        else if (roll < 0.4) request = single(a.main, a.hold, 'WITHDRAWAL_HOLD');
        else if (roll < 0.5) request = single(a.hold, a.main, 'WITHDRAWAL_RELEASE');
        else if (roll < 0.6) request = single(a.hold, fixture.withdrawals, 'WITHDRAWAL_PAID');
        else if (roll < 0.8) request = single(a.main, b.main, 'TRANSFER');
        else if (roll < 0.85)
          request = single(b.main, a.main, 'TRANSFER', 10_000_000_000n); // an overdraft
        else if (roll < 0.9) {
          request = {
            merchantId: fixture.merchantId,
            idempotencyKey,
            kind: 'BONUS_AND_SHARE',
            legs: [
              { debitAccountId: fixture.bonus, creditAccountId: a.main, amount: 2_000n, kind: 'BONUS' },
              { debitAccountId: a.main, creditAccountId: b.main, amount: 3_000n, kind: 'TRANSFER' },
            ],
          };
        } else {
          // A replay of a posting that went through: it must not move money again.
          const earlier = [...posted.values()][Math.floor(next() * posted.size)];
          if (!earlier) continue;
          const result = await postTransfers(database.db, earlier);
          expect(result.replayed).toBe(true);
          counts.replayed += 1;
          continue;
        }
        try {
          const result = await postTransfers(database.db, request);
          expect(result.replayed).toBe(false);
          posted.set(idempotencyKey, request);
          counts.posted += 1;
        } catch (error) {
          if (!(error instanceof AppError) || error.code !== 'wallet.insufficient.funds') throw error;
          counts.refused += 1;
        }
      }
    };

    await Promise.all(Array.from({ length: WORKERS }, (_, index) => worker(index)));
    await snapshot();

    for (const sample of samples) expect(sample).toEqual({ sum: 0n, negative: 0 });
    const health = await ledgerHealth(database.db, fixture.merchantId);
    expect(health).toMatchObject({ sum: 0n, negativeMemberAccounts: 0, mismatchedAccounts: 0 });
    const postings = await database.db
      .selectFrom('ledger_postings')
      .select((eb) => eb.fn.countAll<bigint>().as('count'))
      .where('merchant_id', '=', fixture.merchantId)
      .where('idempotency_key', 'in', [...posted.keys()])
      .executeTakeFirstOrThrow();
    expect(Number(postings.count)).toBe(posted.size);
    const legs = [...posted.values()].reduce((total, request) => total + request.legs.length, 0);
    expect(health.transfers).toBe(legs);
    expect(counts.posted).toBeGreaterThan(OPERATIONS / 3);
    expect(counts.refused).toBeGreaterThan(0);
    expect(counts.replayed).toBeGreaterThan(0);
    console.log(`bank test seed ${seed}:`, counts, `samples ${samples.length}`);
  }, 600_000);
});
