import { createHash } from 'node:crypto';
import { sql, type Transaction } from 'kysely';
import type { Db } from '../../db/database.ts';
import { retryingDeadlocks } from '../../db/deadlock.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../shared/app-error.ts';
import { groupCommit } from '../../shared/group-commit.ts';

/** A member's accounts: MAIN is spendable, HOLD keeps withdrawals that wait for the operator. */
export type MemberAccountKind = 'MAIN' | 'HOLD';
/** The merchant's own accounts: they may go negative (money that came in or went out of the platform). */
export type SystemAccountKind =
  | 'DEPOSIT_CLEARING'
  | 'WITHDRAWAL_CLEARING'
  | 'BONUS'
  | 'SALARY'
  | 'DIVIDEND'
  | 'HOUSE'
  | 'ADJUSTMENT'
  /** Our own lottery's stakes, until a draw pays them out. */
  | 'LOTTERY_POOL'
  /** Per transfer-wallet vendor: the net money members moved into that vendor's wallets. */
  | 'VENDOR_TRANSFER';

export interface TransferLeg {
  debitAccountId: bigint;
  creditAccountId: bigint;
  /** Minor units, > 0. */
  amount: bigint;
  kind: string;
  reference?: string | null;
}

export interface PostingRequest {
  merchantId: number;
  /** Client- or flow-generated; the same key posts once. */
  idempotencyKey: string;
  kind: string;
  legs: TransferLeg[];
}

export interface PostedTransfer {
  id: bigint;
  debitAccountId: bigint;
  creditAccountId: bigint;
  amount: bigint;
  kind: string;
  reference: string | null;
  debitBalanceAfter: bigint;
  creditBalanceAfter: bigint;
}

export interface PostingResult {
  postingId: bigint;
  transfers: PostedTransfer[];
  /** The balances asked for with `readBalancesOf`. */
  balances: Map<bigint, bigint>;
  /** True when the key had posted before: nothing moved this time. */
  replayed: boolean;
}

/**
 * System accounts are split into this many shards, chosen by the member a posting is for: postings of
 * different members never wait on one merchant-wide row. A kind's balance is the sum of its shards.
 */
export const SYSTEM_ACCOUNT_SHARDS = 32;

export const shardOf = (shardKey: number | undefined) =>
  shardKey === undefined
    ? 0
    : ((Math.trunc(shardKey) % SYSTEM_ACCOUNT_SHARDS) + SYSTEM_ACCOUNT_SHARDS) % SYSTEM_ACCOUNT_SHARDS;

interface AccountKey {
  merchantId: number;
  memberId: number | null;
  kind: string;
  vendorCode: string | null;
  shard: number;
  currency: string;
}

/** Account ids never change and accounts are never removed: each database's ids are remembered. */
const knownAccountIds = new WeakMap<Db, Map<string, bigint>>();
const MAX_KNOWN_ACCOUNT_IDS = 200_000;

const accountCacheKey = (key: AccountKey) =>
  `${key.merchantId}:${key.memberId ?? '-'}:${key.kind}:${key.vendorCode ?? '-'}:${key.shard}`;

/**
 * The id of an account, opened on first use. A member account is opened only for a member of the merchant
 * (undefined otherwise). Ids are remembered per database; `via` (a transaction of `db`) runs the queries when
 * they must be inside it, and then nothing is remembered: the account may go with a rollback.
 */
