import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountBalance, ledgerHealth, postTransfers } from '../../src/modules/ledger/service.ts';
import { AppError } from '../../src/shared/app-error.ts';
import { createTestDatabase } from '../helpers/test-app.ts';
import { ledgerFixture } from './ledger-fixture.ts';

/**
 * The ledger against a model a child could check: a map of balances where members never go below zero.
 * fast-check runs random command sequences on both and compares every balance after each command.
 */
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let fixture: Awaited<ReturnType<typeof ledgerFixture>>;
beforeAll(async () => {
  database = await createTestDatabase();
  fixture = await ledgerFixture(database.db, 4);
});
afterAll(async () => database.dispose());

type Command =
  | { type: 'deposit'; member: number; amount: number }
  | { type: 'transfer'; from: number; to: number; amount: number }
  | { type: 'hold'; member: number; amount: number }
  | { type: 'release'; member: number; amount: number }
  | { type: 'replay' };

const command: fc.Arbitrary<Command> = fc.oneof(
  fc.record({
    type: fc.constant('deposit' as const),
    member: fc.nat(3),
    amount: fc.integer({ min: 1, max: 100_000 }),
  }),
  fc.record({
    type: fc.constant('transfer' as const),
    from: fc.nat(3),
    to: fc.nat(3),
    amount: fc.integer({ min: 1, max: 80_000 }),
  }),
  fc.record({
    type: fc.constant('hold' as const),
    member: fc.nat(3),
    amount: fc.integer({ min: 1, max: 80_000 }),
  }),
  fc.record({
    type: fc.constant('release' as const),
    member: fc.nat(3),
    amount: fc.integer({ min: 1, max: 80_000 }),
  }),
  fc.constant({ type: 'replay' as const }),
);

describe('the ledger against an in-memory model', () => {
  it('agrees on every balance after every command', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 25 }), async (commands) => {
        run += 1;
        const accounts = fixture.members.flatMap((member) => [member.main, member.hold]);
        const model = new Map<bigint, bigint>();
        for (const id of [...accounts, fixture.deposits])
          model.set(id, await accountBalance(database.db, id));
        let last: Parameters<typeof postTransfers>[1] | undefined;
        for (const [index, step] of commands.entries()) {
          let debit: bigint;
          let credit: bigint;
          let amount: bigint;
          if (step.type === 'replay') {
            if (!last) continue;
            const replay = await postTransfers(database.db, last);
            expect(replay.replayed).toBe(true);
            continue;
          }
          if (step.type === 'deposit')
            [debit, credit, amount] = [
              fixture.deposits,
              fixture.members[step.member]!.main,
              BigInt(step.amount),
            ];
          else if (step.type === 'transfer') {
            if (step.from === step.to) continue;
            [debit, credit, amount] = [
              fixture.members[step.from]!.main,
              fixture.members[step.to]!.main,
              BigInt(step.amount),
            ];
          } else if (step.type === 'hold')
            [debit, credit, amount] = [
              fixture.members[step.member]!.main,
              fixture.members[step.member]!.hold,
              BigInt(step.amount),
            ];
          else
            [debit, credit, amount] = [
              fixture.members[step.member]!.hold,
              fixture.members[step.member]!.main,
              BigInt(step.amount),
            ];

          const request = {
            merchantId: fixture.merchantId,
            idempotencyKey: `model-${run}-${index}`,
            kind: step.type,
            legs: [{ debitAccountId: debit, creditAccountId: credit, amount, kind: step.type }],
          };
          const modelAllows = debit === fixture.deposits || model.get(debit)! >= amount;
          try {
            await postTransfers(database.db, request);
            expect(modelAllows).toBe(true);
            model.set(debit, model.get(debit)! - amount);
            model.set(credit, model.get(credit)! + amount);
            last = request;
          } catch (error) {
            expect(error).toBeInstanceOf(AppError);
            expect(modelAllows).toBe(false);
          }
          for (const [id, balance] of model) expect(await accountBalance(database.db, id)).toBe(balance);
        }
      }),
      { numRuns: 40 },
    );
    expect(await ledgerHealth(database.db, fixture.merchantId)).toMatchObject({
      sum: 0n,
      negativeMemberAccounts: 0,
      mismatchedAccounts: 0,
    });
  }, 300_000);
});
