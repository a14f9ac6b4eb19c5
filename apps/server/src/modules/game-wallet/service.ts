import { createHash, randomBytes } from 'node:crypto';
import { sql, type Selectable, type Transaction } from 'kysely';
import type { Language } from '@msp/contracts/errors.ts';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { retryingDeadlocks } from '../../db/deadlock.ts';
import { AppError } from '../../shared/app-error.ts';
import { pickLanguage, type LocalizedText } from '../../shared/localized.ts';
import { hashToken } from '../identity/session-service.ts';
import { memberAccount, memberAccountId, postTransfersWithin, systemAccountId } from '../ledger/service.ts';
import type { Merchant } from '../merchant/service.ts';
import { fastGameCall } from './fast-calls.ts';
import type {
  GameRoundsTable,
  GameTransactionKind,
  GameTransactionsTable,
  GameVendorAccountsTable,
  WalletMode,
} from './tables.ts';

/**
 * The platform side of the seamless-wallet vendor protocol (docs/vendor-protocol.md): vendor integration
 * settings, launch tokens and game sessions, and the money calls (bet, settle, refund, rollback), each of which
 * writes its game_transactions row, changes its round and posts to the ledger in ONE database transaction.
 *
 * Locks are always taken in the same order, so two calls can never deadlock: (a rollback's claim of the bet's
 * id) → the round row (`FOR UPDATE`, or the bet's upsert) → the call's own transaction id (INSERT … ON
 * CONFLICT DO NOTHING) → the ledger accounts (by id, inside the ledger). A concurrent duplicate waits on the
 * round row (or the id), then finds the first call's row and answers it; its own transaction rolls back.
 */

/** A launch token is good for this long until it is used. */
export const LAUNCH_TOKEN_MINUTES = 10;
/** A game session lasts this long from authentication. */
export const GAME_SESSION_HOURS = 12;

export type VendorAccount = Selectable<GameVendorAccountsTable>;
type RoundRow = Selectable<GameRoundsTable>;
type TransactionRow = Selectable<GameTransactionsTable>;

// ---------------------------------------------------------------------------------------------------------
// Vendor accounts

/** The integration settings of a vendor company for a merchant (keyed by the vendor code alone). */
export function findVendorAccount(
  db: Db,
  merchantId: number,
  vendorCode: string,
): Promise<VendorAccount | undefined> {
  return db
    .selectFrom('game_vendor_accounts')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('vendor_code', '=', vendorCode)
    .executeTakeFirst();
}

/** How long the signature check may use a vendor account it read (a change made in this process: at once). */
const SIGNING_ACCOUNT_TTL_MS = 5_000;
const signingAccounts = new WeakMap<Db, Map<string, { account: VendorAccount | undefined; until: number }>>();

/**
 * The vendor account for checking a call's signature: `findVendorAccount`, remembered for a few seconds so a
 * busy vendor does not read it on every call. `upsertVendorAccount` forgets it at once in this process; other
 * server processes see a change (a new secret, a vendor disabled) within 5 s.
 */
export async function vendorAccountForSigning(
  db: Db,
  merchantId: number,
  vendorCode: string,
): Promise<VendorAccount | undefined> {
  let known = signingAccounts.get(db);
  if (!known) signingAccounts.set(db, (known = new Map()));
  const key = `${merchantId}:${vendorCode}`;
  const now = Date.now();
  const cached = known.get(key);
  if (cached && cached.until > now) return cached.account;
  const account = await findVendorAccount(db, merchantId, vendorCode);
  if (known.size > 10_000) known.clear();
  known.set(key, { account, until: now + SIGNING_ACCOUNT_TTL_MS });
  return account;
}

/** Every vendor account of a merchant, by code. */
export function listVendorAccounts(db: Db, merchantId: number): Promise<VendorAccount[]> {
  return db
    .selectFrom('game_vendor_accounts')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .orderBy('vendor_code')
    .execute();
}

/**
 * Creates the vendor account or changes it. Fields left undefined keep their value on an existing row, and take
 * the default on a new one (seamless, no API URL, no secret, enabled).
 */
