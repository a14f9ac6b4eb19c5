import { randomUUID } from 'node:crypto';
import type { Db } from '../../src/db/database.ts';
import { memberAccountId, postTransfers, systemAccountId } from '../../src/modules/ledger/service.ts';
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

/** Credits a demo member of the DEMO merchant `amount` minor units (from ADJUSTMENT); their ids. */
export async function fundDemoMember(db: Db, username: string, amount: bigint) {
  const merchant = await db
    .selectFrom('merchants')
    .select(['id', 'currency'])
    .where('code', '=', 'DEMO')
    .executeTakeFirstOrThrow();
  const memberId = (
    await db.selectFrom('members').select('id').where('username', '=', username).executeTakeFirstOrThrow()
  ).id;
  await postTransfers(db, {
    merchantId: merchant.id,
    idempotencyKey: `lottery-test-fund-${randomUUID()}`,
    kind: 'TEST_FUNDS',
    legs: [
      {
        debitAccountId: await systemAccountId(db, {
          merchantId: merchant.id,
          kind: 'ADJUSTMENT',
          currency: merchant.currency,
        }),
        creditAccountId: await memberAccountId(db, {
          merchantId: merchant.id,
          memberId,
          kind: 'MAIN',
          currency: merchant.currency,
        }),
        amount,
        kind: 'TEST_FUNDS',
      },
    ],
  });
  return { merchantId: merchant.id, memberId };
}