async function accountId(db: Db, key: AccountKey, via: Db = db): Promise<bigint | undefined> {
  let known = knownAccountIds.get(db);
  if (!known) knownAccountIds.set(db, (known = new Map()));
  const cacheKey = accountCacheKey(key);
  const cached = known.get(cacheKey);
  if (cached !== undefined) return cached;
  const remember = !db.isTransaction && !via.isTransaction;

  const find = () =>
    sql<{ id: bigint }>`
      SELECT id FROM ledger_accounts
      WHERE merchant_id = ${key.merchantId} AND member_id IS NOT DISTINCT FROM ${key.memberId}::integer
        AND kind = ${key.kind} AND vendor_code IS NOT DISTINCT FROM ${key.vendorCode}::text
        AND shard = ${key.shard}`
      .execute(via)
      .then((result) => result.rows[0]?.id);
  let id = await find();
  if (id === undefined) {
    // A member's account only for a member of this merchant; system accounts may go negative.
    await sql`
      INSERT INTO ledger_accounts (merchant_id, member_id, kind, vendor_code, shard, currency, allow_negative)
      SELECT ${key.merchantId}, ${key.memberId}::integer, ${key.kind}, ${key.vendorCode}::text, ${key.shard},
        ${key.currency}, ${key.memberId === null}
      WHERE ${key.memberId}::integer IS NULL
         OR EXISTS (SELECT 1 FROM members WHERE id = ${key.memberId}::integer AND merchant_id = ${key.merchantId})
      ON CONFLICT ON CONSTRAINT ledger_accounts_one_per_kind DO NOTHING`.execute(via);
    id = await find();
  }
  if (id !== undefined && remember) {
    if (known.size >= MAX_KNOWN_ACCOUNT_IDS) known.clear();
    known.set(cacheKey, id);
  }
  return id;
}

export interface MemberAccountKey {
  merchantId: number;
  memberId: number;
  kind: MemberAccountKind;
  currency: string;
}

/** The id of the member's account of a kind (opened on first use); 404 `member.not.found` for another merchant's member. */
export async function memberAccountId(db: Db, key: MemberAccountKey, via: Db = db): Promise<bigint> {
  const id = await accountId(db, { ...key, vendorCode: null, shard: 0 }, via);
  if (id === undefined) throw new AppError('member.not.found');
  return id;
}

export interface SystemAccountKey {
  merchantId: number;
  kind: SystemAccountKind;
  /** HOUSE and VENDOR_TRANSFER accounts are per game vendor. */
  vendorCode?: string | null;
  currency: string;
  /** The member the posting is for: picks the shard, so members do not wait on one another. */
  shardKey?: number;
}

/** The id of a shard of the merchant's system account of a kind (opened on first use). */
export async function systemAccountId(db: Db, key: SystemAccountKey): Promise<bigint> {
  const id = await accountId(db, {
    merchantId: key.merchantId,
    memberId: null,
    kind: key.kind,
    vendorCode: key.vendorCode ?? null,
    shard: shardOf(key.shardKey),
    currency: key.currency,
  });
  if (id === undefined) throw new Error('system account could not be opened');
  return id;
}

async function withBalance(db: Db, id: bigint) {
  return { id, balance: await accountBalance(db, id) };
}

/** The member's account of a kind with its balance now, opened on first use. */
export async function memberAccount(db: Db, key: MemberAccountKey) {
  return withBalance(db, await memberAccountId(db, key));
}

/** A shard of a system account of the merchant with its balance now (see `systemBalance` for the kind's). */
export async function systemAccount(db: Db, key: SystemAccountKey) {
  return withBalance(db, await systemAccountId(db, key));
}

/** The true balance of a system account kind of the merchant: the sum of its shards. */
export async function systemBalance(
  db: Db,
  key: { merchantId: number; kind: SystemAccountKind; vendorCode?: string | null },
): Promise<bigint> {
  const result = await sql<{ total: bigint | null }>`
    SELECT sum(balance)::bigint AS total FROM ledger_accounts
    WHERE merchant_id = ${key.merchantId} AND member_id IS NULL AND kind = ${key.kind}
      AND vendor_code IS NOT DISTINCT FROM ${key.vendorCode ?? null}::text`.execute(db);
  return result.rows[0]?.total ?? 0n;
}

const requestHash = (request: PostingRequest) =>
  createHash('sha256')
    .update(
      JSON.stringify([
        request.kind,
        request.legs.map((leg) => [
          String(leg.debitAccountId),
          String(leg.creditAccountId),
          String(leg.amount),
          leg.kind,
          leg.reference ?? null,
        ]),
      ]),
    )
    .digest('hex');

/** What a posting writes to the audit trail with itself (not on a replay); its posting id joins the detail. */
export interface PostingAudit {
  memberId: number | null;
  operatorId?: number | null;
  action: string;
  ip: string | null;
  userAgent: string | null;
  detail?: Record<string, unknown>;
}

export interface PostingOptions {
  audit?: PostingAudit;
  /**
   * Accounts outside the posting whose balances the caller answers with (a member's HOLD beside an adjusted
   * MAIN), read in the same statement as it began: no extra round trip.
   */
  readBalancesOf?: bigint[];
}

