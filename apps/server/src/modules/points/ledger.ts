import { sql } from 'kysely';
import type { Language } from '@msp/contracts/errors.ts';
import {
  pointsCategories,
  type PointsBalance,
  type PointsEntryKind,
  type PointsHealth,
  type PointsTransaction,
} from '@msp/contracts/points.ts';
import type { Page } from '@msp/contracts/envelope.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../shared/app-error.ts';
import { pickLanguage, type LocalizedText } from '../../shared/localized.ts';
import { formatMinor } from '../../shared/money.ts';
import { pageOf } from '../../shared/page.ts';

/**
 * The points ledger (migration 0035), kept like the money ledger: a member's balance in `points_accounts` (never
 * below zero: a CHECK), and every movement an append-only entry in `points_entries` with the balance after it,
 * under an idempotency key of the member's. Points move only through the database functions `points_post` (one
 * member) and `points_accrue` (the job's window, set-based), which lock accounts in member-id order.
 */

export interface PointsPosting {
  merchantId: number;
  memberId: number;
  /** Signed, never 0: positive for ACCRUAL, REDEEM_REFUND and DEMO_GRANT, negative for REDEEM and CONVERT. */
  points: bigint;
  kind: PointsEntryKind;
  /** The member's: the same key posts once (a replay answers the first entry; another amount or kind is a 409). */
  idempotencyKey: string;
  detail?: Record<string, unknown>;
}

export interface PostedPoints {
  entryId: bigint;
  points: bigint;
  balanceAfter: bigint;
  detail: Record<string, unknown>;
  createdAt: Date;
  replayed: boolean;
}

/** The database's refusals (SQLSTATEs of points_post) as the errors callers know. */
function pointsRefusal(error: unknown, posting: PointsPosting): unknown {
  const { code, constraint, detail } = (error ?? {}) as {
    code?: string;
    constraint?: string;
    detail?: string;
  };
  if (code === 'PT001' || (code === '23514' && constraint === 'points_accounts_never_negative'))
    return new AppError('points.insufficient', {
      needed: String(-posting.points),
      points: /^\d+$/.test(detail ?? '') ? String(detail) : '0',
    });
  if (code === 'PT002') return new AppError('request.idempotency.conflict');
  if (code === 'PT003') return new AppError('member.not.found');
  return error;
}

/**
 * Moves one member's points, in one round trip (points_post): opens and locks the member's account, answers the
 * first entry of a key used before, refuses a balance below zero (`points.insufficient`), writes the entry and
 * the balance. Inside the caller's transaction it commits or rolls back with the caller's own changes.
 */
export async function postPoints(db: Db, posting: PointsPosting): Promise<PostedPoints> {
  if (posting.points === 0n) throw new Error('a points entry moves points');
  try {
    const { rows } = await sql<{
      entry_id: bigint;
      entry_points: bigint;
      entry_balance_after: bigint;
      entry_detail: Record<string, unknown>;
      entry_created_at: Date;
      replayed: boolean;
    }>`
      SELECT * FROM points_post(${posting.merchantId}::integer, ${posting.memberId}::integer,
        ${String(posting.points)}::bigint, ${posting.kind}::text, ${posting.idempotencyKey}::text,
        ${JSON.stringify(posting.detail ?? {})}::jsonb)`.execute(db);
    const row = rows[0];
    if (!row) throw new Error('points_post answered nothing');
    return {
      entryId: row.entry_id,
      points: row.entry_points,
      balanceAfter: row.entry_balance_after,
      detail: row.entry_detail,
      createdAt: new Date(row.entry_created_at),
      replayed: row.replayed,
    };
  } catch (error) {
    throw pointsRefusal(error, posting);
  }
}

export interface AccrualCredit {
  memberId: number;
  points: bigint;
  detail: Record<string, unknown>;
}

/**
 * A window's accruals in one statement (points_accrue), inside the job's transaction: one ACCRUAL entry per member
 * under `idempotencyKey` (a member who has that key's entry already gets nothing more). Answers the entries written.
 */
export async function accrueWithin(
  trx: Db,
  merchantId: number,
  idempotencyKey: string,
  credits: readonly AccrualCredit[],
): Promise<number> {
  if (!trx.isTransaction) throw new Error('accruals are written inside the job’s transaction');
  if (credits.length === 0) return 0;
  const { rows } = await sql<{ written: number }>`
    SELECT points_accrue(${merchantId}::integer, ${idempotencyKey}::text,
      ${credits.map((credit) => credit.memberId)}::integer[],
      ${credits.map((credit) => String(credit.points))}::bigint[],
      ${credits.map((credit) => JSON.stringify(credit.detail))}::jsonb[]) AS written`.execute(trx);
  return Number(rows[0]?.written ?? 0);
}

/** The member's points now (0 before its first entry). */
export async function pointsOf(db: Db, memberId: number): Promise<bigint> {
  const row = await db
    .selectFrom('points_accounts')
    .select('balance')
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  return row?.balance ?? 0n;
}

