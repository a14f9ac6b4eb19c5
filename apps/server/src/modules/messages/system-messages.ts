import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { storedParams, type BonusSource, type SystemMessage } from './templates.ts';

/**
 * The site's messages to a member about its own account, written by the event's module in the event's own
 * transaction: an insert and nothing else (no network call), so the message exists exactly when the event
 * committed. Each is a MEMBER message of kind SYSTEM holding a template and its parameters (templates.ts).
 */

export type SystemMessageTo = SystemMessage & { memberId: number };

/**
 * Writes the messages with ONE statement however many there are (a payday's batch of thousands of bills):
 * `INSERT … SELECT FROM unnest(…)`. `trx` is the event's transaction.
 */
export async function postSystemMessages(
  trx: Db,
  merchantId: number,
  messages: readonly SystemMessageTo[],
): Promise<void> {
  if (!trx.isTransaction) throw new Error('system messages are written in the event’s transaction');
  if (messages.length === 0) return;
  await sql`
    INSERT INTO inbox_messages (merchant_id, audience, member_id, kind, template, params)
    SELECT ${merchantId}, 'MEMBER', m.member_id, 'SYSTEM', m.template, m.params
    FROM unnest(${messages.map((message) => message.memberId)}::int[],
      ${messages.map((message) => message.template)}::text[],
      ${messages.map((message) => JSON.stringify(storedParams(message.params)))}::jsonb[])
      AS m(member_id, template, params)`.execute(trx);
}

/** One message (`postSystemMessages` with one). */
export function postSystemMessage(
  trx: Db,
  merchantId: number,
  memberId: number,
  message: SystemMessage,
): Promise<void> {
  return postSystemMessages(trx, merchantId, [{ ...message, memberId }]);
}

/** Which reward a bonus is, from its ledger key's first part (`mission:…`, `vip:level-up:…`). */
export function bonusSourceOf(idempotencyKey: string, kind: string): BonusSource {
  if (kind === 'REBATE' || idempotencyKey.startsWith('rebate:')) return 'REBATE';
  if (idempotencyKey.startsWith('vip:level-up:')) return 'VIP_LEVEL_UP';
  if (idempotencyKey.startsWith('vip:birthday:')) return 'VIP_BIRTHDAY';
  const prefix = idempotencyKey.split(':', 1)[0];
  const sources: Record<string, BonusSource> = {
    promotion: 'PROMOTION',
    mission: 'MISSION',
    leaderboard: 'LEADERBOARD',
    referral: 'REFERRAL',
  };
  return sources[prefix ?? ''] ?? 'OTHER';
}

/** A "bonus received" message to each payee of one bonus posting (promotions/bonus-payment.ts). */
export function postBonusMessages(
  trx: Db,
  {
    merchantId,
    idempotencyKey,
    kind,
    payees,
  }: {
    merchantId: number;
    idempotencyKey: string;
    kind: string;
    payees: ReadonlyArray<{ memberId: number; amount: bigint; turnoverRequired: bigint }>;
  },
): Promise<void> {
  const source = bonusSourceOf(idempotencyKey, kind);
  return postSystemMessages(
    trx,
    merchantId,
    payees.map((payee) => ({
      memberId: payee.memberId,
      template: 'BONUS_ISSUED',
      params: { amount: payee.amount, source, turnover: payee.turnoverRequired },
    })),
  );
}