interface PostedRow {
  posting_id: bigint;
  replayed: boolean;
  transfer_count: number;
  transfer_id: bigint | null;
  debit_account_id: bigint | null;
  credit_account_id: bigint | null;
  amount: bigint | null;
  kind: string | null;
  reference: string | null;
  debit_balance_after: bigint | null;
  credit_balance_after: bigint | null;
  read_balances: Array<[string, string]> | null;
}

/** The database's refusals (SQLSTATEs of ledger_post, migration 0011) as the errors callers know. */
function ledgerRefusal(error: unknown): unknown {
  const { code, constraint } = (error ?? {}) as { code?: string; constraint?: string };
  if (code === 'LD001' || (code === '23514' && constraint === 'ledger_accounts_no_overdraft'))
    return new AppError('wallet.insufficient.funds');
  if (code === 'LD002') return new AppError('request.idempotency.conflict');
  if (code === 'LD003') return new Error('posting names an account that is not this merchant’s');
  return error;
}

function checkLegs(request: PostingRequest) {
  if (request.legs.length === 0) throw new AppError('wallet.amount.invalid');
  for (const leg of request.legs) {
    if (leg.amount <= 0n || leg.debitAccountId === leg.creditAccountId)
      throw new AppError('wallet.amount.invalid');
  }
}

/** Runs ledger_post: one statement, one round trip. */
async function runPosting(
  db: Db,
  request: PostingRequest,
  options: PostingOptions,
  returnTransfers: boolean,
) {
  const { legs } = request;
  const audit = options.audit ? JSON.stringify(options.audit) : null;
  const reads = (options.readBalancesOf ?? []).map(String);
  const readBalances =
    reads.length > 0
      ? sql`(SELECT json_agg(json_build_array(a.id::text, a.balance::text)) FROM ledger_accounts a
             WHERE a.id = ANY (${reads}::bigint[]))`
      : sql`NULL::json`;
  try {
    const result = await sql<PostedRow>`
      SELECT posted.*, ${readBalances} AS read_balances FROM ledger_post(
        ${request.merchantId}::integer, ${request.idempotencyKey}::text, ${requestHash(request)}::text,
        ${request.kind}::text,
        ${legs.map((leg) => String(leg.debitAccountId))}::bigint[],
        ${legs.map((leg) => String(leg.creditAccountId))}::bigint[],
        ${legs.map((leg) => String(leg.amount))}::bigint[],
        ${legs.map((leg) => leg.kind)}::text[],
        ${legs.map((leg) => leg.reference ?? null)}::text[],
        ${audit}::jsonb, ${returnTransfers}::boolean) AS posted`.execute(db);
    return result.rows;
  } catch (error) {
    throw ledgerRefusal(error);
  }
}

/**
 * The one way money moves, in one round trip (the `ledger_post` function of migration 0011): claims the
 * idempotency key (a concurrent claim of the same key waits for this one, then sees it), locks every touched
 * account in id order (so two postings can never deadlock), refuses to take a member account below zero,
 * writes the transfers with the balances after them, the new balances and the audit row, in one transaction.
 * A replay of the key returns the first result; the same key with a different request is a 409. Inside a
 * transaction the caller holds, it commits or rolls back with the caller's own changes. No network call
 * happens in here.
 */
export async function postTransfers(
  db: Db,
  request: PostingRequest,
  options: PostingOptions = {},
): Promise<PostingResult> {
  checkLegs(request);
  // Inside the caller's transaction the posting runs at once; otherwise it may share a commit with others.
  if (db.isTransaction) return postedAlone(db, request, options);
  return new Promise((resolve, reject) => batcherOf(db).submit({ request, options, resolve, reject }));
}

const readMap = (options: PostingOptions, pairs: Array<[string, string]>) => {
  const wanted = new Set((options.readBalancesOf ?? []).map(String));
  return new Map(
    pairs.filter(([id]) => wanted.has(id)).map(([id, balance]) => [BigInt(id), BigInt(balance)] as const),
  );
};