/** The balance call: points now, and the sums of the member's entries by kind. */
export async function pointsBalance(db: Db, merchantId: number, memberId: number): Promise<PointsBalance> {
  const [points, sums, waiting] = await Promise.all([
    pointsOf(db, memberId),
    db
      .selectFrom('points_entries')
      .select(['kind', sql<string>`sum(points)::text`.as('total')])
      .where('member_id', '=', memberId)
      .where('merchant_id', '=', merchantId)
      .groupBy('kind')
      .execute(),
    db
      .selectFrom('points_redemptions')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('member_id', '=', memberId)
      .where('merchant_id', '=', merchantId)
      .where('status', '=', 'IN_PROCESS')
      .executeTakeFirst(),
  ]);
  const total = (kind: PointsEntryKind) => BigInt(sums.find((row) => row.kind === kind)?.total ?? '0');
  return {
    points: Number(points),
    earned: Number(total('ACCRUAL') + total('DEMO_GRANT')),
    redeemed: Number(-(total('REDEEM') + total('REDEEM_REFUND'))),
    converted: Number(-total('CONVERT')),
    inProcess: Number(waiting?.count ?? 0),
  };
}

/** An entry as the history shows it (the details each kind keeps: see accrual.ts, redemptions.ts, convert.ts). */
function presentEntry(
  row: {
    id: bigint;
    kind: PointsEntryKind;
    points: bigint;
    balance_after: bigint;
    detail: Record<string, unknown>;
    created_at: Date;
  },
  language: Language,
): PointsTransaction {
  const detail = row.detail;
  const text = (key: string) => (typeof detail[key] === 'string' ? (detail[key] as string) : null);
  const minor = (key: string) => {
    const value = text(key);
    return value !== null && /^\d+$/.test(value) ? formatMinor(BigInt(value)) : null;
  };
  const categories = detail.categories;
  return {
    id: String(row.id),
    kind: row.kind,
    points: Number(row.points),
    balanceAfter: Number(row.balance_after),
    createdAt: row.created_at.toISOString(),
    validBet: minor('validBet'),
    // In the categories' own order.
    categories:
      categories && typeof categories === 'object'
        ? pointsCategories.filter((category) => Object.hasOwn(categories, category))
        : [],
    redemptionId: text('redemptionId'),
    itemName:
      detail.itemName && typeof detail.itemName === 'object'
        ? pickLanguage(detail.itemName as LocalizedText, language)
        : null,
    quantity: typeof detail.quantity === 'number' ? detail.quantity : null,
    amount: minor('amount'),
  };
}

/** The member's points history, newest first (spec §7 "transaction detail"). */
export async function pointsHistory(
  db: Db,
  merchantId: number,
  memberId: number,
  query: { pageNo: number; pageSize: number; kind?: PointsEntryKind | undefined },
  language: Language,
): Promise<Page<PointsTransaction>> {
  let base = db
    .selectFrom('points_entries')
    .where('member_id', '=', memberId)
    .where('merchant_id', '=', merchantId);
  if (query.kind) base = base.where('kind', '=', query.kind);
  const [rows, count] = await Promise.all([
    base
      .select(['id', 'kind', 'points', 'balance_after', 'detail', 'created_at'])
      .orderBy('id', 'desc')
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirst(),
  ]);
  return pageOf(
    rows.map((row) => presentEntry(row, language)),
    query.pageNo,
    query.pageSize,
    Number(count?.count ?? 0),
  );
}

/**
 * The points ledger's invariants for one merchant, as numbers a test or an operator check asserts on: accounts
 * below zero, accounts whose balance is not the sum of their entries, and accounts whose newest entry's
 * balance-after is not their balance (all always 0).
 */
export async function pointsHealth(db: Db, merchantId: number): Promise<PointsHealth> {
  const { rows } = await sql<{
    accounts: string;
    entries: string;
    negative_accounts: string;
    mismatched_accounts: string;
    stale_running_balances: string;
  }>`
    WITH sums AS (
      SELECT member_id, sum(points) AS total, count(*) AS entries, max(id) AS last_id
      FROM points_entries WHERE merchant_id = ${merchantId} GROUP BY member_id
    )
    SELECT count(a.member_id)::text AS accounts,
      coalesce(sum(s.entries), 0)::text AS entries,
      count(*) FILTER (WHERE a.balance < 0)::text AS negative_accounts,
      count(*) FILTER (WHERE a.balance <> coalesce(s.total, 0))::text AS mismatched_accounts,
      count(*) FILTER (WHERE s.last_id IS NOT NULL
        AND a.balance <> (SELECT e.balance_after FROM points_entries e WHERE e.id = s.last_id))::text
        AS stale_running_balances
    FROM points_accounts a LEFT JOIN sums s ON s.member_id = a.member_id
    WHERE a.merchant_id = ${merchantId}`.execute(db);
  const row = rows[0]!;
  return {
    accounts: Number(row.accounts),
    entries: Number(row.entries),
    negativeAccounts: Number(row.negative_accounts),
    mismatchedAccounts: Number(row.mismatched_accounts),
    staleRunningBalances: Number(row.stale_running_balances),
  };
}
