/**
 * The game page's session: `POST /api/session` exchanges the launch token with the platform's
 * `authenticate`; `GET /api/session` resumes it after a reload (the token is single-use).
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { baccaratChips, maxBetPerArea } from '../engines/baccarat.ts';
import { crashStakes, maxTargetHundredths, minTargetHundredths } from '../engines/crash.ts';
import { computeSlotRtp, slotConfig } from '../engines/slot.ts';
import { sessionOf, type VendorDeps } from '../deps.ts';
import { ok, parseBody, VendorError } from '../http.ts';
import { toLanguage } from '../messages.ts';
import { context } from '../rounds.ts';
import { engineFor, playMoney, type VendorSession, type WalletMode } from '../sessions.ts';

export const vendorCode = z.string().regex(/^[A-Z0-9_]{1,32}$/);
export const merchantCode = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);

const sessionBody = z.object({
  token: z.string().min(1).max(1024),
  vendor: vendorCode,
  merchant: merchantCode,
  language: z.enum(['bn', 'en']).optional(),
});

const slotRtp = computeSlotRtp().rtp;

function engineConfig(session: VendorSession) {
  switch (session.engine) {
    case 'slot':
      return {
        rows: slotConfig.rows,
        strips: slotConfig.strips,
        lines: slotConfig.lines,
        linePays: slotConfig.linePays,
        scatterPays: slotConfig.scatterPays,
        bets: slotConfig.bets,
        rtp: slotRtp,
      };
    case 'crash':
      return {
        stakes: crashStakes,
        minTarget: minTargetHundredths / 100,
        maxTarget: maxTargetHundredths / 100,
      };
    case 'baccarat':
      return {
        chips: baccaratChips,
        maxBetPerArea,
        payouts: { player: 1, banker: 0.95, tie: 8 },
        cardsLeft: session.shoe?.remaining ?? 0,
      };
    default:
      return null;
  }
}

export function sessionView(session: VendorSession) {
  return {
    session: session.id,
    vendor: session.vendor,
    merchant: session.merchant,
    language: session.language,
    nickname: session.nickname,
    currency: session.currency,
    balance: session.balance,
    gameCode: session.gameCode,
    gameName: session.gameName,
    gameType: session.gameType,
    engine: session.engine,
    wallet: session.wallet,
    demo: session.wallet === 'demo',
    config: engineConfig(session),
  };
}

export function sessionRoutes(app: FastifyInstance, deps: VendorDeps) {
  app.post('/api/session', async (request) => {
    const body = parseBody(sessionBody, request.body);
    const language = toLanguage(body.language);
    const ctx = { vendor: body.vendor, merchant: body.merchant, language };
    const answer = await deps.platform.authenticate(ctx, body.token);
    if (answer.kind === 'unreachable') {
      request.log.warn({ reason: answer.reason }, 'authenticate unanswered');
      throw new VendorError(503, 'game.wallet.unavailable', 'game.wallet.unavailable');
    }
    if (answer.kind === 'refused') {
      if (answer.errorCode === 'vendor.token.invalid') {
        throw new VendorError(401, 'vendor.token.invalid', 'vendor.token.invalid');
      }
      request.log.error({ answer }, 'authenticate refused');
      throw new VendorError(502, 'game.wallet.unavailable', 'game.wallet.unavailable');
    }
    const player = answer.value;
    const wallet: WalletMode = player.demo
      ? 'demo'
      : deps.transferVendors.has(body.vendor)
        ? 'transfer'
        : 'seamless';
    const balance =
      wallet === 'demo'
        ? playMoney
        : wallet === 'transfer'
          ? deps.wallet.balance(body.merchant, body.vendor, player.playerId)
          : player.balance;
    const session = deps.sessions.create({
      vendor: body.vendor,
      merchant: body.merchant,
      language: body.language ?? toLanguage(player.language),
      playerId: player.playerId,
      nickname: player.nickname,
      currency: player.currency,
      gameCode: player.gameCode,
      gameName: player.gameName || player.gameCode,
      gameType: player.gameType,
      platformSessionId: player.sessionId,
      wallet,
      engine: engineFor(player.gameType),
      balance,
    });
    return ok(sessionView(session));
  });

  app.get('/api/session', async (request) => {
    const session = sessionOf(deps, request);
    if (session.wallet === 'transfer') {
      session.balance = deps.wallet.balance(session.merchant, session.vendor, session.playerId);
    } else if (session.wallet === 'seamless' && !session.busy) {
      const answer = await deps.platform.balance(context(session), session.playerId);
      if (answer.kind === 'ok') session.balance = answer.value.balance;
    }
    return ok(sessionView(session));
  });
}
