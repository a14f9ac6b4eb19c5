import { createHash, randomUUID } from 'node:crypto';
import { sql, type Selectable } from 'kysely';
import type {
  WalletTransferBody,
  WalletTransferResult,
  VendorTransfer,
} from '@msp/contracts/vendor-wallets.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../shared/app-error.ts';
import { formatMinor } from '../../shared/money.ts';
import { findVendorAccount, listVendorAccounts, playerIdOf } from '../game-wallet/service.ts';
import { writeAudit, type RequestOrigin } from '../identity/audit.ts';
import { memberAccountId, postTransfersWithin, systemAccountId } from '../ledger/service.ts';
import type { Merchant } from '../merchant/service.ts';
import { memberBalance, requireAmount } from '../wallet/service.ts';
import type { VendorTransfersTable } from './tables.ts';
import {
  callVendor,
  vendorBalanceAnswer,
  vendorTransferAnswer,
  vendorTransferStatusAnswer,
  type VendorEndpoint,
  type VendorOutcome,
} from './vendor-client.ts';

type TransferRow = Selectable<VendorTransfersTable>;

/** The endpoint of a transfer-wallet vendor of the merchant, or a localized refusal. */
async function transferVendor(db: Db, merchant: Merchant, vendorCode: string): Promise<VendorEndpoint> {
  const account = await findVendorAccount(db, merchant.id, vendorCode);
  if (!account || !account.enabled || account.wallet_mode !== 'TRANSFER')
    throw new AppError('wallet.vendor.not.transfer', {}, 'vendor');
  if (!account.api_url || !account.secret) throw new AppError('wallet.vendor.unavailable');
  return {
    vendorCode: account.vendor_code,
    merchantCode: merchant.code,
    apiUrl: account.api_url,
    secret: account.secret,
  };
}

const hashOf = (parts: unknown[]) => createHash('sha256').update(JSON.stringify(parts)).digest('hex');

const toApi = (row: TransferRow): VendorTransfer => ({
  transferId: row.transfer_id,
  vendor: row.vendor_code,
  direction: row.direction,
  amount: formatMinor(row.amount),
  status: row.status,
});

async function accountsOf(db: Db, merchant: Merchant, memberId: number, vendorCode: string) {
  const [main, clearing] = await Promise.all([
    memberAccountId(db, { merchantId: merchant.id, memberId, kind: 'MAIN', currency: merchant.currency }),
    systemAccountId(db, {
      merchantId: merchant.id,
      kind: 'VENDOR_TRANSFER',
      vendorCode,
      currency: merchant.currency,
      shardKey: memberId,
    }),
  ]);
  return { main, clearing };
}

/**
 * Settles a transfer whose outcome is now known, once: the status changes only from PENDING/UNKNOWN, and the
 * money (an OUT's credit, a failed IN's return) posts in the same transaction under a key of its own.
 */
async function finishTransfer(
  db: Db,
  merchant: Merchant,
  row: TransferRow,
  succeeded: boolean,
  errorCode?: string,
) {
  const { main, clearing } = await accountsOf(db, merchant, row.member_id, row.vendor_code);
  return db.transaction().execute(async (trx) => {
    const finished = await trx
      .updateTable('vendor_transfers')
      .set({
        status: succeeded ? 'SUCCESS' : 'FAILED',
        error_code: errorCode ?? null,
        finished_at: new Date(),
        claimed_until: null,
      })
      .where('id', '=', row.id)
      .where('status', 'in', ['PENDING', 'UNKNOWN'])
      .returningAll()
      .executeTakeFirst();
    if (!finished) return undefined;
    // IN already moved main → clearing; it comes back only on failure. OUT moves money only on success.
    const credit = row.direction === 'OUT' ? succeeded : !succeeded;
    if (credit) {
      await postTransfersWithin(trx, {
        merchantId: merchant.id,
        idempotencyKey: `vendor-transfer:${row.transfer_id}:${row.direction === 'OUT' ? 'credit' : 'return'}`,
        kind: row.direction === 'OUT' ? 'VENDOR_TRANSFER_OUT' : 'VENDOR_TRANSFER_RETURN',
        legs: [
          {
            debitAccountId: clearing,
            creditAccountId: main,
            amount: row.amount,
            kind: row.direction === 'OUT' ? 'VENDOR_TRANSFER_OUT' : 'VENDOR_TRANSFER_RETURN',
            reference: row.vendor_code,
          },
        ],
      });
    }
    return finished;
  });
}

