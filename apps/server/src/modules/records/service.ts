import type { Page } from '@msp/contracts/envelope.ts';
import {
  defaultRecordRangeDays,
  maxRecordRangeDays,
  type BonusRecord,
  type Profit,
  type Transaction,
  type TransactionStatus,
  type TransactionType,
} from '@msp/contracts/records.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../shared/app-error.ts';
import { formatMinor } from '../../shared/money.ts';
import { gameResults } from '../game-wallet/records.ts';
import type { Merchant } from '../merchant/service.ts';
import { memberWallet } from '../wallet/service.ts';
import { accountFlowsByKind, accountTransfers, transactionTypeOf } from './repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A page whose total may be a lower bound (see `recordCountPagesAhead`). */
type RecordPage<T> = Page<T> & { totalCapped: boolean };

interface PageQuery {
  pageNo: number;
  pageSize: number;
}

interface RangeQuery {
  from?: number | undefined;
  to?: number | undefined;
}

/**
 * The range of a records query: `to` defaults to now, `from` to 7 days before `to`; `from` after `to` or a range
 * over 90 days is `request.invalid.field` (field `from`).
 */
export function recordRange({ from, to }: RangeQuery, now = Date.now()): { from: number; to: number } {
  const end = to ?? now;
  const start = from ?? end - defaultRecordRangeDays * DAY_MS;
  if (start > end || end - start > maxRecordRangeDays * DAY_MS)
    throw new AppError('request.invalid.field', { field: 'from' }, 'from');
  return { from: start, to: end };
}

const paging = ({ total, capped }: { total: number; capped: boolean }, { pageNo, pageSize }: PageQuery) => ({
  pageNum: pageNo,
  totalPages: Math.ceil(total / pageSize),
  totalElements: total,
  totalCapped: capped,
});

/** Statuses of the withdrawals that hold rows refer to (`withdrawal:<id>`), by id. */
async function withdrawalStatuses(db: Db, merchantId: number, memberId: number, references: string[]) {
  const ids = references.flatMap((reference) => {
    const match = /^withdrawal:(\d{1,18})$/.exec(reference);
    return match ? [BigInt(match[1]!)] : [];
  });
  if (ids.length === 0) return new Map<string, TransactionStatus>();
  const rows = await db
    .selectFrom('withdrawal_requests')
    .select(['id', 'status'])
    .where('merchant_id', '=', merchantId)
    .where('member_id', '=', memberId)
    .where('id', 'in', ids)
    .execute();
  return new Map(rows.map((row) => [`withdrawal:${row.id}`, row.status as TransactionStatus]));
}

/**
 * `transactionHistory`: the movements of the member's main wallet in the range, newest first, each with its
 * type, signed amount and the balance after it. A withdrawal's hold carries the withdrawal's status (PENDING
 * until the operator decides, then PAID, REJECTED…); everything else is SUCCESS.
 */
export async function transactionHistory(
  db: Db,
  merchant: Merchant,
  memberId: number,
  query: PageQuery & RangeQuery & { type?: TransactionType | undefined },
): Promise<RecordPage<Transaction>> {
  const range = recordRange(query);
  const { main } = await memberWallet(db, merchant, memberId);
  const { rows, ...count } = await accountTransfers(
    db,
    {
      accountId: main.id,
      from: new Date(range.from),
      to: new Date(range.to),
      type: query.type,
    },
    { offset: (query.pageNo - 1) * query.pageSize, limit: query.pageSize },
  );
  const holds = rows.filter((row) => row.kind === 'WITHDRAWAL_HOLD' && row.reference);
  const statuses = await withdrawalStatuses(
    db,
    merchant.id,
    memberId,
    holds.map((row) => row.reference!),
  );
  return {
    content: rows.map((row) => ({
      id: String(row.id),
      type: transactionTypeOf(row.kind, row.credited),
      kind: row.kind,
      status:
        row.kind === 'WITHDRAWAL_HOLD' && row.reference
          ? (statuses.get(row.reference) ?? 'SUCCESS')
          : 'SUCCESS',
      amount: formatMinor(row.amount),
      balanceAfter: formatMinor(row.balanceAfter),
      time: row.createdAt.toISOString(),
    })),
    ...paging(count, query),
  };
}

