import { sql, type ExpressionBuilder } from 'kysely';
import type { TransactionType } from '@msp/contracts/records.ts';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';

/**
 * Read-only queries of the ledger's transfers, seen from one member account. The ledger module owns the tables
 * and every write to them; these only read, for the member's records.
 */

type TransferExpression = ExpressionBuilder<Database, 'ledger_transfers'>;

export interface AccountTransferFilter {
  merchantId: number;
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
  return 'OTHER';
}

/** The SQL twin of `transactionTypeOf`, as a filter. */
function typeFilter(eb: TransferExpression, type: TransactionType, accountId: bigint) {
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
    case 'TRANSFER_IN':
      return eb.and([transfer, eb('ledger_transfers.credit_account_id', '=', accountId)]);
    case 'TRANSFER_OUT':
      return eb.and([transfer, eb('ledger_transfers.debit_account_id', '=', accountId)]);
    case 'OTHER':
      return eb.not(
        eb.or([
          eb(kind, 'like', 'DEPOSIT%'),
          eb(kind, 'like', 'WITHDRAWAL%'),
          eb(kind, 'like', 'ADJUSTMENT%'),
          eb(kind, 'like', 'BONUS%'),
          transfer,
        ]),
      );
  }
}

function filtered(db: Db, filter: AccountTransferFilter) {
  let query = db
    .selectFrom('ledger_transfers')
    .where('ledger_transfers.merchant_id', '=', filter.merchantId)
    .where((eb) =>
      eb.or([
        eb('ledger_transfers.debit_account_id', '=', filter.accountId),
        eb('ledger_transfers.credit_account_id', '=', filter.accountId),
      ]),
    );
  if (filter.from) query = query.where('ledger_transfers.created_at', '>=', filter.from);
  if (filter.to) query = query.where('ledger_transfers.created_at', '<=', filter.to);
  const type = filter.type;
  if (type) query = query.where((eb) => typeFilter(eb, type, filter.accountId));
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

/**
 * One page of the transfers into or out of an account, newest first, with the total count: each with its
 * signed amount and the account's balance right after it.
 */
export async function accountTransfers(
  db: Db,
  filter: AccountTransferFilter,
  { offset, limit }: { offset: number; limit: number },
) {
  const [{ total }, rows] = await Promise.all([
    filtered(db, filter)
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .executeTakeFirstOrThrow(),
    filtered(db, filter)
      .selectAll('ledger_transfers')
      .orderBy('ledger_transfers.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
  ]);
  return {
    total: Number(total),
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
  filter: Pick<AccountTransferFilter, 'merchantId' | 'accountId' | 'from' | 'to'>,
) {
  const rows = await filtered(db, filter)
    .select((eb) => [
      'ledger_transfers.kind',
      eb.fn
        .sum<string>(
          eb
            .case()
            .when('ledger_transfers.credit_account_id', '=', filter.accountId)
            .then(eb.ref('ledger_transfers.amount'))
            .else(sql<bigint>`0`)
            .end(),
        )
        .as('credited'),
      eb.fn
        .sum<string>(
          eb
            .case()
            .when('ledger_transfers.debit_account_id', '=', filter.accountId)
            .then(eb.ref('ledger_transfers.amount'))
            .else(sql<bigint>`0`)
            .end(),
        )
        .as('debited'),
    ])
    .groupBy('ledger_transfers.kind')
    .execute();
  return rows.map((row) => ({
    kind: row.kind,
    credited: BigInt(row.credited ?? 0),
    debited: BigInt(row.debited ?? 0),
  }));
}