/** Applies what the vendor said to a transfer: done, refused, or still unknown. */
async function applyOutcome(db: Db, merchant: Merchant, row: TransferRow, outcome: VendorOutcome<unknown>) {
  if (outcome.kind === 'ok') return (await finishTransfer(db, merchant, row, true)) ?? row;
  if (outcome.kind === 'refused')
    return (await finishTransfer(db, merchant, row, false, outcome.errorCode)) ?? row;
  const unknown = await db
    .updateTable('vendor_transfers')
    .set({ status: 'UNKNOWN' })
    .where('id', '=', row.id)
    .where('status', '=', 'PENDING')
    .returningAll()
    .executeTakeFirst();
  return unknown ?? row;
}

interface TransferRequest {
  vendorCode: string;
  direction: 'IN' | 'OUT';
  /** undefined: OUT of the whole vendor balance. */
  amount: bigint | undefined;
  idempotencyKey: string;
}

/**
 * One transfer between the main wallet and a vendor's (docs/vendor-protocol.md "Transfer wallet"): recorded
 * (and, going in, debited) in one transaction, then the vendor is called outside any transaction, then the
 * outcome applied. A replay of the idempotency key answers the first transfer without calling the vendor again.
 * Answers undefined when an OUT of "everything" finds nothing there.
 */
async function transferOnce(
  db: Db,
  merchant: Merchant,
  memberId: number,
  request: TransferRequest,
  origin: RequestOrigin,
): Promise<TransferRow | undefined> {
  const endpoint = await transferVendor(db, merchant, request.vendorCode);
  const requestHash = hashOf([request.direction, request.vendorCode, request.amount?.toString() ?? 'ALL']);
  const existing = await db
    .selectFrom('vendor_transfers')
    .selectAll()
    .where('merchant_id', '=', merchant.id)
    .where('member_id', '=', memberId)
    .where('idempotency_key', '=', request.idempotencyKey)
    .where('vendor_code', '=', endpoint.vendorCode)
    .executeTakeFirst();
  if (existing) {
    if (existing.request_hash !== requestHash) throw new AppError('request.idempotency.conflict');
    return existing;
  }

  const playerId = playerIdOf(memberId);
  let amount = request.amount;
  if (amount === undefined) {
    const balance = await callVendor(endpoint, 'balance', { playerId }, vendorBalanceAnswer, 3_000);
    if (balance.kind !== 'ok') throw new AppError('wallet.vendor.unavailable');
    if (balance.value.balance === 0) return undefined;
    amount = BigInt(balance.value.balance);
  }
  const { main, clearing } = await accountsOf(db, merchant, memberId, endpoint.vendorCode);
  const created = await db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('vendor_transfers')
      .values({
        merchant_id: merchant.id,
        member_id: memberId,
        vendor_code: endpoint.vendorCode,
        direction: request.direction,
        amount: amount,
        transfer_id: randomUUID(),
        idempotency_key: request.idempotencyKey,
        request_hash: requestHash,
      })
      .onConflict((oc) =>
        oc.columns(['merchant_id', 'member_id', 'idempotency_key', 'vendor_code']).doNothing(),
      )
      .returningAll()
      .executeTakeFirst();
    if (row && request.direction === 'IN') {
      await postTransfersWithin(trx, {
        merchantId: merchant.id,
        idempotencyKey: `vendor-transfer:${row.transfer_id}:debit`,
        kind: 'VENDOR_TRANSFER_IN',
        legs: [
          {
            debitAccountId: main,
            creditAccountId: clearing,
            amount: row.amount,
            kind: 'VENDOR_TRANSFER_IN',
            reference: row.vendor_code,
          },
        ],
      });
    }
    return row;
  });
  // A concurrent request with the same key won the insert: answer its transfer.
  if (!created) return transferOnce(db, merchant, memberId, request, origin);

  await writeAudit(db, {
    merchantId: merchant.id,
    memberId,
    action: request.direction === 'IN' ? 'VENDOR_TRANSFER_IN' : 'VENDOR_TRANSFER_OUT',
    origin,
    detail: {
      vendor: created.vendor_code,
      amount: formatMinor(created.amount),
      transferId: created.transfer_id,
    },
  });
  const outcome = await callVendor(
    endpoint,
    request.direction === 'IN' ? 'deposit' : 'withdraw',
    { playerId, transferId: created.transfer_id, amount: Number(created.amount) },
    vendorTransferAnswer,
  );
  return applyOutcome(db, merchant, created, outcome);
}