/**
 * `personalProfit` over the range: deposits, paid-out withdrawals, transfers, bonuses and adjustments from the
 * member's wallet, and the game results: stakes and win/loss of the rounds settled in the range (game-wallet);
 * `net` is gameWinLoss + bonus.
 */
export async function personalProfit(
  db: Db,
  merchant: Merchant,
  memberId: number,
  query: RangeQuery,
): Promise<Profit> {
  const range = recordRange(query);
  const { main, hold } = await memberWallet(db, merchant, memberId);
  const bounds = { from: new Date(range.from), to: new Date(range.to) };
  const [mainFlows, holdFlows, games] = await Promise.all([
    accountFlowsByKind(db, { ...bounds, accountId: main.id }),
    accountFlowsByKind(db, { ...bounds, accountId: hold.id }),
    gameResults(db, merchant.id, memberId, bounds),
  ]);
  const totals = { deposit: 0n, transferIn: 0n, transferOut: 0n, bonus: 0n, adjustment: 0n };
  for (const flow of mainFlows) {
    const net = flow.credited - flow.debited;
    switch (transactionTypeOf(flow.kind, true)) {
      case 'DEPOSIT':
        totals.deposit += net;
        break;
      case 'TRANSFER_IN':
        totals.transferIn += flow.credited;
        totals.transferOut += flow.debited;
        break;
      case 'BONUS':
        totals.bonus += net;
        break;
      case 'ADJUSTMENT':
        totals.adjustment += net;
        break;
      default:
        break;
    }
  }
  // Paid out: what left the HOLD account to the merchant's withdrawal clearing.
  const withdrawal = holdFlows
    .filter((flow) => flow.kind === 'WITHDRAWAL_PAID')
    .reduce((sum, flow) => sum + flow.debited, 0n);
  const gameWinLoss = games.win - games.stake;
  return {
    from: range.from,
    to: range.to,
    deposit: formatMinor(totals.deposit),
    withdrawal: formatMinor(withdrawal),
    transferIn: formatMinor(totals.transferIn),
    transferOut: formatMinor(totals.transferOut),
    bonus: formatMinor(totals.bonus),
    adjustment: formatMinor(totals.adjustment),
    betAmount: formatMinor(games.stake),
    gameWinLoss: formatMinor(gameWinLoss),
    gameRecordsAvailable: true,
    net: formatMinor(gameWinLoss + totals.bonus),
  };
}

/**
 * `bonusDetails`: postings of kind BONUS into (or out of) the member's wallet, newest first; the range applies
 * only when given.
 */
export async function bonusDetails(
  db: Db,
  merchant: Merchant,
  memberId: number,
  query: PageQuery & RangeQuery,
): Promise<RecordPage<BonusRecord>> {
  const range = query.from === undefined && query.to === undefined ? undefined : recordRange(query);
  const { main } = await memberWallet(db, merchant, memberId);
  const { rows, ...count } = await accountTransfers(
    db,
    {
      accountId: main.id,
      from: range ? new Date(range.from) : undefined,
      to: range ? new Date(range.to) : undefined,
      postingKind: 'BONUS',
    },
    { offset: (query.pageNo - 1) * query.pageSize, limit: query.pageSize },
  );
  return {
    content: rows.map((row) => ({
      id: String(row.id),
      amount: formatMinor(row.amount),
      balanceAfter: formatMinor(row.balanceAfter),
      reference: row.reference,
      time: row.createdAt.toISOString(),
    })),
    ...paging(count, query),
  };
}
