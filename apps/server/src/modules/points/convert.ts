import { convertAmountMinor, type ConvertBody, type ConvertResult } from '@msp/contracts/points.ts';
import { retryingDeadlocks } from '../../db/deadlock.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../shared/app-error.ts';
import { formatMinor } from '../../shared/money.ts';
import { writeAudit, type RequestOrigin } from '../identity/audit.ts';
import { findMemberById } from '../identity/member-repository.ts';
import { accountBalance } from '../ledger/service.ts';
import type { Merchant } from '../merchant/service.ts';
import { bonusAccountsOf, payBonusWithin } from '../promotions/bonus-payment.ts';
import { checkPaymentPassword } from '../withdrawals/payment-password.ts';
import { pointsOf, postPoints, type PostedPoints } from './ledger.ts';
import { pointsSettingsOf } from './settings.ts';

/**
 * Converting points to cash at the merchant's rate (`PTS_convert`): whole steps of the rate's points, from the
 * minimum to the maximum at once. One transaction, points account first, then the money accounts: the points go
 * out under the member's Idempotency-Key (entry key `convert:<key>`: a replay, or a concurrent request with the
 * key, answers the first conversion; the key with another number of points is a 409), then the cash moves from the
 * merchant's BONUS account to the member's MAIN account (ledger key `points-convert:<entry id>`, kind
 * BONUS_POINTS_CONVERT) with a turnover requirement of amount × the merchant's multiple, like any bonus.
 */
export async function convertPoints(
  db: Db,
  merchant: Merchant,
  memberId: number,
  request: ConvertBody & { idempotencyKey: string },
  origin: RequestOrigin,
): Promise<ConvertResult> {
  const member = await findMemberById(db, merchant.id, memberId);
  await checkPaymentPassword(member, request.paymentPassword);
  const key = `convert:${request.idempotencyKey}`;
  const accounts = await bonusAccountsOf(db, merchant, memberId);
  const answer = async (entry: Pick<PostedPoints, 'points' | 'detail' | 'createdAt'>) => {
    if (-entry.points !== BigInt(request.points)) throw new AppError('request.idempotency.conflict');
    const [points, balance] = await Promise.all([
      pointsOf(db, memberId),
      accountBalance(db, accounts.mainAccountId),
    ]);
    const minor = (field: string) => BigInt(String(entry.detail[field] ?? '0'));
    return {
      points: Number(-entry.points),
      amount: formatMinor(minor('amount')),
      turnoverRequired: formatMinor(minor('turnover')),
      pointsBalance: Number(points),
      balance: formatMinor(balance),
      time: entry.createdAt.toISOString(),
    };
  };
  const earlier = await db
    .selectFrom('points_entries')
    .select(['points', 'detail', 'created_at'])
    .where('member_id', '=', memberId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
  if (earlier)
    return answer({ points: earlier.points, detail: earlier.detail, createdAt: earlier.created_at });

  const settings = await pointsSettingsOf(db, merchant.id);
  if (!settings.convertEnabled) throw new AppError('points.convert.disabled');
  if (
    request.points < settings.minConvertPoints ||
    request.points > settings.maxConvertPoints ||
    request.points % settings.convertPoints !== 0
  )
    throw new AppError(
      'points.convert.invalid',
      {
        min: String(settings.minConvertPoints),
        max: String(settings.maxConvertPoints),
        step: String(settings.convertPoints),
      },
      'points',
    );
  const points = BigInt(request.points);
  const have = await pointsOf(db, memberId);
  if (have < points)
    throw new AppError('points.insufficient', { needed: String(points), points: String(have) });
  const amount = convertAmountMinor(request.points, {
    points: settings.convertPoints,
    amountMinor: settings.convertAmount,
  });
  const turnover = amount * BigInt(settings.convertTurnoverMultiple);

  const entry = await retryingDeadlocks(() =>
    db.transaction().execute(async (trx) => {
      const spent = await postPoints(trx, {
        merchantId: merchant.id,
        memberId,
        points: -points,
        kind: 'CONVERT',
        idempotencyKey: key,
        detail: {
          amount: String(amount),
          turnover: String(turnover),
          rate: { points: settings.convertPoints, amount: String(settings.convertAmount) },
        },
      });
      // A concurrent request with the key converted first: nothing more moves.
      if (spent.replayed) return spent;
      const paid = await payBonusWithin(
        trx,
        { bonus: accounts.bonusAccountId, main: accounts.mainAccountId },
        {
          merchantId: merchant.id,
          memberId,
          amount,
          idempotencyKey: `points-convert:${spent.entryId}`,
          kind: 'BONUS_POINTS_CONVERT',
          reference: `points-convert:${spent.entryId}`,
          turnover,
        },
      );
      await writeAudit(trx, {
        merchantId: merchant.id,
        memberId,
        action: 'POINTS_CONVERTED',
        origin,
        detail: {
          points: String(points),
          amount: formatMinor(amount),
          turnover: formatMinor(turnover),
          pointsEntryId: String(spent.entryId),
          postingId: String(paid.postingId),
        },
      });
      return spent;
    }),
  );
  return answer(entry);
}
