import { type Selectable, sql } from 'kysely';
import {
  maxRoundStatusBatch,
  roundStatusAnswerSchema,
  vendorRoundStatusPath,
  type RoundStatus,
} from '@msp/contracts/vendor-rounds.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../shared/app-error.ts';
import { formatMinor } from '../../shared/money.ts';
import { writeAudit } from '../identity/audit.ts';
import type { Merchant } from '../merchant/service.ts';
import { callVendorApi, type VendorEndpoint, type VendorOutcome } from '../vendor-transfers/vendor-client.ts';
import { findVendorAccount, playerIdOf, refundRound, settleRound, type VendorCaller } from './service.ts';
import type { GameRoundsTable } from './tables.ts';

/**
 * The settle-stale-rounds job (docs/vendor-protocol.md "Round status"): a seamless round still OPEN long after
 * its bets is one whose settle the vendor could not deliver (or whose game died). The job asks the round's vendor
 * what became of it and closes it through the game wallet's own calls: `settleRound` under the vendor's settle
 * transaction id (so the real settle arriving late, or a second process doing the same, is answered as a
 * duplicate and nothing pays twice), or `refundRound` under an id derived from the round (so two refunds are one).
 *
 * Several server processes run it against one database: rounds are claimed in a short transaction
 * (`check_claimed_until`, `FOR UPDATE SKIP LOCKED`), the vendor is asked outside any transaction, and each
 * money call decides under the round's row lock. A vendor that does not answer leaves its rounds for the next run.
 */

/** A round is stale this long after it opened (`STALE_ROUND_AFTER_MS` shortens it). */
export const STALE_ROUND_AFTER_MS = 10 * 60_000;
/** How long a claim keeps other processes off a round while its vendor is asked. */
const CLAIM_MS = 60_000;
/** A round the game wallet refused to close from the vendor's answer is asked about again after this long. */
const REFUSED_RECHECK_MS = 60 * 60_000;
/** Rounds claimed per run; a larger backlog is worked through run by run. */
const BATCH = 200;
/** One round-status call (up to 100 rounds). */
const CALL_TIMEOUT_MS = 5_000;

/** Who "did" it in the audit trail. */
const jobOrigin = { ip: 'system', userAgent: 'job:settle-stale-rounds' };

/** Where the job reports (pino's logger fits). */
export interface StaleRoundLog {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
}

export interface StaleRoundOptions {
  now?: Date;
  /** Rounds opened at least this long ago are asked about (default 10 minutes). */
  staleAfterMs?: number;
  /** How long a claim lasts (default a minute). */
  claimMs?: number;
  log?: StaleRoundLog;
}

type RoundRow = Selectable<GameRoundsTable>;

/** What became of one round in this run. */
type Handled = 'closed' | 'already' | 'open' | 'refused' | 'unanswered';

/** Claims up to BATCH stale open seamless rounds for `claimMs`, oldest first. */
function claimStaleRounds(db: Db, now: Date, staleAfterMs: number, claimMs: number): Promise<RoundRow[]> {
  return db.transaction().execute((trx) =>
    trx
      .updateTable('game_rounds')
      .set({
        check_claimed_until: new Date(now.getTime() + claimMs),
        status_checks: sql<number>`status_checks + 1`,
      })
      .where('status', '=', 'OPEN')
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('game_rounds as r')
          .select('r.id')
          .where('r.status', '=', 'OPEN')
          .where('r.wallet_mode', '=', 'SEAMLESS')
          .where('r.started_at', '<=', new Date(now.getTime() - staleAfterMs))
          .where((w) => w.or([w('r.check_claimed_until', 'is', null), w('r.check_claimed_until', '<', now)]))
          .orderBy('r.started_at')
          .limit(BATCH)
          .forUpdate()
          .skipLocked(),
      )
      .returningAll()
      .execute(),
  );
}

/** Sets when the rounds may be claimed again (null: at the next run). Only rounds still open are touched. */
async function recheckAt(db: Db, ids: bigint[], until: Date | null) {
  if (ids.length === 0) return;
  await db
    .updateTable('game_rounds')
    .set({ check_claimed_until: until })
    .where('id', 'in', ids)
    .where('status', '=', 'OPEN')
    .execute();
}

/** The round-status call for one vendor (docs/vendor-protocol.md "Round status"). Never throws. */
export function askRoundStatus(
  endpoint: VendorEndpoint,
  rounds: { roundId: string; playerId: string }[],
): Promise<VendorOutcome<{ rounds: RoundStatus[] }>> {
  return callVendorApi(endpoint, vendorRoundStatusPath, { rounds }, roundStatusAnswerSchema, CALL_TIMEOUT_MS);
}