/**
 * One posting in its own statement. Outside a caller's transaction, a posting PostgreSQL rolled back to break
 * a deadlock is simply tried again: ledger_post claims its key before it locks its accounts, while a
 * group-commit call (ledger_post_many) locks its accounts first, so the same key posted through both at once
 * (a client retrying at another server process) can deadlock.
 */
async function postedAlone(db: Db, request: PostingRequest, options: PostingOptions) {
  const post = async () => {
    const rows = await runPosting(db, request, options, true);
    return resultOf(rows, readMap(options, rows[0]?.read_balances ?? []));
  };
  return db.isTransaction ? post() : retryingDeadlocks(post);
}

function resultOf(rows: PostedRow[], balances: Map<bigint, bigint>): PostingResult {
  const first = rows[0];
  if (!first) throw new Error('ledger_post returned nothing');
  return {
    postingId: first.posting_id,
    replayed: first.replayed,
    balances,
    transfers: rows.map((row) => ({
      id: row.transfer_id!,
      debitAccountId: row.debit_account_id!,
      creditAccountId: row.credit_account_id!,
      amount: row.amount!,
      kind: row.kind!,
      reference: row.reference,
      debitBalanceAfter: row.debit_balance_after!,
      creditBalanceAfter: row.credit_balance_after!,
    })),
  };
}

interface WaitingPosting {
  request: PostingRequest;
  options: PostingOptions;
  resolve(result: PostingResult): void;
  reject(error: unknown): void;
}

/**
 * Group-commit calls a database handle has out at once, and postings a call takes at most. One call at a time
 * measured best on 2 cores (bench:wallet, 32 clients over 2,000 members: 1 call 2,860–2,970 postings/s, 2 calls
 * 2,460–2,480, 4 calls 2,280–2,510, 8 calls 1,670–1,920): concurrent calls wait on each other's shard locks and
 * WAL writes, and bigger batches share more of a commit. Postings inside a caller's transaction never wait.
 */
const GROUP_COMMIT = { maxInFlight: 1, maxBatch: 50 };
const batchers = new WeakMap<Db, ReturnType<typeof groupCommit<WaitingPosting>>>();

function batcherOf(db: Db) {
  let batcher = batchers.get(db);
  if (!batcher) {
    batcher = groupCommit<WaitingPosting>({
      ...GROUP_COMMIT,
      write: (postings) => writePostings(db, postings),
      // The call failed as a whole and rolled back (a deadlock with another process's call, a lost
      // connection): each posting is tried again alone. Safe whatever happened, since a key posts once.
      fail: (postings) => {
        for (const posting of postings)
          postedAlone(db, posting.request, posting.options).then(posting.resolve, posting.reject);
      },
    });
    batchers.set(db, batcher);
  }
  return batcher;
}

/** One posting alone: ledger_post. Several: ledger_post_many, each in a subtransaction of one commit. */
async function writePostings(db: Db, postings: WaitingPosting[]) {
  if (postings.length === 1) {
    const [only] = postings as [WaitingPosting];
    try {
      only.resolve(await postedAlone(db, only.request, only.options));
    } catch (error) {
      only.reject(error);
    }
    return;
  }
  const reads = [
    ...new Set(postings.flatMap((posting) => (posting.options.readBalancesOf ?? []).map(String))),
  ];
  const result = await sql<
    PostedRow & { posting_index: number; refusal: string | null; reads: Array<[string, string]> | null }
  >`
    WITH reads AS (
      SELECT json_agg(json_build_array(a.id::text, a.balance::text)) AS pairs FROM ledger_accounts a
      WHERE a.id = ANY (${reads}::bigint[])
    )
    SELECT posted.*, reads.pairs AS reads FROM reads, ledger_post_many(${manyPostingArguments(
      postings.map((posting) => posting.request),
      postings.map((posting) => posting.options.audit ?? null),
    )}) AS posted`.execute(db);
  const rowsOf = new Map<number, typeof result.rows>();
  for (const row of result.rows)
    rowsOf.set(row.posting_index, [...(rowsOf.get(row.posting_index) ?? []), row]);
  postings.forEach((posting, index) => {
    const rows = rowsOf.get(index + 1) ?? [];
    const refusal = rows[0]?.refusal;
    if (refusal) {
      const [code, constraint] = refusal.split(':');
      posting.reject(ledgerRefusal({ code, constraint }));
    } else if (rows.length === 0) {
      posting.reject(new Error('ledger_post_many returned nothing for a posting'));
    } else {
      posting.resolve(resultOf(rows, readMap(posting.options, rows[0]!.reads ?? [])));
    }
  });
}

