import type { VipRewardKind } from '@msp/contracts/vip.ts';
import type { Db } from '../../db/database.ts';
import { formatMinor } from '../../shared/money.ts';
import { writeAudit, type RequestOrigin } from '../identity/audit.ts';
import { payBonusesWithin, type BonusPayee } from '../promotions/bonus-payment.ts';

/**
 * Paying a VIP bonus (a level's level-up bonus, once per member and level; its birthday bonus, once per member and
 * year): from the merchant's BONUS account through the promotions module's bonus payment (posting kind BONUS,
 * the turnover requirement of bonus × the level's multiple), recorded in `vip_rewards` for the member's history
 * and audited, in the caller's transaction. The caller holds the member's `member_vip` row lock, so whether a
 * bonus was paid (`paidKeys`) cannot change under it; the ledger key and the reward's unique key refuse a second
 * payment anyway.
 */

export const levelUpKey = (memberId: number, rank: number) => `vip:level-up:${memberId}:${rank}`;
export const birthdayKey = (memberId: number, year: string) => `vip:birthday:${memberId}:${year}`;

/** Which of the keys were paid already. */
export async function paidKeys(trx: Db, keys: readonly string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await trx
    .selectFrom('vip_rewards')
    .select('idempotency_key')
    .where('idempotency_key', 'in', [...keys])
    .execute();
  return new Set(rows.map((row) => row.idempotency_key));
}

export interface VipBonus {
  kind: VipRewardKind;
  rank: number;
  idempotencyKey: string;
  /** Minor units, > 0. */
  amount: bigint;
  turnoverMultiple: number;
  /** The transfer's reference, e.g. `vip:level-up:3`. */
  reference: string;
}

export async function payVipBonus(
  trx: Db,
  merchantId: number,
  accounts: Pick<BonusPayee, 'bonusAccountId' | 'mainAccountId'>,
  memberId: number,
  bonus: VipBonus,
  origin: RequestOrigin,
): Promise<void> {
  const turnoverRequired = bonus.amount * BigInt(bonus.turnoverMultiple);
  const paid = await payBonusesWithin(trx, {
    merchantId,
    idempotencyKey: bonus.idempotencyKey,
    payees: [{ memberId, ...accounts, amount: bonus.amount, reference: bonus.reference, turnoverRequired }],
  });
  await trx
    .insertInto('vip_rewards')
    .values({
      merchant_id: merchantId,
      member_id: memberId,
      kind: bonus.kind,
      rank: bonus.rank,
      idempotency_key: bonus.idempotencyKey,
      amount: bonus.amount,
      turnover_required: turnoverRequired,
      posting_id: paid.postingId,
      turnover_requirement_id: paid.requirementIds[0] ?? null,
    })
    .execute();
  await writeAudit(trx, {
    merchantId,
    memberId,
    action: 'VIP_BONUS_PAID',
    origin,
    detail: {
      kind: bonus.kind,
      rank: bonus.rank,
      amount: formatMinor(bonus.amount),
      turnover: formatMinor(turnoverRequired),
      postingId: String(paid.postingId),
    },
  });
}
