import { sql, type Expression, type ExpressionBuilder } from 'kysely';
import { recordCountPagesAhead, type TransactionType } from '@msp/contracts/records.ts';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';

/**
 * Read-only queries of the ledger's transfers, seen from one member account. The ledger module owns the tables
 * and every write to them; these only read, for the member's records.
 */

type TransferExpression = ExpressionBuilder<Database, 'ledger_transfers'>;

export interface AccountTransferFilter {
  /**
   * The account whose transfers these are. It belongs to one merchant, and the ledger never moves money between
   * merchants, so the account alone scopes the query (callers take it from the member's wallet in their merchant).
   */
  accountId: bigint;
  /** Inclusive bounds of `created_at`. */
  from?: Date | undefined;
  to?: Date | undefined;
  type?: TransactionType | undefined;
  /** Only transfers whose posting is of this kind (e.g. BONUS). */
  postingKind?: string | undefined;
}

/** Ledger kinds by record type: the prefix families the posting modules use. */
export function transactionTypeOf(kind: string, credited: boolean): TransactionType {
  if (kind.startsWith('DEPOSIT')) return 'DEPOSIT';
  if (kind.startsWith('WITHDRAWAL')) return 'WITHDRAWAL';
  if (kind === 'TRANSFER' || kind.startsWith('TRANSFER_')) return credited ? 'TRANSFER_IN' : 'TRANSFER_OUT';
  if (kind.startsWith('ADJUSTMENT')) return 'ADJUSTMENT';
  if (kind.startsWith('BONUS')) return 'BONUS';
  if (kind.startsWith('SALARY')) return 'SALARY';
  if (kind.startsWith('DIVIDEND')) return 'DIVIDEND';
  return 'OTHER';
}

/** The SQL twin of `transactionTypeOf` on the kind; the direction of a transfer type is its side (`sidesOf`). */
function kindFilter(eb: TransferExpression, type: TransactionType) {
  const kind = eb.ref('ledger_transfers.kind');
  const transfer = eb.or([eb(kind, '=', 'TRANSFER'), eb(kind, 'like', 'TRANSFER\\_%')]);
  switch (type) {
    case 'DEPOSIT':
      return eb(kind, 'like', 'DEPOSIT%');
    case 'WITHDRAWAL':
      return eb(kind, 'like', 'WITHDRAWAL%');
    case 'ADJUSTMENT':
      return eb(kind, 'like', 'ADJUSTMENT%');
    case 'BONUS':
      return eb(kind, 'like', 'BONUS%');
    case 'SALARY':
      return eb(kind, 'like', 'SALARY%');
    case 'DIVIDEND':
      return eb(kind, 'like', 'DIVIDEND%');
    case 'TRANSFER_IN':
    case 'TRANSFER_OUT':
      return transfer;
    case 'OTHER':
      return eb.not(
        eb.or([
          eb(kind, 'like', 'DEPOSIT%'),
          eb(kind, 'like', 'WITHDRAWAL%'),
          eb(kind, 'like', 'ADJUSTMENT%'),
          eb(kind, 'like', 'BONUS%'),
          eb(kind, 'like', 'SALARY%'),
          eb(kind, 'like', 'DIVIDEND%'),
          transfer,
        ]),
      );
  }
}

type Side = 'debit' | 'credit';

/** Money in is the credit side, money out the debit side; any other type can be on either. */
function sidesOf(type: TransactionType | undefined): Side[] {
  if (type === 'TRANSFER_IN') return ['credit'];
  if (type === 'TRANSFER_OUT') return ['debit'];
  return ['debit', 'credit'];
}

/**
 * The filtered transfers on one side of the account: a range of the (account, created_at, id) index of that
 * side (migration 0012).
 */
function oneSide(db: Db, filter: AccountTransferFilter, side: Side) {
  let query = db
    .selectFrom('ledger_transfers')
    .where(
      side === 'debit' ? 'ledger_transfers.debit_account_id' : 'ledger_transfers.credit_account_id',
      '=',
      filter.accountId,
    );
  if (filter.from) query = query.where('ledger_transfers.created_at', '>=', filter.from);
  if (filter.to) query = query.where('ledger_transfers.created_at', '<=', filter.to);
  const type = filter.type;
  if (type) query = query.where((eb) => kindFilter(eb, type));
  const postingKind = filter.postingKind;
  if (postingKind)
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('ledger_postings')
          .select(sql`1`.as('one'))
          .whereRef('ledger_postings.id', '=', 'ledger_transfers.posting_id')
          .where('ledger_postings.kind', '=', postingKind),
      ),
    );
  return query;
}

