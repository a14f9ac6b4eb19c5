import { postTransfers } from '../../src/modules/ledger/service.ts';
import { createTestDatabase } from '../helpers/test-app.ts';
import { ledgerFixture } from '../ledger/ledger-fixture.ts';

/** A database with the demo merchant and `memberCount` members holding `funds` (minor units) each. */
export async function lotteryFixture(memberCount: number, funds: bigint, poolSize = 8) {
  const database = await createTestDatabase({ poolSize });
  const fixture = await ledgerFixture(database.db, memberCount);
  const merchant = await database.db
    .selectFrom('merchants')
    .selectAll()
    .where('id', '=', fixture.merchantId)
    .executeTakeFirstOrThrow();
  for (const member of fixture.members) {
    await postTransfers(database.db, {
      merchantId: fixture.merchantId,
      idempotencyKey: `fund-${member.memberId}`,
      kind: 'TEST_FUNDS',
      legs: [
        { debitAccountId: fixture.deposits, creditAccountId: member.main, amount: funds, kind: 'TEST_FUNDS' },
      ],
    });
  }
  return { database, fixture, merchant };
}

export const testOrigin = { ip: '127.0.0.1', userAgent: 'test' };