/** `/wps/relay/GCS_walletTransfer`: in, out, or all back to main from every transfer-wallet vendor. */
export async function walletTransfer(
  db: Db,
  merchant: Merchant,
  memberId: number,
  body: WalletTransferBody,
  idempotencyKey: string,
  origin: RequestOrigin,
): Promise<WalletTransferResult> {
  const amount = body.amount === undefined ? undefined : requireAmount(body.amount);
  let vendorCodes: string[];
  if (body.direction === 'ALL_OUT') {
    vendorCodes = (await listVendorAccounts(db, merchant.id))
      .filter((account) => account.enabled && account.wallet_mode === 'TRANSFER' && account.api_url)
      .map((account) => account.vendor_code);
  } else {
    vendorCodes = [body.vendor ?? ''];
  }
  const direction = body.direction === 'IN' ? 'IN' : 'OUT';
  const rows: TransferRow[] = [];
  for (const vendorCode of vendorCodes) {
    try {
      const row = await transferOnce(
        db,
        merchant,
        memberId,
        { vendorCode, direction, amount: body.direction === 'ALL_OUT' ? undefined : amount, idempotencyKey },
        origin,
      );
      if (row) rows.push(row);
    } catch (error) {
      // "All back to main" goes on past a vendor that is down; a single transfer reports it.
      if (body.direction !== 'ALL_OUT') throw error;
    }
  }
  return { transfers: rows.map(toApi), balance: await memberBalance(db, merchant, memberId) };
}

/** The member's balance at every transfer-wallet vendor, asked of each in parallel (3 s each at most). */
export async function vendorBalances(db: Db, merchant: Merchant, memberId: number) {
  const accounts = (await listVendorAccounts(db, merchant.id)).filter(
    (account) => account.enabled && account.wallet_mode === 'TRANSFER',
  );
  const names = await vendorDisplayNames(db, merchant.id);
  return Promise.all(
    accounts.map(async (account) => {
      const displayName = names.get(account.vendor_code) ?? account.vendor_code;
      if (!account.api_url || !account.secret)
        return { vendor: account.vendor_code, displayName, balance: null, status: 'UNAVAILABLE' as const };
      const outcome = await callVendor(
        {
          vendorCode: account.vendor_code,
          merchantCode: merchant.code,
          apiUrl: account.api_url,
          secret: account.secret,
        },
        'balance',
        { playerId: playerIdOf(memberId) },
        vendorBalanceAnswer,
        3_000,
      );
      return outcome.kind === 'ok'
        ? {
            vendor: account.vendor_code,
            displayName,
            balance: formatMinor(BigInt(outcome.value.balance)),
            status: 'OK' as const,
          }
        : { vendor: account.vendor_code, displayName, balance: null, status: 'UNAVAILABLE' as const };
    }),
  );
}

async function vendorDisplayNames(db: Db, merchantId: number) {
  const rows = await db
    .selectFrom('vendors')
    .select(['code', 'display_name'])
    .where('merchant_id', '=', merchantId)
    .orderBy('sort_order')
    .execute();
  return new Map(rows.map((row) => [row.code, row.display_name]));
}