type SideQuery = ReturnType<typeof oneSide>;

/**
 * The account's transfers as `(debit side) UNION ALL (credit side)`, each side shaped by `shape`: two index
 * ranges, where `debit = a OR credit = a` scanned everything the account ever had. A transfer is never on both
 * sides (CHECK debit_account_id <> credit_account_id), so nothing is counted twice.
 */
function bothSides(
  db: Db,
  filter: AccountTransferFilter,
  shape: (query: SideQuery, side: Side) => Expression<unknown>,
) {
  return sql.join(
    sidesOf(filter.type).map((side) => shape(oneSide(db, filter, side), side)),
    sql` union all `,
  );
}

/**
 * How many transfers match, counted up to `cap` only: a heavy player's full count would read every row of the
 * range. `capped` says there are more than `cap`.
 */
export async function countAccountTransfers(db: Db, filter: AccountTransferFilter, cap: number) {
  const rows = bothSides(db, filter, (query) => query.select(sql<number>`1`.as('one')));
  const { total } = await db
    .selectFrom(sql<{ one: number }>`(${rows} limit ${cap + 1})`.as('matching'))
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .executeTakeFirstOrThrow();
  const counted = Number(total);
  return { total: Math.min(counted, cap), capped: counted > cap };
}

/**
 * One page of the transfers into or out of an account, newest first, with the total count: each with its
 * signed amount and the account's balance right after it.
 *
 * The count goes `recordCountPagesAhead` pages past this one; when there are more, `total` is that many plus one (so
 * the pages after the window are still reachable, one at a time, and the window moves along) and `capped` is true.
 */
export async function accountTransfers(
  db: Db,
  filter: AccountTransferFilter,
  { offset, limit }: { offset: number; limit: number },
) {
  const cap = offset + limit * recordCountPagesAhead;
  // The page's ids from the indexes alone (each side needs at most offset + limit of its newest), then only
  // the page's rows from the table.
  const newest = bothSides(db, filter, (query) =>
    query
      .select(['ledger_transfers.id', 'ledger_transfers.created_at'])
      .orderBy('ledger_transfers.created_at', 'desc')
      .orderBy('ledger_transfers.id', 'desc')
      .limit(offset + limit),
  );
  const pageIds = db
    .selectFrom(sql<{ id: bigint; created_at: Date }>`(${newest})`.as('newest'))
    .select('newest.id')
    .orderBy('newest.created_at', 'desc')
    .orderBy('newest.id', 'desc')
    .limit(limit)
    .offset(offset);
  const [count, rows] = await Promise.all([
    countAccountTransfers(db, filter, cap),
    db
      .selectFrom('ledger_transfers')
      .selectAll()
      .where('id', 'in', pageIds)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute(),
  ]);
  return {
    total: count.capped ? cap + 1 : count.total,
    capped: count.capped,
    rows: rows.map((row) => {
      const credited = row.credit_account_id === filter.accountId;
      return {
        id: row.id,
        kind: row.kind,
        reference: row.reference,
        credited,
        amount: credited ? row.amount : -row.amount,
        balanceAfter: credited ? row.credit_balance_after : row.debit_balance_after,
        createdAt: row.created_at,
      };
    }),
  };
}

/**
 * Sums of the account's transfers in a range by ledger kind: what came in (`credited`) and went out
 * (`debited`).
 */
export async function accountFlowsByKind(
  db: Db,
  filter: Pick<AccountTransferFilter, 'accountId' | 'from' | 'to'>,
) {
  const amount = sql.ref('ledger_transfers.amount');
  const zero = sql.lit(0);
  const flows = bothSides(db, filter, (query, side) =>
    query.select([
      'ledger_transfers.kind',
      sql<bigint>`${side === 'credit' ? amount : zero}`.as('credited'),
      sql<bigint>`${side === 'debit' ? amount : zero}`.as('debited'),
    ]),
  );
  const rows = await db
    .selectFrom(sql<{ kind: string; credited: bigint; debited: bigint }>`(${flows})`.as('flows'))
    .select((eb) => [
      'kind',
      eb.fn.sum<string>('credited').as('credited'),
      eb.fn.sum<string>('debited').as('debited'),
    ])
    .groupBy('kind')
    .execute();
  return rows.map((row) => ({
    kind: row.kind,
    credited: BigInt(row.credited ?? 0),
    debited: BigInt(row.debited ?? 0),
  }));
}
