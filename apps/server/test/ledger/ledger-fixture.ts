import { memberTypes } from '@msp/contracts/enums.ts';
import type { Db } from '../../src/db/database.ts';
import { memberAccount, systemAccount } from '../../src/modules/ledger/service.ts';

/** A merchant's worth of ledger accounts for tests: members with MAIN and HOLD, and the system accounts. */
export async function ledgerFixture(db: Db, memberCount: number) {
  const merchant = await db
    .selectFrom('merchants')
    .select(['id', 'currency'])
    .where('code', '=', 'DEMO')
    .executeTakeFirstOrThrow();
  const base = { merchantId: merchant.id, currency: merchant.currency };
  const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const members = [];
  for (let index = 0; index < memberCount; index += 1) {
    const member = await db
      .insertInto('members')
      .values({
        merchant_id: merchant.id,
        username: `ledger${run}${index}`,
        password_hash: 'x',
        type: memberTypes.member,
        parent_member_id: null,
        last_login_at: null,
        last_login_ip: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    members.push({
      memberId: member.id,
      main: (await memberAccount(db, { ...base, memberId: member.id, kind: 'MAIN' })).id,
      hold: (await memberAccount(db, { ...base, memberId: member.id, kind: 'HOLD' })).id,
    });
  }
  return {
    merchantId: merchant.id,
    members,
    deposits: (await systemAccount(db, { ...base, kind: 'DEPOSIT_CLEARING' })).id,
    withdrawals: (await systemAccount(db, { ...base, kind: 'WITHDRAWAL_CLEARING' })).id,
    bonus: (await systemAccount(db, { ...base, kind: 'BONUS' })).id,
  };
}