/** The spec's "merchant wallet": single-wallet mode unless some enabled vendor keeps its own wallet. */
export async function merchantWallet(db: Db, merchant: Merchant) {
  const accounts = (await listVendorAccounts(db, merchant.id)).filter(
    (account) => account.enabled && account.wallet_mode === 'TRANSFER',
  );
  const names = await vendorDisplayNames(db, merchant.id);
  return {
    isSingle: accounts.length === 0 ? (1 as const) : (0 as const),
    currency: merchant.currency,
    currencySymbol: merchant.currency_symbol,
    vendors: accounts.map((account) => ({
      vendor: account.vendor_code,
      displayName: names.get(account.vendor_code) ?? account.vendor_code,
    })),
  };
}

/** Transfers left PENDING/UNKNOWN this long are the reconciliation job's (a live request is long done). */
export const reconcileAfterMs = 30_000;
const claimMs = 60_000;
const BATCH = 50;

/**
 * The reconciliation job: asks the vendor about every transfer whose outcome is unknown and settles it. Rows
 * are claimed (claimed_until) in a short transaction with SKIP LOCKED, the vendor is asked outside any
 * transaction, and `finishTransfer` changes each row once — so several server processes, or a late answer of
 * the original request, can never settle a transfer twice. A vendor that disagrees with us on the amount or
 * direction is recorded as a mismatch for the operator and left unsettled. Answers how many it settled.
 */
export async function reconcileVendorTransfers(db: Db, now: Date = new Date()): Promise<number> {
  const claimed = await db.transaction().execute((trx) =>
    trx
      .updateTable('vendor_transfers')
      .set({ claimed_until: new Date(now.getTime() + claimMs), attempts: sql<number>`attempts + 1` })
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('vendor_transfers as t')
          .select('t.id')
          .where('t.status', 'in', ['PENDING', 'UNKNOWN'])
          .where('t.created_at', '<=', new Date(now.getTime() - reconcileAfterMs))
          .where((w) => w.or([w('t.claimed_until', 'is', null), w('t.claimed_until', '<', now)]))
          .orderBy('t.id')
          .limit(BATCH)
          .forUpdate()
          .skipLocked(),
      )
      .returningAll()
      .execute(),
  );
  let settled = 0;
  for (const row of claimed) {
    const merchant = await db
      .selectFrom('merchants')
      .selectAll()
      .where('id', '=', row.merchant_id)
      .executeTakeFirstOrThrow();
    let endpoint: VendorEndpoint;
    try {
      endpoint = await transferVendor(db, merchant, row.vendor_code);
    } catch {
      continue;
    }
    const answer = await callVendor(
      endpoint,
      'transfer',
      { transferId: row.transfer_id },
      vendorTransferStatusAnswer,
    );
    if (answer.kind !== 'ok') continue;
    const theirs = answer.value;
    const expectedDirection = row.direction === 'IN' ? 'DEPOSIT' : 'WITHDRAW';
    if (
      theirs.status === 'SUCCESS' &&
      ((theirs.amount !== undefined && BigInt(theirs.amount) !== row.amount) ||
        (theirs.direction !== undefined && theirs.direction !== expectedDirection))
    ) {
      await db
        .insertInto('vendor_transfer_mismatches')
        .values({
          merchant_id: row.merchant_id,
          transfer_id: row.transfer_id,
          ours: `${row.direction} ${formatMinor(row.amount)}`,
          theirs: `${theirs.direction ?? '?'} ${theirs.amount === undefined ? '?' : formatMinor(BigInt(theirs.amount))}`,
          detail: JSON.stringify(theirs),
        })
        .onConflict((oc) => oc.column('transfer_id').doNothing())
        .execute();
      continue;
    }
    const done = await finishTransfer(
      db,
      merchant,
      row,
      theirs.status === 'SUCCESS',
      theirs.status === 'SUCCESS' ? undefined : `vendor.${theirs.status.toLowerCase()}`,
    );
    if (done) settled += 1;
  }
  return settled;
}
