import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../src/db/database.ts';
import { migrate } from '../../src/db/migrate.ts';
import { seedDemoMerchant } from '../../src/modules/demo/seed.ts';
import { ledgerHealth, postTransfers } from '../../src/modules/ledger/service.ts';
import { ledgerFixture } from './ledger-fixture.ts';

/**
 * A process posting under load is killed with SIGKILL (no shutdown, no cleanup, transactions cut mid-way).
 * Opened again, the ledger must be whole: no half posting, sums zero, balances equal their transfers.
 * Needs a real server database: PostgreSQL (PGlite is one process's embedded file).
 */
const url = process.env.DATABASE_URL;
const schema = `crash_${Date.now().toString(36)}`;
let database: DatabaseHandle | undefined;
afterAll(async () => {
  if (!database) return;
  await sql.raw(`DROP SCHEMA IF EXISTS ${schema} CASCADE`).execute(database.db);
  await database.close();
});

describe.skipIf(!url)('a posting process killed with SIGKILL', () => {
  it('leaves a ledger that opens whole and keeps posting', async () => {
    database = await openDatabase({ url, schema, poolSize: 4 });
    await migrate(database.db);
    await seedDemoMerchant(database.db);
    const fixture = await ledgerFixture(database.db, 20);

    const child = spawn(
      process.execPath,
      ['--import', 'tsx', fileURLToPath(new URL('./posting-load.ts', import.meta.url))],
      {
        env: {
          ...process.env,
          LOAD_DATABASE_URL: url,
          LOAD_SCHEMA: schema,
          LOAD_MERCHANT: String(fixture.merchantId),
          LOAD_ACCOUNTS: fixture.members.map((member) => String(member.main)).join(','),
          LOAD_DEPOSITS: String(fixture.deposits),
        },
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    const exited = new Promise<NodeJS.Signals | null>((resolve) =>
      child.on('exit', (_code, signal) => resolve(signal)),
    );

    // Let it get well into the load, then pull the plug.
    const countPostings = async () =>
      Number(
        (await sql<{ n: string }>`SELECT count(*)::text AS n FROM ledger_postings`.execute(database!.db))
          .rows[0]!.n,
      );
    const deadline = Date.now() + 60_000;
    while ((await countPostings()) < 1500 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 100));
    child.kill('SIGKILL');
    expect(await exited).toBe('SIGKILL');
    const before = await countPostings();
    expect(before).toBeGreaterThanOrEqual(1500);

    // "Restart": a fresh connection, migrations again (a no-op), the same checks an operator would run.
    await database.close();
    database = await openDatabase({ url, schema, poolSize: 4 });
    expect(await migrate(database.db)).toEqual([]);
    expect(await ledgerHealth(database.db, fixture.merchantId)).toMatchObject({
      sum: 0n,
      negativeMemberAccounts: 0,
      mismatchedAccounts: 0,
    });
    const halfPostings = await sql<{ n: string }>`
      SELECT count(*)::text AS n FROM ledger_postings p
      WHERE NOT EXISTS (SELECT 1 FROM ledger_transfers t WHERE t.posting_id = p.id)`.execute(database.db);
    expect(halfPostings.rows[0]!.n).toBe('0');

    const after = await postTransfers(database.db, {
      merchantId: fixture.merchantId,
      idempotencyKey: `after-crash-${schema}`,
      kind: 'DEPOSIT',
      legs: [
        {
          debitAccountId: fixture.deposits,
          creditAccountId: fixture.members[0]!.main,
          amount: 1n,
          kind: 'DEPOSIT',
        },
      ],
    });
    expect(after.replayed).toBe(false);
    expect((await ledgerHealth(database.db, fixture.merchantId)).sum).toBe(0n);
  }, 180_000);
});