/** Closes one round from the vendor's answer through the game wallet's own settle or refund. */
async function closeFromAnswer(
  db: Db,
  caller: VendorCaller,
  round: RoundRow,
  theirs: RoundStatus,
  log: StaleRoundLog | undefined,
): Promise<Handled> {
  if (theirs.status === 'OPEN') return 'open';
  const playerId = playerIdOf(round.member_id);
  const where = { vendor: round.vendor_code, roundId: round.round_id, memberId: round.member_id };
  try {
    if (theirs.status === 'SETTLED') {
      const answer = await settleRound(db, caller, {
        playerId,
        transactionId: theirs.transactionId,
        roundId: round.round_id,
        amount: theirs.amount,
      });
      if (answer.duplicate) return 'already';
      await writeAudit(db, {
        merchantId: round.merchant_id,
        memberId: round.member_id,
        action: 'STALE_ROUND_SETTLED',
        origin: jobOrigin,
        detail: {
          vendor: round.vendor_code,
          roundId: round.round_id,
          transactionId: theirs.transactionId,
          win: formatMinor(BigInt(theirs.amount)),
        },
      });
      log?.info({ ...where, win: theirs.amount }, 'stale round settled from the vendor');
      return 'closed';
    }
    // CANCELLED or NOT_FOUND: no outcome will ever come, the stake goes back. The id is the platform's own,
    // one per round, so two processes refunding at once refund once.
    const transactionId = `stale-round-refund:${round.id}`;
    const answer = await refundRound(db, caller, { playerId, transactionId, roundId: round.round_id });
    if (answer.duplicate) return 'already';
    const refunded = await db
      .selectFrom('game_rounds')
      .select('refunded')
      .where('id', '=', round.id)
      .executeTakeFirstOrThrow();
    await writeAudit(db, {
      merchantId: round.merchant_id,
      memberId: round.member_id,
      action: 'STALE_ROUND_REFUNDED',
      origin: jobOrigin,
      detail: {
        vendor: round.vendor_code,
        roundId: round.round_id,
        transactionId,
        vendorStatus: theirs.status,
        refunded: formatMinor(refunded.refunded),
      },
    });
    log?.info({ ...where, vendorStatus: theirs.status }, 'stale round refunded');
    return 'closed';
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    // Closed meanwhile by another call (the real settle under another id, the vendor's own refund): done.
    if (error.code === 'vendor.round.closed' || error.code === 'vendor.round.settled') return 'already';
    // The game wallet refuses what the vendor says (its settle id already used for another request, a round
    // whose every bet was rolled back): nothing moved; for an operator, asked again later.
    log?.warn({ ...where, vendorStatus: theirs, refusal: error.code }, 'stale round left open: refused');
    return 'refused';
  }
}

/**
 * One run of the job: claims stale open seamless rounds, asks each round's vendor about them (one call per
 * vendor and up to 100 rounds, outside any transaction) and settles or refunds what the vendor answered.
 * Answers how many rounds it closed.
 */
export async function settleStaleRounds(db: Db, options: StaleRoundOptions = {}): Promise<number> {
  const now = options.now ?? new Date();
  const staleAfterMs = options.staleAfterMs ?? STALE_ROUND_AFTER_MS;
  const claimMs = options.claimMs ?? CLAIM_MS;
  const log = options.log;
  const claimed = await claimStaleRounds(db, now, staleAfterMs, claimMs);
  if (claimed.length === 0) return 0;

  const groups = new Map<string, RoundRow[]>();
  for (const round of claimed) {
    const key = `${round.merchant_id}\u0000${round.vendor_code}`;
    const group = groups.get(key);
    if (group) group.push(round);
    else groups.set(key, [round]);
  }
  const merchants = new Map<number, Merchant>();
  const unanswered: bigint[] = [];
  const stillOpen: bigint[] = [];
  const refused: bigint[] = [];
  let closed = 0;

  for (const rounds of groups.values()) {
    const { merchant_id: merchantId, vendor_code: vendorCode } = rounds[0]!;
    let merchant = merchants.get(merchantId);
    if (!merchant) {
      merchant = await db.selectFrom('merchants').selectAll().where('id', '=', merchantId).executeTakeFirst();
      if (merchant) merchants.set(merchantId, merchant);
    }
    const account = merchant ? await findVendorAccount(db, merchantId, vendorCode) : undefined;
    if (!merchant || !account?.api_url || !account.secret) {
      // No way to ask (no API URL or secret agreed): looked at again only after a while.
      log?.warn({ merchantId, vendor: vendorCode, rounds: rounds.length }, 'stale rounds: vendor has no API');
      refused.push(...rounds.map((round) => round.id));
      continue;
    }
    const endpoint: VendorEndpoint = {
      vendorCode,
      merchantCode: merchant.code,
      apiUrl: account.api_url,
      secret: account.secret,
    };
    const caller: VendorCaller = { merchant, vendorCode };
    for (let start = 0; start < rounds.length; start += maxRoundStatusBatch) {
      const chunk = rounds.slice(start, start + maxRoundStatusBatch);
      const outcome = await askRoundStatus(
        endpoint,
        chunk.map((round) => ({ roundId: round.round_id, playerId: playerIdOf(round.member_id) })),
      );
      if (outcome.kind !== 'ok') {
        log?.warn(
          { merchantId, vendor: vendorCode, rounds: chunk.length, outcome },
          'stale rounds: vendor did not answer the round status, left for the next run',
        );
        unanswered.push(...chunk.map((round) => round.id));
        continue;
      }
      const answers = new Map(outcome.value.rounds.map((theirs) => [theirs.roundId, theirs]));
      for (const round of chunk) {
        const theirs = answers.get(round.round_id);
        let handled: Handled = 'unanswered';
        if (theirs) {
          try {
            handled = await closeFromAnswer(db, caller, round, theirs, log);
          } catch (error) {
            log?.warn(
              { vendor: vendorCode, roundId: round.round_id, err: error },
              'stale round: closing failed, left for the next run',
            );
          }
        }
        if (handled === 'closed') closed += 1;
        else if (handled === 'open') stillOpen.push(round.id);
        else if (handled === 'refused') refused.push(round.id);
        else if (handled === 'unanswered') unanswered.push(round.id);
      }
    }
  }

  // The claims end: unanswered rounds at the next run, rounds in play and refused ones after a while.
  await recheckAt(db, unanswered, null);
  await recheckAt(db, stillOpen, new Date(now.getTime() + Math.max(staleAfterMs, claimMs)));
  await recheckAt(db, refused, new Date(now.getTime() + REFUSED_RECHECK_MS));
  return closed;
}