export async function upsertVendorAccount(
  db: Db,
  account: {
    merchantId: number;
    vendorCode: string;
    walletMode?: WalletMode;
    apiUrl?: string | null;
    secret?: string | null;
    enabled?: boolean;
  },
): Promise<VendorAccount> {
  const changes = {
    ...(account.walletMode === undefined ? {} : { wallet_mode: account.walletMode }),
    ...(account.apiUrl === undefined ? {} : { api_url: account.apiUrl }),
    ...(account.secret === undefined ? {} : { secret: account.secret }),
    ...(account.enabled === undefined ? {} : { enabled: account.enabled }),
  };
  signingAccounts.get(db)?.delete(`${account.merchantId}:${account.vendorCode}`);
  return db
    .insertInto('game_vendor_accounts')
    .values({
      merchant_id: account.merchantId,
      vendor_code: account.vendorCode,
      wallet_mode: account.walletMode ?? 'SEAMLESS',
      api_url: account.apiUrl ?? null,
      secret: account.secret ?? null,
      enabled: account.enabled ?? true,
    })
    .onConflict((oc) =>
      oc
        .constraint('game_vendor_accounts_one_per_vendor')
        .doUpdateSet({ ...changes, updated_at: sql<Date>`now()` }),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
}

// ---------------------------------------------------------------------------------------------------------
// Players, launch tokens and sessions

/** The vendor-facing player id of a member: opaque to the vendor, stable for the member at this merchant. */
export const playerIdOf = (memberId: number): string => String(memberId);

/** The member id a player id names, if it can name one (member ids are PostgreSQL integers). */
function memberIdOf(playerId: string): number | undefined {
  const id = /^[1-9]\d{0,9}$/.test(playerId) ? Number(playerId) : NaN;
  return id <= 2_147_483_647 ? id : undefined;
}

/** The member behind a player id of this merchant, or 404 `vendor.player.not.found`. */
async function requireMember(db: Db, merchantId: number, playerId: string) {
  const id = memberIdOf(playerId);
  const member =
    id !== undefined
      ? await db
          .selectFrom('members')
          .select(['id', 'username', 'nickname', 'language', 'status'])
          .where('merchant_id', '=', merchantId)
          .where('id', '=', id)
          .executeTakeFirst()
      : undefined;
  if (!member) throw new AppError('vendor.player.not.found');
  return member;
}

/**
 * A single-use launch token for one member, vendor and game, good for 10 minutes until the vendor exchanges it
 * in `authenticate`. Only its hash is stored.
 */
export async function createLaunchToken(
  db: Db,
  launch: {
    merchantId: number;
    memberId: number;
    vendorCode: string;
    gameCode: string;
    gameType: string;
    demo: boolean;
  },
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const row = await db
    .insertInto('game_sessions')
    .values({
      merchant_id: launch.merchantId,
      member_id: launch.memberId,
      vendor_code: launch.vendorCode,
      game_code: launch.gameCode,
      game_type: launch.gameType,
      demo: launch.demo,
      token_hash: hashToken(token),
      token_expires_at: sql<Date>`now() + make_interval(mins => ${LAUNCH_TOKEN_MINUTES})`,
      used_at: null,
      session_hash: null,
      session_expires_at: null,
    })
    .returning('token_expires_at')
    .executeTakeFirstOrThrow();
  return { token, expiresAt: row.token_expires_at };
}

/** The game's name in a language, from the catalogue (the game code itself when the catalogue lacks it). */
async function gameOf(db: Db, merchantId: number, vendorCode: string, gameCode: string, gameType?: string) {
  let query = db
    .selectFrom('games')
    .innerJoin('vendors', 'vendors.id', 'games.vendor_id')
    .select(['games.name', 'games.game_type'])
    .where('games.merchant_id', '=', merchantId)
    .where('vendors.code', '=', vendorCode)
    .where('games.game_code', '=', gameCode);
  if (gameType !== undefined)
    query = query.orderBy(sql`CASE WHEN ${sql.ref('games.game_type')} = ${gameType} THEN 0 ELSE 1 END`);
  return query.orderBy('games.id').limit(1).executeTakeFirst();
}

/** The caller of a vendor call: the merchant (from the `Merchant` header) and the signed-in vendor. */
export interface VendorCaller {
  merchant: Merchant;
  vendorCode: string;
}

export interface AuthenticateAnswer {
  playerId: string;
  nickname: string;
  currency: string;
  balance: number;
  language: Language;
  gameCode: string;
  gameName: string;
  gameType: string;
  sessionId: string;
  demo: boolean;
}

/** The member's MAIN account with its balance now. */
async function mainAccountOf(db: Db, merchant: Merchant, memberId: number) {
  return memberAccount(db, {
    merchantId: merchant.id,
    memberId,
    kind: 'MAIN',
    currency: merchant.currency,
  });
}

/** The id of the member's MAIN account; `via` runs the query when it must be inside a transaction. */
function mainAccountIdOf(db: Db, merchant: Merchant, memberId: number, via: Db = db): Promise<bigint> {
  return memberAccountId(
    db,
    { merchantId: merchant.id, memberId, kind: 'MAIN', currency: merchant.currency },
    via,
  );
}

/**
 * `authenticate`: exchanges a launch token, once (one atomic UPDATE … WHERE used_at IS NULL AND not expired),
 * for a game session of 12 hours. A token that is unknown, used, expired, of another vendor or merchant, or of a
 * member who can no longer play: 401 `vendor.token.invalid`.
 */
export async function authenticate(
  db: Db,
  caller: VendorCaller,
  { token }: { token: string },
): Promise<AuthenticateAnswer> {
  const sessionId = randomBytes(32).toString('base64url');
  const opened = await db
    .updateTable('game_sessions')
    .set({
      used_at: sql<Date>`now()`,
      session_hash: hashToken(sessionId),
      session_expires_at: sql<Date>`now() + make_interval(hours => ${GAME_SESSION_HOURS})`,
    })
    .where('token_hash', '=', hashToken(token))
    .where('merchant_id', '=', caller.merchant.id)
    .where('vendor_code', '=', caller.vendorCode)
    .where('used_at', 'is', null)
    .where('token_expires_at', '>', sql<Date>`now()`)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('members')
          .select(sql`1`.as('one'))
          .whereRef('members.id', '=', 'game_sessions.member_id')
          .where('members.status', '=', 'ACTIVE'),
      ),
    )
    .returningAll()
    .executeTakeFirst();
  if (!opened) throw new AppError('vendor.token.invalid');
  const member = await requireMember(db, caller.merchant.id, playerIdOf(opened.member_id));
  const [game, main] = await Promise.all([
    gameOf(db, caller.merchant.id, opened.vendor_code, opened.game_code, opened.game_type),
    mainAccountOf(db, caller.merchant, member.id),
  ]);
  return {
    playerId: playerIdOf(member.id),
    nickname: member.nickname || member.username,
    currency: caller.merchant.currency,
    balance: Number(main.balance),
    language: member.language,
    gameCode: opened.game_code,
    gameName: pickLanguage(game?.name as LocalizedText | undefined, member.language) || opened.game_code,
    gameType: opened.game_type,
    sessionId,
    demo: opened.demo,
  };
}

