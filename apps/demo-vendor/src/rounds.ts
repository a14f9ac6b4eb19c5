/**
 * Where a round's money moves, by wallet mode. The outcome is drawn only after the stake is accepted.
 * - seamless: platform `bet` → outcome → `settle` (retried); an unanswered bet is rolled back (retried).
 *   Every step is in the round book first, so the platform's `round-status` call gets the truth (a settle
 *   that was never delivered is settled here, with its payout and its settle id).
 * - transfer: the local wallet takes the stake and credits the win in one change, then the round is
 *   reported to the platform in the background.
 * - demo: play money on the session, no platform call.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { VendorError } from './http.ts';
import type { MessageCode } from './messages.ts';
import type { PlatformClient, PlatformContext } from './platform-client.ts';
import type { RoundBook } from './round-book.ts';
import type { VendorSession } from './sessions.ts';
import type { TransferWallet } from './transfer-wallet.ts';

export interface PlayedRound<R> {
  roundId: string;
  stake: number;
  win: number;
  /** The balance after the round: the platform's after settle, the vendor wallet's, or play money. */
  balance: number;
  result: R;
  /** A note for the player when the round finished but the win is not confirmed yet. */
  notice?: MessageCode;
}

export type Play<R> = () => { win: number; result: R };

/** Platform refusals of a bet, as the player sees them. */
function betRefusal(status: number, errorCode: string, wallet: VendorSession['wallet']): VendorError {
  switch (errorCode) {
    case 'vendor.insufficient.funds':
      return new VendorError(
        402,
        errorCode,
        wallet === 'transfer' ? 'vendor.transfer.insufficient' : 'vendor.insufficient.funds',
      );
    case 'vendor.session.invalid':
    case 'vendor.player.not.found':
      return new VendorError(401, 'vendor.session.invalid', 'vendor.session.invalid');
    case 'vendor.bet.rolled.back':
    case 'vendor.round.closed':
      return new VendorError(409, 'game.round.refused', 'game.round.refused');
    default:
      return new VendorError(
        status >= 400 && status < 500 ? 502 : 503,
        'game.wallet.unavailable',
        'game.wallet.unavailable',
      );
  }
}

export class RoundRunner {
  constructor(
    private readonly platform: PlatformClient,
    private readonly wallet: TransferWallet,
    private readonly log: FastifyBaseLogger,
    private readonly book: RoundBook,
  ) {}

  async run<R>(session: VendorSession, stake: number, play: Play<R>): Promise<PlayedRound<R>> {
    if (session.busy) throw new VendorError(409, 'game.round.busy', 'game.round.busy');
    session.busy = true;
    try {
      switch (session.wallet) {
        case 'demo':
          return this.demo(session, stake, play);
        case 'transfer':
          return await this.transfer(session, stake, play);
        case 'seamless':
          return await this.seamless(session, stake, play);
      }
    } finally {
      session.busy = false;
    }
  }

  private demo<R>(session: VendorSession, stake: number, play: Play<R>): PlayedRound<R> {
    if (session.balance < stake) {
      throw new VendorError(402, 'vendor.insufficient.funds', 'vendor.insufficient.funds');
    }
    const { win, result } = play();
    session.balance += win - stake;
    return { roundId: randomUUID(), stake, win, balance: session.balance, result };
  }

  private async transfer<R>(session: VendorSession, stake: number, play: Play<R>): Promise<PlayedRound<R>> {
    const startedAt = new Date().toISOString();
    const played = await this.wallet.playRound(
      session.merchant,
      session.vendor,
      session.playerId,
      stake,
      play,
    );
    if (played.kind === 'insufficient') {
      session.balance = played.balance;
      throw new VendorError(402, 'vendor.insufficient.funds', 'vendor.transfer.insufficient');
    }
    const roundId = randomUUID();
    session.balance = played.balance;
    this.platform.reportRound(context(session), {
      playerId: session.playerId,
      roundId,
      gameCode: session.gameCode,
      stake,
      win: played.win,
      startedAt,
      settledAt: new Date().toISOString(),
    });
    return { roundId, stake, win: played.win, balance: played.balance, result: played.result };
  }

  private async seamless<R>(session: VendorSession, stake: number, play: Play<R>): Promise<PlayedRound<R>> {
    const ctx = context(session);
    const roundId = randomUUID();
    const betTransactionId = randomUUID();
    const key = { merchant: session.merchant, vendor: session.vendor, roundId };
    await this.book.begin({
      ...key,
      playerId: session.playerId,
      gameCode: session.gameCode,
      stake,
      betTransactionId,
    });
    const bet = await this.platform.bet(ctx, {
      playerId: session.playerId,
      sessionId: session.platformSessionId,
      transactionId: betTransactionId,
      roundId,
      gameCode: session.gameCode,
      amount: stake,
    });
    if (bet.kind === 'unreachable') {
      this.log.warn({ roundId, betTransactionId, reason: bet.reason }, 'bet unanswered, rolling it back');
      const rollback = await this.platform.rollback(ctx, {
        playerId: session.playerId,
        transactionId: randomUUID(),
        betTransactionId,
      });
      if (rollback.kind === 'ok') session.balance = rollback.value.balance;
      else this.log.error({ roundId, betTransactionId, rollback }, 'rollback of an unanswered bet failed');
      // Cancelled here either way: a bet the platform kept is refunded when it asks (round-status).
      await this.book.cancelled(key);
      throw new VendorError(503, 'game.round.cancelled', 'game.round.cancelled');
    }
    if (bet.kind === 'refused') {
      this.log.info({ roundId, errorCode: bet.errorCode }, 'bet refused by the platform');
      await this.book.cancelled(key);
      throw betRefusal(bet.status, bet.errorCode, session.wallet);
    }
    session.balance = bet.value.balance;

    const { win, result } = play();
    const settleTransactionId = randomUUID();
    // On disk before the settle goes out: from now on this round is settled here, whatever the platform hears.
    await this.book.played(key, win, settleTransactionId);
    const settle = await this.platform.settle(ctx, {
      playerId: session.playerId,
      transactionId: settleTransactionId,
      roundId,
      amount: win,
    });
    // What the settle's answer changes in the book is only a note: PLAYED already answers SETTLED.
    const note = (error: unknown) => this.log.error({ err: error, roundId }, 'round book not written');
    if (settle.kind === 'ok') {
      await this.book.delivered(key).catch(note);
      session.balance = settle.value.balance;
      return { roundId, stake, win, balance: settle.value.balance, result };
    }
    await this.book.undelivered(key).catch(note);
    this.log.error(
      { roundId, win, settle },
      'settle failed after retries; the round stays open on the platform until it asks (round-status)',
    );
    return { roundId, stake, win, balance: session.balance, result, notice: 'game.settle.pending' };
  }
}

export function context(session: VendorSession): PlatformContext {
  return { vendor: session.vendor, merchant: session.merchant, language: session.language };
}
