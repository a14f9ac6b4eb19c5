/**
 * A child process for the crash test: posts transfers as fast as it can, from many concurrent workers,
 * until it is killed. Reads its database, schema and accounts from the environment.
 */
import { openDatabase } from '../../src/db/database.ts';
import { postTransfers } from '../../src/modules/ledger/service.ts';
import { AppError } from '../../src/shared/app-error.ts';

const { LOAD_DATABASE_URL, LOAD_SCHEMA, LOAD_MERCHANT, LOAD_ACCOUNTS, LOAD_DEPOSITS } = process.env;
const accounts = (LOAD_ACCOUNTS ?? '').split(',').map((id) => BigInt(id));
const deposits = BigInt(LOAD_DEPOSITS ?? '0');
const merchantId = Number(LOAD_MERCHANT);
const database = await openDatabase({ url: LOAD_DATABASE_URL, schema: LOAD_SCHEMA, poolSize: 16 });

let sequence = 0;
async function worker(index: number) {
  for (;;) {
    sequence += 1;
    const from = accounts[(sequence * 7 + index) % accounts.length]!;
    const to = accounts[(sequence * 13 + index + 1) % accounts.length]!;
    const deposit = sequence % 3 === 0 || from === to;
    try {
      await postTransfers(database.db, {
        merchantId,
        idempotencyKey: `crash-${process.pid}-${index}-${sequence}`,
        kind: deposit ? 'DEPOSIT' : 'TRANSFER',
        legs: deposit
          ? [{ debitAccountId: deposits, creditAccountId: to, amount: 5_000n, kind: 'DEPOSIT' }]
          : [
              { debitAccountId: from, creditAccountId: to, amount: 1_500n, kind: 'TRANSFER' },
              { debitAccountId: deposits, creditAccountId: from, amount: 100n, kind: 'DEPOSIT' },
            ],
      });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
    }
  }
}
process.stdout.write('ready\n');
await Promise.all(Array.from({ length: 16 }, (_, index) => worker(index)));