/** `balance`: the player's main wallet. */
export async function playerBalance(
  db: Db,
  caller: VendorCaller,
  { playerId }: { playerId: string },
): Promise<{ balance: number; currency: string }> {
  const member = await requireMember(db, caller.merchant.id, playerId);
  const main = await mainAccountOf(db, caller.merchant, member.id);
  return { balance: Number(main.balance), currency: caller.merchant.currency };
}

/**
 * The live, real-money game session of this player and vendor (the member still active), or 401
 * `vendor.session.invalid` — 404 `vendor.player.not.found` when the player is unknown.
 */
async function requireSession(db: Db, caller: VendorCaller, playerId: string, sessionId: string) {
  const memberId = memberIdOf(playerId) ?? 0;
  const session = await db
    .selectFrom('game_sessions')
    .innerJoin('members', 'members.id', 'game_sessions.member_id')
    .select(['game_sessions.game_code', 'game_sessions.game_type'])
    .where('game_sessions.session_hash', '=', hashToken(sessionId))
    .where('game_sessions.merchant_id', '=', caller.merchant.id)
    .where('game_sessions.vendor_code', '=', caller.vendorCode)
    .where('game_sessions.member_id', '=', memberId)
    .where('game_sessions.session_expires_at', '>', sql<Date>`now()`)
    // A free-play launch never stakes real money.
    .where('game_sessions.demo', '=', false)
    .where('members.status', '=', 'ACTIVE')
    .executeTakeFirst();
  if (session) return { ...session, memberId };
  await requireMember(db, caller.merchant.id, playerId);
  throw new AppError('vendor.session.invalid');
}

// ---------------------------------------------------------------------------------------------------------
// Money calls

export interface MoneyAnswer {
  transactionId: string;
  /** The player's main balance after the call (for a duplicate: now). */
  balance: number;
  currency: string;
  /** True when the id had been answered before: nothing moved this time. */
  duplicate: boolean;
}

const requestHashOf = (kind: GameTransactionKind, fields: ReadonlyArray<string | number>) =>
  createHash('sha256')
    .update(JSON.stringify([kind, ...fields]))
    .digest('hex');

/** The shard of the vendor's HOUSE account that the member's bets and wins go through. */
function houseAccountId(db: Db, merchant: Merchant, vendorCode: string, memberId: number): Promise<bigint> {
  return systemAccountId(db, {
    merchantId: merchant.id,
    kind: 'HOUSE',
    vendorCode,
    currency: merchant.currency,
    shardKey: memberId,
  });
}

type Trx = Transaction<Database>;

function findTransaction(db: Db, caller: VendorCaller, transactionId: string) {
  return db
    .selectFrom('game_transactions')
    .selectAll()
    .where('merchant_id', '=', caller.merchant.id)
    .where('vendor_code', '=', caller.vendorCode)
    .where('transaction_id', '=', transactionId)
    .executeTakeFirst();
}