/**
 * The arguments ledger_post_many and ledger_post_many_at_once take (migration 0015): the postings' columns, then
 * their legs flattened, posting i's legs starting at `starts[i]`.
 */
function manyPostingArguments(
  requests: readonly PostingRequest[],
  audits: ReadonlyArray<PostingAudit | null | undefined>,
) {
  const legs = requests.flatMap((request) => request.legs);
  const starts: number[] = [];
  let next = 1;
  for (const request of requests) {
    starts.push(next);
    next += request.legs.length;
  }
  return sql.join([
    sql`${requests.map((request) => request.merchantId)}::integer[]`,
    sql`${requests.map((request) => request.idempotencyKey)}::text[]`,
    sql`${requests.map(requestHash)}::text[]`,
    sql`${requests.map((request) => request.kind)}::text[]`,
    sql`${requests.map((_, index) => (audits[index] ? JSON.stringify(audits[index]) : null))}::jsonb[]`,
    sql`${starts}::integer[]`,
    sql`${legs.map((leg) => String(leg.debitAccountId))}::bigint[]`,
    sql`${legs.map((leg) => String(leg.creditAccountId))}::bigint[]`,
    sql`${legs.map((leg) => String(leg.amount))}::bigint[]`,
    sql`${legs.map((leg) => leg.kind)}::text[]`,
    sql`${legs.map((leg) => leg.reference ?? null)}::text[]`,
  ]);
}

/** `postTransfers` inside a transaction the caller already holds (kept for the flows that name it). */
export function postTransfersWithin(
  trx: Transaction<Database>,
  request: PostingRequest,
  options: PostingOptions = {},
): Promise<PostingResult> {
  return postTransfers(trx, request, options);
}

export interface BatchResult {
  postingId: bigint;
  transferCount: number;
  replayed: boolean;
}

/**
 * Set-based work (settlements, rebates, salaries): thousands of transfers in one statement under one key,
 * idempotent per batch. All or nothing: one overdraft refuses the whole batch.
 */
export async function postBatch(
  db: Db,
  request: PostingRequest,
  options: PostingOptions = {},
): Promise<BatchResult> {
  checkLegs(request);
  const [row] = await runPosting(db, request, options, false);
  if (!row) throw new Error('ledger_post returned nothing');
  return { postingId: row.posting_id, transferCount: row.transfer_count, replayed: row.replayed };
}

/**
 * The MAIN accounts of many members of a merchant at once (opened on first use, in one statement): member id →
 * account id. Members of another merchant get none.
 */
export async function memberMainAccountIds(
  db: Db,
  merchantId: number,
  memberIds: readonly number[],
  currency: string,
): Promise<Map<number, bigint>> {
  const ids = [...new Set(memberIds)];
  if (ids.length === 0) return new Map();
  const existing = async (wanted: number[]) => {
    const { rows } = await sql<{ id: bigint; member_id: number }>`
      SELECT id, member_id FROM ledger_accounts
      WHERE merchant_id = ${merchantId} AND member_id = ANY (${wanted}::int[]) AND kind = 'MAIN'
        AND vendor_code IS NULL AND shard = 0`.execute(db);
    return rows;
  };
  // Most are open already: read them, and open only the rest.
  const found = await existing(ids);
  const accounts = new Map(found.map((row) => [row.member_id, row.id]));
  const missing = ids.filter((id) => !accounts.has(id));
  if (missing.length === 0) return accounts;
  await sql`
    INSERT INTO ledger_accounts (merchant_id, member_id, kind, vendor_code, shard, currency, allow_negative)
    SELECT ${merchantId}, m.id, 'MAIN', NULL, 0, ${currency}, false
    FROM members m WHERE m.id = ANY (${missing}::int[]) AND m.merchant_id = ${merchantId}
    ON CONFLICT ON CONSTRAINT ledger_accounts_one_per_kind DO NOTHING`.execute(db);
  for (const row of await existing(missing)) accounts.set(row.member_id, row.id);
  return accounts;
}