/** Whether a bet's stake has been returned by a rollback. */
async function isRolledBack(db: Db, caller: VendorCaller, betTransactionId: string) {
  const row = await db
    .selectFrom('game_transactions')
    .select('id')
    .where('merchant_id', '=', caller.merchant.id)
    .where('vendor_code', '=', caller.vendorCode)
    .where('bet_transaction_id', '=', betTransactionId)
    .where('outcome', '=', 'ROLLED_BACK')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * The answer to an id seen before: the same request is a duplicate (answered as the first time); another
 * request under the id is 409 `vendor.transaction.conflict`; a bet whose id was rolled back (a tombstone, or
 * its stake returned) is 409 `vendor.bet.rolled.back`.
 */
async function replayOf(
  db: Db,
  caller: VendorCaller,
  existing: TransactionRow,
  kind: GameTransactionKind,
  hash: string,
): Promise<'duplicate'> {
  if (existing.tombstone) {
    throw new AppError(kind === 'BET' ? 'vendor.bet.rolled.back' : 'vendor.transaction.conflict');
  }
  if (existing.kind !== kind || existing.request_hash !== hash)
    throw new AppError('vendor.transaction.conflict');
  if (kind === 'BET' && (await isRolledBack(db, caller, existing.transaction_id)))
    throw new AppError('vendor.bet.rolled.back');
  return 'duplicate';
}

/**
 * Claims the call's transaction id: the row is written, or (when a concurrent call took the id after this one
 * looked) the earlier row decides the answer.
 */
async function claim(
  trx: Trx,
  caller: VendorCaller,
  row: Omit<TransactionRow, 'id' | 'created_at' | 'merchant_id' | 'vendor_code' | 'tombstone'>,
  kind: GameTransactionKind,
): Promise<'claimed' | 'duplicate'> {
  const inserted = await trx
    .insertInto('game_transactions')
    .values({
      ...row,
      merchant_id: caller.merchant.id,
      vendor_code: caller.vendorCode,
      tombstone: row.outcome === 'TOMBSTONE',
    })
    .onConflict((oc) => oc.constraint('game_transactions_once').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (inserted) return 'claimed';
  const existing = await findTransaction(trx, caller, row.transaction_id);
  if (!existing) throw new Error('game transaction id claimed but not found');
  return replayOf(trx, caller, existing, kind, row.request_hash ?? '');
}

/** The round row, locked for this transaction (FOR UPDATE), or undefined. */
function lockRound(trx: Trx, caller: VendorCaller, roundId: string): Promise<RoundRow | undefined> {
  return trx
    .selectFrom('game_rounds')
    .selectAll()
    .where('merchant_id', '=', caller.merchant.id)
    .where('vendor_code', '=', caller.vendorCode)
    .where('round_id', '=', roundId)
    .forUpdate()
    .executeTakeFirst();
}

/** Moves money through the ledger; a member short of money is 402 `vendor.insufficient.funds`. */
async function post(
  trx: Trx,
  caller: VendorCaller,
  transactionId: string,
  kind: string,
  leg: { debitAccountId: bigint; creditAccountId: bigint; amount: bigint; reference: string },
) {
  try {
    return await postTransfersWithin(trx, {
      merchantId: caller.merchant.id,
      idempotencyKey: `game:${caller.vendorCode}:${transactionId}`,
      kind,
      legs: [{ ...leg, kind }],
    });
  } catch (error) {
    if (error instanceof AppError && error.code === 'wallet.insufficient.funds')
      throw new AppError('vendor.insufficient.funds');
    throw error;
  }
}

/** What a call's transaction gave: a duplicate, or the balance after it (undefined: nothing moved, read it). */
type CallResult = 'duplicate' | { balance: bigint | undefined };

async function answer(
  db: Db,
  caller: VendorCaller,
  memberId: number,
  transactionId: string,
  result: CallResult,
): Promise<MoneyAnswer> {
  const balance =
    result === 'duplicate' || result.balance === undefined
      ? (await mainAccountOf(db, caller.merchant, memberId)).balance
      : result.balance;
  return {
    transactionId,
    balance: Number(balance),
    currency: caller.merchant.currency,
    duplicate: result === 'duplicate',
  };
}

/** A repeat of an id that is already settled, answered without opening a transaction. */
async function earlyReplay(
  db: Db,
  caller: VendorCaller,
  transactionId: string,
  kind: GameTransactionKind,
  hash: string,
) {
  const existing = await findTransaction(db, caller, transactionId);
  return existing ? replayOf(db, caller, existing, kind, hash) : undefined;
}

/**
 * Thrown inside a call's transaction when its id turns out to have been answered before: the transaction rolls
 * back (whatever it changed so far) and the call answers as a duplicate.
 */
class Replayed extends Error {}

/** Runs a call's transaction; a `Replayed` inside it becomes the duplicate answer. */
async function callTransaction(db: Db, work: (trx: Trx) => Promise<CallResult>): Promise<CallResult> {
  try {
    return await inTransactionRetryingDeadlocks(db, work);
  } catch (error) {
    if (error instanceof Replayed) return 'duplicate';
    throw error;
  }
}

/**
 * A call's transaction, run again when PostgreSQL breaks a deadlock by rolling it back. The careful path locks
 * the round before the accounts, a group-committed call (fast-calls.ts) may hold an account of another call of
 * its statement first: rare, never wrong, and nothing of the loser was written.
 */
const inTransactionRetryingDeadlocks = <T>(db: Db, work: (trx: Trx) => Promise<T>): Promise<T> =>
  retryingDeadlocks(() => db.transaction().execute(work));

/** `claim`, with a repeat of the id leaving the transaction (see `Replayed`). */
async function claimOrReplay(
  trx: Trx,
  caller: VendorCaller,
  row: Parameters<typeof claim>[2],
  kind: GameTransactionKind,
): Promise<void> {
  if ((await claim(trx, caller, row, kind)) === 'duplicate') throw new Replayed();
}

export interface BetRequest {
  playerId: string;
  sessionId: string;
  transactionId: string;
  roundId: string;
  gameCode: string;
  amount: number;
}

/**
 * `bet`: takes the stake from the player's main wallet to the vendor's house account and opens the round (or
 * adds to it). Refused: 401 session invalid, 402 insufficient funds (nothing written, the id may be retried),
 * 409 rolled back (a tombstone holds the id), 409 round closed. A repeat of the id is answered as the first
 * time, also once the session is over.
 */
export async function placeBet(db: Db, caller: VendorCaller, body: BetRequest): Promise<MoneyAnswer> {
  const amount = BigInt(body.amount);
  const hash = requestHashOf('BET', [
    body.playerId,
    body.sessionId,
    body.roundId,
    body.gameCode,
    body.amount,
  ]);
  let session: Awaited<ReturnType<typeof requireSession>>;
  try {
    session = await requireSession(db, caller, body.playerId, body.sessionId);
  } catch (error) {
    const early = await earlyReplay(db, caller, body.transactionId, 'BET', hash);
    if (!early) throw error;
    const member = await requireMember(db, caller.merchant.id, body.playerId);
    return answer(db, caller, member.id, body.transactionId, early);
  }
  const memberId = session.memberId;
  const gameType =
    body.gameCode === session.game_code
      ? session.game_type
      : ((await gameOf(db, caller.merchant.id, caller.vendorCode, body.gameCode))?.game_type ??
        session.game_type);
  const [mainId, house] = await Promise.all([
    mainAccountIdOf(db, caller.merchant, memberId),
    houseAccountId(db, caller.merchant, caller.vendorCode, memberId),
  ]);
  const fast = await fastGameCall(db, {
    kind: 'BET',
    merchantId: caller.merchant.id,
    vendorCode: caller.vendorCode,
    memberId,
    transactionId: body.transactionId,
    roundId: body.roundId,
    amount,
    requestHash: hash,
    gameCode: body.gameCode,
    gameType,
    mainAccountId: mainId,
    houseAccountId: house,
  });
  if (fast !== undefined) return answer(db, caller, memberId, body.transactionId, { balance: fast });

  // Not the common case (see fast-calls.ts): the careful path decides, with nothing written yet.
  const result = await callTransaction(db, async (trx) => {
    // Opens the round or adds the stake to it, and locks it (an upsert waits for a concurrent one).
    const round = await trx
      .insertInto('game_rounds')
      .values({
        merchant_id: caller.merchant.id,
        member_id: memberId,
        vendor_code: caller.vendorCode,
        game_code: body.gameCode,
        game_type: gameType,
        round_id: body.roundId,
        wallet_mode: 'SEAMLESS',
        stake: amount,
        settled_at: null,
      })
      .onConflict((oc) =>
        oc
          .constraint('game_rounds_once')
          .doUpdateSet((eb) => ({ stake: eb('game_rounds.stake', '+', eb.ref('excluded.stake')) })),
      )
      .returningAll()
      .executeTakeFirstOrThrow();
    await claimOrReplay(
      trx,
      caller,
      {
        transaction_id: body.transactionId,
        kind: 'BET',
        round_ref: round.id,
        member_id: memberId,
        amount,
        request_hash: hash,
        outcome: 'ACCEPTED',
        bet_transaction_id: null,
      },
      'BET',
    );
    if (round.member_id !== memberId || round.wallet_mode !== 'SEAMLESS')
      throw new AppError('request.invalid.field', { field: 'roundId' }, 'roundId');
    if (round.status !== 'OPEN') throw new AppError('vendor.round.closed');
    const posting = await post(trx, caller, body.transactionId, 'GAME_BET', {
      debitAccountId: mainId,
      creditAccountId: house,
      amount,
      reference: `game-round:${round.id}`,
    });
    return { balance: posting.transfers[0]!.debitBalanceAfter };
  });
  return answer(db, caller, memberId, body.transactionId, result);
}

/**
 * The player's round, locked for a settlement or refund. A round that is not there (or is another player's)
 * is 404 — unless the id was answered before, which decides first.
 */
async function lockPlayersRound(
  trx: Trx,
  caller: VendorCaller,
  body: { playerId: string; roundId: string; transactionId: string },
  kind: GameTransactionKind,
  hash: string,
): Promise<RoundRow & { member_id: number }> {
  const round = await lockRound(trx, caller, body.roundId);
  if (round && round.member_id === memberIdOf(body.playerId) && round.wallet_mode === 'SEAMLESS')
    return round;
  const existing = await findTransaction(trx, caller, body.transactionId);
  if (existing && (await replayOf(trx, caller, existing, kind, hash)) === 'duplicate') throw new Replayed();
  await requireMember(trx, caller.merchant.id, body.playerId);
  throw new AppError('vendor.round.not.found');
}

/** A settle's common case in one statement, for a player whose main account is known (see fast-calls.ts). */
async function fastSettle(
  db: Db,
  caller: VendorCaller,
  body: SettleRequest,
  call: { memberId: number; amount: bigint; hash: string; house: bigint },
): Promise<bigint | undefined> {
  if (call.memberId === 0) return undefined;
  let mainId: bigint;
  try {
    mainId = await mainAccountIdOf(db, caller.merchant, call.memberId);
  } catch (error) {
    // Not this merchant's member: the careful path answers it.
    if (error instanceof AppError) return undefined;
    throw error;
  }
  return fastGameCall(db, {
    kind: 'SETTLE',
    merchantId: caller.merchant.id,
    vendorCode: caller.vendorCode,
    memberId: call.memberId,
    transactionId: body.transactionId,
    roundId: body.roundId,
    amount: call.amount,
    requestHash: call.hash,
    gameCode: '',
    gameType: '',
    mainAccountId: mainId,
    houseAccountId: call.house,
  });
}

export interface SettleRequest {
  playerId: string;
  transactionId: string;
  roundId: string;
  amount: number;
}

/**
 * `settle`: closes the round and pays `amount` (0 for a lost round: nothing is posted) from the house account
 * to the player. 404 when the player has no round of that id with an accepted bet; 409 when it is closed.
 */
export async function settleRound(db: Db, caller: VendorCaller, body: SettleRequest): Promise<MoneyAnswer> {
  const amount = BigInt(body.amount);
  const hash = requestHashOf('SETTLE', [body.playerId, body.roundId, body.amount]);
  let memberId = memberIdOf(body.playerId) ?? 0;
  // The round must be this player's (checked when it is locked), so the player picks the house shard.
  const house = await houseAccountId(db, caller.merchant, caller.vendorCode, memberId);
  const fast = await fastSettle(db, caller, body, { memberId, amount, hash, house });
  if (fast !== undefined) return answer(db, caller, memberId, body.transactionId, { balance: fast });

  // Not the common case (see fast-calls.ts): the careful path decides, with nothing written yet.
  const result = await callTransaction(db, async (trx) => {
    const round = await lockPlayersRound(trx, caller, body, 'SETTLE', hash);
    memberId = round.member_id;
    await claimOrReplay(
      trx,
      caller,
      {
        transaction_id: body.transactionId,
        kind: 'SETTLE',
        round_ref: round.id,
        member_id: round.member_id,
        amount,
        request_hash: hash,
        outcome: 'SETTLED',
        bet_transaction_id: null,
      },
      'SETTLE',
    );
    if (round.status !== 'OPEN') throw new AppError('vendor.round.closed');
    if (round.stake === 0n) throw new AppError('vendor.round.not.found');
    await trx
      .updateTable('game_rounds')
      .set({ win: amount, status: 'SETTLED', settled_at: sql<Date>`now()` })
      .where('id', '=', round.id)
      .execute();
    // A lost round moves nothing: its answer is the balance as it is.
    if (amount === 0n) return { balance: undefined };
    const posting = await post(trx, caller, body.transactionId, 'GAME_WIN', {
      debitAccountId: house,
      creditAccountId: await mainAccountIdOf(db, caller.merchant, round.member_id, trx),
      amount,
      reference: `game-round:${round.id}`,
    });
    return { balance: posting.transfers[0]!.creditBalanceAfter };
  });
  return answer(db, caller, memberId, body.transactionId, result);
}

export interface RefundRequest {
  playerId: string;
  transactionId: string;
  roundId: string;
}

/**
 * `refund`: the vendor voids an open round; its accepted bets (what is left of them after rollbacks) go back to
 * the player and the round is closed REFUNDED. 409 `vendor.round.settled` for a settled round.
 */
export async function refundRound(db: Db, caller: VendorCaller, body: RefundRequest): Promise<MoneyAnswer> {
  const hash = requestHashOf('REFUND', [body.playerId, body.roundId]);
  let memberId = memberIdOf(body.playerId) ?? 0;
  // The round must be this player's (checked when it is locked), so the player picks the house shard.
  const house = await houseAccountId(db, caller.merchant, caller.vendorCode, memberId);

  const result = await callTransaction(db, async (trx) => {
    const round = await lockPlayersRound(trx, caller, body, 'REFUND', hash);
    memberId = round.member_id;
    await claimOrReplay(
      trx,
      caller,
      {
        transaction_id: body.transactionId,
        kind: 'REFUND',
        round_ref: round.id,
        member_id: round.member_id,
        amount: round.stake,
        request_hash: hash,
        outcome: 'REFUNDED',
        bet_transaction_id: null,
      },
      'REFUND',
    );
    if (round.status === 'SETTLED') throw new AppError('vendor.round.settled');
    if (round.status !== 'OPEN') throw new AppError('vendor.round.closed');
    if (round.stake === 0n) throw new AppError('vendor.round.not.found');
    await trx
      .updateTable('game_rounds')
      .set({ refunded: round.stake, status: 'REFUNDED', settled_at: sql<Date>`now()` })
      .where('id', '=', round.id)
      .execute();
    const posting = await post(trx, caller, body.transactionId, 'GAME_REFUND', {
      debitAccountId: house,
      creditAccountId: await mainAccountIdOf(db, caller.merchant, round.member_id, trx),
      amount: round.stake,
      reference: `game-round:${round.id}`,
    });
    return { balance: posting.transfers[0]!.creditBalanceAfter };
  });
  return answer(db, caller, memberId, body.transactionId, result);
}

export interface RollbackRequest {
  playerId: string;
  transactionId: string;
  betTransactionId: string;
}

/**
 * `rollback`: cancels one bet. A known bet of an open round: its stake is returned. A bet of a settled round:
 * 409 `vendor.round.settled` (of a refunded round: 409 `vendor.round.closed`, the stake is back already). An
 * unknown bet: a tombstone takes its id (so the late bet is refused) and the answer is success.
 */
export async function rollbackBet(db: Db, caller: VendorCaller, body: RollbackRequest): Promise<MoneyAnswer> {
  if (body.betTransactionId === body.transactionId)
    throw new AppError('request.invalid.field', { field: 'betTransactionId' }, 'betTransactionId');
  const hash = requestHashOf('ROLLBACK', [body.playerId, body.betTransactionId]);
  const [member, early] = await Promise.all([
    requireMember(db, caller.merchant.id, body.playerId),
    earlyReplay(db, caller, body.transactionId, 'ROLLBACK', hash),
  ]);
  if (early) return answer(db, caller, member.id, body.transactionId, early);
  const [mainId, house] = await Promise.all([
    mainAccountIdOf(db, caller.merchant, member.id),
    houseAccountId(db, caller.merchant, caller.vendorCode, member.id),
  ]);
  const rollbackRow = {
    transaction_id: body.transactionId,
    kind: 'ROLLBACK' as const,
    member_id: member.id,
    request_hash: hash,
    bet_transaction_id: body.betTransactionId,
  };

  const result = await inTransactionRetryingDeadlocks(db, async (trx): Promise<CallResult> => {
    // The bet's id first: a tombstone takes it unless the bet is there (a bet in flight is waited for).
    const tombstone = await trx
      .insertInto('game_transactions')
      .values({
        merchant_id: caller.merchant.id,
        vendor_code: caller.vendorCode,
        transaction_id: body.betTransactionId,
        kind: 'BET',
        round_ref: null,
        member_id: member.id,
        amount: 0n,
        request_hash: null,
        outcome: 'TOMBSTONE',
        bet_transaction_id: null,
        tombstone: true,
      })
      .onConflict((oc) => oc.constraint('game_transactions_once').doNothing())
      .returning('id')
      .executeTakeFirst();
    const bet = tombstone ? undefined : await findTransaction(trx, caller, body.betTransactionId);
    if (!tombstone && (!bet || bet.kind !== 'BET' || bet.member_id !== member.id))
      throw new AppError('vendor.transaction.conflict');

    if (tombstone || bet?.tombstone) {
      // Unknown bet (or one another rollback already tombstoned): nothing to return.
      const claimed = await claim(
        trx,
        caller,
        { ...rollbackRow, round_ref: null, amount: 0n, outcome: 'TOMBSTONED' },
        'ROLLBACK',
      );
      if (claimed === 'duplicate') {
        // A tombstone this call wrote cannot belong to an earlier identical rollback.
        if (tombstone) throw new AppError('vendor.transaction.conflict');
        return claimed;
      }
      return { balance: undefined };
    }

    const round = await trx
      .selectFrom('game_rounds')
      .selectAll()
      .where('id', '=', bet!.round_ref!)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const existing = await findTransaction(trx, caller, body.transactionId);
    if (existing) return replayOf(trx, caller, existing, 'ROLLBACK', hash);
    if (round.status === 'SETTLED') throw new AppError('vendor.round.settled');
    if (round.status !== 'OPEN') throw new AppError('vendor.round.closed');
    if (await isRolledBack(trx, caller, body.betTransactionId)) {
      const claimed = await claim(
        trx,
        caller,
        { ...rollbackRow, round_ref: round.id, amount: 0n, outcome: 'NOTHING' },
        'ROLLBACK',
      );
      return claimed === 'duplicate' ? claimed : { balance: undefined };
    }
    const stake = bet!.amount;
    const claimed = await claim(
      trx,
      caller,
      { ...rollbackRow, round_ref: round.id, amount: stake, outcome: 'ROLLED_BACK' },
      'ROLLBACK',
    );
    if (claimed === 'duplicate') return claimed;
    await trx
      .updateTable('game_rounds')
      .set((eb) => ({ stake: eb('stake', '-', stake) }))
      .where('id', '=', round.id)
      .execute();
    const posting = await post(trx, caller, body.transactionId, 'GAME_ROLLBACK', {
      debitAccountId: house,
      creditAccountId: mainId,
      amount: stake,
      reference: `game-round:${round.id}`,
    });
    return { balance: posting.transfers[0]!.creditBalanceAfter };
  });
  return answer(db, caller, member.id, body.transactionId, result);
}

// ---------------------------------------------------------------------------------------------------------
// Transfer-wallet round reports

export interface TransferRoundReport {
  playerId: string;
  roundId: string;
  gameCode: string;
  stake: number;
  win: number;
  startedAt: Date;
  settledAt: Date;
}

/**
 * `transfer/rounds`: a transfer-wallet vendor reports a finished round for the records (no money moves).
 * Idempotent on the round id: the same report again is a duplicate, a different one 409.
 */
export async function reportTransferRound(
  db: Db,
  caller: VendorCaller,
  report: TransferRoundReport,
): Promise<{ roundId: string; duplicate: boolean }> {
  if (report.settledAt.getTime() < report.startedAt.getTime())
    throw new AppError('request.invalid.field', { field: 'settledAt' }, 'settledAt');
  const member = await requireMember(db, caller.merchant.id, report.playerId);
  const game = await gameOf(db, caller.merchant.id, caller.vendorCode, report.gameCode);
  // A game the catalogue does not know takes the vendor's (first) category.
  const vendor = game
    ? undefined
    : await db
        .selectFrom('vendors')
        .select('game_type')
        .where('merchant_id', '=', caller.merchant.id)
        .where('code', '=', caller.vendorCode)
        .orderBy('sort_order')
        .orderBy('id')
        .executeTakeFirst();
  const values = {
    merchant_id: caller.merchant.id,
    member_id: member.id,
    vendor_code: caller.vendorCode,
    game_code: report.gameCode,
    game_type: game?.game_type ?? vendor?.game_type ?? 'OTHER',
    round_id: report.roundId,
    wallet_mode: 'TRANSFER' as const,
    stake: BigInt(report.stake),
    win: BigInt(report.win),
    status: 'SETTLED' as const,
    started_at: report.startedAt,
    settled_at: report.settledAt,
  };
  const inserted = await db
    .insertInto('game_rounds')
    .values(values)
    .onConflict((oc) => oc.constraint('game_rounds_once').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (inserted) return { roundId: report.roundId, duplicate: false };
  const existing = await db
    .selectFrom('game_rounds')
    .selectAll()
    .where('merchant_id', '=', caller.merchant.id)
    .where('vendor_code', '=', caller.vendorCode)
    .where('round_id', '=', report.roundId)
    .executeTakeFirstOrThrow();
  const same =
    existing.wallet_mode === 'TRANSFER' &&
    existing.member_id === values.member_id &&
    existing.game_code === values.game_code &&
    existing.stake === values.stake &&
    existing.win === values.win &&
    existing.started_at.getTime() === values.started_at.getTime() &&
    existing.settled_at?.getTime() === values.settled_at.getTime();
  if (!same) throw new AppError('vendor.transaction.conflict');
  return { roundId: report.roundId, duplicate: true };
}

export { listRecentWins, type RecentWin } from './records.ts';