export interface LockedAccount {
  balance: bigint;
  allowNegative: boolean;
}

/**
 * Inside the caller's transaction: locks the accounts in id order (the ledger's one lock order) and answers their
 * balances, for set-based work that decides its amounts from them and then posts with `postManyLocked`.
 */
export async function lockAccounts(trx: Db, ids: readonly bigint[]): Promise<Map<bigint, LockedAccount>> {
  const wanted = [...new Set(ids.map(String))];
  if (wanted.length === 0) return new Map();
  const rows = await sql<{ id: bigint; balance: bigint; allow_negative: boolean }>`
    SELECT id, balance, allow_negative FROM ledger_accounts WHERE id = ANY (${wanted}::bigint[])
    ORDER BY id FOR UPDATE`.execute(trx);
  return new Map(
    rows.rows.map((row) => [row.id, { balance: row.balance, allowNegative: row.allow_negative }]),
  );
}

/**
 * Many postings, each under its own key, in one statement (ledger_post_many_at_once, migration 0015), inside a
 * transaction that holds the locks of every account they touch (`lockAccounts`). Every posting must be plain: a
 * key never used, no member account below zero after any leg; otherwise the whole call throws and the caller's
 * transaction rolls back. Answers the posting id of each request, in order.
 */
export async function postManyLocked(
  trx: Db,
  requests: readonly PostingRequest[],
  audits: ReadonlyArray<PostingAudit | null> = [],
): Promise<bigint[]> {
  if (!trx.isTransaction) throw new Error('postManyLocked runs inside the transaction that holds the locks');
  if (requests.length === 0) return [];
  requests.forEach(checkLegs);
  const result = await sql<{ posting_index: number; posting_id: bigint }>`
    SELECT DISTINCT r.posting_index, r.posting_id
    FROM unnest(ledger_post_many_at_once(${manyPostingArguments(requests, audits)})) AS r`.execute(trx);
  const ids: bigint[] = [];
  for (const row of result.rows) ids[row.posting_index - 1] = row.posting_id;
  if (ids.length !== requests.length || ids.some((id) => id === undefined))
    throw new Error('ledger_post_many_at_once did not post every request');
  return ids;
}

/** The balances of several accounts, in one statement. */
export async function accountBalances(db: Db, ids: bigint[]): Promise<Map<bigint, bigint>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('ledger_accounts')
    .select(['id', 'balance'])
    .where('id', 'in', ids)
    .execute();
  return new Map(rows.map((row) => [row.id, row.balance]));
}

export async function accountBalance(db: Db, accountId: bigint): Promise<bigint> {
  const row = await db
    .selectFrom('ledger_accounts')
    .select('balance')
    .where('id', '=', accountId)
    .executeTakeFirstOrThrow();
  return row.balance;
}

/**
 * The ledger's invariants for one merchant, as numbers a test or an operator check can assert on: the sum of
 * all balances (always 0), member accounts below zero (always none), and accounts whose balance differs from
 * the sum of their transfers (always none).
 */
export async function ledgerHealth(db: Db, merchantId: number) {
  const accounts = await db
    .selectFrom('ledger_accounts')
    .select(['id', 'balance', 'member_id'])
    .where('merchant_id', '=', merchantId)
    .execute();
  const flows = await db
    .selectFrom('ledger_transfers')
    .select(['debit_account_id', 'credit_account_id', 'amount'])
    .where('merchant_id', '=', merchantId)
    .execute();
  const net = new Map<string, bigint>();
  for (const flow of flows) {
    net.set(String(flow.debit_account_id), (net.get(String(flow.debit_account_id)) ?? 0n) - flow.amount);
    net.set(String(flow.credit_account_id), (net.get(String(flow.credit_account_id)) ?? 0n) + flow.amount);
  }
  return {
    sum: accounts.reduce((total, account) => total + account.balance, 0n),
    negativeMemberAccounts: accounts.filter((account) => account.member_id !== null && account.balance < 0n)
      .length,
    mismatchedAccounts: accounts.filter((account) => (net.get(String(account.id)) ?? 0n) !== account.balance)
      .length,
    accounts: accounts.length,
    transfers: flows.length,
  };
}
